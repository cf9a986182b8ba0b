// What the checkout's order endpoint answers and the page's toasts: apart
// from the form's rules (app/domain/orders/forms/checkout.ts) so the checkout page's own
// code stays small; the form and its rules load as a deferred part.
import type { SubmissionResult } from "@conform-to/react";

/** What POST /api/checkout answers (server/checkout-endpoint.ts), as JSON. */
export type CheckoutActionData =
  | { ok: true; orderNumber: number }
  | {
      ok: false;
      formError: string;
      description?: string;
      /** Conform's answer (the form's messages and the values it was sent with); absent for refusals before the form was read. */
      result?: SubmissionResult<string[]>;
      /** Cart products that are unknown or no longer on sale (the page drops them from the cart). */
      unavailableIds: number[];
      /** What the page changed in the cart because of this answer (set by the page, not the endpoint). */
      notice?: string;
    };

export const CHECKOUT_TOASTS = {
  emptyCart: { title: "Carrinho vazio", description: "Adicione produtos ao carrinho antes de finalizar a compra." },
  success: { title: "Pedido realizado com sucesso!", description: "Você receberá um email com os detalhes do seu pedido." },
  failure: { title: "Erro ao finalizar pedido", description: "Ocorreu um erro ao processar seu pedido. Tente novamente." },
} as const;

/** The answer to a failure that is not the shopper's (a server or connection error). */
export function checkoutFailure(
  formError: string = CHECKOUT_TOASTS.failure.title,
  description: string | undefined = CHECKOUT_TOASTS.failure.description,
): CheckoutActionData {
  return { ok: false, formError, ...(description ? { description } : {}), unavailableIds: [] };
}

/**
 * The endpoint's JSON as the form's data. A refusal that comes before the
 * endpoint (body too large, another origin) answers { error }; anything else
 * unexpected is a server failure.
 */
export function checkoutAnswer(json: unknown): CheckoutActionData {
  const answer = (json ?? {}) as { ok?: unknown; error?: unknown };
  if (typeof answer.ok === "boolean") return json as CheckoutActionData;
  return typeof answer.error === "string" ? checkoutFailure(answer.error, undefined) : checkoutFailure();
}
