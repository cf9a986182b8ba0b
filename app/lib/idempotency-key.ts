// The key that makes an order form's retries and double clicks one order. Made
// in the browser after it loads, the same way by every order form:
// crypto.randomUUID() exists only on secure origins (https, localhost), so a
// shop opened at a plain-http address would have none; getRandomValues works
// everywhere. Without JavaScript the server derives a key instead
// (app/domain/orders/placement/funnel-order.server.ts). The chat names its messages with
// it too, for the same reason.

/** A random UUID v4 from crypto.getRandomValues. */
export function newIdempotencyKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const b = random(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** What an order form accepts as a key (empty: none, the server derives one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
