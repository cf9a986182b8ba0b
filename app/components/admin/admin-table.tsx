// The admin's tables: bordered and scrolling sideways on narrow screens, with
// a message under the table when no row is shown.
import type { ReactNode } from "react";
import { cx } from "~/components/ui/cx";
import { DataTable } from "~/components/ui/data-table";

export function AdminTable({
  minWidth,
  headCell = "px-3 py-3",
  className,
  ...table
}: {
  caption: string;
  columns: ReactNode[];
  /** The table's smallest width (a Tailwind `min-w-[…]` class); narrower screens scroll it. */
  minWidth: string;
  /** The padding of a header cell. */
  headCell?: string;
  /** More classes for the box around the table (its margin). */
  className?: string;
  empty?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DataTable
      frameClassName={cx("overflow-x-auto rounded-xl border border-stone-200", className)}
      tableClassName={cx("w-full text-left text-sm", minWidth)}
      headCell={headCell}
      {...table}
    />
  );
}
