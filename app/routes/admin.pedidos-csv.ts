// GET /admin/pedidos.csv?status=…&pagamento=…&risco=…&q=…: the Pedidos tab's
// filtered orders as the carrier's CSV (UTF-8 with BOM, ';', for pt-BR Excel).
import { redirect } from "react-router";
import { exportOrdersCsv } from "~/domain/admin/orders-export.server";
import { parseOrderFilters } from "~/domain/admin/orders.server";
import { isAdminRequired, requireAdmin } from "~/domain/admin/admin-session.server";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import type { Route } from "./+types/admin.pedidos-csv";

const fileDay = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    await requireAdmin(context, request);
  } catch (error) {
    if (isAdminRequired(error)) throw redirect("/admin?aba=pedidos");
    throw error;
  }
  const { csv } = await exportOrdersCsv(context, parseOrderFilters(new URL(request.url).searchParams));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pedidos-${fileDay.format(new Date())}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
