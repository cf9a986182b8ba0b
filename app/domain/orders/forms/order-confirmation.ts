// The customer's confirmation page (/confirmar/…): confirm the order as it is,
// or fix the delivery address first. Field names are the order forms' own
// (DELIVERY_FIELD_NAMES), messages the order form's.
import { type Checked, fieldErrorsOf } from "~/lib/forms";
import { z } from "~/lib/zod";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { DELIVERY_FIELD_NAMES as F, type DeliveryDetails, type StreetAddress } from "../records/delivery-details";
import { toSingleLine } from "~/lib/control-chars";
import { onlyDigits } from "~/lib/masks";
import { MESSAGES } from "./plan-order";

export const CONFIRMATION_INTENTS = ["confirm", "fix-address"] as const;

const text = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(max * 4, MESSAGES.tooLong))),
    z.transform((v: string | undefined) => toSingleLine(v ?? "")),
  );
const required = (max: number) =>
  z.pipe(text(max), z.string().check(z.minLength(1, MESSAGES.required), z.maxLength(max, MESSAGES.tooLong)));
const optional = (max: number) => z.pipe(text(max), z.string().check(z.maxLength(max, MESSAGES.tooLong)));

export const addressFixSchema = z.object({
  [F.postalCode]: z.pipe(
    required(9),
    z.pipe(
      z.transform((v: string) => onlyDigits(v)),
      z.string().check(z.regex(/^\d{8}$/, MESSAGES.cep)),
    ),
  ),
  [F.street]: required(150),
  [F.number]: required(20),
  [F.complement]: optional(100),
  [F.neighborhood]: required(100),
  [F.city]: required(100),
  [F.state]: z.pipe(
    required(2),
    z.pipe(
      z.transform((v: string) => v.toUpperCase()),
      z.string().check(z.refine((v) => (BRAZIL_STATES as readonly string[]).includes(v), MESSAGES.state)),
    ),
  ),
  [F.referencePoint]: optional(150),
});

/** A corrected delivery address: everything of the delivery details but the person. */
export type AddressFix = Pick<DeliveryDetails, keyof StreetAddress | "postalCode" | "referencePoint">;

export type AddressFixResult = { ok: true; data: AddressFix } | { ok: false; fieldErrors: Record<string, string> };

/** The form's summary beside the fields' own messages. */
export const ADDRESS_FIX_SUMMARY = "Confira os campos destacados.";

/** The address form's check on the shop's form layer (Conform runs it in the browser, the action on the server). */
export function checkAddressFix(raw: Record<string, unknown>): Checked<AddressFix> {
  const parsed = z.safeParse(addressFixSchema, raw);
  if (!parsed.success) return { ok: false, formError: ADDRESS_FIX_SUMMARY, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const d = parsed.data as Record<string, string>;
  return {
    ok: true,
    data: {
      postalCode: d[F.postalCode]!,
      street: d[F.street]!,
      number: d[F.number]!,
      complement: d[F.complement]!,
      neighborhood: d[F.neighborhood]!,
      city: d[F.city]!,
      state: d[F.state]!,
      referencePoint: d[F.referencePoint]!,
    },
  };
}

export function validateAddressFix(raw: Record<string, unknown>): AddressFixResult {
  const checked = checkAddressFix(raw);
  return checked.ok ? checked : { ok: false, fieldErrors: checked.fieldErrors as Record<string, string> };
}

/** The one-line address orders keep in delivery_address ("Rua, número - complemento - bairro, cidade, UF, CEP"). */
export function joinAddress(a: Omit<AddressFix, "referencePoint">): string {
  const line = [`${a.street}, ${a.number}`, a.complement, a.neighborhood].filter(Boolean).join(" - ");
  return [line, a.city, a.state, a.postalCode].join(", ");
}
