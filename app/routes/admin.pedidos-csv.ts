// GET /admin/pedidos.csv?status=…&pagamento=…&risco=…&q=…: the orders list's
// filtered orders as the carrier's CSV (UTF-8 with BOM, ';', for pt-BR Excel).
// Without an admin session: the list (and its sign-in), filters kept.
import { redirect } from "react-router";
import { ordersCsvResponseBody } from "~/domain/orders/back-office/orders-export.server";
import { parseOrderFilters } from "~/domain/orders/back-office/orders.server";
import { isAdminRequired, requireAdmin } from "~/domain/admin/admin-session.server";
import { isoDay } from "~/lib/dates";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/admin.pedidos-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    await requireAdmin(context, request);
  } catch (error) {
    if (isAdminRequired(error))
      throw redirect(safeRedirectPath(`/admin/pedidos${new URL(request.url).search}`, { fallback: "/admin/pedidos" }));
    throw error;
  }
  // Streamed as it is read (no cap): the download starts at once, whatever the filter holds.
  return new Response(ordersCsvResponseBody(context, parseOrderFilters(new URL(request.url).searchParams)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pedidos-${isoDay()}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
