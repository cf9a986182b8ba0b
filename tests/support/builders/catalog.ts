// The catalog: products and their fixed-price offers, as rows. Shared by the
// suites and by the demo seed (scripts/seed/), which runs in production: no
// test runner here.
import type { Database } from "~/db/client.server";
import { productOffers, products } from "~/db/schema";
import { foldForSearch } from "~/lib/slug";

type ProductRow = typeof products.$inferSelect;
type NewOffer = Omit<typeof productOffers.$inferInsert, "productId" | "position">;

/** A product to write: what differs from "Lift Detox Black" at R$ 147,00, and its offers in the order shown. */
export type NewProduct = Partial<typeof products.$inferInsert> & { offers?: NewOffer[] };

/**
 * Products as the admin's product form writes them (searchable by their
 * accent-free name), in one statement, then their offers in another.
 */
export async function insertProducts(db: Database, list: NewProduct[]): Promise<ProductRow[]> {
  if (!list.length) return [];
  const rows = await db
    .insert(products)
    .values(
      list.map(({ offers: _offers, ...p }) => {
        const name = p.name ?? "Lift Detox Black";
        return { priceCents: 14700, searchName: foldForSearch(name), ...p, name };
      }),
    )
    .returning();
  // RETURNING of a multi-row VALUES gives the rows in the order they were listed.
  const offers = list.flatMap((p, i) => (p.offers ?? []).map((o, position) => ({ ...o, productId: rows[i]!.id, position })));
  if (offers.length) await db.insert(productOffers).values(offers);
  return rows;
}

/** One product (see insertProducts). */
export async function insertProduct(db: Database, product: NewProduct = {}): Promise<ProductRow> {
  return (await insertProducts(db, [product]))[0]!;
}
