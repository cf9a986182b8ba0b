// The browser's last order, for /pedido-confirmado: a signed, httpOnly cookie
// holding the order id, set by every page that places an order (funnel and
// checkout). Signed with node:crypto's HMAC, not React Router's cookie (Web
// Crypto imports the key on every call: a tenth of an order's CPU under load).
import { createHmac, timingSafeEqual } from "node:crypto";

export const LAST_ORDER_COOKIE = "ultimo-pedido";
const MAX_AGE_S = 60 * 60 * 24;
const ORDER_ID = /^[0-9a-f-]{36}$/;

function signatureOf(orderId: string, secret: string): string {
  return createHmac("sha256", secret).update(`lift-last-order:${orderId}`).digest("base64url");
}

/** The Set-Cookie header that remembers `orderId` as this browser's last order. */
export async function lastOrderCookieHeader(orderId: string, secret: string): Promise<string> {
  return `${LAST_ORDER_COOKIE}=${orderId}.${signatureOf(orderId, secret)}; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`;
}

/** The order id from the signed cookie, or null when missing, unsigned or malformed. */
export async function readLastOrderId(request: Request, secret: string): Promise<string | null> {
  const header = request.headers.get("Cookie") ?? "";
  const pair = header.split(";").find((part) => part.trim().startsWith(`${LAST_ORDER_COOKIE}=`));
  const value = pair?.trim().slice(LAST_ORDER_COOKIE.length + 1) ?? "";
  const dot = value.indexOf(".");
  const orderId = value.slice(0, dot);
  if (dot < 0 || !ORDER_ID.test(orderId)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(orderId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}
