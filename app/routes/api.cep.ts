import { lookupCepFor } from "~/domain/orders/placement/cep.server";
import { retryAfterHeader } from "~/platform/security/rate-limit.server";
import type { Route } from "./+types/api.cep";

// GET /api/cep/:cep → the address for the order forms.
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await lookupCepFor(context, params.cep, context.clientIp);
  const headers = { "Cache-Control": "no-store" };
  if (result.status === "limited")
    return Response.json(
      { error: result.message },
      { status: 429, headers: { ...headers, ...retryAfterHeader(result.retryAfterMs) } },
    );
  if (result.status === "found") return Response.json(result.address, { headers: { "Cache-Control": "public, max-age=86400" } });
  if (result.status === "not_found")
    return Response.json({ error: "CEP não encontrado. Confira o número ou preencha o endereço." }, { status: 404, headers });
  return Response.json(
    { error: "Não foi possível buscar o endereço agora. Preencha o endereço manualmente." },
    { status: 503, headers },
  );
}
