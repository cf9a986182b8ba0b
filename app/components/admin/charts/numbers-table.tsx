// The numbers behind a chart, as a real table: what screen readers, copy and
// paste and the e2e tests read. Each cell keeps its raw value in data-value
// (counts, cents or a ratio) next to the formatted text.
import type { ReactNode } from "react";

export interface NumbersColumn<Row> {
  key: string;
  label: string;
  /** The raw value (count, cents, 0…1 ratio or null). */
  value: (row: Row) => number | null;
  format: (value: number | null) => string;
}

export function NumbersTable<Row>({
  caption,
  rowHeader,
  rowLabel,
  rowKey,
  columns,
  rows,
  testId,
}: {
  caption: string;
  rowHeader: string;
  rowLabel: (row: Row) => ReactNode;
  rowKey: (row: Row) => string;
  columns: NumbersColumn<Row>[];
  rows: Row[];
  testId?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className="px-2 py-1.5">
              {rowHeader}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-2 py-1.5 text-right">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-key={rowKey(row)} className="border-t border-stone-200">
              <th scope="row" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {rowLabel(row)}
              </th>
              {columns.map((c) => {
                const value = c.value(row);
                return (
                  <td
                    key={c.key}
                    data-column={c.key}
                    data-value={value === null ? "" : String(value)}
                    className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap"
                  >
                    {c.format(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart with its numbers one click away ("Ver números"), and a heading that names both. */
export function ChartFigure({
  title,
  id,
  children,
  table,
  note,
}: {
  title: string;
  id: string;
  children: ReactNode;
  table: ReactNode;
  note?: ReactNode;
}) {
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      <figcaption id={id} className="font-semibold text-stone-900">
        {title}
      </figcaption>
      {note ? <p className="mt-1 text-sm text-stone-700">{note}</p> : null}
      <div className="mt-3">{children}</div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-teal-800 underline">
          Ver números
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}
