import { useEffect, useEffectEvent, useRef, useState } from "react";
import { data, redirect } from "react-router";
import { CartLine } from "~/components/cart/cart-line";
import { CartSkeleton, CartSummary } from "~/components/cart/cart-summary";
import { Button, LinkButton } from "~/components/ui/button";
import { useCart } from "~/components/cart/cart-store";
import { CART_ADDED_COOKIE, CART_PAGE, firstTimeFor } from "~/domain/catalog/cart-added";
import { addedLineCookie, clearAddedLineCookie, readAddedLine } from "~/domain/catalog/cart-added.server";
import { pageMeta } from "~/lib/meta";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import type { Route } from "./+types/cart";

// /cart: the cart lives in the browser (localStorage), so the server renders the
// page's frame and a skeleton; the items appear once the page is hydrated.
// "Adicionar ao carrinho" posted without scripts lands here (decision 017):
// the action remembers the line in a short-lived cookie, the loader reads it
// once, and the page adds it to the browser's cart when its scripts run.

export async function action({ request, context }: Route.ActionArgs) {
  const setCookie = await addedLineCookie(context.db, await readFormDataOrEmpty(request));
  return redirect(CART_PAGE, { status: 303, headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get("Cookie");
  const added = cookie?.includes(`${CART_ADDED_COOKIE}=`) ? await readAddedLine(context.db, cookie) : null;
  const headers: HeadersInit = { "Cache-Control": "no-store" };
  return data(
    { added },
    {
      headers: added || cookie?.includes(`${CART_ADDED_COOKIE}=`) ? { ...headers, "Set-Cookie": clearAddedLineCookie } : headers,
    },
  );
}
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Carrinho", "Revise os produtos do seu carrinho antes de finalizar a compra."),
  { name: "robots", content: "noindex" },
];

export default function Cart({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  const added = loaderData.added;
  // A line posted before the scripts ran joins the browser's cart, once.
  // The nonce identifies the line: a revalidated loader answer with the same line adds nothing.
  const adopt = useEffectEvent((line: NonNullable<typeof added>) => cart.add(line.product, line.quantity));
  useEffect(() => {
    if (added && firstTimeFor(added.nonce)) adopt(added);
  }, [added]);
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
      {added ? (
        <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-900">
          Adicionamos {added.product.name} ao seu carrinho.
        </p>
      ) : null}
      {!cart.hydrated ? (
        // Until the scripts run (and always without them) the cart cannot be read: say so.
        <p className="mt-4 rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-800">
          Seu carrinho fica guardado neste navegador e aparece assim que a página termina de carregar. Se ele não aparecer, ative
          o JavaScript ou peça pela página do produto em <strong>Receba Grátis em Casa</strong>: você paga só depois de receber.
        </p>
      ) : null}
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
