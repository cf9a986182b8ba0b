// The desktop sidebar toggle without scripts (decision 017): remembers the
// expanded/collapsed choice in its cookie and goes back to the page.
import { redirect } from "react-router";
import { SIDEBAR_OPEN_FIELD, SIDEBAR_RETURN_FIELD, sidebarCookieValue } from "~/platform/http/sidebar-cookie";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import type { Route } from "./+types/menu-lateral";

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormDataOrEmpty(request);
  const open = form.get(SIDEBAR_OPEN_FIELD) !== "false";
  return redirect(safeRedirectPath(form.get(SIDEBAR_RETURN_FIELD)), {
    status: 303,
    headers: { "Set-Cookie": sidebarCookieValue(open) },
  });
}

export function loader() {
  return redirect("/");
}
