// A plan or landing page's data: its content (without the static sections'
// copy, which the server renders itself) and its product with prices.
import type { Database } from "~/db/client.server";
import { planPageView, type PlanPageKey } from "~/content/plans";
import { requirePlanProduct } from "./plan-product.server";

export async function loadPlanPage(db: Database, key: PlanPageKey) {
  const page = planPageView(key);
  return { ...(await requirePlanProduct(db, page.productHandle)), page };
}

export type PlanPageData = Awaited<ReturnType<typeof loadPlanPage>>;
