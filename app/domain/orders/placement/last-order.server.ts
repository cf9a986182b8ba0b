// The browser's last order, for /pedido-confirmado: a signed, httpOnly cookie
// naming the order this browser's request just placed (funnel and checkout).
// Short-lived (decision 013): the value carries its own signed expiry, so a
// copy kept past Max-Age is refused here too, and the page only ever shows
// the order's own copy of its details. Signed with node:crypto's HMAC, not
// React Router's cookie (Web Crypto imports the key on every call: a tenth of
// an order's CPU under load).
import { createHmac, timingSafeEqual } from "node:crypto";

export const LAST_ORDER_COOKIE = "ultimo-pedido";
/** About an hour: long enough to read the confirmation, short enough not to linger on a shared computer. */
export const LAST_ORDER_MAX_AGE_S = 60 * 60;
const VALUE = /^([0-9a-f-]{36})\.(\d{10})\.([A-Za-z0-9_-]{43})$/;

function signatureOf(orderId: string, expiresAt: number, secret: string): string {
  return createHmac("sha256", secret).update(`lift-last-order:${orderId}:${expiresAt}`).digest("base64url");
}

/** The cookie's value: order id, expiry (Unix seconds) and their signature. */
export function lastOrderCookieValue(orderId: string, secret: string, now: Date = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + LAST_ORDER_MAX_AGE_S;
  return `${orderId}.${expiresAt}.${signatureOf(orderId, expiresAt, secret)}`;
}

/** The Set-Cookie header that remembers `orderId` as this browser's last order, for about an hour. */
export function lastOrderCookieHeader(orderId: string, secret: string, now: Date = new Date()): string {
  return `${LAST_ORDER_COOKIE}=${lastOrderCookieValue(orderId, secret, now)}; Max-Age=${LAST_ORDER_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`;
}

/** The order id from the signed cookie, or null when missing, unsigned, malformed or expired. */
export function readLastOrderId(request: Request, secret: string, now: Date = new Date()): string | null {
  const header = request.headers.get("Cookie") ?? "";
  const pair = header.split(";").find((part) => part.trim().startsWith(`${LAST_ORDER_COOKIE}=`));
  const match = VALUE.exec(pair?.trim().slice(LAST_ORDER_COOKIE.length + 1) ?? "");
  if (!match) return null;
  const [, orderId, expiry, signature] = match as unknown as [string, string, string, string];
  const expiresAt = Number(expiry);
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(orderId, expiresAt, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expiresAt * 1000 > now.getTime() ? orderId : null;
}
