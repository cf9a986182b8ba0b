// The server half of "Adicionar ao carrinho" without scripts (app/domain/catalog/cart-added.ts):
// the posted line is checked against the catalog, remembered in a short-lived
// httpOnly cookie, and read back (once) by the /cart page.
import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import {
  CART_ADDED_COOKIE,
  CART_ADDED_MAX_AGE_S,
  CART_PAGE,
  decodeAddedLine,
  encodeAddedLine,
  PRODUCT_FIELD,
  QUANTITY_FIELD,
} from "~/domain/catalog/cart-added";
import { readCookie } from "~/domain/accounts/sessions.server";
import { z } from "~/lib/zod";
import { findVisibleProduct } from "./products.server";

const lineSchema = z.object({
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  quantity: z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 1),
});

/** The Set-Cookie for a posted line of a product on sale, or null (nothing to add). */
export async function addedLineCookie(db: Database, form: FormData): Promise<string | null> {
  const parsed = lineSchema.safeParse({ id: form.get(PRODUCT_FIELD), quantity: form.get(QUANTITY_FIELD) ?? 1 });
  if (!parsed.success) return null;
  const product = await findVisibleProduct(db, parsed.data.id);
  if (!product) return null;
  const value = encodeAddedLine({ id: product.id, quantity: parsed.data.quantity, nonce: randomBytes(12).toString("base64url") });
  return `${CART_ADDED_COOKIE}=${value}; Max-Age=${CART_ADDED_MAX_AGE_S}; Path=${CART_PAGE}; HttpOnly; SameSite=Lax`;
}

export const clearAddedLineCookie = `${CART_ADDED_COOKIE}=; Max-Age=0; Path=${CART_PAGE}; HttpOnly; SameSite=Lax`;

/** The line posted without scripts, with the product as the catalog has it now, or null. */
export async function readAddedLine(db: Database, cookieHeader: string | null) {
  const line = decodeAddedLine(readCookie(cookieHeader, CART_ADDED_COOKIE));
  if (!line) return null;
  const product = await findVisibleProduct(db, line.id);
  if (!product) return null;
  return {
    product: { id: product.id, name: product.name, priceCents: product.priceCents, imageUrl: product.imageUrl },
    quantity: line.quantity,
    nonce: line.nonce,
  };
}
