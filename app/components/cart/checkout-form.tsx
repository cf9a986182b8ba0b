// The checkout's delivery form (spec "Checkout"): name, email, WhatsApp, CEP
// (looks the address up), address, city, UF. Validated here and again on the
// server with app/lib/checkout-form.ts; posted with a fetcher to /checkout,
// whose clientAction sends it to POST /api/checkout.
import { useEffect, useId, useRef, useState } from "react";
import { Honeypot } from "~/components/ui/honeypot";
import { useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { cx } from "~/components/ui/cx";
import { MaskedField, type MaskedFieldProps } from "~/components/ui/masked-field";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { checkoutItemsJson, type UseCart } from "~/lib/cart";
import {
  type CheckoutActionData,
  type CheckoutFormErrors,
  type CheckoutInputField,
  CHECKOUT_INPUT_FIELDS,
  CHECKOUT_TOASTS,
  validateCheckoutForm,
} from "~/lib/checkout-form";
import { maskCep, maskWhatsapp } from "~/lib/masks";
import { getProfile, mergeProfile, firstNameOf } from "~/lib/visitor-profile";
import { cepStatusText, useCepLookup } from "./use-cep-lookup";

type Values = Record<CheckoutInputField, string>;
const EMPTY: Values = { name: "", email: "", phone: "", postalCode: "", address: "", city: "", state: "" };

/** A random UUID v4; crypto.randomUUID() needs a secure context, getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface CheckoutFormProps {
  cart: UseCart;
  /** The signed-in user, to prefill name and email. */
  user: { name: string; email: string } | null;
  /** Called before the cart is cleared after a successful order (the page stops its empty-cart redirect). */
  onPlaced: () => void;
}

