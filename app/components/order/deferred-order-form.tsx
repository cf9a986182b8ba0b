// The order form as plan pages use it: its code (fields, masks, validation)
// loads when the visitor comes near the form or touches it, so it never delays
// the first paint or the page's hydration. Until then React must see no update
// to it (it would render it anew, empty): memo keeps the page's re-renders
// away, and a package chosen later travels through `chosenOffer`, not props.
import { memo, useEffect, useState } from "react";
import { deferredComponent } from "~/components/ui/deferred";
import { chosenOffer } from "./chosen-offer";
import type { OrderFormProps } from "./order-form";

const DeferredOrderForm = memo(
  deferredComponent<OrderFormProps>(
    () => import("./order-form").then((module) => module.OrderForm),
    (props) => props.id ?? "order-form",
  ),
);

export function OrderForm({ selectedOfferCode, ...props }: OrderFormProps) {
  const id = props.id ?? "order-form";
  // The server's HTML preselects the first choice; later choices go through the store.
  const [first] = useState(selectedOfferCode);
  useEffect(() => chosenOffer.set(id, selectedOfferCode), [id, selectedOfferCode]);
  return <DeferredOrderForm {...props} selectedOfferCode={first} />;
}
