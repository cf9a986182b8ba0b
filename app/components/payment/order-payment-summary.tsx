// The order being paid: items, total with the card installments, delivery and due date.
import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";

export interface OrderPaymentSummaryProps {
  order: {
    number: number;
    totalCents: number;
    deliveryAddress: string;
    deliveredAt: Date | string | null;
    items: { productName: string; quantity: number; priceCents: number }[];
  };
  installments: { count: number; cents: number };
}

export function OrderPaymentSummary({ order, installments }: OrderPaymentSummaryProps) {
  return (
    <section aria-labelledby="resumo-pedido" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="resumo-pedido" className="text-lg font-bold">
        Resumo do pedido
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Itens do pedido #{order.number}</caption>
        <thead className="text-stone-700">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              Produto
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Qtd.
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i} className="border-t border-stone-200">
              <td className="py-2 pr-2">{item.productName}</td>
              <td className="py-2 pr-2 text-right">{item.quantity}</td>
              <td className="py-2 text-right whitespace-nowrap">{formatBRL(item.priceCents * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-stone-300 font-bold">
            <th scope="row" colSpan={2} className="py-2 pr-2">
              Total
            </th>
            <td className="py-2 text-right whitespace-nowrap">{formatBRL(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-stone-700">
        ou{" "}
        <strong className="text-stone-900">
          {installments.count}x de {formatBRL(installments.cents)}
        </strong>{" "}
        no cartão
      </p>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Entrega</dt>
        <dd>{order.deliveryAddress}</dd>
        {order.deliveredAt ? (
          <>
            <dt className="font-semibold">Entregue em</dt>
            <dd>{formatDate(order.deliveredAt)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
