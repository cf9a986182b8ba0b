// The order payment link: /pagar/{orderId}?exp={unix seconds}&sig={HMAC}.
// Anyone holding it may see that order's payment page without signing in, until
// it expires (signing: signed-order-link.server.ts).
import { type SignedOrderLinkCheck, signedOrderLinkPath, verifySignedOrderLink } from "./signed-order-link.server";

/** How long a link stays valid: past the 7-day term and the overdue reminder. */
export const PAYMENT_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

const PAYMENT_LINK = { purpose: "lift-order-payment", path: "/pagar", ttlMs: PAYMENT_LINK_TTL_MS };

/** The path of a link valid for `ttlMs` from `now`. */
export function paymentLinkPath(secret: string, orderId: string, now: Date = new Date(), ttlMs = PAYMENT_LINK_TTL_MS): string {
  return signedOrderLinkPath(PAYMENT_LINK, secret, orderId, now, ttlMs);
}

/** The same link, absolute (for emails). */
export function paymentLinkUrl(
  config: { publicUrl: string; sessionSecret: string },
  orderId: string,
  now: Date = new Date(),
): string {
  return `${config.publicUrl}${paymentLinkPath(config.sessionSecret, orderId, now)}`;
}

export type PaymentLinkCheck = SignedOrderLinkCheck;

/** Checks a link's signature first (so an altered expiry reads as invalid), then its age. */
export function verifyPaymentLink(
  secret: string,
  orderId: string,
  exp: string | null,
  sig: string | null,
  now: Date = new Date(),
): PaymentLinkCheck {
  return verifySignedOrderLink(PAYMENT_LINK, secret, orderId, exp, sig, now);
}
