import { PlanPage } from "~/components/plan/plan-page";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dht";

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, "lift-hair");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Lift Hair DHT Block", "Tratamento contra a queda de cabelo em kits de 1, 3 ou 6 meses. Receba em casa e pague depois.");

export default function DhtLanding({ loaderData }: Route.ComponentProps) {
  return <PlanPage headline="Cabelos mais fortes, do jeito certo" data={loaderData} />;
}
