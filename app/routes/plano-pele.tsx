import { PlanPage } from "~/components/plan/plan-page";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { pageMeta } from "~/lib/meta";
import { PLANS } from "~/lib/plans";
import type { Route } from "./+types/plano-pele";

const plan = PLANS.pele;

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, plan.productHandle);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Plano Pele", "Seu plano para uma pele firme e radiante com colágeno premium. Garantia de 90 dias, receba em casa e pague depois.");

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  return <PlanPage headline={plan.headline} data={loaderData} />;
}
