import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { likeContains } from "~/db/like";
import { productOffers, products } from "~/db/schema";
import { foldForSearch } from "~/lib/slug";

export type Product = typeof products.$inferSelect;
export type ProductOffer = typeof productOffers.$inferSelect;

/** visible is true or null (spec: null counts as visible). */
export const isVisible = or(eq(products.visible, true), isNull(products.visible));

/** Products per page of /loja: a multiple of both grid widths (2 and 3 columns). */
export const STORE_PAGE_SIZE = 24;

/** One page of the store (by name), with the count of all matching products. */
export async function listVisibleProductsPage(
  db: Database,
  { category, page, perPage = STORE_PAGE_SIZE }: { category?: string; page: number; perPage?: number },
): Promise<{ products: Product[]; total: number }> {
  const where = category ? and(isVisible, eq(products.category, category)) : isVisible;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(perPage)
      .offset((Math.max(1, page) - 1) * perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows, total: Number(counted?.total ?? 0) };
}

/** The categories of the visible products, for the store's sidebar. */
export async function listVisibleCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(isVisible, isNotNull(products.category), ne(products.category, "")));
  return rows.map((r) => r.category).sort((a, b) => a.localeCompare(b, "pt-BR"));
}

export async function findVisibleProduct(db: Database, id: number): Promise<Product | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isVisible));
  return row ?? null;
}

export async function findProductByHandle(
  db: Database,
  handle: string,
): Promise<{ product: Product; offers: ProductOffer[] } | null> {
  const [product] = await db.select().from(products).where(eq(products.handle, handle));
  if (!product) return null;
  const offers = await db
    .select()
    .from(productOffers)
    .where(eq(productOffers.productId, product.id))
    .orderBy(asc(productOffers.position));
  return { product, offers };
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