export function CheckoutForm({ cart, user, onPlaced }: CheckoutFormProps) {
  const fetcher = useFetcher<CheckoutActionData>();
  const navigate = useNavigate();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<{ formError?: string; fieldErrors: CheckoutFormErrors }>({ fieldErrors: {} });
  const [notice, setNotice] = useState("");
  // Made after hydration: a retry or double click reuses it, a new visit gets a new one.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const cep = useCepLookup();
  const busy = fetcher.state !== "idle";
  const handled = useRef<CheckoutActionData | undefined>(undefined);

  useEffect(() => {
    setIdempotencyKey(newIdempotencyKey());
    const p = getProfile();
    const a = p.address;
    const street = [a.street && a.number ? `${a.street}, ${a.number}` : a.street, a.complement, a.neighborhood].filter(Boolean).join(" - ");
    setValues((v) => ({
      name: v.name || user?.name || p.fullName || p.name,
      email: v.email || user?.email || p.email,
      phone: v.phone || p.whatsapp,
      postalCode: v.postalCode || a.zipCode,
      address: v.address || street,
      city: v.city || a.city,
      state: v.state || a.state.toUpperCase(),
    }));
    // Prefill once, on arrival.
  }, []);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      onPlaced();
      cart.clear();
      toast(CHECKOUT_TOASTS.success);
      navigate("/pedido-confirmado");
      return;
    }
    toast({ ...CHECKOUT_TOASTS.failure, variant: "destructive" });
    setErrors({ formError: result.formError, fieldErrors: result.fieldErrors ?? {} });
    if (result.unavailableIds.length) {
      const names = cart.items.filter((i) => result.unavailableIds.includes(i.id)).map((i) => i.name);
      for (const id of result.unavailableIds) cart.remove(id);
      setNotice(
        names.length
          ? `${names.join(", ")} ${names.length === 1 ? "não está mais disponível e foi removido" : "não estão mais disponíveis e foram removidos"} do carrinho. Confira o resumo e finalize novamente.`
          : "",
      );
    }
    const first = Object.keys(result.fieldErrors ?? {})[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [fetcher.data, fetcher.state, cart, navigate, onPlaced]);

  function set(field: CheckoutInputField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (!errors.fieldErrors[field]) return;
    setErrors((e) => {
      const fieldErrors = { ...e.fieldErrors, [field]: undefined };
      // Every field fixed: the summary message goes too.
      const formError = Object.values(fieldErrors).some(Boolean) ? e.formError : undefined;
      return { formError, fieldErrors };
    });
  }

  function onPostalCodeChange(masked: string) {
    void cep.lookup(masked, (found) => {
      const street = [found.street, found.neighborhood].filter(Boolean).join(" - ");
      setValues((v) => ({
        ...v,
        address: street && !v.address.trim() ? street : v.address,
        city: found.city || v.city,
        state: found.state || v.state,
      }));
      setErrors((e) => ({ ...e, fieldErrors: { ...e.fieldErrors, city: undefined, state: undefined } }));
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !idempotencyKey) return;
    if (cart.items.length === 0) {
      toast(CHECKOUT_TOASTS.emptyCart);
      navigate("/loja");
      return;
    }
    const form = new FormData(event.currentTarget);
    form.set("items", checkoutItemsJson(cart.items));
    const raw = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
    const result = validateCheckoutForm(raw);
    if (!result.ok) {
      setErrors({ formError: result.formError, fieldErrors: result.fieldErrors });
      const first = CHECKOUT_INPUT_FIELDS.find((f) => result.fieldErrors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({ fieldErrors: {} });
    setNotice("");
    const d = result.data;
    const profile = getProfile();
    mergeProfile({
      fullName: d.name,
      name: profile.name || firstNameOf({ name: "", fullName: d.name }),
      whatsapp: maskWhatsapp(d.phone),
      email: d.email,
      address: { city: d.city, state: d.state, zipCode: maskCep(d.postalCode) },
    });
    fetcher.submit(form, { method: "post", action: "/checkout" });
  }

  type FieldProps = Partial<Omit<MaskedFieldProps, "id" | "name" | "label" | "value" | "onValue" | "error" | "inputClassName">>;
  const field = (name: CheckoutInputField, label: string, props: FieldProps = {}) => (
    <MaskedField
      {...props}
      id={`${uid}-${name}`}
      name={name}
      label={label}
      required
      value={values[name]}
      onValue={(value) => set(name, value)}
      error={errors.fieldErrors[name]}
      inputClassName={cx(inputClasses, "mt-1 h-12")}
    />
  );

  const stateError = errors.fieldErrors.state;
  return (
    <section aria-labelledby={`${uid}-title`} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${uid}-title`} className="text-lg font-bold">
        Dados de entrega
      </h2>
      <p className="mt-1 text-sm text-stone-700">Frete grátis. Você paga só depois de receber, em até 7 dias.</p>
      <fetcher.Form ref={formRef} method="post" action="/checkout" noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <Honeypot />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {field("name", "Nome completo", { autoComplete: "name", maxLength: 120 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("email", "Email", { type: "email", inputMode: "email", autoComplete: "email", maxLength: 254 })}
          {field("phone", "WhatsApp", {
            type: "tel",
            inputMode: "tel",
            autoComplete: "tel-national",
            placeholder: "(00) 00000-0000",
            maxLength: 15,
            mask: maskWhatsapp,
          })}
        </div>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
          {field("postalCode", "CEP", {
            inputMode: "numeric",
            autoComplete: "postal-code",
            placeholder: "00000-000",
            maxLength: 9,
            mask: maskCep,
            afterChange: onPostalCodeChange,
          })}
          <p className="min-h-5 self-end text-sm text-stone-700 sm:pb-3" aria-live="polite">
            {cepStatusText(cep.state, "Endereço encontrado. Inclua o número e o complemento.")}
          </p>
        </div>
        {field("address", "Endereço", {
          hint: "Rua, número, complemento e bairro",
          autoComplete: "street-address",
          maxLength: 250,
        })}
        <div className="grid gap-4 grid-cols-[1fr_6.5rem] sm:grid-cols-[1fr_8rem]">
          {field("city", "Cidade", { autoComplete: "address-level2", maxLength: 100 })}
          <div>
            <label htmlFor={`${uid}-state`} className="block text-sm font-medium text-stone-800">
              Estado
            </label>
            <select
              id={`${uid}-state`}
              name="state"
              required
              value={values.state}
              onChange={(e) => set("state", e.target.value)}
              autoComplete="address-level1"
              className={cx(inputClasses, "mt-1 h-12 px-2")}
              aria-invalid={stateError ? true : undefined}
              aria-describedby={stateError ? `${uid}-state-error` : undefined}
            >
              <option value="">UF</option>
              {BRAZIL_STATES.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </select>
            {stateError ? (
              <p id={`${uid}-state-error`} className="mt-1 text-sm text-red-700">
                {stateError}
              </p>
            ) : null}
          </div>
        </div>

        {notice ? (
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {notice}
          </p>
        ) : null}
        {errors.formError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.formError}
          </p>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={!idempotencyKey || busy}>
          {busy ? "Finalizando pedido..." : "Finalizar pedido"}
        </Button>
        <p className="text-center text-xs text-stone-600">Seus dados são usados só para a entrega do pedido.</p>
      </fetcher.Form>
    </section>
  );
}
