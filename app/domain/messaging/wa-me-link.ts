// A wa.me link that opens WhatsApp with a ready message to the customer: the
// admin reviews it and sends it with one tap (nothing is sent by the shop's server).
import { formatBRL } from "~/lib/money";
import { canonicalPhone } from "~/lib/phone";

/** The number as wa.me wants it (the canonical phone without its "+"), or null when it cannot be one. */
export function whatsappNumber(phone: string): string | null {
  return canonicalPhone(phone)?.slice(1) ?? null;
}

export function confirmationWhatsappUrl(input: {
  phone: string;
  name: string;
  brandName: string;
  number: number;
  totalCents: number;
  address: string;
  confirmUrl: string;
}): string | null {
  const to = whatsappNumber(input.phone);
  if (!to) return null;
  const firstName = input.name.trim().split(/\s+/)[0] || "tudo bem";
  const text = [
    `Olá, ${firstName}! Aqui é da ${input.brandName}.`,
    `Recebemos o seu pedido #${input.number} (${formatBRL(input.totalCents)}), para entregar em: ${input.address}.`,
    `Você confirma o pedido e o endereço? É só abrir este link (se algo estiver errado, corrija por lá): ${input.confirmUrl}`,
    "Lembrando: você só paga depois de receber.",
  ].join("\n");
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}
