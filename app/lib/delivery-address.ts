// How an order's delivery address reads, in one place: the emails, the admin,
// /pedido-confirmado, Meus Pedidos and the payment page all print it this way.
import type { DeliveryDetails } from "./delivery";
import { maskCep } from "./masks";

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
