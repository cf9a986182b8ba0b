// The browser's last order, for /pedido-confirmado: a signed, httpOnly cookie
// holding the order id, set by every page that places an order (funnel and checkout).
import { createCookie } from "react-router";

export const LAST_ORDER_COOKIE = "ultimo-pedido";

function lastOrderCookie(secret: string) {
  return createCookie(LAST_ORDER_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 * 60 * 24, secrets: [secret] });
}

/** The Set-Cookie header that remembers `orderId` as this browser's last order. */
export async function lastOrderCookieHeader(orderId: string, secret: string): Promise<string> {
  return lastOrderCookie(secret).serialize(orderId);
}

/** The order id from the signed cookie, or null when missing, unsigned or malformed. */
export async function readLastOrderId(request: Request, secret: string): Promise<string | null> {
  const value = await lastOrderCookie(secret).parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}
