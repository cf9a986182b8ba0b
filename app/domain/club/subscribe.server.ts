// Subscribing to the club from its page: who may, what is recorded, and where
// the subscriber goes to pay. The route answers the Outcome (form-handler.server.ts).
import type { SessionUser } from "~/domain/accounts/sessions.server";
import { consentRows, recordConsents } from "~/domain/privacy/consents.server";
import { clubPath } from "~/lib/brand";
import { type Outcome, redirectTo, refusal } from "~/platform/http/outcome";
import type { AppServices } from "~/services.server";
import { getSubscription } from "./subscription.server";

export const SUBSCRIBE_MESSAGES = {
  unavailable:
    "O pagamento online está indisponível no momento, por isso não é possível assinar pelo site agora. Volte em breve ou fale com a loja.",
  providerFailed: "Não foi possível abrir o pagamento. Nada foi cobrado. Tente novamente em instantes.",
  failure: "Não foi possível iniciar a assinatura. Nada foi cobrado. Tente novamente.",
} as const;

type Ctx = Pick<AppServices, "config" | "db" | "payments" | "logger">;

/**
 * Starts a subscription for the signed-in user: a visitor is sent to sign in
 * first, a subscriber to the dashboard; otherwise the terms are recorded as
 * accepted (the page says so beside the button) and the provider's checkout opens.
 */
export async function startClubSubscription(ctx: Ctx, user: SessionUser | null): Promise<Outcome> {
  const { brand, publicUrl } = ctx.config;
  const club = clubPath(brand);
  if (!user) {
    return redirectTo(`/auth/login?redirectTo=${encodeURIComponent(club)}`, {
      title: "Faça login primeiro",
      description: `Você precisa estar logado para assinar o Clube ${brand.name}.`,
    });
  }
  const subscription = await getSubscription(ctx.db, user.id, ctx.logger);
  if (subscription.active) return redirectTo("/dashboard", { title: `Você já é assinante do Clube ${brand.name}` });
  // No Stripe and no demo payments: nobody can subscribe online (the page says so too).
  const payments = ctx.payments;
  if (!payments) return refusal(503, SUBSCRIBE_MESSAGES.unavailable);
  // A hosted page elsewhere (Stripe) needs absolute return addresses; ours stays on this origin.
  const base = payments.name === "stripe" ? publicUrl : "";
  await recordConsents(ctx.db, consentRows({ source: "club", acceptedTerms: true }, { email: user.email }));
  try {
    const { url } = await payments.createCheckout({
      userId: user.id,
      email: user.email,
      successUrl: `${base}${club}/sucesso`,
      cancelUrl: `${base}${club}`,
    });
    if (!url) throw new Error("checkout sem URL");
    return redirectTo(url);
  } catch (error) {
    ctx.logger.error("Falha ao criar checkout do clube", { reason: String(error) });
    return refusal(502, SUBSCRIBE_MESSAGES.providerFailed);
  }
}
