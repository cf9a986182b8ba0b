// Rates (0…1) over categories as lines, drawn on the server as SVG. Series
// differ by colour and also by dash and marker shape, and the legend names
// them in text, so colour is never the only cue. A missing rate (nothing to
// divide that week) breaks the line instead of drawing a false zero.
import { ticks } from "./chart-scale";
import { CategoryLabels, ChartSvg, plotGeometry, type PlotBox, ValueAxis } from "./plot";

export interface LineSeries {
  key: string;
  name: string;
  color: string;
  dash?: string;
  marker: "circle" | "square";
  values: (number | null)[];
}

const BOX: PlotBox = { width: 420, height: 230, top: 14, bottom: 28, left: 44, right: 10 };
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 0 });

export function LineChart({
  title,
  description,
  labels,
  series,
}: {
  title: string;
  description: string;
  labels: string[];
  series: LineSeries[];
}) {
  const { centre: x, y } = plotGeometry(BOX, labels.length, 1);
  const markers = labels.length <= 20;
  return (
    <div>
      <ChartSvg size={BOX} title={title} description={description}>
        <ValueAxis box={BOX} ticks={ticks(1)} y={y} format={(t) => percent.format(t)} />
        <CategoryLabels box={BOX} labels={labels} x={x} />
        {series.map((s) => {
          // One path segment per run of known values.
          let d = "";
          let pen = false;
          s.values.forEach((v, i) => {
            if (v === null) {
              pen = false;
              return;
            }
            d += `${pen ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
            pen = true;
          });
          return (
            <g key={s.key}>
              <path d={d} fill="none" stroke={s.color} strokeWidth={2.5} strokeDasharray={s.dash} strokeLinejoin="round" />
              {markers
                ? s.values.map((v, i) =>
                    v === null ? null : (
                      <Marker key={i} shape={s.marker} x={x(i)} y={y(v)} color={s.color}>
                        {`${s.name}, ${labels[i]}: ${percent.format(v)}`}
                      </Marker>
                    ),
                  )
                : null}
            </g>
          );
        })}
      </ChartSvg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-800" aria-label="Legenda">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true">
              <line x1="1" x2="27" y1="6" y2="6" stroke={s.color} strokeWidth={2.5} strokeDasharray={s.dash} />
              <Marker shape={s.marker} x={14} y={6} color={s.color} />
            </svg>
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Marker({
  shape,
  x,
  y,
  color,
  children,
}: {
  shape: LineSeries["marker"];
  x: number;
  y: number;
  color: string;
  children?: string;
}) {
  const tip = children ? <title>{children}</title> : null;
  return shape === "circle" ? (
    <circle cx={x} cy={y} r={3.5} fill="#fff" stroke={color} strokeWidth={2}>
      {tip}
    </circle>
  ) : (
    <rect x={x - 3.5} y={y - 3.5} width={7} height={7} fill={color}>
      {tip}
    </rect>
  );
}
