// "Adicionar ao carrinho": a form posting to /cart, so a tap before the
// scripts run (or without them) still adds the product (the cart page hands
// it to the browser's cart); once hydrated, the submit is intercepted and the
// product goes straight into the cart kept in the browser, with a toast.
import { Button, type ButtonStyleProps } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { type CartProduct, MAX_CART_LINES, MAX_ITEM_QUANTITY, useCart } from "~/components/cart/cart-store";
import { CART_PAGE, PRODUCT_FIELD, QUANTITY_FIELD } from "~/domain/catalog/cart-added";
import { CartPlusIcon } from "./cart-icons";

export interface AddToCartButtonProps extends ButtonStyleProps {
  product: CartProduct;
  quantity?: number;
  className?: string;
}

export function AddToCartButton({ product, quantity = 1, variant = "primary", size = "lg", className }: AddToCartButtonProps) {
  const cart = useCart();
  function add() {
    if (cart.add(product, quantity)) {
      toast({ title: "Produto adicionado ao carrinho", description: product.name });
      return;
    }
    const inCart = cart.items.some((i) => i.id === product.id);
    toast({
      title: "Limite do carrinho atingido",
      description: inCart
        ? `A quantidade máxima por produto é ${MAX_ITEM_QUANTITY}.`
        : `O carrinho aceita até ${MAX_CART_LINES} produtos diferentes.`,
      variant: "destructive",
    });
  }
  return (
    <form
      method="post"
      action={CART_PAGE}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <input type="hidden" name={PRODUCT_FIELD} value={product.id} />
      <input type="hidden" name={QUANTITY_FIELD} value={quantity} />
      <Button type="submit" variant={variant} size={size} className={className}>
        <CartPlusIcon />
        Adicionar ao carrinho
      </Button>
    </form>
  );
}
