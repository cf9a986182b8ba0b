// The emails a customer gets when the shop changes an order's status: confirmado,
// enviado (carrier, tracking code and link), entregue (payment link and due
// date), frustrado (the reason and a link to fix the address) and cancelado.
// 'em análise' and 'reenvio' are the shop's own business: no email.
import { escapeHtml } from "~/platform/mail/escape-html";
import type { EmailMessage } from "~/platform/mail/mailer.server";
import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";

interface StatusEmailInput {
  brandName: string;
  publicUrl: string;
  to: string;
  customerName: string;
  order: { number: number; totalCents: number; deliveryAddress: string };
  lines: { productName: string; quantity: number }[];
  /** For 'entregue': the signed payment link and the due date. */
  payment?: { url: string; dueAt: Date };
  /** For 'enviado'. */
  shipping?: { carrier: string; trackingCode: string; trackingUrl: string | null };
  /** For 'frustrado': why, and the signed link to confirm or fix the address. */
  failure?: { reason: string; fixUrl: string };
}

/** Our own URLs in a line become links (they are already escaped in the text). */
function linkify(html: string, links: { url: string | null | undefined; label: string }[]): string {
  let out = html;
  for (const { url, label } of links) {
    if (!url) continue;
    const escaped = escapeHtml(url);
    out = out.replace(escaped, `<a href="${escaped}">${escapeHtml(label)}</a>`);
  }
  return out;
}

/** Null for a status the customer is not told about ('em análise', 'reenvio', 'novo'). */
export function orderStatusEmail(status: string, input: StatusEmailInput): EmailMessage | null {
  const firstName = input.customerName.trim().split(/\s+/)[0] || "cliente";
  const items = input.lines.map((l) => `- ${l.quantity}x ${l.productName}`);
  const { number, totalCents, deliveryAddress } = input.order;
  const closing = `Dúvidas? Responda este email. Equipe ${input.brandName} — ${input.publicUrl}`;
  let subject: string;
  let lead: string[];
  const followUrl = `${input.publicUrl}/acompanhar`;
  if (status === "confirmed") {
    subject = `${input.brandName}: seu pedido #${number} foi confirmado`;
    lead = [
      `Seu pedido #${number} está confirmado e será enviado em breve. Você recebe o código de rastreio assim que ele sair.`,
      `Endereço de entrega: ${deliveryAddress}`,
      `Acompanhe o pedido em ${followUrl}`,
    ];
  } else if (status === "shipped") {
    subject = `${input.brandName}: seu pedido #${number} foi enviado`;
    const tracking = input.shipping?.trackingCode
      ? [
          `Transportadora: ${input.shipping.carrier}. Código de rastreio: ${input.shipping.trackingCode}`,
          ...(input.shipping.trackingUrl ? [`Rastreie em ${input.shipping.trackingUrl}`] : []),
        ]
      : input.shipping
        ? [`Entrega: ${input.shipping.carrier}.`]
        : [];
    lead = [
      `Seu pedido #${number} saiu para entrega e chega em 2 a 5 dias úteis, com frete grátis.`,
      ...tracking,
      `Endereço de entrega: ${deliveryAddress}`,
      `Acompanhe o pedido em ${followUrl}`,
      "Lembre-se: você só paga depois de receber, em até 7 dias, por Pix.",
    ];
  } else if (status === "failed") {
    subject = `${input.brandName}: não conseguimos entregar o pedido #${number}`;
    lead = [
      `Tentamos entregar o seu pedido #${number}, mas não foi possível${input.failure?.reason ? ` (${input.failure.reason})` : ""}.`,
      ...(input.failure ? [`Confirme ou corrija o endereço para reenviarmos: ${input.failure.fixUrl}`] : []),
      `Endereço que usamos: ${deliveryAddress}`,
    ];
  } else if (status === "cancelled") {
    subject = `${input.brandName}: seu pedido #${number} foi cancelado`;
    lead = [
      `Seu pedido #${number} foi cancelado. Nada é cobrado.`,
      "Se não foi você quem pediu o cancelamento, responda este email.",
    ];
  } else if (status === "delivered") {
    subject = `${input.brandName}: seu pedido #${number} foi entregue`;
    lead = [
      `Seu pedido #${number} foi entregue. Esperamos que você goste!`,
      input.payment
        ? `Pague ${formatBRL(totalCents)} até ${formatDate(input.payment.dueAt)} por Pix, com o QR Code ou o código copia e cola: ${input.payment.url}`
        : `Você tem até 7 dias para pagar ${formatBRL(totalCents)} por Pix.`,
      "Se algo não estiver certo, responda este email: a garantia é de 30 dias.",
    ];
  } else {
    return null;
  }
  const links = [
    { url: input.payment?.url, label: "Pagar agora" },
    { url: input.shipping?.trackingUrl, label: "Rastrear a entrega" },
    { url: input.failure?.fixUrl, label: "Confirmar ou corrigir o endereço" },
    { url: followUrl, label: followUrl },
  ];
  return {
    to: input.to,
    subject,
    text: [`Olá, ${firstName}!`, "", ...lead, "", "Itens:", ...items, `Total: ${formatBRL(totalCents)}`, "", closing].join("\n"),
    html: `<p>Olá, ${escapeHtml(firstName)}!</p>
${lead.map((l) => `<p>${linkify(escapeHtml(l), links)}</p>`).join("\n")}
<ul>${input.lines.map((l) => `<li>${l.quantity}x ${escapeHtml(l.productName)}</li>`).join("")}</ul>
<p><strong>Total: ${formatBRL(totalCents)}</strong></p>
<p>${escapeHtml(closing)}</p>`,
  };
}
