import { handleWebhook } from "~/domain/payments/webhooks.server";
import { LOCAL_SIGNATURE_HEADER } from "~/domain/payments/local-provider.server";
import type { Route } from "./+types/webhooks";

const MAX_BODY = 512 * 1024;

// POST /webhooks/stripe (Stripe-Signature) and /webhooks/local (X-Lift-Signature).
export async function action({ params, request, context }: Route.ActionArgs) {
  // The local (demo) provider answers only while DEMO_PAYMENTS is on; otherwise its events are refused like any unknown sender's.
  const provider =
    params.provider === "stripe" && context.payments?.name === "stripe"
      ? context.payments
      : params.provider === "local"
        ? context.localPayments
        : null;
  if (!provider) {
    const message =
      params.provider === "local"
        ? "Pagamentos de demonstração desativados: nenhum evento local é aceito."
        : "Provedor desconhecido";
    return Response.json({ error: message }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  if (request.method !== "POST") return Response.json({ error: "Método não permitido" }, { status: 405 });
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_BODY) return Response.json({ error: "Corpo grande demais" }, { status: 413 });
  const body = await request.text();
  if (body.length > MAX_BODY) return Response.json({ error: "Corpo grande demais" }, { status: 413 });
  const signature = request.headers.get(provider.name === "stripe" ? "Stripe-Signature" : LOCAL_SIGNATURE_HEADER);
  const outcome = await handleWebhook(context, provider, body, signature);
  return outcome.status === 200
    ? Response.json({ received: true, result: outcome.result })
    : Response.json(
        { error: outcome.error },
        { status: outcome.status, headers: outcome.status === 503 ? { "Retry-After": "30" } : {} },
      );
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405 });
}
