// "Adicionar ao carrinho": puts the product in the browser's cart and confirms
// with a toast. Disabled until the page is interactive (the cart lives in the browser).
import { Button, type ButtonStyleProps } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { type CartProduct, MAX_CART_LINES, MAX_ITEM_QUANTITY, useCart } from "~/lib/cart";
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
    <Button variant={variant} size={size} className={className} disabled={!cart.hydrated} onClick={add}>
      <CartPlusIcon />
      Adicionar ao carrinho
    </Button>
  );
}
