// The delivery fields of every order form (plan pages and checkout): name,
// contact, CEP with the address lookup, address and "Ponto de referência".
// Their rules are app/domain/orders/forms/delivery.ts; the form around them (Conform's
// useForm) runs those rules in the browser and the server runs them again.
// Inputs are uncontrolled: text typed before the page's scripts run is kept,
// and the visitor's saved profile only fills fields that are still empty.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { type AnyField, Field, SelectField } from "~/components/ui/field";
import {
  ADDRESS_LOOKUP_FIELDS,
  type AddressLookupField,
  addressFill,
  type LookedUpAddress,
} from "~/domain/orders/forms/address-lookup";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { DELIVERY_MAX_LENGTH, type DeliveryAsk } from "~/domain/orders/forms/delivery";
import { maskCep, maskCpf, maskWhatsapp, onlyDigits } from "~/lib/masks";
import { getProfile } from "~/domain/quiz/visitor-profile";

type DeliveryFieldName = keyof typeof DELIVERY_MAX_LENGTH;

export interface DeliveryFieldsProps {
  /** Conform's fields of the form (only the delivery ones are read). */
  fields: Record<string, AnyField>;
  ask: DeliveryAsk;
  /** Revalidates a field the lookup filled (clears its "Campo obrigatório"). */
  revalidate: (name: string) => void;
  /** Prefill when the form has no value yet and the visitor's profile has none (the signed-in user). */
  known?: { fullName?: string; email?: string };
  inputClassName: string;
  selectClassName: string;
}

type CepStatus = { status: "idle" | "loading" | "found" } | { status: "error"; message: string };
const LOOKUP_FAILED = "Não foi possível buscar o endereço agora. Preencha o endereço manualmente.";

