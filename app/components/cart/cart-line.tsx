// One product in the cart: image, name, unit price, quantity controls (minus
// disabled at 1, plus at the order limit), line total and remove.
import { useId } from "react";
import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { type CartItem, MAX_ITEM_QUANTITY } from "~/components/cart/cart-store";
import { formatBRL } from "~/lib/money";
import { MinusIcon, PlusIcon, TrashIcon } from "./cart-icons";

export interface CartLineProps {
  item: CartItem;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 transition-colors hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white";

export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const uid = useId();
  return (
    <article
      aria-labelledby={`${uid}-name`}
      data-testid="cart-line"
      className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4"
    >
      <Link to={`/produto/${item.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.imageUrl} alt="" width={96} height={96} className="size-20 rounded-xl sm:size-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`${uid}-name`} className="font-semibold leading-snug">
              <Link to={`/produto/${item.id}`} className="hover:underline">
                {item.name}
              </Link>
            </h3>
            <p className="text-sm text-stone-700">
              {formatBRL(item.priceCents)} <span className="text-stone-600">cada</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            aria-label={`Remover ${item.name} do carrinho`}
            className="-mr-1 -mt-1 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-medium text-red-700 transition-colors hover:bg-red-50"
          >
            <TrashIcon className="size-4" />
            <span className="max-sm:sr-only">Remover</span>
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-1" role="group" aria-label={`Quantidade de ${item.name}`}>
            <button
              type="button"
              className={stepButton}
              onClick={() => {
                if (item.quantity > 1) onQuantityChange(item.id, item.quantity - 1);
              }}
              // aria-disabled (not disabled) keeps keyboard focus on the button when it reaches 1.
              aria-disabled={item.quantity <= 1}
              aria-label={`Diminuir quantidade de ${item.name}`}
            >
              <MinusIcon />
            </button>
            <span
              className="min-w-10 text-center text-base font-semibold tabular-nums"
              aria-live="polite"
              aria-atomic="true"
              data-testid="cart-line-quantity"
            >
              <span className="sr-only">Quantidade: </span>
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              onClick={() => {
                if (item.quantity < MAX_ITEM_QUANTITY) onQuantityChange(item.id, item.quantity + 1);
              }}
              aria-disabled={item.quantity >= MAX_ITEM_QUANTITY}
              aria-label={`Aumentar quantidade de ${item.name}`}
            >
              <PlusIcon />
            </button>
          </div>
          <p className="font-semibold tabular-nums">
            <span className="sr-only">Total do item: </span>
            {formatBRL(item.priceCents * item.quantity)}
          </p>
        </div>
      </div>
    </article>
  );
}
