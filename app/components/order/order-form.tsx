// The one order form of every plan and landing page: receive at home, pay after
// receiving. Built on Conform (decision 016): its rules (app/domain/orders/forms/plan-order.ts)
// run here before submitting and again on the server (POST /api/pedidos), whose
// answer the form shows the same way. It is a real form: before the scripts
// run, or without them, it posts to /api/pedidos like any HTML form.
import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { chosenOffer } from "~/components/order/chosen-offer";
import { DeliveryFields } from "~/components/order/delivery-fields";
import { errorOf, FormError } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PolicyNotice, PrivacyLink, TermsLink, WhatsAppOptIn } from "~/components/privacy/policy-links";
import { toast } from "~/components/ui/toaster";
import { newIdempotencyKey } from "~/lib/idempotency-key";
import { formatBRL, installmentCents } from "~/lib/money";
import { type OrderFormData, orderDeliveryAsk, orderFormConstraint, parseOrderForm } from "~/domain/orders/forms/plan-order";
import { MAX_QUANTITY } from "~/domain/orders/placement/order-limits";
import { rememberDelivery } from "~/components/order/remember-delivery";
import { useOrderPlacedEvent } from "~/components/quiz/use-quiz-tracker";

export interface OrderFormOffer {
  code: string;
  title: string;
  units: number;
  priceCents: number;
  compareAtCents: number | null;
  installments: number;
}

export interface OrderFormProps {
  /** The catalog product being ordered (prices are re-read on the server). */
  product: { id: number; name: string; priceCents: number; imageUrl: string | null };
  /** Packages to choose from (hair kits, "pague 1 leve 2"); the first is preselected. */
  offers?: OrderFormOffer[];
  /** "full": with email and terms (weight-loss form); "simple": without (other landings). */
  variant: "full" | "simple";
  /** Preselected offer code, e.g. from a package button on the page. */
  selectedOfferCode?: string;
  /** Element id of the form section (the page's scroll target), default "order-form". */
  id?: string;
  title?: string;
}

/** What POST /api/pedidos answers the fetcher when it refuses (a success redirects). */
type ActionData = { formError: string; description?: string; result?: SubmissionResult<string[]> };

const inputClassName =
  "mt-1 block h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none aria-[invalid=true]:border-red-600";
const selectClassName =
  "mt-1 block h-12 w-full rounded-xl border border-stone-300 bg-white px-2 text-base aria-[invalid=true]:border-red-600";

