import { PlanPage } from "~/components/plan/plan-page";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/new-detox";

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, "lift-detox-black");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "New Detox — Lift Detox Black", "Pague 1 e leve 2 frascos do Lift Detox Black, com frete grátis. Receba em casa e pague depois.");

export default function NewDetoxLanding({ loaderData }: Route.ComponentProps) {
  return <PlanPage headline="New Detox: pague 1 e leve 2" data={loaderData} />;
}
