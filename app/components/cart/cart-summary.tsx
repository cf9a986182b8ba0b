// The order summary beside the cart and the checkout form: total items,
// subtotal, free shipping, total. Announced politely when it changes.
import type { ReactNode } from "react";
import { formatBRL } from "~/lib/money";

export function CartSummary({
  totalItems,
  subtotalCents,
  title = "Resumo do pedido",
  children,
  before,
}: {
  totalItems: number;
  subtotalCents: number;
  title?: string;
  /** Shown under the totals (buttons). */
  children?: ReactNode;
  /** Shown above the totals (the checkout lists the products). */
  before?: ReactNode;
}) {
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="cart-summary-title" className="text-lg font-bold">
        {title}
      </h2>
      {before}
      <dl className="mt-3 space-y-2 text-sm" aria-live="polite" aria-atomic="true" data-testid="cart-summary">
        <div className="flex justify-between gap-4">
          <dt>Total de itens</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-total-items">
            {totalItems}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-semibold tabular-nums" data-testid="cart-subtotal">
            {formatBRL(subtotalCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Frete</dt>
          <dd className="font-semibold text-brand-800">Grátis</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
          <dt className="font-bold">Total</dt>
          <dd className="font-bold tabular-nums">{formatBRL(subtotalCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-600">Receba em casa e pague só depois de receber, em até 7 dias.</p>
      {children ? <div className="mt-4 flex flex-col gap-2">{children}</div> : null}
    </section>
  );
}

/** Grey blocks shown while the browser's cart is being read (avoids flashing "empty"). */
export function CartSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_20rem]" data-testid="cart-skeleton">
      <p className="sr-only" role="status">
        Carregando carrinho...
      </p>
      <div className="space-y-3" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:p-4">
            <div className="size-20 shrink-0 animate-pulse rounded-xl bg-stone-200 sm:size-24" />
            <div className="flex-1 space-y-2 py-1">
              <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
              <div className="mt-4 h-11 w-36 animate-pulse rounded-lg bg-stone-200" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-2xl border border-stone-200 bg-white" aria-hidden="true" />
    </div>
  );
}
