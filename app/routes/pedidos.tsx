import { OrdersTable } from "~/components/account/orders-table";
import { OrderTimeline } from "~/components/order/order-timeline";
import { requireUser } from "~/domain/accounts/sessions.server";
import { listUserOrders } from "~/domain/orders/tracking/customer-orders.server";
import { userOrderTimelines } from "~/domain/orders/tracking/order-tracking.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pedidos";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const orders = await listUserOrders(context.db, user);
  // The same timeline as /acompanhar, for the 20 most recent (the list is theirs: listUserOrders checked).
  return {
    orders,
    timelines: await userOrderTimelines(
      context,
      orders.slice(0, 20).map((o) => o.id),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Meus Pedidos", "Acompanhe o status dos seus pedidos."),
  { name: "robots", content: "noindex" },
];

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold">Meus Pedidos</h1>
      <div className="mt-6">
        {loaderData.orders.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">Você ainda não possui nenhum pedido.</p>
        ) : (
          <OrdersTable orders={loaderData.orders} caption="Seus pedidos" />
        )}
      </div>
      <div className="mt-8 space-y-4">
        {loaderData.timelines.map((t) => (
          <details key={t.id} className="group" open={loaderData.timelines.length === 1}>
            <summary className="cursor-pointer font-semibold text-teal-800">Acompanhar o pedido #{t.number}</summary>
            <div className="mt-2">
              <OrderTimeline order={t} headingLevel={3} />
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
