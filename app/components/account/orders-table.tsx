import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";
import { ORDER_STATUS_LABELS, orderStatusClass, PAYMENT_STATUS_LABELS, paymentStatusClass } from "~/lib/order-status";

export interface OrderRow {
  id: string;
  number: number;
  createdAt: Date | string;
  status: string;
  paymentStatus: string;
  totalCents: number;
}

/** Pedido, Data, Status, Total, Pagamento (spec "Meus Pedidos"). */
export function OrdersTable({ orders, caption }: { orders: OrderRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3">Pedido</th>
            <th scope="col" className="px-4 py-3">Data</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Total</th>
            <th scope="col" className="px-4 py-3">Pagamento</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className="border-t border-stone-200">
              <td className="px-4 py-3 font-medium">#{o.number}</td>
              <td className="px-4 py-3">{formatDate(o.createdAt)}</td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${orderStatusClass(o.status)}`}>{ORDER_STATUS_LABELS[o.status] ?? o.status}</span>
              </td>
              <td className="px-4 py-3">{formatBRL(o.totalCents)}</td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${paymentStatusClass(o.paymentStatus)}`}>
                  {PAYMENT_STATUS_LABELS[o.paymentStatus] ?? o.paymentStatus}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
