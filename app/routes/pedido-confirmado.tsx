import { redirect } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pedido-confirmado";

// Without an order to show, the spec sends the visitor home.
export function loader() {
  return redirect("/");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Pedido confirmado", "Seu pedido foi recebido. Veja o que acontece agora.");

export default function OrderConfirmed() {
  return null;
}
