// The order form as plan pages use it: its code (fields, masks, validation)
// loads after the page's, when the browser is idle or the visitor comes near
// the form, so it never delays the first paint or the page's hydration.
import { deferredComponent } from "~/components/ui/deferred";
import type { OrderFormProps } from "./order-form";

export const OrderForm = deferredComponent<OrderFormProps>(
  () => import("./order-form").then((module) => module.OrderForm),
  (props) => props.id ?? "order-form",
);
