// What /privacidade and /termos say about this shop, read from its settings so
// the text matches what it actually does: which payment provider and email
// delivery are configured, the retention periods, the encarregado's contact.
import type { Config } from "~/config.server";
import { ADMIN_SESSION_IDLE_MS } from "~/domain/admin/admin-session.server";
import { SESSION_IDLE_MS } from "~/domain/accounts/sessions.server";
import { PAYMENT_TERM_DAYS } from "~/domain/payments/payment-terms";
import { CLUB_PRICE_CENTS } from "~/domain/club/club-price";
import { formatBRL } from "~/lib/money";
import { CARRIER_LABELS } from "~/domain/orders/lifecycle/order-status";
import { inventoryFor, type StorageEntry } from "./cookies";
import { PRIVACY_DATE, PRIVACY_VERSION, REQUEST_ANSWER_DAYS, TERMS_DATE, TERMS_VERSION } from "./policy";

export interface PolicyFacts {
  brandName: string;
  shopEmail: string;
  dpoName: string;
  dpoEmail: string;
  privacyVersion: string;
  privacyDate: string;
  termsVersion: string;
  termsDate: string;
  answerDays: number;
  retention: Config["privacy"];
  sessionDays: number;
  adminSessionHours: number;
  /** pt-BR names of who receives payment data ("Stripe", or none). */
  paymentProcessor: "stripe" | "demo" | "none";
  /** A real email provider (SMTP) delivers the shop's emails; otherwise they are only stored. */
  emailDelivery: boolean;
  /** Host of the CEP lookup service (receives only the CEP). */
  cepServiceHost: string;
  carriers: string[];
  storage: StorageEntry[];
  /** Days to pay after delivery. */
  paymentTermDays: number;
  /** The club's monthly price, formatted ("R$ 19,97"). */
  clubPrice: string;
}

export function policyFacts(config: Config): PolicyFacts {
  return {
    brandName: config.brand.name,
    shopEmail: config.shopEmail,
    dpoName: config.privacy.dpoName,
    dpoEmail: config.privacy.dpoEmail,
    privacyVersion: PRIVACY_VERSION,
    privacyDate: PRIVACY_DATE,
    termsVersion: TERMS_VERSION,
    termsDate: TERMS_DATE,
    answerDays: REQUEST_ANSWER_DAYS,
    retention: config.privacy,
    sessionDays: Math.round(SESSION_IDLE_MS / 86_400_000),
    adminSessionHours: Math.round(ADMIN_SESSION_IDLE_MS / 3_600_000),
    paymentProcessor: config.stripe ? "stripe" : config.demoPayments ? "demo" : "none",
    emailDelivery: config.smtpUrl !== undefined,
    cepServiceHost: new URL(config.cepApiUrl).host,
    carriers: Object.values(CARRIER_LABELS).filter((c) => c !== CARRIER_LABELS.own),
    storage: inventoryFor(config.brand.slug),
    paymentTermDays: PAYMENT_TERM_DAYS,
    clubPrice: formatBRL(CLUB_PRICE_CENTS),
  };
}