export function OrderForm({ product, offers = [], variant, selectedOfferCode, id = "order-form", title }: OrderFormProps) {
  const fetcher = useFetcher<ActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const [quantity, setQuantity] = useState(1);
  const [offerCode, setOfferCode] = useState(selectedOfferCode ?? offers[0]?.code ?? "");
  // Made after hydration: a retry or double click reuses it, a new visit gets a new one.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const busy = fetcher.state !== "idle";
  useOrderPlacedEvent(fetcher);

  // Typed by the names this component reads itself (DeliveryFields reads its own).
  const [form, fields] = useForm<Record<"quantity" | "acceptedTerms", unknown>, OrderFormData>({
    id: `${id}-form`,
    lastResult: fetcher.data?.result,
    constraint: orderFormConstraint(variant),
    // Without scripts the browser checks the required fields itself.
    defaultNoValidate: false,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseOrderForm(formData),
    onSubmit(event, { submission }) {
      if (busy) return event.preventDefault();
      if (submission?.status === "success")
        rememberDelivery(submission.value.delivery, { acceptedWhatsapp: submission.value.acceptedWhatsapp });
    },
  });

  useEffect(() => {
    setIdempotencyKey(newIdempotencyKey());
    // Adopt what was chosen before the scripts ran.
    const el = formRef.current;
    const typed = Number(el?.querySelector<HTMLInputElement>('[name="quantity"]')?.value);
    if (Number.isInteger(typed) && typed >= 1) setQuantity(Math.min(MAX_QUANTITY, typed));
    const checked = el?.querySelector<HTMLInputElement>('[name="offerCode"]:checked');
    if (checked) setOfferCode(checked.value);
  }, []);

  // A package chosen on the page (cards above the form) after it loaded.
  const chosen = useSyncExternalStore(
    chosenOffer.subscribe,
    () => chosenOffer.get(id) ?? selectedOfferCode,
    () => selectedOfferCode,
  );
  useEffect(() => {
    if (!chosen) return;
    setOfferCode(chosen);
    const radio = formRef.current?.querySelector<HTMLInputElement>(`[name="offerCode"][value="${CSS.escape(chosen)}"]`);
    if (radio) radio.checked = true;
  }, [chosen]);

  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.description) toast({ title: answer.formError, description: answer.description, variant: "destructive" });
  }, [fetcher.data]);

  const offer = offers.find((o) => o.code === offerCode);
  const unitCents = offer?.priceCents ?? product.priceCents;
  const installments = offer?.installments ?? 12;
  // A refusal that came without Conform's answer (a limit, a server failure) is still the form's message.
  const formError = errorOf(form) ?? (fetcher.data && !fetcher.data.result ? fetcher.data.formError : undefined);

  function setQuantityTo(next: number) {
    const value = Math.max(1, Math.min(MAX_QUANTITY, next));
    const input = formRef.current?.querySelector<HTMLInputElement>('[name="quantity"]');
    if (input) input.value = String(value);
    setQuantity(value);
  }

  return (
    <section
      id={id}
      className="scroll-mt-24 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby={`${id}-title`}
      // Present once the form runs in the browser (masks, CEP lookup, one order per visit).
      data-ready={idempotencyKey ? "" : undefined}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title ?? "Preencha seus dados para receber"}
      </h2>
      <p className="mt-1 text-sm text-stone-700">Receba em casa e pague só depois de receber, em até 7 dias. Frete grátis.</p>

      <fetcher.Form ref={formRef} method="post" action="/api/pedidos" {...getFormProps(form)} className="mt-5 space-y-4">
        <input type="hidden" name="variant" value={variant} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="js" value={idempotencyKey ? "1" : ""} />
        <Honeypot />

        {offers.length > 1 ? (
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">Escolha seu pacote</legend>
            <div className="mt-2 grid gap-2">
              {offers.map((o) => (
                <label
                  key={o.code}
                  className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl border border-stone-300 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="offerCode"
                      value={o.code}
                      defaultChecked={o.code === (selectedOfferCode ?? offers[0]?.code)}
                      onChange={() => setOfferCode(o.code)}
                      className="size-4 accent-teal-700"
                    />
                    {o.title}
                  </span>
                  <span className="text-right text-sm">
                    {o.compareAtCents ? <del className="block text-stone-600">{formatBRL(o.compareAtCents)}</del> : null}
                    <strong>{formatBRL(o.priceCents)}</strong>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="offerCode" value={offerCode} />
        )}

        <div>
          <label htmlFor={fields.quantity.id} className="block text-sm font-medium text-stone-800">
            Quantidade
          </label>
          <div className="mt-1 flex items-center gap-2">
            <button
              type="button"
              className="size-12 rounded-xl border border-stone-300 text-xl disabled:opacity-40"
              onClick={() => setQuantityTo(quantity - 1)}
              disabled={quantity <= 1}
              aria-label="Diminuir quantidade"
            >
              −
            </button>
            <input
              id={fields.quantity.id}
              name="quantity"
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={MAX_QUANTITY}
              defaultValue={1}
              onChange={(e) => setQuantity(Math.max(1, Math.min(MAX_QUANTITY, Number(e.target.value) || 1)))}
              className="h-12 w-20 rounded-xl border border-stone-300 text-center text-base"
              aria-invalid={fields.quantity.errors ? true : undefined}
              aria-describedby={fields.quantity.errors ? fields.quantity.errorId : undefined}
            />
            <button
              type="button"
              className="size-12 rounded-xl border border-stone-300 text-xl disabled:opacity-40"
              onClick={() => setQuantityTo(quantity + 1)}
              disabled={quantity >= MAX_QUANTITY}
              aria-label="Aumentar quantidade"
            >
              +
            </button>
          </div>
          {errorOf(fields.quantity) ? (
            <p id={fields.quantity.errorId} className="mt-1 text-sm text-red-700">
              {errorOf(fields.quantity)}
            </p>
          ) : null}
        </div>

        <DeliveryFields
          fields={fields}
          ask={orderDeliveryAsk(variant)}
          revalidate={(name) => form.validate({ name })}
          inputClassName={inputClassName}
          selectClassName={selectClassName}
        />

        {variant === "full" ? (
          <div>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                id={fields.acceptedTerms.id}
                name="acceptedTerms"
                required
                className="mt-0.5 size-5 accent-teal-700"
                aria-invalid={fields.acceptedTerms.errors ? true : undefined}
                aria-describedby={fields.acceptedTerms.errors ? fields.acceptedTerms.errorId : undefined}
              />
              <span>
                Li e aceito os <TermsLink /> e a <PrivacyLink />. Sei que pago só depois de receber.
              </span>
            </label>
            {errorOf(fields.acceptedTerms) ? (
              <p id={fields.acceptedTerms.errorId} className="mt-1 text-sm text-red-700">
                {errorOf(fields.acceptedTerms)}
              </p>
            ) : null}
          </div>
        ) : (
          <PolicyNotice action="enviar o pedido" className="text-sm text-stone-700" />
        )}
        <WhatsAppOptIn />

        <div className="rounded-2xl bg-stone-100 p-4 text-sm">
          <p className="flex justify-between">
            <span>{offer ? offer.title : product.name}</span>
            <strong>{formatBRL(unitCents * quantity)}</strong>
          </p>
          <p className="text-stone-700">
            Frete grátis · pague depois de receber ou em até {installments}x de{" "}
            {formatBRL(installmentCents(unitCents * quantity, installments))}
          </p>
        </div>

        <FormError id={form.errorId} message={formError} />

        <button
          type="submit"
          disabled={busy}
          className="h-14 w-full rounded-2xl bg-teal-700 text-lg font-bold text-white shadow hover:bg-teal-800 disabled:opacity-70"
        >
          {busy ? "Enviando pedido..." : "Quero receber em casa"}
        </button>
        <p className="text-center text-xs text-stone-600">Seus dados são usados só para a entrega do pedido.</p>
      </fetcher.Form>
    </section>
  );
}
