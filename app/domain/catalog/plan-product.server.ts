import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { findProductByHandle } from "./products.server";

/** Loads a plan/landing page's product by handle, or answers 404. */
export async function requirePlanProduct(db: Database, handle: string) {
  const found = await findProductByHandle(db, handle);
  if (!found) throw data(null, { status: 404 });
  const { product, offers } = found;
  return {
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      priceCents: product.priceCents,
      compareAtCents: product.compareAtCents,
      imageUrl: product.imageUrl,
    },
    offers: offers.map((o) => ({
      id: o.id,
      code: o.code,
      title: o.title,
      units: o.units,
      priceCents: o.priceCents,
      compareAtCents: o.compareAtCents,
      installments: o.installments,
    })),
  };
}

export type PlanProductData = Awaited<ReturnType<typeof requirePlanProduct>>;
