// The store checkout (/checkout): validates the form again on the server and
// hands the cart (ids and quantities only) to the one order workflow, which
// re-reads every price from the database. Remembers the order for /pedido-confirmado.
import { and, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { isVisible } from "~/domain/catalog/products.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseCheckoutForm } from "~/domain/orders/forms/checkout";
import type { AppServices } from "~/services.server";
import { lastOrderCookieHeader } from "./last-order.server";

export type CheckoutOutcome =
  | { ok: true; orderId: string; number: number; created: boolean; setCookie: string }
  | {
      ok: false;
      status: 400 | 409;
      formError: string;
      /** Conform's answer: the form's messages and the values it was sent with. */
      result: SubmissionResult<string[]>;
      /** Cart products that are unknown or no longer visible (the page drops them from the cart). */
      unavailableIds: number[];
    };

/** Ids among `ids` that are not (or no longer) visible products. */
async function unavailableProductIds(db: Database, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isVisible));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

const MAX_LOOKUP_IDS = 50;

/**
 * Current name, price and image of the cart's products still on sale, so the
 * checkout shows what the order will cost. `rawIds` is the query text "1,2,3"
 * (at most 50 ids); null when it is missing or malformed.
 */
export async function currentCartProducts(
  db: Database,
  rawIds: string | null,
): Promise<{
  checkedIds: number[];
  products: { id: number; name: string; priceCents: number; imageUrl: string | null }[];
} | null> {
  if (!rawIds || rawIds.length > MAX_LOOKUP_IDS * 11) return null;
  const parts = rawIds.split(",");
  if (parts.length > MAX_LOOKUP_IDS || !parts.every((p) => /^\d{1,10}$/.test(p))) return null;
  const ids = [...new Set(parts.map(Number))];
  if (!ids.every((id) => id > 0 && id <= 2_147_483_647)) return null;
  const rows = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, imageUrl: products.imageUrl })
    .from(products)
    .where(and(inArray(products.id, ids), isVisible));
  return { checkedIds: ids, products: rows };
}

export async function placeCheckoutOrder(
  services: Pick<AppServices, "db" | "orders" | "config">,
  /** The posted fields (multipart or urlencoded). */
  form: FormData | URLSearchParams,
  userId: string | null,
): Promise<CheckoutOutcome> {
  const submission = parseCheckoutForm(form);
  if (submission.status !== "success") {
    const result = submission.reply();
    return { ok: false, status: 400, formError: result.error?.[""]?.[0] ?? "", result, unavailableIds: [] };
  }
  const d = submission.value;
  const { config } = services;
  const result = await services.orders.place({
    source: "checkout",
    idempotencyKey: d.idempotencyKey,
    userId,
    delivery: d.delivery,
    items: d.items,
    // The checkout says that finishing the order accepts the terms and privacy notice (links beside the button).
    consents: { source: "checkout", acceptedTerms: true, whatsapp: d.acceptedWhatsapp },
  });
  if (!result.ok) {
    const unavailableIds =
      result.error === "unavailable"
        ? await unavailableProductIds(
            services.db,
            d.items.map((i) => i.productId),
          )
        : [];
    return {
      ok: false,
      status: 409,
      formError: result.message,
      result: submission.reply({ formErrors: [result.message] }),
      unavailableIds,
    };
  }
  return {
    ok: true,
    orderId: result.orderId,
    number: result.number,
    created: result.created,
    setCookie: lastOrderCookieHeader(result.orderId, config.sessionSecret),
  };
}
