import { useCallback, useEffect, useRef, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useFetcher, useNavigate } from "react-router";
import { CheckoutForm } from "~/components/cart/checkout-form";
import { CartSkeleton, CartSummary } from "~/components/cart/cart-summary";
import { ProductImage } from "~/components/product-image";
import { toast } from "~/components/ui/toaster";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { currentCartProducts } from "~/domain/orders/checkout.server";
import { useCart } from "~/lib/cart";
import { CHECKOUT_ENDPOINT } from "~/lib/checkout-endpoint";
import { type CheckoutActionData, checkoutAnswer, CHECKOUT_TOASTS, checkoutFailure } from "~/lib/checkout-form";
import { pageMeta } from "~/lib/meta";
import { formatBRL } from "~/lib/money";
import type { Route } from "./+types/checkout";

// /checkout: the cart lives in the browser, so the loader never redirects; the
// page sends an empty cart to /loja after hydration. `?ids=1,2` also returns
// those products' current prices (the page refreshes the cart with them).
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = new URL(request.url).searchParams.get("ids");
  const [user, current] = await Promise.all([getSessionUser(context, request), ids ? currentCartProducts(context.db, ids) : null]);
  return { user: user ? { name: user.name, email: user.email } : null, current };
}

/** The price check runs as a fetcher: a lost connection keeps the cart's prices instead of showing the error page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    console.warn("Não foi possível conferir os preços do carrinho.", error);
    return { user: null, current: null };
  }
}

/**
 * The order goes to POST /api/checkout (server/checkout-endpoint.ts), not to a
 * route action: see decision 012. Without JavaScript the page shows no form
 * (the cart lives in the browser), so there is no document post to answer.
 * A lost connection answers like a server failure (toast), not the error page.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<CheckoutActionData> {
  try {
    const form = await request.formData();
    const body = new URLSearchParams([...form].map(([key, value]): [string, string] => [key, typeof value === "string" ? value : ""]));
    const response = await fetch(CHECKOUT_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
    return checkoutAnswer(await response.json());
  } catch (error) {
    console.warn("Falha ao enviar o pedido.", error);
    return checkoutFailure();
  }
}

/** The order was answered by the endpoint; the page's data (prices, user) is still current. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Finalizar compra", "Informe seus dados de entrega e finalize seu pedido."),
  { name: "robots", content: "noindex" },
];

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const placed = useRef(false);
  const onPlaced = useCallback(() => {
    placed.current = true;
  }, []);

  // Empty cart (spec): toast and back to the store; not after the order that just emptied it.
  const leaving = useRef(false);
  useEffect(() => {
    if (!cart.hydrated || cart.items.length > 0 || placed.current || leaving.current) return;
    leaving.current = true;
    toast(CHECKOUT_TOASTS.emptyCart);
    navigate("/loja", { replace: true });
  }, [cart.hydrated, cart.items.length, navigate]);

  // Refresh names and prices from the catalog once, so the summary shows what the order will cost.
  const prices = useFetcher<typeof loader>();
  const checked = useRef(false);
  const idsKey = cart.hydrated ? cart.items.map((i) => i.id).join(",") : "";
  useEffect(() => {
    if (!idsKey || checked.current) return;
    checked.current = true;
    void prices.load(`/checkout?ids=${idsKey}`);
  }, [idsKey, prices]);
  const [priceNotice, setPriceNotice] = useState("");
  const synced = useRef<unknown>(null);
  const current = prices.data?.current;
  useEffect(() => {
    if (!current || synced.current === current || placed.current) return;
    synced.current = current;
    const { removed, repriced } = cart.sync(current.checkedIds, current.products);
    const parts = [];
    if (removed.length) {
      parts.push(
        `${removed.map((i) => i.name).join(", ")} ${removed.length === 1 ? "não está mais disponível e foi removido" : "não estão mais disponíveis e foram removidos"} do carrinho.`,
      );
    }
    if (repriced.length) parts.push("Alguns preços foram atualizados. Confira o resumo.");
    if (parts.length) setPriceNotice(parts.join(" "));
  }, [current, cart]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/cart" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
        Voltar para o carrinho
      </Link>
      <h1 className="text-2xl font-bold">Finalizar compra</h1>
      <div className="mt-6">
        {!cart.hydrated || cart.items.length === 0 ? (
          <CartSkeleton />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
            <div className="lg:sticky lg:top-20 lg:order-2">
              <CartSummary
                totalItems={cart.totalItems}
                subtotalCents={cart.subtotalCents}
                before={
                  <>
                    <ul className="mt-3 divide-y divide-stone-200 text-sm" aria-label="Produtos do pedido">
                      {cart.items.map((item) => (
                        <li key={item.id} className="flex items-center gap-3 py-2">
                          <ProductImage src={item.imageUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg" />
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium">{item.name}</span>
                            <span className="text-stone-600">
                              {item.quantity} × {formatBRL(item.priceCents)}
                            </span>
                          </span>
                          <span className="font-semibold tabular-nums">{formatBRL(item.priceCents * item.quantity)}</span>
                        </li>
                      ))}
                    </ul>
                    {priceNotice ? (
                      <p role="status" className="mt-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                        {priceNotice}
                      </p>
                    ) : null}
                    <Link to="/cart" className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
                      Editar carrinho
                    </Link>
                  </>
                }
              />
            </div>
            <div className="lg:order-1">
              <CheckoutForm cart={cart} user={loaderData.user} onPlaced={onPlaced} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
