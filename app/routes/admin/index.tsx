// /admin ("Hoje"): the first page after sign-in, the orders that need action
// today. An old single-page address (/admin?aba=…) goes to its section's page.
import { data, redirect } from "react-router";
import { TodayPage } from "~/components/admin/orders/today";
import { ADMIN_PAGE_HEADERS, oldAdminAddress } from "~/domain/admin/admin-page.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { listOrdersNeedingAction } from "~/domain/orders/back-office/orders.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const moved = oldAdminAddress(new URL(request.url));
  if (moved) throw redirect(moved);
  await requireAdmin(context, request);
  return data(await listOrdersNeedingAction(context), { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Hoje", "Pedidos que precisam de ação hoje.");

export default function AdminToday({ loaderData }: Route.ComponentProps) {
  return <TodayPage orders={loaderData.orders} counts={loaderData.counts} />;
}
