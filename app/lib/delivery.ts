// The delivery details an order is placed with. Every order keeps its own copy
// of them (docs/decisions: order snapshot); both order forms produce exactly
// this shape, through one delivery schema and one DeliveryFields component.
export interface DeliveryDetails {
  fullName: string;
  /** Lower-cased; null when the form asked for none (the simple landing form). */
  email: string | null;
  /** Digits only (DDD + number). */
  phone: string;
  /** Digits only; null when the form asked for none (the checkout). */
  cpf: string | null;
  /** Eight digits. */
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  /** Upper-case UF. */
  state: string;
  /** "Ponto de referência": optional, for the courier. */
  referencePoint: string;
}

/** The HTML field names of the delivery part of both order forms. */
export const DELIVERY_FIELD_NAMES = {
  fullName: "fullName",
  email: "email",
  phone: "whatsapp",
  cpf: "cpf",
  postalCode: "zipCode",
  street: "street",
  number: "number",
  complement: "complement",
  neighborhood: "neighborhood",
  city: "city",
  state: "state",
  referencePoint: "referencePoint",
} as const satisfies Record<keyof DeliveryDetails, string>;
