import { useEffect, useState } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useFetcher, useNavigate, useNavigation } from "react-router";
import { CheckoutForm } from "~/components/cart/deferred-checkout-form";
import { CartSkeleton, CartSummary } from "~/components/cart/cart-summary";
import { ProductImage } from "~/components/product-image";
import { toast } from "~/components/ui/toaster";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { currentCartProducts, placeCheckoutOrder } from "~/domain/orders/placement/checkout.server";
import { limitAttempt, retryAfterHeader, RULES } from "~/platform/security/rate-limit.server";
import { loadedCart, useCart } from "~/components/cart/cart-store";
import { CHECKOUT_ENDPOINT } from "~/domain/orders/forms/checkout-path";
import { type CheckoutActionData, checkoutAnswer, CHECKOUT_TOASTS, checkoutFailure } from "~/domain/orders/forms/checkout-answer";
import { pageMeta } from "~/lib/meta";
import { formatBRL } from "~/lib/money";
import type { Route } from "./+types/checkout";

// /checkout: the cart lives in the browser, so the loader never redirects; the
// page sends an empty cart to /loja after hydration. `?ids=1,2` also returns
// those products' current prices (the page refreshes the cart with them).
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = new URL(request.url).searchParams.get("ids");
  const [user, current] = await Promise.all([
    getSessionUser(context, request),
    ids ? currentCartProducts(context.db, ids) : null,
  ]);
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
 * The form posted as a document: before the page's scripts ran, or without
 * them. The cart lines are written into the form by the script (the cart
 * lives in the browser), so such a post normally lacks them: the form comes
 * back with what was typed and a message saying the cart needs JavaScript.
 * Should the lines be there, the order is placed as by POST /api/checkout.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CheckoutActionData>(checkoutFailure("Não foi possível ler o formulário. Tente novamente.", undefined), {
      status: 400,
    });
  }
  const user = await getSessionUser(context, request);
  const limited = await limitAttempt(
    context.rateLimiter,
    [`order:ip:${context.clientIp}`, user && `order:user:${user.id}`],
    RULES.orders,
  );
  if (limited)
    return data<CheckoutActionData>(checkoutFailure(limited.message, undefined), {
      status: 429,
      headers: retryAfterHeader(limited.retryAfterMs),
    });
  const outcome = await placeCheckoutOrder(context, form, user?.id ?? null);
  if (outcome.ok) return redirect("/pedido-confirmado", { status: 303, headers: { "Set-Cookie": outcome.setCookie } });
  const { formError, result, unavailableIds } = outcome;
  return data<CheckoutActionData>({ ok: false, formError, result, unavailableIds }, { status: outcome.status });
}

/**
 * With scripts, the order goes to POST /api/checkout (server/checkout-endpoint.ts;
 * decision 012). One flow: an order placed empties the cart and opens
 * /pedido-confirmado; a refusal comes back to the form (products no longer on
 * sale leave the cart, with a notice). A lost connection answers like a server
 * failure (toast), not the error page.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<CheckoutActionData | Response> {
  let answer: CheckoutActionData;
  try {
    const form = await request.formData();
    const body = new URLSearchParams(
      [...form].map(([key, value]): [string, string] => [key, typeof value === "string" ? value : ""]),
    );
    const response = await fetch(CHECKOUT_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
    answer = checkoutAnswer(await response.json());
  } catch (error) {
    console.warn("Falha ao enviar o pedido.", error);
    answer = checkoutFailure();
  }
  if (answer.ok) {
    loadedCart.clear();
    toast(CHECKOUT_TOASTS.success);
    return redirect("/pedido-confirmado");
  }
  toast({ ...CHECKOUT_TOASTS.failure, variant: "destructive" });
  const removed = answer.unavailableIds.length ? loadedCart.remove(answer.unavailableIds) : [];
  if (!removed.length) return answer;
  const names = removed.map((i) => i.name).join(", ");
  const notice = `${names} ${removed.length === 1 ? "não está mais disponível e foi removido" : "não estão mais disponíveis e foram removidos"} do carrinho. Confira o resumo e finalize novamente.`;
  return { ...answer, notice };
}

/** The order was answered by the endpoint; the page's data (prices, user) is still current. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Finalizar compra", "Informe seus dados de entrega e finalize seu pedido."),
  { name: "robots", content: "noindex" },
];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const navigation = useNavigation();

  // Empty cart (spec): toast and back to the store. Not while a navigation is under
  // way (the order just placed empties the cart on its way to /pedido-confirmado).
  const empty = cart.hydrated && cart.items.length === 0;
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (!empty || !idle) return;
    toast(CHECKOUT_TOASTS.emptyCart);
    void navigate("/loja", { replace: true });
  }, [empty, idle, navigate]);

  // Names and prices from the catalog, so the summary shows what the order will cost.
  const prices = useFetcher<typeof loader>();
  const loadPrices = prices.load;
  const idsKey = cart.items.map((i) => i.id).join(",");
  useEffect(() => {
    if (idsKey) void loadPrices(`/checkout?ids=${idsKey}`);
  }, [idsKey, loadPrices]);
  const [priceNotice, setPriceNotice] = useState("");
  const current = prices.data?.current;
  const sync = cart.sync;
  useEffect(() => {
    if (!current) return;
    const { removed, repriced } = sync(current.checkedIds, current.products);
    const parts = [];
    if (removed.length) {
      parts.push(
        `${removed.map((i) => i.name).join(", ")} ${removed.length === 1 ? "não está mais disponível e foi removido" : "não estão mais disponíveis e foram removidos"} do carrinho.`,
      );
    }
    if (repriced.length) parts.push("Alguns preços foram atualizados. Confira o resumo.");
    if (parts.length) setPriceNotice(parts.join(" "));
  }, [current, sync]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/cart" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
        Voltar para o carrinho
      </Link>
      <h1 className="text-2xl font-bold">Finalizar compra</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="lg:sticky lg:top-20 lg:order-2">
          {!cart.hydrated || cart.items.length === 0 ? (
            <>
              <CartSkeleton />
              <noscript>
                <p className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                  Seu carrinho fica guardado neste navegador e só aparece aqui com o JavaScript ativado. Ative o JavaScript para
                  finalizar a compra.
                </p>
              </noscript>
            </>
          ) : (
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
                  <Link
                    to="/cart"
                    className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
                  >
                    Editar carrinho
                  </Link>
                </>
              }
            />
          )}
        </div>
        <div className="lg:order-1">
          <CheckoutForm user={loaderData.user} answer={actionData} />
        </div>
      </div>
    </div>
  );
}
