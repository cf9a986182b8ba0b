import { redirect } from "react-router";
import { destroySession } from "~/domain/accounts/sessions.server";
import { redirectWithToast } from "~/platform/http/flash.server";
import type { Route } from "./+types/auth-logout";

// POST only: signing out changes state, so a GET (a prefetch, a link) never does it.
export async function action({ request, context }: Route.ActionArgs) {
  const clear = await destroySession(context, request);
  return redirectWithToast(
    "/",
    { title: "Logout realizado", description: "Você saiu da sua conta com sucesso." },
    context.config.sessionSecret,
    [clear],
  );
}

export function loader() {
  return redirect("/");
}
