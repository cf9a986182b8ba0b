// The order payment link: /pagar/{orderId}?exp={unix seconds}&sig={HMAC}.
// Anyone holding it may see that order's payment page without signing in, until
// it expires; changing the order id or the expiry breaks the signature. The
// HMAC key is the session secret (one secret to manage), and the signed text
// names its purpose so it can never be mistaken for another signature.
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a link stays valid: past the 7-day term and the overdue reminder. */
export const PAYMENT_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(secret: string, orderId: string, exp: number): string {
  return createHmac("sha256", secret).update(`lift-order-payment:${orderId.toLowerCase()}:${exp}`).digest("base64url");
}

/** The path of a link valid for `ttlMs` from `now`. */
export function paymentLinkPath(secret: string, orderId: string, now: Date = new Date(), ttlMs = PAYMENT_LINK_TTL_MS): string {
  const exp = Math.floor((now.getTime() + ttlMs) / 1000);
  return `/pagar/${orderId}?exp=${exp}&sig=${signature(secret, orderId, exp)}`;
}

/** The same link, absolute (for emails). */
export function paymentLinkUrl(config: { publicUrl: string; sessionSecret: string }, orderId: string, now: Date = new Date()): string {
  return `${config.publicUrl}${paymentLinkPath(config.sessionSecret, orderId, now)}`;
}

export type PaymentLinkCheck =
  | { ok: true; expiresAt: Date }
  /** invalid: missing, malformed or altered; expired: genuine but too old. */
  | { ok: false; reason: "invalid" | "expired" };

/** Checks a link's signature first (so an altered expiry reads as invalid), then its age. */
export function verifyPaymentLink(secret: string, orderId: string, exp: string | null, sig: string | null, now: Date = new Date()): PaymentLinkCheck {
  if (!UUID.test(orderId) || !exp || !/^\d{1,12}$/.test(exp) || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(secret, orderId, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(Number(exp) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, expiresAt };
}
