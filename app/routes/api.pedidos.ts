import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { placeFunnelOrder } from "~/domain/orders/placement/funnel-order.server";
import { countOrderAttempt } from "~/domain/orders/placement/order-limit.server";
import { retryAfterHeader } from "~/platform/security/rate-limit.server";
import { flashToastHeader } from "~/platform/http/flash.server";
import type { Route } from "./+types/api.pedidos";

// POST /api/pedidos: every plan and landing page's order form (one workflow for all).
// A resource route, so errors reach the form as data (fetcher: Conform's
// `result`) or, without JavaScript, as a toast on the page the visitor came from.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ formError: "Método não permitido." }, { status: 405 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ formError: "Não foi possível ler o formulário. Tente novamente." }, { status: 400 });
  }
  const isDocument = form.get("js") !== "1" && request.headers.get("Sec-Fetch-Mode") === "navigate";
  try {
    const attempt = await countOrderAttempt(context, request, context.clientIp);
    if (!attempt.ok) {
      if (isDocument) return backWithToast(request, context.config.sessionSecret, "Muitas tentativas", attempt.message);
      return data({ formError: attempt.message }, { status: 429, headers: retryAfterHeader(attempt.retryAfterMs) });
    }
    const outcome = await placeFunnelOrder(context, form, attempt.user?.id ?? null);
    if (outcome.ok) return redirect("/pedido-confirmado", { status: 303, headers: { "Set-Cookie": outcome.setCookie } });
    if (isDocument) return backWithToast(request, context.config.sessionSecret, "Confira seus dados", outcome.formError);
    return data({ formError: outcome.formError, result: outcome.result }, { status: outcome.status });
  } catch (error) {
    context.logger.error("Falha ao salvar pedido do funil", { reason: String(error) });
    const title = "Erro ao salvar pedido";
    const description = "Seu pedido foi recebido, mas houve um erro ao salvar os detalhes. Nossa equipe entrará em contato.";
    if (isDocument) return backWithToast(request, context.config.sessionSecret, title, description);
    return data({ formError: title, description }, { status: 503 });
  }
}

export function loader() {
  return data({ formError: "Use o formulário da página do produto." }, { status: 405 });
}

async function backWithToast(request: Request, secret: string, title: string, description: string) {
  const referer = request.headers.get("Referer");
  const origin = new URL(request.url).origin;
  const back = referer?.startsWith(origin + "/") ? safeRedirectPath(referer.slice(origin.length).split("#")[0]) : "/";
  const toast = await flashToastHeader({ title, description, variant: "destructive" }, secret);
  return redirect(`${back}#order-form`, { status: 303, headers: { "Set-Cookie": toast } });
}
