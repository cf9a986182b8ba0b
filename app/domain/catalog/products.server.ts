import { and, asc, eq, ilike, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productOffers, products } from "~/db/schema";
import { foldForSearch } from "~/lib/slug";

export type Product = typeof products.$inferSelect;
export type ProductOffer = typeof productOffers.$inferSelect;

/** visible is true or null (spec: null counts as visible). */
export const isVisible = or(eq(products.visible, true), isNull(products.visible));

export async function listVisibleProducts(db: Database, category?: string): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(category ? and(isVisible, eq(products.category, category)) : isVisible)
    .orderBy(asc(products.name));
}

export async function findVisibleProduct(db: Database, id: number): Promise<Product | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(products).where(and(eq(products.id, id), isVisible));
  return row ?? null;
}

export async function findProductByHandle(db: Database, handle: string): Promise<{ product: Product; offers: ProductOffer[] } | null> {
  const [product] = await db.select().from(products).where(eq(products.handle, handle));
  if (!product) return null;
  const offers = await db
    .select()
    .from(productOffers)
    .where(eq(productOffers.productId, product.id))
    .orderBy(asc(productOffers.position));
  return { product, offers };
}

/** Escapes LIKE wildcards so user text only ever matches itself. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Header search: name contains the text, case- and accent-insensitive, visible only, at most 5. */
export async function searchProducts(db: Database, text: string, limit = 5) {
  const folded = foldForSearch(text.trim()).slice(0, 100);
  if (!folded) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(isVisible, ilike(products.searchName, likeContains(folded))))
    .orderBy(asc(products.name))
    .limit(limit);
}
