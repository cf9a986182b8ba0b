import { redirect } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";

// The cart lives in the browser; until the store issue adds the checkout form,
// an empty cart is the only state the server can know, so it sends people to /cart (spec).
export function loader() {
  return redirect("/cart");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Finalizar compra", "Informe seus dados de entrega e finalize seu pedido.");

export default function Checkout() {
  return null;
}
