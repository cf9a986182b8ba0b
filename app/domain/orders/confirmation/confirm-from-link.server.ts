// The customer's answer on /confirmar/{orderId}?exp&sig: confirm the order as
// it is, or with a fixed delivery address, as a named step answering the
// shop's Outcome (the route answers it through the form handler).
import type { AddressFix } from "~/domain/orders/forms/order-confirmation";
import { BLOCKED_MESSAGE } from "~/domain/orders/placement/risk.server";
import { missing, type Outcome, redirectTo, refusal } from "~/platform/http/outcome";
import type { AppServices } from "~/services.server";
import { verifyConfirmationLink } from "./confirmation-link.server";
import { confirmOrder } from "./order-confirmation.server";

export const CONFIRM_MESSAGES = {
  linkNotValid: "Este link não vale mais. Fale com a nossa equipe pelo WhatsApp.",
  locked: "Este pedido já saiu para entrega e não pode mais ser alterado por aqui. Fale com a nossa equipe pelo WhatsApp.",
  missing: "Pedido não encontrado.",
  failure: "Não foi possível confirmar o pedido agora. Nada foi alterado. Tente novamente.",
} as const;

/** What the page says after a confirmation (?feito=). */
export type ConfirmationDone = "confirmado" | "endereco" | "analise";

export function confirmationDoneOf(value: string | null): ConfirmationDone | null {
  return value === "confirmado" || value === "endereco" || value === "analise" ? value : null;
}

/** The signed link a request carries: the order it names, and whether its signature and age hold. */
export interface ConfirmationLink {
  orderId: string;
  exp: string | null;
  sig: string | null;
  check: ReturnType<typeof verifyConfirmationLink>;
}

export function confirmationLinkOf(secret: string, orderId: string, request: Request): ConfirmationLink {
  const search = new URL(request.url).searchParams;
  const exp = search.get("exp");
  const sig = search.get("sig");
  return { orderId, exp, sig, check: verifyConfirmationLink(secret, orderId, exp, sig) };
}

/** Confirms the order the link names (with the fixed address when given); back to the page with what happened. */
export async function confirmFromLink(
  ctx: Pick<AppServices, "db" | "cep" | "config" | "jobs">,
  link: ConfirmationLink,
  fix: AddressFix | null,
): Promise<Outcome> {
  if (!link.check.ok) return refusal(403, CONFIRM_MESSAGES.linkNotValid);
  const outcome = await confirmOrder(ctx, link.orderId, fix);
  if (outcome.kind === "missing") return missing(CONFIRM_MESSAGES.missing);
  if (outcome.kind === "blocked") return refusal(403, BLOCKED_MESSAGE);
  if (outcome.kind === "locked") return refusal(409, CONFIRM_MESSAGES.locked);
  // Post/redirect/get: a reload never posts again.
  const feito: ConfirmationDone = outcome.held ? "analise" : outcome.addressChanged ? "endereco" : "confirmado";
  const back = new URLSearchParams({ exp: link.exp ?? "", sig: link.sig ?? "", feito });
  return redirectTo(`/confirmar/${link.orderId}?${back}`);
}
