// What the charts share: the SVG with its accessible title and description
// (every chart), and for the bar and line charts the horizontal grid with the
// value axis' labels and the category labels under the plot (thinned so they
// never overlap).
import { type ReactNode, useId } from "react";
import { labelStep } from "./chart-scale";

/** The drawing's own size, in viewBox units (a PlotBox is one). */
interface ChartSize {
  width: number;
  height: number;
}

/** The drawing's size and the margins around the plot, in viewBox units. */
export interface PlotBox extends ChartSize {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The plot's size, a category's slot and centre, and the y of a value (0…max). */
export function plotGeometry(box: PlotBox, categories: number, max: number) {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const slot = plotWidth / Math.max(1, categories);
  return {
    plotHeight,
    slot,
    centre: (i: number) => box.left + i * slot + slot / 2,
    y: (value: number) => box.top + plotHeight - (value / max) * plotHeight,
  };
}

/** Every chart's SVG: an image named by its title and described by its description, scaling with its viewBox. */
export function ChartSvg({
  size,
  title,
  description,
  children,
}: {
  size: ChartSize;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full font-sans"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** One grid line per tick, labelled at the left; the zero line a little heavier. */
export function ValueAxis({
  box,
  ticks,
  y,
  format,
}: {
  box: PlotBox;
  ticks: number[];
  y: (value: number) => number;
  format: (value: number) => string;
}) {
  return ticks.map((t) => (
    <g key={t}>
      <line x1={box.left} x2={box.width - box.right} y1={y(t)} y2={y(t)} stroke="#d6d3d1" strokeWidth={t === 0 ? 1.5 : 1} />
      <text x={box.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill="#44403c">
        {format(t)}
      </text>
    </g>
  ));
}

export function CategoryLabels({ box, labels, x }: { box: PlotBox; labels: string[]; x: (i: number) => number }) {
  const step = labelStep(labels.length);
  return labels.map((label, i) =>
    i % step === 0 ? (
      <text key={i} x={x(i)} y={box.height - 10} textAnchor="middle" fontSize={11} fill="#44403c">
        {label}
      </text>
    ) : null,
  );
}
