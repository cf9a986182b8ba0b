// The one order form of every plan and landing page: receive at home, pay after
// receiving. Validation is app/lib/order-form.ts, run here and again on the server.
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Honeypot } from "~/components/ui/honeypot";
import { MaskedField, type MaskedFieldProps } from "~/components/ui/masked-field";
import { toast } from "~/components/ui/toaster";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { maskCep, maskCpf, maskWhatsapp, onlyDigits } from "~/lib/masks";
import { formatBRL, installmentCents } from "~/lib/money";
import { MAX_QUANTITY, type OrderFormErrors, type OrderFormField, validateOrderForm } from "~/lib/order-form";
import { firstNameOf, getProfile, mergeProfile } from "~/lib/visitor-profile";
import { useOrderPlacedEvent } from "~/domain/analytics/quiz-tracker";

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

type ActionData = { formError: string; description?: string; fieldErrors: OrderFormErrors };

interface FieldValues {
  fullName: string;
  whatsapp: string;
  email: string;
  cpf: string;
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

const EMPTY: FieldValues = {
  fullName: "",
  whatsapp: "",
  email: "",
  cpf: "",
  zipCode: "",
  street: "",
  number: "",
  complement: "",
  neighborhood: "",
  city: "",
  state: "",
};

type CepState = { status: "idle" | "loading" | "found" } | { status: "error"; message: string };

export function OrderForm({ product, offers = [], variant, selectedOfferCode, id = "order-form", title }: OrderFormProps) {
  const fetcher = useFetcher<ActionData>();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FieldValues>(EMPTY);
  const [quantity, setQuantity] = useState(1);
  const [offerCode, setOfferCode] = useState(selectedOfferCode ?? offers[0]?.code ?? "");
  const [errors, setErrors] = useState<{ formError?: string; fieldErrors: OrderFormErrors }>({ fieldErrors: {} });
  const [cep, setCep] = useState<CepState>({ status: "idle" });
  // Made after hydration: a retry or double click reuses it, a new visit gets a new one.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const busy = fetcher.state !== "idle";
  useOrderPlacedEvent(fetcher);

  useEffect(() => {
    setIdempotencyKey(crypto.randomUUID());
    const p = getProfile();
    setValues((v) => ({
      ...v,
      fullName: p.fullName || p.name,
      whatsapp: p.whatsapp,
      email: p.email,
      cpf: p.cpf,
      zipCode: p.address.zipCode,
      street: p.address.street,
      number: p.address.number,
      complement: p.address.complement,
      neighborhood: p.address.neighborhood,
      city: p.address.city,
      state: p.address.state,
    }));
  }, []);

  useEffect(() => {
    if (selectedOfferCode) setOfferCode(selectedOfferCode);
  }, [selectedOfferCode]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    setErrors({ formError: result.formError, fieldErrors: result.fieldErrors ?? {} });
    if (result.description) toast({ title: result.formError, description: result.description, variant: "destructive" });
  }, [fetcher.data]);

  const offer = offers.find((o) => o.code === offerCode);
  const unitCents = offer?.priceCents ?? product.priceCents;
  const installments = offer?.installments ?? 12;

