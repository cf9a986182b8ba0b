// The order confirmation link: /confirmar/{orderId}?exp=…&sig=…, sent after the
// order (email, and the WhatsApp message the admin sends). Whoever holds it may
// confirm that order and its delivery address, or fix the address, while the
// order has not left the shop.
import { defineSignedOrderLink } from "../records/signed-order-link.server";

/** Long enough for a re-send after a failed delivery. */
export const CONFIRMATION_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

const link = defineSignedOrderLink({ purpose: "lift-order-confirm", path: "/confirmar", ttlMs: CONFIRMATION_LINK_TTL_MS });

export const confirmationLinkPath = link.path;
export const confirmationLinkUrl = link.url;
/** Checks a link's signature first (so an altered expiry reads as invalid), then its age. */
export const verifyConfirmationLink = link.verify;
