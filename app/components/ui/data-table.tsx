// A table of rows with a caption for screen readers and a header row of
// column names; each list dresses it its own way (the admin's through
// app/components/admin/admin-table.tsx).
import type { ReactNode } from "react";

export function DataTable({
  caption,
  columns,
  frameClassName,
  tableClassName,
  headClassName = "bg-stone-100 text-stone-700",
  headCell,
  empty,
  footer,
  children,
}: {
  caption: string;
  /** The header cells, in order. */
  columns: ReactNode[];
  /** The box around the table (borders, scrolling). */
  frameClassName?: string;
  tableClassName: string;
  headClassName?: string;
  /** The class of each header cell. */
  headCell: string;
  /** Shown under the table, when there are no rows. */
  empty?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={frameClassName}>
      <table className={tableClassName}>
        <caption className="sr-only">{caption}</caption>
        <thead className={headClassName}>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
      {empty ? <p className="p-6 text-center text-stone-700">{empty}</p> : null}
    </div>
  );
}
