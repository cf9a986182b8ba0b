// The /emagrecimento page: its copy lives in app/content/plans/emagrecimento.ts (sent by the loader); PlanContentPage renders it.
import { PLAN_PUBLIC_PAGE, PlanContentPage, planMeta } from "~/components/plan/plan-content-page";
import { loadPlanPage } from "~/domain/catalog/plan-page.server";
import type { Route } from "./+types/plano-emagrecimento";

export async function loader({ context }: Route.LoaderArgs) {
  return loadPlanPage(context.db, "emagrecimento");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => planMeta(matches, loaderData);

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  return <PlanContentPage data={loaderData} />;
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PLAN_PUBLIC_PAGE;
