// The columns every table of orders starts with (Pedidos and Hoje): the number
// linking to the order's page with its date, the buyer with one line of
// detail (and the total on a narrow screen), and the total.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";

/** A table of orders: `before` and `after` are the heads around the shared columns, `children` the rows. */
export function OrdersTable({
  caption,
  before,
  after,
  children,
}: {
  caption: string;
  before?: ReactNode;
  after: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            {before}
            <OrderColumnHeads />
            {after}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function OrderColumnHeads() {
  return (
    <>
      <th scope="col" className="w-24 px-2 py-2">
        Pedido
      </th>
      <th scope="col" className="px-2 py-2">
        Cliente
      </th>
      <th scope="col" className="hidden w-28 px-2 py-2 md:table-cell">
        Total
      </th>
    </>
  );
}

export function OrderCells({
  order,
  detail,
}: {
  order: { number: number; createdAt: Date | string; customerName: string; totalCents: number };
  /** The line under the buyer's name (email, or city/UF). */
  detail: string;
}) {
  return (
    <>
      <td className="px-2 py-2">
        <Link
          to={`/admin/pedidos/${order.number}`}
          className="font-semibold text-teal-800 underline"
          aria-label={`Pedido #${order.number}`}
        >
          #{order.number}
        </Link>
        <span className="block text-xs text-stone-600">{formatDate(order.createdAt)}</span>
      </td>
      <td className="px-2 py-2 break-words">
        <span className="block font-medium">{order.customerName}</span>
        {/* Breaks inside a word only when it cannot fit (a long email), never "M/G". */}
        <span className="block text-xs wrap-anywhere text-stone-600">{detail}</span>
        <span className="block text-xs text-stone-700 md:hidden">{formatBRL(order.totalCents)}</span>
      </td>
      <td className="hidden px-2 py-2 whitespace-nowrap md:table-cell">{formatBRL(order.totalCents)}</td>
    </>
  );
}
