// The admin's tables: a bordered, horizontally scrolling table with a caption
// for screen readers, a header row of column names and, below it, a message
// when no row is shown.
import type { ReactNode } from "react";
import { cx } from "~/components/ui/cx";

export function AdminTable({
  caption,
  columns,
  minWidth,
  headCell = "px-3 py-3",
  className,
  empty,
  footer,
  children,
}: {
  caption: string;
  /** The header cells, in order. */
  columns: ReactNode[];
  /** The table's smallest width (a Tailwind `min-w-[…]` class); narrower screens scroll it. */
  minWidth: string;
  /** The padding of a header cell. */
  headCell?: string;
  className?: string;
  /** Shown under the table instead of rows, when there are none. */
  empty?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cx("overflow-x-auto rounded-xl border border-stone-200", className)}>
      <table className={cx("w-full text-left text-sm", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
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
