// How an order's delivery address reads, in one place: the emails, the admin,
// /pedido-confirmado, Meus Pedidos and the payment page all print it this way.
import type { DeliveryDetails } from "./delivery-details";
import { maskCep } from "~/lib/masks";

export type DeliveryAddress = Pick<
  DeliveryDetails,
  "street" | "number" | "complement" | "neighborhood" | "city" | "state" | "postalCode"
>;

/** "Avenida Paulista, 1000 - Apto 12 - Bela Vista" (empty parts left out). */
export function streetLine(d: Pick<DeliveryDetails, "street" | "number" | "complement" | "neighborhood">): string {
  const head = d.number ? `${d.street}, ${d.number}` : d.street;
  return [head, d.complement, d.neighborhood].filter(Boolean).join(" - ");
}

/** "Avenida Paulista, 1000 - Apto 12 - Bela Vista, São Paulo - SP, CEP 01310-100". */
export function deliveryAddressText(d: DeliveryAddress): string {
  return `${streetLine(d)}, ${d.city} - ${d.state}, CEP ${maskCep(d.postalCode)}`;
}

/** The order's joined delivery_address column (street line, city, state, CEP digits; kept as the spec wrote it). */
export function joinedDeliveryAddress(d: DeliveryAddress): string {
  return [streetLine(d), d.city, d.state, d.postalCode].join(", ");
}

/** Words that say what kind of street it is (the rest of a street's name is the address itself). */
const STREET_KINDS = new Set(
  "rua r avenida av alameda al travessa tv trav praca pca estrada est rodovia rod largo viela beco quadra setor via ladeira".split(
    " ",
  ),
);

/**
 * "Rua ***, Belo Horizonte - MG": the kind of street, the city and the UF, and
 * nothing that finds the door. For pages reached without an account (/acompanhar,
 * the signed payment link), where the full address would tell a stranger where someone lives.
 */
export function maskedAddress(d: Pick<DeliveryDetails, "street" | "city" | "state">): string {
  const first = d.street.trim().split(/[\s,]+/)[0] ?? "";
  const folded = first
    .normalize("NFD")
    .replace(/[\u0300-\u036f.]/g, "")
    .toLowerCase();
  const street = first ? `${STREET_KINDS.has(folded) ? first : "Endereço"} ***` : "";
  return [street, [d.city, d.state].filter(Boolean).join(" - ")].filter(Boolean).join(", ");
}
