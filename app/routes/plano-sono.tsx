import { PlanPage } from "~/components/plan/plan-page";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { pageMeta } from "~/lib/meta";
import { PLANS } from "~/lib/plans";
import type { Route } from "./+types/plano-sono";

const plan = PLANS.sono;

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, plan.productHandle);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Plano Sono", "Seu plano para noites de sono reparador com Dormirex. Receba em casa e pague depois.");

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  return <PlanPage headline={plan.headline} data={loaderData} />;
}
