// POST /api/checkout: the store checkout's order, answered here rather than by
// a React Router action (decision 012). Orders arrive in bursts (an ad, a
// promotion), and the router's per-request work (matching every route,
// encoding the answer) cost more than the order itself. Thin like a route:
// read the form, count the attempt, hand it to the one order workflow,
// answer JSON the checkout page turns into toasts and field errors.
import type { Context } from "hono";
import { placeCheckoutOrder } from "~/domain/orders/placement/checkout.server";
import { countOrderAttempt } from "~/domain/orders/placement/order-limit.server";
import { retryAfterHeader } from "~/platform/security/rate-limit.server";
import { type CheckoutActionData, checkoutFailure } from "~/domain/orders/forms/checkout";
import type { AppServices } from "~/services.server";
import { clientIp } from "./client-ip";
import { requestLoggerOf } from "./request-log";

/** The posted fields: urlencoded (what the page sends, cheapest to read) or multipart. */
async function readForm(c: Context): Promise<FormData | URLSearchParams | null> {
  try {
    const type = c.req.header("Content-Type") ?? "";
    if (type.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams(await c.req.text());
    if (type.startsWith("multipart/form-data")) return await c.req.formData();
    return null;
  } catch {
    return null;
  }
}

export function checkoutEndpoint(services: AppServices) {
  return async (c: Context) => {
    const form = await readForm(c);
    if (!form) return c.json(checkoutFailure("Não foi possível ler o formulário. Tente novamente.", undefined), 400);
    try {
      const attempt = await countOrderAttempt(services, c.req.raw, clientIp(c, services.config.trustProxy));
      if (!attempt.ok) return c.json(checkoutFailure(attempt.message, undefined), 429, retryAfterHeader(attempt.retryAfterMs));
      const outcome = await placeCheckoutOrder(services, form, attempt.user?.id ?? null);
      if (!outcome.ok) {
        const { formError, result, unavailableIds } = outcome;
        return c.json<CheckoutActionData>({ ok: false, formError, result, unavailableIds }, outcome.status);
      }
      return c.json<CheckoutActionData>({ ok: true, orderNumber: outcome.number }, 200, {
        "Set-Cookie": outcome.setCookie,
        "Cache-Control": "no-store",
      });
    } catch (error) {
      requestLoggerOf(c, services.logger).error("Falha ao finalizar pedido do carrinho", { reason: String(error) });
      return c.json(checkoutFailure(), 503);
    }
  };
}
