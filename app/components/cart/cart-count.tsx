// The header's cart badge: the number of items (sum of quantities), hidden when
// the cart is empty or not read yet (server render, hydration).
import { useCart } from "~/components/cart/cart-store";

/** "1 item no carrinho", "3 itens no carrinho". */
export function cartCountLabel(count: number): string {
  return `${count} ${count === 1 ? "item" : "itens"} no carrinho`;
}

export function CartCount() {
  const { totalItems, hydrated } = useCart();
  if (!hydrated || totalItems === 0) return null;
  const shown = totalItems > 99 ? "99+" : String(totalItems);
  return (
    <span
      data-testid="cart-count"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white tabular-nums"
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{` ${cartCountLabel(totalItems)}`}</span>
    </span>
  );
}
