// A subscriber cancels from the dashboard: the provider stops renewing, the
// access stays until the end of the paid period. The route answers the Outcome.
import type { SessionUser } from "~/domain/accounts/sessions.server";
import { formatDate } from "~/lib/dates";
import { done, type Outcome, refusal } from "~/platform/http/outcome";
import type { AppServices } from "~/services.server";
import { cancelSubscription } from "./lifecycle.server";
import { getSubscription } from "./subscription.server";

export const CANCEL_MESSAGES = {
  nothingToCancel: "Nenhuma assinatura ativa para cancelar.",
  providerFailed: "Não foi possível cancelar a assinatura agora. Nada foi alterado. Tente novamente em instantes.",
  failure: "Não foi possível cancelar a assinatura. Tente novamente.",
} as const;

export async function cancelClubSubscription(
  ctx: Pick<AppServices, "db" | "payments" | "logger">,
  user: SessionUser,
): Promise<Outcome> {
  try {
    const cancelled = await cancelSubscription(ctx.db, ctx.payments, user.id);
    if (!cancelled) return refusal(409, CANCEL_MESSAGES.nothingToCancel);
  } catch (error) {
    // The provider refused or did not answer: nothing was written here (the row changes after the provider's yes).
    ctx.logger.error("Falha ao cancelar assinatura", { reason: String(error) });
    return refusal(502, CANCEL_MESSAGES.providerFailed);
  }
  const { subscriptionEnd } = await getSubscription(ctx.db, user.id, ctx.logger);
  return done({
    title: "Assinatura cancelada",
    ...(subscriptionEnd ? { description: `Você mantém o acesso até ${formatDate(subscriptionEnd)}.` } : {}),
  });
}
