import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Carrinho", "Revise os produtos do seu carrinho antes de finalizar a compra.");

export default function Cart() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">Carrinho</h1>
      <p className="mt-6">Seu carrinho está vazio</p>
      <Link to="/loja" className="mt-4 inline-block rounded-xl bg-teal-700 px-5 py-3 font-semibold text-white">
        Ir para a Loja
      </Link>
    </div>
  );
}