function inputOf(root: HTMLElement | null, name: string): HTMLInputElement | HTMLSelectElement | null {
  return root?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`) ?? null;
}

/** One CEP lookup (GET /api/cep/{8 digits}) for every order form; see app/domain/orders/forms/address-lookup.ts for what it may fill. */
function useAddressLookup(root: React.RefObject<HTMLElement | null>, revalidate: (name: string) => void) {
  const [status, setStatus] = useState<CepStatus>({ status: "idle" });
  const request = useRef<{ cep: string; edited: Set<string>; controller: AbortController } | null>(null);
  const filledBefore = useRef<LookedUpAddress>({});
  useEffect(() => () => request.current?.controller.abort(), []);

  /** The shopper typed into an address field: a lookup on its way must leave it alone. */
  function edited(name: string) {
    request.current?.edited.add(name);
  }

  async function lookup(maskedCep: string) {
    const cep = onlyDigits(maskedCep);
    if (request.current?.cep === cep) return;
    request.current?.controller.abort();
    request.current = null;
    if (cep.length !== 8) {
      setStatus({ status: "idle" });
      return;
    }
    const current = { cep, edited: new Set<string>(), controller: new AbortController() };
    request.current = current;
    setStatus({ status: "loading" });
    try {
      const res = await fetch(`/api/cep/${cep}`, { signal: current.controller.signal });
      const body = (await res.json()) as LookedUpAddress & { error?: string };
      if (request.current !== current) return; // a reply for an older CEP
      if (!res.ok) return setStatus({ status: "error", message: body.error ?? LOOKUP_FAILED });
      const values = Object.fromEntries(ADDRESS_LOOKUP_FIELDS.map((n) => [n, inputOf(root.current, n)?.value ?? ""])) as Record<
        AddressLookupField,
        string
      >;
      const fill = addressFill({
        requestedCep: cep,
        currentCep: onlyDigits(inputOf(root.current, "zipCode")?.value ?? ""),
        reply: { ...body, state: body.state?.toUpperCase() },
        current: values,
        editedSince: current.edited,
        filledBefore: filledBefore.current,
      });
      for (const [name, value] of Object.entries(fill)) {
        const input = inputOf(root.current, name);
        if (!input || !value) continue;
        input.value = value;
        filledBefore.current[name as AddressLookupField] = value;
        revalidate(name);
      }
      setStatus({ status: "found" });
    } catch {
      if (request.current === current && !current.controller.signal.aborted)
        setStatus({ status: "error", message: LOOKUP_FAILED });
    }
  }

  return { status, lookup, edited };
}

function statusText(state: CepStatus): string {
  if (state.status === "loading") return "Buscando endereço...";
  if (state.status === "found") return "Endereço encontrado. Confira o número.";
  if (state.status === "error") return state.message;
  return "";
}

export function DeliveryFields({ fields, ask, revalidate, known, inputClassName, selectClassName }: DeliveryFieldsProps) {
  const root = useRef<HTMLDivElement>(null);
  const cep = useAddressLookup(root, revalidate);
  const max = DELIVERY_MAX_LENGTH;

  // The visitor's saved details fill what is still empty (never what was typed before the scripts ran).
  const fillSaved = useEffectEvent(() => {
    const p = getProfile();
    const a = p.address;
    const saved: Record<string, string> = {
      fullName: p.fullName || known?.fullName || p.name,
      email: p.email || known?.email || "",
      whatsapp: maskWhatsapp(p.whatsapp),
      cpf: maskCpf(p.cpf),
      zipCode: maskCep(a.zipCode),
      street: a.street,
      number: a.number,
      complement: a.complement,
      neighborhood: a.neighborhood,
      city: a.city,
      state: a.state.toUpperCase(),
    };
    for (const [name, value] of Object.entries(saved)) {
      const input = inputOf(root.current, name);
      if (input && value && input.value === "") input.value = value;
    }
    // A CEP typed before the scripts ran (or just prefilled) is looked up now.
    const zip = inputOf(root.current, "zipCode");
    if (zip && onlyDigits(zip.value).length === 8) void cep.lookup(zip.value);
  });
  // Once, on arrival.
  useEffect(() => fillSaved(), []);

  const field = (name: DeliveryFieldName) => fields[name]!;
  const common = { inputClassName, hintFirst: true };
  const email =
    ask.email === "required" ? (
      <Field
        {...common}
        field={field("email")}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={max.email}
      />
    ) : null;
  const whatsapp = (
    <Field
      {...common}
      field={field("whatsapp")}
      label="WhatsApp"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(00) 00000-0000"
      maxLength={max.whatsapp}
      mask={maskWhatsapp}
    />
  );

  return (
    <div
      ref={root}
      className="space-y-4"
      onInput={(e) => {
        const name = (e.target as HTMLInputElement).name;
        if (name === "zipCode") void cep.lookup((e.target as HTMLInputElement).value);
        else cep.edited(name);
      }}
      onChange={(e) => {
        // Selects report a choice as "change".
        const target = e.target as HTMLElement;
        if (target instanceof HTMLSelectElement) cep.edited(target.name);
      }}
    >
      <Field {...common} field={field("fullName")} label="Nome completo" autoComplete="name" maxLength={max.fullName} />
      {ask.cpf ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {whatsapp}
            <Field
              {...common}
              field={field("cpf")}
              label="CPF"
              inputMode="numeric"
              placeholder="000.000.000-00"
              maxLength={max.cpf}
              mask={maskCpf}
            />
          </div>
          {email}
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {email}
          {whatsapp}
        </div>
      )}
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <Field
          {...common}
          field={field("zipCode")}
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={max.zipCode}
          mask={maskCep}
        />
        <p className="min-h-5 self-end text-sm text-stone-700 sm:pb-3" aria-live="polite">
          {statusText(cep.status)}
        </p>
      </div>
      <Field {...common} field={field("street")} label="Rua" autoComplete="address-line1" maxLength={max.street} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...common} field={field("number")} label="Número" inputMode="numeric" maxLength={max.number} />
        <Field
          {...common}
          field={field("complement")}
          label="Complemento"
          autoComplete="address-line2"
          maxLength={max.complement}
          optional
        />
      </div>
      <Field {...common} field={field("neighborhood")} label="Bairro" maxLength={max.neighborhood} />
      <div className="grid grid-cols-[1fr_7rem] gap-4">
        <Field {...common} field={field("city")} label="Cidade" autoComplete="address-level2" maxLength={max.city} />
        <SelectField field={field("state")} label="UF" autoComplete="address-level1" selectClassName={selectClassName}>
          <option value="">--</option>
          {BRAZIL_STATES.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        {...common}
        field={field("referencePoint")}
        label="Ponto de referência"
        hint="Ajuda o entregador a achar o endereço (ex.: perto da padaria, portão azul)."
        maxLength={max.referencePoint}
        optional
      />
    </div>
  );
}
