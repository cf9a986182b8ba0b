// The quiz as a funnel: one centred bar per step, its width the visitors who
// reached it, with the count and the share of those who started written next
// to the step's name, and the loss to the next step written in the narrowing
// between them (colour is never the only cue). SVG drawn on the server; the
// same figures are in the table under it.
import type { FunnelStageFigures } from "~/domain/quiz/quiz-events";
import { formatCount, formatPercent } from "./chart-scale";
import { ChartSvg } from "./plot";

const WIDTH = 420;
const LABEL = 16;
const BAR = 18;
const GAP = 20;
const ROW = LABEL + BAR + GAP;
const PAD = 4;

export function FunnelChart({ title, steps }: { title: string; steps: FunnelStageFigures[] }) {
  const first = steps[0]?.visits ?? 0;
  const last = steps.at(-1);
  const max = Math.max(1, ...steps.map((s) => s.visits));
  const half = (visits: number) => (visits === 0 ? 1 : Math.max(3, (visits / max) * (WIDTH / 2 - PAD)));
  const height = steps.length * ROW - GAP + PAD * 2;
  const mid = WIDTH / 2;
  const description =
    first === 0
      ? "Nenhum visitante iniciou o quiz no período."
      : `${formatCount(first)} visitantes iniciaram o quiz; ${formatCount(last?.visits ?? 0)} chegaram a "${last?.label ?? ""}" (${formatPercent(last?.shareOfStarted ?? null)}). Os números de cada etapa estão na tabela.`;
  return (
    <ChartSvg size={{ width: WIDTH, height }} title={title} description={description}>
      {steps.map((step, i) => {
        const top = PAD + i * ROW;
        const barTop = top + LABEL;
        const w = half(step.visits);
        const next = steps[i + 1];
        return (
          <g key={step.key}>
            <text x={PAD} y={top + 11} fontSize={12} fill="#1c1917">
              {step.label}
            </text>
            <text x={WIDTH - PAD} y={top + 11} fontSize={12} fontWeight={700} textAnchor="end" fill="#1c1917">
              {`${formatCount(step.visits)} (${formatPercent(step.shareOfStarted)})`}
            </text>
            <rect x={mid - w} y={barTop} width={w * 2} height={BAR} rx={3} fill={i === 0 ? "#115e59" : "#0f766e"}>
              <title>{`${step.label}: ${formatCount(step.visits)}`}</title>
            </rect>
            {next ? (
              <>
                <path
                  d={`M${mid - w},${barTop + BAR} L${mid + w},${barTop + BAR} L${mid + half(next.visits)},${barTop + BAR + GAP} L${mid - half(next.visits)},${barTop + BAR + GAP} Z`}
                  fill="#ccfbf1"
                />
                {next.dropOff ? (
                  <text
                    x={mid}
                    y={barTop + BAR + GAP / 2 + 1}
                    fontSize={11}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    fill="#9f1239"
                    stroke="#fff"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {`−${formatCount(next.dropOff)} (${formatPercent(next.dropOffRate)})`}
                  </text>
                ) : null}
              </>
            ) : null}
          </g>
        );
      })}
    </ChartSvg>
  );
}
