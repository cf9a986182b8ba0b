// /admin/pedidos: the orders list with its filters in the URL, select-all and
// the bulk bar. Posts: "bulk" (the ticked orders, or every order of the
// filter in the URL) and "csv" (ship with the carrier's tracking codes).
import { data } from "react-router";
import { OrdersList } from "~/components/admin/orders/orders-list";
import { adminForm, handleAdminForm, refused, saved } from "~/domain/admin/admin-form.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { checkBulkOrdersForm } from "~/domain/orders/forms/back-office";
import { loadOrderRules } from "~/domain/orders/lifecycle/order-risk.server";
import { BULK_FORM_MESSAGES, bulkToast, runBulkOrders } from "~/domain/orders/back-office/orders-bulk.server";
import {
  listAdminOrders,
  ORDER_SEARCH_LABELS,
  orderFiltersQuery,
  parseOrderFilters,
} from "~/domain/orders/back-office/orders.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/pedidos";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const url = new URL(request.url);
  const filters = parseOrderFilters(url.searchParams);
  const [list, rules] = await Promise.all([listAdminOrders(context, filters), loadOrderRules(context)]);
  return data(
    {
      ...list,
      searchLabel: list.search ? ORDER_SEARCH_LABELS[list.search] : null,
      filters,
      query: orderFiltersQuery(filters, false),
      pageSelected: url.searchParams.get("selecionar") === "pagina",
      unconfirmedAfterHours: rules.unconfirmedAfterHours,
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

const bulk = adminForm({
  check: checkBulkOrdersForm,
  failure: BULK_FORM_MESSAGES.failure,
  async run({ ctx, request, admin, value, file }) {
    // "Todos do filtro" runs the list's filter again, from the address the form posted to.
    const filters = parseOrderFilters(new URL(request.url).searchParams);
    const result = await runBulkOrders(ctx, value, file("arquivo"), filters, admin.actor);
    if (!result.ok) return refused(result.status, result.message, result.field ? { [result.field]: result.message } : undefined);
    const toast = bulkToast(result);
    return saved(toast.title, toast.description, { redirectTo: `/admin/pedidos${orderFiltersQuery(filters)}` });
  },
});

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminForm(context, request, { bulk, csv: bulk });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Pedidos", "Pedidos da loja.");

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <OrdersList
      orders={loaderData.orders}
      total={loaderData.total}
      totalIsLowerBound={loaderData.totalIsLowerBound}
      hasNewer={loaderData.hasNewer}
      hasOlder={loaderData.hasOlder}
      searchLabel={loaderData.searchLabel}
      filters={loaderData.filters}
      query={loaderData.query}
      pageSelected={loaderData.pageSelected}
      unconfirmedAfterHours={loaderData.unconfirmedAfterHours}
    />
  );
}
