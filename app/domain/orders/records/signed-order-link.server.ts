// Links that open one order's page without signing in: /{path}/{orderId}?exp={unix
// seconds}&sig={HMAC}. The HMAC key is the session secret (one secret to
// manage) and the signed text names the link's purpose, so a payment link can
// never be used as a confirmation link or the other way round. Changing the
// order id or the expiry breaks the signature.
import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SignedOrderLinkKind {
  /** Signed text prefix, e.g. "lift-order-payment". */
  purpose: string;
  /** URL path prefix, e.g. "/pagar". */
  path: string;
  ttlMs: number;
}

function signature(kind: SignedOrderLinkKind, secret: string, orderId: string, exp: number): string {
  return createHmac("sha256", secret).update(`${kind.purpose}:${orderId.toLowerCase()}:${exp}`).digest("base64url");
}

/** The path of a link valid for `ttlMs` from `now`. */
export function signedOrderLinkPath(
  kind: SignedOrderLinkKind,
  secret: string,
  orderId: string,
  now: Date = new Date(),
  ttlMs = kind.ttlMs,
): string {
  const exp = Math.floor((now.getTime() + ttlMs) / 1000);
  return `${kind.path}/${orderId}?exp=${exp}&sig=${signature(kind, secret, orderId, exp)}`;
}

export type SignedOrderLinkCheck =
  | { ok: true; expiresAt: Date }
  /** invalid: missing, malformed or altered; expired: genuine but too old. */
  | { ok: false; reason: "invalid" | "expired" };

/** Checks a link's signature first (so an altered expiry reads as invalid), then its age. */
export function verifySignedOrderLink(
  kind: SignedOrderLinkKind,
  secret: string,
  orderId: string,
  exp: string | null,
  sig: string | null,
  now: Date = new Date(),
): SignedOrderLinkCheck {
  if (!UUID.test(orderId) || !exp || !/^\d{1,12}$/.test(exp) || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig))
    return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(kind, secret, orderId, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(Number(exp) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, expiresAt };
}

/** One kind of link's three operations, bound to its purpose, path and lifetime. */
export function defineSignedOrderLink(kind: SignedOrderLinkKind) {
  const path = (secret: string, orderId: string, now: Date = new Date(), ttlMs = kind.ttlMs) =>
    signedOrderLinkPath(kind, secret, orderId, now, ttlMs);
  return {
    path,
    /** The same link, absolute (for emails and messages). */
    url: (config: { publicUrl: string; sessionSecret: string }, orderId: string, now: Date = new Date()) =>
      `${config.publicUrl}${path(config.sessionSecret, orderId, now)}`,
    verify: (secret: string, orderId: string, exp: string | null, sig: string | null, now: Date = new Date()) =>
      verifySignedOrderLink(kind, secret, orderId, exp, sig, now),
  };
}
