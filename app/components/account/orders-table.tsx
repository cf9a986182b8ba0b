import { Link } from "react-router";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/order/status-badges";
import { DataTable } from "~/components/ui/data-table";
import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";

export interface OrderRow {
  id: string;
  number: number;
  createdAt: Date | string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  /** Set once delivered: the payment is due by the end of that day. */
  paymentDueAt?: Date | string | null;
}

/** Delivered and not paid yet: 'Pagar até dd/mm/aaaa' and the way to the payment page. */
function awaitingPayment(o: OrderRow): boolean {
  return Boolean(o.paymentDueAt) && o.status === "delivered" && (o.paymentStatus === "pending" || o.paymentStatus === "unpaid");
}

/** Pedido, Data, Status, Total, Pagamento (spec "Meus Pedidos"). */
export function OrdersTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={["Pedido", "Data", "Status", "Total", "Pagamento"]}
      frameClassName="overflow-x-auto rounded-2xl border border-stone-200 bg-white"
      tableClassName="w-full min-w-[36rem] text-left text-sm"
      headCell="px-4 py-3"
    >
      {orders.map((o) => (
        <tr key={o.id} className="border-t border-stone-200">
          <td className="px-4 py-3 font-medium">#{o.number}</td>
          <td className="px-4 py-3">{formatDate(o.createdAt)}</td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={o.status} />
          </td>
          <td className="px-4 py-3">{formatBRL(o.totalCents)}</td>
          <td className="px-4 py-3">
            <PaymentStatusBadge status={o.paymentStatus} />
            {awaitingPayment(o) ? (
              <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs">
                <span className="text-stone-700">Pagar até {formatDate(o.paymentDueAt!)}</span>
                {/* The page checks the account and sends the owner on to a fresh signed link. */}
                <Link
                  to={`/pagar/${o.id}`}
                  aria-label={`Pagar pedido #${o.number}`}
                  className="font-semibold text-teal-800 underline"
                >
                  Pagar
                </Link>
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
