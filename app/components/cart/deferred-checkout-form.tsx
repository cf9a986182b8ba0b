// The checkout form as the page uses it: a deferred part (decision 011), like
// the plan pages' order form. The server renders it, so it can be filled and
// posted at once; its code (Conform, the rules, masks, CEP lookup) loads when
// it comes near the screen or is touched, outside the page's first load. Its
// props never change while it waits (the cart is read inside), so React keeps
// the server's HTML, and what was typed, until the code arrives.
import { deferredComponent } from "~/components/ui/deferred";
import type { CheckoutFormProps } from "./checkout-form";

export const CheckoutForm = deferredComponent<CheckoutFormProps>(
  () => import("./checkout-form").then((module) => module.CheckoutForm),
  () => "checkout-form-section",
);
