// Vertical bars over categories (the weeks of Resultados), drawn on the
// server as SVG: no chart library and no client code. The drawing scales with
// its viewBox from a phone to a laptop; its numbers are in the table of the
// ChartFigure around it, and the title and description name what it shows.
import { niceMax, ticks } from "./chart-scale";
import { CategoryLabels, ChartSvg, plotGeometry, type PlotBox, ValueAxis } from "./plot";

export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

const BOX: PlotBox = { width: 420, height: 230, top: 18, bottom: 28, left: 64, right: 8 };

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
  const max = niceMax(Math.max(0, ...data.map((d) => d.value)));
  const { plotHeight, slot, centre, y } = plotGeometry(BOX, data.length, max);
  const barWidth = Math.max(2, slot * 0.7);
  const showValues = data.length <= 10;
  return (
    <ChartSvg size={BOX} title={title} description={description}>
      <ValueAxis box={BOX} ticks={ticks(max)} y={y} format={formatTick} />
      {data.map((d, i) => {
        const x = centre(i) - barWidth / 2;
        const top = y(d.value);
        return (
          <g key={d.key}>
            <rect x={x} y={top} width={barWidth} height={BOX.top + plotHeight - top} rx={2} fill={color}>
              <title>{`${d.label}: ${format(d.value)}`}</title>
            </rect>
            {showValues && d.value > 0 ? (
              <text x={centre(i)} y={top - 4} textAnchor="middle" fontSize={11} fontWeight={600} fill="#1c1917">
                {format(d.value)}
              </text>
            ) : null}
          </g>
        );
      })}
      <CategoryLabels box={BOX} labels={data.map((d) => d.label)} x={centre} />
    </ChartSvg>
  );
}
