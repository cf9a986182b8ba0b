import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable handle used by plan pages and the seed (e.g. "lift-detox-black"). */
    handle: text("handle").unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    /** The crossed-out "de" price shown beside the price, when there is one. */
    compareAtCents: integer("compare_at_cents"),
    imageUrl: text("image_url"),
    category: text("category").notNull().default(""),
    /** null counts as visible (spec). */
    visible: boolean("visible").default(true),
    /** Lower-cased, accent-free name for accent-insensitive search. */
    searchName: text("search_name").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("products_price_non_negative", sql`${t.priceCents} >= 0`),
    check("products_compare_at_non_negative", sql`${t.compareAtCents} IS NULL OR ${t.compareAtCents} >= 0`),
    index("products_category_idx").on(t.category),
  ],
);

/**
 * Fixed-price packages of a product: "pague 1 leve 2", the hair product's
 * 1/3/6-month kits. Orders read these prices, never the browser's.
 */
export const productOffers = pgTable(
  "product_offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    title: text("title").notNull(),
    /** Bottles/units delivered for one of this offer. */
    units: integer("units").notNull().default(1),
    priceCents: integer("price_cents").notNull(),
    compareAtCents: integer("compare_at_cents"),
    installments: integer("installments").notNull().default(12),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique("product_offers_product_code_unique").on(t.productId, t.code),
    check("product_offers_price_non_negative", sql`${t.priceCents} >= 0`),
    check("product_offers_units_positive", sql`${t.units} > 0`),
    check("product_offers_installments_positive", sql`${t.installments} BETWEEN 1 AND 12`),
  ],
);
