// The emails a customer gets when the shop marks an order as shipped or delivered.
import type { EmailMessage } from "~/domain/mail/mailer.server";
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
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The payment link as a link (it is our own URL, already escaped in the text). */
function linkify(html: string, url: string | undefined): string {
  if (!url) return html;
  const escaped = escapeHtml(url);
  return html.replace(escaped, `<a href="${escaped}">Pagar agora</a>`);
}

/** Only 'enviado' and 'entregue' are told to the customer; null for any other status. */
export function orderStatusEmail(status: string, input: StatusEmailInput): EmailMessage | null {
  const firstName = input.customerName.trim().split(/\s+/)[0] || "cliente";
  const items = input.lines.map((l) => `- ${l.quantity}x ${l.productName}`);
  const { number, totalCents, deliveryAddress } = input.order;
  const closing = `Dúvidas? Responda este email. Equipe ${input.brandName} — ${input.publicUrl}`;
  let subject: string;
  let lead: string[];
  if (status === "shipped") {
    subject = `${input.brandName}: seu pedido #${number} foi enviado`;
    lead = [
      `Seu pedido #${number} saiu para entrega e chega em 2 a 5 dias úteis, com frete grátis.`,
      `Endereço de entrega: ${deliveryAddress}`,
      "Lembre-se: você só paga depois de receber, em até 7 dias, por boleto ou cartão de crédito.",
    ];
  } else if (status === "delivered") {
    subject = `${input.brandName}: seu pedido #${number} foi entregue`;
    lead = [
      `Seu pedido #${number} foi entregue. Esperamos que você goste!`,
      input.payment
        ? `Pague ${formatBRL(totalCents)} até ${formatDate(input.payment.dueAt)}, por Pix, cartão de crédito ou boleto: ${input.payment.url}`
        : `Você tem até 7 dias para pagar ${formatBRL(totalCents)}, por boleto ou cartão de crédito.`,
      "Se algo não estiver certo, responda este email: a garantia é de 30 dias.",
    ];
  } else {
    return null;
  }
  return {
    to: input.to,
    subject,
    text: [`Olá, ${firstName}!`, "", ...lead, "", "Itens:", ...items, `Total: ${formatBRL(totalCents)}`, "", closing].join("\n"),
    html: `<p>Olá, ${escapeHtml(firstName)}!</p>
${lead.map((l) => `<p>${linkify(escapeHtml(l), input.payment?.url)}</p>`).join("\n")}
<ul>${input.lines.map((l) => `<li>${l.quantity}x ${escapeHtml(l.productName)}</li>`).join("")}</ul>
<p><strong>Total: ${formatBRL(totalCents)}</strong></p>
<p>${escapeHtml(closing)}</p>`,
  };
}
