// The funnel as horizontal bars (inline SVG, no chart library). The same
// figures are in the table next to it, which is what screen readers use; the
// drawing carries a title and a one-line summary.
import { useId } from "react";

export interface FunnelBar {
  key: string;
  label: string;
  visits: number;
}

const ROW = 30;
const LABEL_WIDTH = 190;
const BAR_MAX = 360;
const WIDTH = LABEL_WIDTH + BAR_MAX + 70;

export function FunnelChart({ bars, title }: { bars: FunnelBar[]; title: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.visits));
  const first = bars[0]?.visits ?? 0;
  const last = bars[bars.length - 1];
  const height = bars.length * ROW + 8;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-3xl font-sans"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {first === 0
          ? "Nenhuma visita no período."
          : `${first} visitantes iniciaram o quiz; ${last?.visits ?? 0} chegaram a "${last?.label ?? ""}". Os números estão na tabela.`}
      </desc>
      {bars.map((bar, i) => {
        const y = 4 + i * ROW;
        const width = bar.visits === 0 ? 0 : Math.max(2, (bar.visits / max) * BAR_MAX);
        return (
          <g key={bar.key}>
            <text x={LABEL_WIDTH - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="#44403c">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 4} width={BAR_MAX} height={ROW - 8} rx={4} fill="#f5f5f4" />
            <rect x={LABEL_WIDTH} y={y + 4} width={width} height={ROW - 8} rx={4} fill={i === 0 ? "#115e59" : "#0f766e"} />
            <text
              x={LABEL_WIDTH + width + 6}
              y={y + ROW / 2}
              dominantBaseline="middle"
              fontSize={12}
              fontWeight={600}
              fill="#1c1917"
            >
              {bar.visits}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
