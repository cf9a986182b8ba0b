// Pure helpers shared by the admin's SVG charts: a rounded axis maximum and
// the pt-BR formats their labels use.

/** The smallest "round" number ≥ value (1, 2, 2.5, 5 × 10ⁿ), so axis ticks read well. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Evenly spaced ticks from 0 to max, both included. */
export function ticks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
}

const percentFormat = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
/** 0.853 → "85,3%"; null (nothing to divide) → "—". */
export const formatPercent = (value: number | null) => (value === null ? "—" : percentFormat.format(value));

const integerFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
/** A count; a missing one (a column of rates beside counts) reads as 0. */
export const formatCount = (value: number | null) => integerFormat.format(value ?? 0);

/** Show at most about `max` category labels under an axis: every k-th one. */
export function labelStep(count: number, max = 8): number {
  return Math.max(1, Math.ceil(count / max));
}
