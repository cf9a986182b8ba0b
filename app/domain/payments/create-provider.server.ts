import { createHmac } from "node:crypto";
import type { Config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { createLocalProvider, type LocalProvider } from "./local-provider.server";
import type { PaymentProvider } from "./provider.server";
import { createStripeProvider } from "./stripe-provider.server";

/** The local provider's signing key, derived from the session secret (one secret to manage). */
export function localWebhookSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("lift-local-payments").digest("hex");
}

/**
 * Stripe when configured; else the demo provider when the operator opted in
 * (DEMO_PAYMENTS); else none: no online payment, and only an admin can mark
 * an order paid. The demo provider's page and webhook exist only when it is on.
 */
export function createPaymentProviders(
  config: Config,
  db: Database,
): { payments: PaymentProvider | null; localPayments: LocalProvider | null } {
  const localPayments = config.demoPayments
    ? createLocalProvider({ db, secret: localWebhookSecret(config.sessionSecret) })
    : null;
  const payments = config.stripe
    ? createStripeProvider({
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
        brandName: config.brand.name,
      })
    : localPayments;
  return { payments, localPayments };
}

/** What the shop's pages say about paying online. */
export type OnlinePayment = "stripe" | "demo" | "unavailable";

export function onlinePaymentOf(payments: PaymentProvider | null): OnlinePayment {
  return payments === null ? "unavailable" : payments.name === "stripe" ? "stripe" : "demo";
}
