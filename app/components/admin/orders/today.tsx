// "Hoje": the admin's first page after sign-in, the orders that need someone
// today (em análise, not confirmed by the customer, late to ship, payment
// overdue), oldest first, each with why and a link to its page.
import { Link } from "react-router";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/order/status-badges";
import type { OrderNeedingAction } from "~/domain/orders/back-office/orders.server";
import { LateBadge, OverdueBadge, ReviewBadge, RiskBadge, UnconfirmedBadge } from "./order-badges";
import { OrderCells, OrdersTable } from "./order-cells";

interface Counts {
  review: number;
  unconfirmed: number;
  lateToShip: number;
  overdue: number;
}

const SUMMARY: { key: keyof Counts; label: string; hint: string; href: string }[] = [
  { key: "review", label: "Em análise", hint: "aguardam aprovação", href: "/admin/pedidos?status=review" },
  {
    key: "unconfirmed",
    label: "Não confirmados",
    hint: "o cliente ainda não confirmou",
    href: "/admin/pedidos?sinal=nao-confirmado",
  },
  { key: "lateToShip", label: "Envio atrasado", hint: "confirmados há mais de 2 dias", href: "/admin/pedidos?status=confirmed" },
  { key: "overdue", label: "Pagamento vencido", hint: "entregues e não pagos", href: "/admin/pedidos?status=delivered" },
];

export function TodayPage({ orders, counts }: { orders: OrderNeedingAction[]; counts: Counts }) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Hoje</h1>
        <p className="text-sm text-stone-700">Os pedidos que precisam de alguém hoje, do mais antigo ao mais recente.</p>
      </header>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SUMMARY.map((s) => (
          <li key={s.key}>
            <Link
              to={s.href}
              className="block rounded-xl border border-stone-200 bg-white p-4 hover:border-teal-600"
              aria-label={`${s.label}: ${counts[s.key]}`}
            >
              <span className="block text-3xl font-bold">{counts[s.key]}</span>
              <span className="block font-semibold">{s.label}</span>
              <span className="block text-xs text-stone-600">{s.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700" role="status">
          Nenhum pedido precisa de ação agora.
        </p>
      ) : (
        <OrdersTable
          caption="Pedidos que precisam de ação hoje"
          after={
            <th scope="col" className="px-2 py-2">
              Por quê
            </th>
          }
        >
          {orders.map((o) => (
            <tr key={o.id} className="border-t border-stone-200 align-top">
              <OrderCells order={o} detail={[o.city, o.state].filter(Boolean).join("/")} />
              <td className="px-2 py-2">
                <span className="flex flex-wrap gap-1">
                  {o.review ? <ReviewBadge /> : <OrderStatusBadge status={o.status} />}
                  {o.review ? <RiskBadge level={o.riskLevel} reasons={o.riskReasons} /> : null}
                  {o.unconfirmed ? <UnconfirmedBadge /> : null}
                  {o.lateToShip ? <LateBadge /> : null}
                  {o.overdue ? (
                    <>
                      <PaymentStatusBadge status={o.paymentStatus} />
                      <OverdueBadge dueAt={o.paymentDueAt} />
                    </>
                  ) : null}
                </span>
                {o.review && o.riskReasons[0] ? (
                  <span className="mt-1 block text-xs text-stone-700">{o.riskReasons[0]}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </OrdersTable>
      )}
    </div>
  );
}
