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

export function createPaymentProviders(config: Config, db: Database): { payments: PaymentProvider; localPayments: LocalProvider } {
  const localPayments = createLocalProvider({ db, secret: localWebhookSecret(config.sessionSecret) });
  const payments = config.stripe
    ? createStripeProvider({ secretKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret, brandName: config.brand.name })
    : localPayments;
  return { payments, localPayments };
}
