// Vertical bars over categories (the weeks of Resultados), drawn on the
// server as SVG: no chart library and no client code. The drawing scales with
// its viewBox from a phone to a laptop; its numbers are in the table of the
// ChartFigure around it, and the title and description name what it shows.
import { useId } from "react";
import { labelStep, niceMax, ticks } from "./chart-scale";

export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

const WIDTH = 420;
const HEIGHT = 230;
const TOP = 18;
const BOTTOM = 28;
const LEFT = 64;
const RIGHT = 8;

export function BarChart({
  title,
  description,
  data,
  format,
  formatTick = format,
  color = "#0f766e",
}: {
  title: string;
  description: string;
  data: BarDatum[];
  format: (value: number) => string;
  formatTick?: (value: number) => string;
  color?: string;
}) {
  const id = useId();
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const slot = plotWidth / Math.max(1, data.length);
  const barWidth = Math.max(2, slot * 0.7);
  const step = labelStep(data.length);
  const showValues = data.length <= 10;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full font-sans"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks(max).map((t) => (
        <g key={t}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} stroke="#d6d3d1" strokeWidth={t === 0 ? 1.5 : 1} />
          <text x={LEFT - 6} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill="#44403c">
            {formatTick(t)}
          </text>
        </g>
      ))}
      {data.map((d, i) => {
        const x = LEFT + i * slot + (slot - barWidth) / 2;
        const top = y(d.value);
        return (
          <g key={d.key}>
            <rect x={x} y={top} width={barWidth} height={TOP + plotHeight - top} rx={2} fill={color}>
              <title>{`${d.label}: ${format(d.value)}`}</title>
            </rect>
            {showValues && d.value > 0 ? (
              <text x={x + barWidth / 2} y={top - 4} textAnchor="middle" fontSize={11} fontWeight={600} fill="#1c1917">
                {format(d.value)}
              </text>
            ) : null}
            {i % step === 0 ? (
              <text x={x + barWidth / 2} y={HEIGHT - 10} textAnchor="middle" fontSize={11} fill="#44403c">
                {d.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
