// The order confirmation link: /confirmar/{orderId}?exp=…&sig=…, sent after the
// order (email, and the WhatsApp message the admin sends). Whoever holds it may
// confirm that order and its delivery address, or fix the address, while the
// order has not left the shop.
import { type SignedOrderLinkCheck, signedOrderLinkPath, verifySignedOrderLink } from "./signed-order-link.server";

/** Long enough for a re-send after a failed delivery. */
export const CONFIRMATION_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

const CONFIRMATION_LINK = { purpose: "lift-order-confirm", path: "/confirmar", ttlMs: CONFIRMATION_LINK_TTL_MS };

export function confirmationLinkPath(secret: string, orderId: string, now: Date = new Date()): string {
  return signedOrderLinkPath(CONFIRMATION_LINK, secret, orderId, now);
}

export function confirmationLinkUrl(
  config: { publicUrl: string; sessionSecret: string },
  orderId: string,
  now: Date = new Date(),
): string {
  return `${config.publicUrl}${confirmationLinkPath(config.sessionSecret, orderId, now)}`;
}

export function verifyConfirmationLink(
  secret: string,
  orderId: string,
  exp: string | null,
  sig: string | null,
  now: Date = new Date(),
): SignedOrderLinkCheck {
  return verifySignedOrderLink(CONFIRMATION_LINK, secret, orderId, exp, sig, now);
}
