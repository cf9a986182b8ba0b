// Every plan and landing page (/plano-sono, /dht, /new-detox…): app/routes.ts
// serves each address of the content registry (app/content/plans/) with this
// module; the loader finds the page by its path and PlanContentPage renders it.
import { data } from "react-router";
import { deferredComponent } from "~/components/ui/deferred";
import {
  PLAN_PUBLIC_PAGE,
  PlanContentPage,
  planMeta,
  type KitCardsProps,
  type PlanParts,
} from "~/components/plan/plan-content-page";
import { planPageKeyForPath, type PlanPageKey } from "~/content/plans";
import { loadPlanPage } from "~/domain/catalog/plan-page.server";
import type { PlanGalleryProps } from "~/components/plan/gallery";
import type { Route } from "./+types/plan";

// The interactive parts only one page shows: their code loads on that page alone.
const PackageCards = deferredComponent<KitCardsProps>(() =>
  import("~/components/plan/package-chooser").then((m) => m.PackageCards),
);
const DetoxGallery = deferredComponent<PlanGalleryProps>(() => import("~/components/plan/gallery").then((m) => m.DetoxGallery));
const PARTS: Partial<Record<PlanPageKey, PlanParts>> = {
  dht: { kits: PackageCards },
  newDetox: { gallery: DetoxGallery },
};

export async function loader({ pattern, url, context }: Route.LoaderArgs) {
  // The matched route's own path (a data request's URL ends in .data; `url` is normalised).
  const key = planPageKeyForPath(pattern) ?? planPageKeyForPath(url.pathname);
  if (!key) throw data(null, { status: 404 });
  return loadPlanPage(context.db, key);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => planMeta(matches, loaderData);

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  return <PlanContentPage data={loaderData} parts={PARTS[loaderData.page.key]} />;
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PLAN_PUBLIC_PAGE;