  function set(field: keyof FieldValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors.fieldErrors[field]) setErrors((e) => ({ ...e, fieldErrors: { ...e.fieldErrors, [field]: undefined } }));
  }

  async function lookupCep(masked: string) {
    const digits = onlyDigits(masked);
    if (digits.length !== 8) return;
    setCep({ status: "loading" });
    try {
      const res = await fetch(`/api/cep/${digits}`);
      const body = (await res.json()) as { street?: string; neighborhood?: string; city?: string; state?: string; error?: string };
      if (!res.ok) {
        setCep({ status: "error", message: body.error ?? "Não foi possível buscar o endereço. Preencha manualmente." });
        return;
      }
      setValues((v) => ({
        ...v,
        street: body.street || v.street,
        neighborhood: body.neighborhood || v.neighborhood,
        city: body.city || v.city,
        state: body.state || v.state,
      }));
      setCep({ status: "found" });
    } catch {
      setCep({ status: "error", message: "Não foi possível buscar o endereço agora. Preencha o endereço manualmente." });
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const raw = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
    const result = validateOrderForm(raw);
    if (!result.ok) {
      setErrors({ formError: result.formError, fieldErrors: result.fieldErrors });
      const first = Object.keys(result.fieldErrors)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({ fieldErrors: {} });
    const d = result.data;
    mergeProfile({
      fullName: d.fullName,
      name: getProfile().name || firstNameOf({ name: "", fullName: d.fullName }),
      whatsapp: maskWhatsapp(d.whatsapp),
      email: d.email ?? getProfile().email,
      cpf: maskCpf(d.cpf),
      acceptedWhatsapp: d.acceptedWhatsapp,
      address: {
        street: d.street,
        number: d.number,
        complement: d.complement,
        neighborhood: d.neighborhood,
        city: d.city,
        state: d.state,
        zipCode: maskCep(d.zipCode),
      },
    });
    fetcher.submit(form, { method: "post", action: "/api/pedidos" });
  }

  const fieldError = (name: OrderFormField) => errors.fieldErrors[name];
  type FieldProps = Partial<Omit<MaskedFieldProps, "id" | "name" | "label" | "value" | "onValue" | "error" | "hint" | "className" | "inputClassName">>;
  const field = (name: keyof FieldValues, label: string, props: FieldProps = {}) => (
    <MaskedField
      {...props}
      id={`${uid}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onValue={(value) => set(name, value)}
      error={fieldError(name)}
      inputClassName="mt-1 block h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 focus:outline-none aria-[invalid=true]:border-red-600"
    />
  );

  return (
    <section
      id={id}
      className="scroll-mt-24 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby={`${uid}-title`}
      // Present once the form runs in the browser (masks, CEP lookup, one order per visit).
      data-ready={idempotencyKey ? "" : undefined}
    >
      <h2 id={`${uid}-title`} className="text-xl font-bold">
        {title ?? "Preencha seus dados para receber"}
      </h2>
      <p className="mt-1 text-sm text-stone-700">Receba em casa e pague só depois de receber, em até 7 dias. Frete grátis.</p>

      <fetcher.Form ref={formRef} method="post" action="/api/pedidos" noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
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
                    <input type="radio" name="offerCode" value={o.code} checked={offerCode === o.code} onChange={() => setOfferCode(o.code)} className="size-4 accent-teal-700" />
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
          <label htmlFor={`${uid}-quantity`} className="block text-sm font-medium text-stone-800">
            Quantidade
          </label>
          <div className="mt-1 flex items-center gap-2">
            <button
              type="button"
              className="size-12 rounded-xl border border-stone-300 text-xl disabled:opacity-40"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
              aria-label="Diminuir quantidade"
            >
              −
            </button>
            <input
              id={`${uid}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              value={quantity}
              onChange={(e) => setQuantity(Math.max(1, Math.min(MAX_QUANTITY, Number(e.target.value) || 1)))}
              className="h-12 w-20 rounded-xl border border-stone-300 text-center text-base"
              aria-invalid={fieldError("quantity") ? true : undefined}
            />
            <button
              type="button"
              className="size-12 rounded-xl border border-stone-300 text-xl disabled:opacity-40"
              onClick={() => setQuantity((q) => Math.min(MAX_QUANTITY, q + 1))}
              disabled={quantity >= MAX_QUANTITY}
              aria-label="Aumentar quantidade"
            >
              +
            </button>
          </div>
          {fieldError("quantity") ? <p className="mt-1 text-sm text-red-700">{fieldError("quantity")}</p> : null}
        </div>

        {field("fullName", "Nome completo", { autoComplete: "name", maxLength: 120 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("whatsapp", "WhatsApp", {
            type: "tel",
            inputMode: "tel",
            autoComplete: "tel-national",
            placeholder: "(00) 00000-0000",
            maxLength: 15,
            mask: maskWhatsapp,
          })}
          {field("cpf", "CPF", {
            inputMode: "numeric",
            placeholder: "000.000.000-00",
            maxLength: 14,
            mask: maskCpf,
          })}
        </div>
        {variant === "full" ? field("email", "Email", { type: "email", inputMode: "email", autoComplete: "email", maxLength: 254 }) : null}

        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          {field("zipCode", "CEP", {
            inputMode: "numeric",
            autoComplete: "postal-code",
            placeholder: "00000-000",
            maxLength: 9,
            mask: maskCep,
            afterChange: (masked) => void lookupCep(masked),
          })}
          <p className="self-end pb-3 text-sm text-stone-700" aria-live="polite">
            {cep.status === "loading" ? "Buscando endereço..." : cep.status === "found" ? "Endereço encontrado. Confira o número." : cep.status === "error" ? cep.message : ""}
          </p>
        </div>
        {field("street", "Rua", { autoComplete: "address-line1", maxLength: 150 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("number", "Número", { inputMode: "numeric", maxLength: 20 })}
          {field("complement", "Complemento", { autoComplete: "address-line2", maxLength: 100, optional: true })}
        </div>
        {field("neighborhood", "Bairro", { maxLength: 100 })}
        <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
          {field("city", "Cidade", { autoComplete: "address-level2", maxLength: 100 })}
          <div>
            <label htmlFor={`${uid}-state`} className="block text-sm font-medium text-stone-800">
              UF
            </label>
            <select
              id={`${uid}-state`}
              name="state"
              value={values.state}
              onChange={(e) => set("state", e.target.value)}
              autoComplete="address-level1"
              className="mt-1 block h-12 w-full rounded-xl border border-stone-300 bg-white px-2 text-base aria-[invalid=true]:border-red-600"
              aria-invalid={fieldError("state") ? true : undefined}
              aria-describedby={fieldError("state") ? `${uid}-state-error` : undefined}
            >
              <option value="">--</option>
              {BRAZIL_STATES.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </select>
            {fieldError("state") ? (
              <p id={`${uid}-state-error`} className="mt-1 text-sm text-red-700">
                {fieldError("state")}
              </p>
            ) : null}
          </div>
        </div>

        {variant === "full" ? (
          <div>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="acceptedTerms" className="mt-0.5 size-5 accent-teal-700" aria-invalid={fieldError("acceptedTerms") ? true : undefined} />
              <span>Li e aceito os termos de compra e a política de privacidade. Sei que pago só depois de receber.</span>
            </label>
            {fieldError("acceptedTerms") ? <p className="mt-1 text-sm text-red-700">{fieldError("acceptedTerms")}</p> : null}
          </div>
        ) : null}
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="acceptedWhatsapp" className="mt-0.5 size-5 accent-teal-700" />
          <span>Quero receber a confirmação e o rastreio pelo WhatsApp.</span>
        </label>

        <div className="rounded-2xl bg-stone-100 p-4 text-sm">
          <p className="flex justify-between">
            <span>{offer ? offer.title : product.name}</span>
            <strong>{formatBRL(unitCents * quantity)}</strong>
          </p>
          <p className="text-stone-700">
            Frete grátis · pague depois de receber ou em até {installments}x de {formatBRL(installmentCents(unitCents * quantity, installments))}
          </p>
        </div>

        {errors.formError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.formError}
          </p>
        ) : null}

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
