// Apart from visitor-profile.ts, which the home page loads: the masks belong to the order forms' code.
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import { maskCep, maskCpf } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import { firstNameOf, getProfile, mergeProfile } from "~/domain/quiz/visitor-profile";

/**
 * Keeps an order's delivery details for the next visit (this browser only), as
 * the quiz does: both order forms call it when they send a valid order.
 */
export function rememberDelivery(d: DeliveryDetails, extra: { acceptedWhatsapp?: boolean } = {}): void {
  const profile = getProfile();
  mergeProfile({
    fullName: d.fullName,
    name: profile.name || firstNameOf({ name: "", fullName: d.fullName }),
    whatsapp: formatPhone(d.phone),
    email: d.email ?? profile.email,
    cpf: d.cpf ? maskCpf(d.cpf) : profile.cpf,
    ...extra,
    address: {
      street: d.street,
      number: d.number,
      complement: d.complement,
      neighborhood: d.neighborhood,
      city: d.city,
      state: d.state,
      zipCode: maskCep(d.postalCode),
    },
  });
}
