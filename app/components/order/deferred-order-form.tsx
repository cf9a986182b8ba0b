// The order form as plan pages use it: its code (fields, masks, validation)
// loads when the visitor comes near the form or touches it, so it never delays
// the first paint or the page's hydration.
import { deferredComponent } from "~/components/ui/deferred";
import type { OrderFormProps } from "./order-form";

export const OrderForm = deferredComponent<OrderFormProps>(
  () => import("./order-form").then((module) => module.OrderForm),
  (props) => props.id ?? "order-form",
);
