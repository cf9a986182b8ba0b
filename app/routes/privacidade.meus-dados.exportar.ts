// /privacidade/meus-dados/exportar.json and .csv: the person's data as a file
// (LGPD art. 18, V), for whoever proved control of the email (session or the
// portal's signed grant); anyone else is sent to the portal's email form.
import { redirect } from "react-router";
import { exportFileName, personalDataCsv, personalDataJson } from "~/domain/privacy/export.server";
import { exportFor, portalViewerOf } from "~/domain/privacy/portal.server";
import { PORTAL_PATH } from "~/domain/privacy/portal-link.server";
import type { Route } from "./+types/privacidade.meus-dados.exportar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await portalViewerOf(context, request);
  if (!viewer) throw redirect(PORTAL_PATH, 303);
  const format = new URL(request.url).pathname.endsWith(".csv") ? "csv" : "json";
  const data = await exportFor(context, viewer, format);
  const body = format === "csv" ? personalDataCsv(data) : personalDataJson(data);
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(context.config.brand.slug, format)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
