// The checkout form as the page uses it: a deferred part (decision 011), like
// the plan pages' order form. The server renders it, so it can be filled and
// posted at once; its code (Conform, the rules, masks, CEP lookup) loads when
// it comes near the screen or is touched, outside the page's first load.
// While it waits, React must see no update to it (it would render it anew,
// empty, dropping what was typed): the cart is read inside, and memo keeps the
// page's re-renders (the cart arriving, prices) from reaching it.
import { memo } from "react";
import { deferredComponent } from "~/components/ui/deferred";
import type { CheckoutFormProps } from "./checkout-form";

export const CheckoutForm = memo(
  deferredComponent<CheckoutFormProps>(
    () => import("./checkout-form").then((module) => module.CheckoutForm),
    () => "checkout-form-section",
  ),
);
