// The one limit on placing orders (/api/pedidos and POST /api/checkout share
// it): counted before the order workflow runs, per address first (before even
// the session is read), then per signed-in account (decision 015).
import { getSessionUser, type SessionContext, type SessionUser } from "~/domain/accounts/sessions.server";
import { limitAttempt, type RateLimiter, RULES } from "~/platform/security/rate-limit.server";

export type OrderAttempt = { ok: true; user: SessionUser | null } | { ok: false; message: string; retryAfterMs: number };

export async function countOrderAttempt(
  ctx: SessionContext & { rateLimiter: RateLimiter },
  request: Request,
  ip: string,
): Promise<OrderAttempt> {
  const byAddress = await limitAttempt(ctx.rateLimiter, [`order:ip:${ip}`], RULES.orders);
  if (byAddress) return { ok: false, ...byAddress };
  const user = await getSessionUser(ctx, request);
  const byAccount = user ? await limitAttempt(ctx.rateLimiter, [`order:user:${user.id}`], RULES.orders) : null;
  if (byAccount) return { ok: false, ...byAccount };
  return { ok: true, user };
}
