// The delivery details an order is placed with. Every order keeps its own copy
// of them (docs/decisions: order snapshot); both order forms produce exactly
// this shape, through one delivery schema and one DeliveryFields component.
/** The street part of an address, as every form and record names it. */
export interface StreetAddress {
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  /** Upper-case UF. */
  state: string;
}

export interface DeliveryDetails extends StreetAddress {
  fullName: string;
  /** Lower-cased; null when the form asked for none (the simple landing form). */
  email: string | null;
  /** E.164, "+55" + DDD + number (app/lib/phone.ts). */
  phone: string;
  /** 11 digits; null only for orders placed before the checkout asked for it. */
  cpf: string | null;
  /** Eight digits. */
  postalCode: string;
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
