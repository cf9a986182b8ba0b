// The checkout's delivery form (spec "Checkout"): the same DeliveryFields as
// the plan pages' order form, on Conform (decision 016). Its rules
// (app/domain/orders/forms/checkout.ts) run here before submitting and again on the
// server. It posts to /checkout: with scripts, its clientAction sends it to
// POST /api/checkout; without them, the route's action answers the page.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { DeliveryFields } from "~/components/order/delivery-fields";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { errorOf, FormError } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PolicyNotice, WhatsAppOptIn } from "~/components/privacy/policy-links";
import { inputClasses } from "~/components/ui/input";
import { checkoutItemsJson, useCart } from "~/components/cart/cart-store";
import {
  CHECKOUT_DELIVERY_ASK,
  type CheckoutActionData,
  checkoutFormSchema,
  parseCheckoutForm,
} from "~/domain/orders/forms/checkout";
import { newIdempotencyKey } from "~/lib/idempotency-key";
import { rememberDelivery } from "~/components/order/remember-delivery";

export interface CheckoutFormProps {
  /** The signed-in user, to prefill name and email. */
  user: { name: string; email: string } | null;
  /** The route action's answer to the last post (a refusal; a success redirects). */
  answer: CheckoutActionData | undefined;
}

const constraint = getZodConstraint(checkoutFormSchema);

export function CheckoutForm({ user, answer }: CheckoutFormProps) {
  const cart = useCart();
  // The cart's lines once the page has read them (none on the server and while hydrating).
  const items = cart.hydrated ? cart.items : null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/checkout";
  // Made after hydration: a retry or double click reuses it, a new visit gets a new one.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  useEffect(() => setIdempotencyKey(newIdempotencyKey()), []);

  const refusal = answer && !answer.ok ? answer : undefined;
  const [form, fields] = useForm({
    id: "checkout-form",
    lastResult: refusal?.result,
    constraint,
    // Without scripts the browser checks the required fields itself.
    defaultNoValidate: false,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { fullName: user?.name ?? "", email: user?.email ?? "" },
    onValidate: ({ formData }) => parseCheckoutForm(formData),
    onSubmit(event, { submission }) {
      if (busy) return event.preventDefault();
      if (submission?.status !== "success") return;
      rememberDelivery(submission.value.delivery);
    },
  });
  const formError = errorOf(form) ?? (refusal && !refusal.result ? refusal.formError : undefined);

  return (
    <section
      id="checkout-form-section"
      aria-labelledby="checkout-form-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="checkout-form-title" className="text-lg font-bold">
        Dados de entrega
      </h2>
      <p className="mt-1 text-sm text-stone-700">Frete grátis. Você paga só depois de receber, em até 7 dias.</p>
      <Form
        method="post"
        action="/checkout"
        {...getFormProps(form)}
        className="mt-5 space-y-4"
        data-ready={idempotencyKey && items ? "" : undefined}
      >
        <Honeypot />
        {/* Written once the page has read the cart: without scripts they are absent and the server says why. */}
        {idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
        {items ? <input type="hidden" name="items" value={checkoutItemsJson(items)} /> : null}
        <DeliveryFields
          fields={fields}
          ask={CHECKOUT_DELIVERY_ASK}
          revalidate={(name) => form.validate({ name })}
          known={user ? { fullName: user.name, email: user.email } : undefined}
          inputClassName={cx(inputClasses, "mt-1 h-12")}
          selectClassName={cx(inputClasses, "mt-1 h-12 px-2")}
        />
        <WhatsAppOptIn />

        {refusal?.notice ? (
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {refusal.notice}
          </p>
        ) : null}
        <FormError id={form.errorId} message={formError} />

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Finalizando pedido..." : "Finalizar pedido"}
        </Button>
        <p className="text-center text-xs text-stone-600">Seus dados são usados só para a entrega do pedido.</p>
        <PolicyNotice action="finalizar o pedido" />
      </Form>
    </section>
  );
}
