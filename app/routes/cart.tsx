import { useRef, useState } from "react";
import { CartLine } from "~/components/cart/cart-line";
import { CartSkeleton, CartSummary } from "~/components/cart/cart-summary";
import { Button, LinkButton } from "~/components/ui/button";
import { useCart } from "~/lib/cart";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cart";

// /cart: the cart lives in the browser (localStorage), so the server renders the
// page's frame and a skeleton; the items appear once the page is hydrated.
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Carrinho", "Revise os produtos do seu carrinho antes de finalizar a compra."),
  { name: "robots", content: "noindex" },
];

export default function Cart() {
  const cart = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // The control that was used disappears: keep keyboard focus on the page and say what happened.
  const remove = (id: number) => {
    const name = cart.items.find((i) => i.id === id)?.name;
    cart.remove(id);
    setAnnouncement(name ? `${name} removido do carrinho.` : "");
    headingRef.current?.focus();
  };
  const clear = () => {
    cart.clear();
    setAnnouncement("Carrinho limpo.");
    headingRef.current?.focus();
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Carrinho
      </h1>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <div className="mt-6">
        {!cart.hydrated ? (
          <CartSkeleton />
        ) : cart.items.length === 0 ? (
          <div className="rounded-2xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm">
            <p className="text-lg font-semibold">Seu carrinho está vazio</p>
            <p className="mt-1 text-stone-700">Veja nossos suplementos com frete grátis e pagamento depois de receber.</p>
            <LinkButton to="/loja" className="mt-5">
              Ir para a Loja
            </LinkButton>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="sr-only">
                Produtos no carrinho
              </h2>
              <ul className="space-y-3">
                {cart.items.map((item) => (
                  <li key={item.id}>
                    <CartLine item={item} onQuantityChange={cart.updateQuantity} onRemove={remove} />
                  </li>
                ))}
              </ul>
            </section>
            <div className="lg:sticky lg:top-20">
              <CartSummary totalItems={cart.totalItems} subtotalCents={cart.subtotalCents}>
                <LinkButton to="/checkout" size="lg" className="w-full">
                  Finalizar Compra
                </LinkButton>
                <Button variant="outline" className="w-full" onClick={clear}>
                  Limpar Carrinho
                </Button>
                <LinkButton to="/loja" variant="ghost" className="w-full">
                  Continuar comprando
                </LinkButton>
              </CartSummary>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
