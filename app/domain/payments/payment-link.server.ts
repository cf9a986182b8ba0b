// The order payment link: /pagar/{orderId}?exp={unix seconds}&sig={HMAC}.
// Anyone holding it may see that order's payment page without signing in, until
// it expires (signing: signed-order-link.server.ts).
import { defineSignedOrderLink } from "../orders/records/signed-order-link.server";

/** How long a link stays valid: past the 7-day term and the overdue reminder. */
export const PAYMENT_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

const link = defineSignedOrderLink({ purpose: "lift-order-payment", path: "/pagar", ttlMs: PAYMENT_LINK_TTL_MS });

/** The path of a link valid for `ttlMs` (default: the full lifetime) from `now`. */
export const paymentLinkPath = link.path;
export const paymentLinkUrl = link.url;
/** Checks a link's signature first (so an altered expiry reads as invalid), then its age. */
export const verifyPaymentLink = link.verify;
