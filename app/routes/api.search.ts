import { searchProducts } from "~/domain/catalog/products.server";
import { limitAttempt, retryAfterHeader, RULES } from "~/platform/security/rate-limit.server";
import { z } from "~/lib/zod";
import type { Route } from "./+types/api.search";

const querySchema = z.object({ q: z._default(z.string().check(z.maxLength(10_000)), "") });

export async function loader({ request, context }: Route.LoaderArgs) {
  const limited = await limitAttempt(context.rateLimiter, [`search:ip:${context.clientIp}`], RULES.search);
  if (limited) {
    return Response.json(
      { error: limited.message, products: [] },
      { status: 429, headers: { "Cache-Control": "no-store", ...retryAfterHeader(limited.retryAfterMs) } },
    );
  }
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const text = parsed.success ? parsed.data.q : "";
  const rows = await searchProducts(context.db, text);
  return Response.json(
    { products: rows.map((p) => ({ id: p.id, name: p.name, href: `/produto/${p.id}` })) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
