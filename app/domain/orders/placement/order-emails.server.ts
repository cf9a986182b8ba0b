// The emails an order sends: a notification to the shop and a confirmation to
// the address the order was placed with, both from the order's own details.
import { escapeHtml } from "~/platform/mail/escape-html";
import type { EmailMessage } from "~/platform/mail/mailer.server";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import { deliveryAddressText } from "~/domain/orders/records/delivery-address";
import { maskCpf } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import { formatBRL } from "~/lib/money";

interface OrderEmailInput {
  shopEmail: string;
  brandName: string;
  publicUrl: string;
  order: { id: string; number: number; totalCents: number };
  /** The order's own copy of its details. */
  delivery: DeliveryDetails;
  lines: { productName: string; quantity: number; priceCents: number }[];
  /** The signed link to confirm the order and address, or fix a detail, before it ships. */
  confirmUrl?: string;
}

export function orderEmails(input: OrderEmailInput): EmailMessage[] {
  const { order, delivery: customer, lines, brandName } = input;
  const items = lines.map((l) => `- ${l.quantity}x ${l.productName} (${formatBRL(l.priceCents)} cada)`).join("\n");
  const address = deliveryAddressText(customer);
  const messages: EmailMessage[] = [
    {
      to: input.shopEmail,
      subject: `Novo pedido #${order.number} — ${customer.fullName} — ${formatBRL(order.totalCents)}`,
      text: [
        `Pedido #${order.number} (id ${order.id})`,
        `Cliente: ${customer.fullName}`,
        `Email: ${customer.email ?? "não informado"}`,
        `WhatsApp: ${formatPhone(customer.phone)}`,
        ...(customer.cpf ? [`CPF: ${maskCpf(customer.cpf)}`] : []),
        `Endereço: ${address}`,
        ...(customer.referencePoint ? [`Ponto de referência: ${customer.referencePoint}`] : []),
        "",
        "Produtos:",
        items,
        "",
        `Total: ${formatBRL(order.totalCents)}`,
        "Pagamento: após a entrega, por Pix, em até 7 dias.",
      ].join("\n"),
    },
  ];
  if (customer.email) {
    const firstName = customer.fullName.split(" ")[0];
    const steps = [
      "Nossa equipe confere seus dados e separa o seu pedido.",
      "Você recebe o código de rastreio pelo WhatsApp ou por email.",
      "A entrega acontece em 2 a 5 dias úteis, com frete grátis.",
      "Depois de receber, você tem até 7 dias para pagar por Pix: mandamos o link de pagamento quando o pedido for entregue.",
    ];
    messages.push({
      to: customer.email,
      subject: `${brandName}: recebemos seu pedido #${order.number}`,
      text: [
        `Olá, ${firstName}!`,
        "",
        `Recebemos o seu pedido #${order.number}. Você só paga depois de receber.`,
        "",
        items,
        `Total: ${formatBRL(order.totalCents)}`,
        "",
        `Entrega em: ${address}`,
        ...(input.confirmUrl ? ["", `Confirme o seu pedido e o endereço (ou corrija algum detalhe): ${input.confirmUrl}`] : []),
        "",
        "O que acontece agora?",
        ...steps.map((s, i) => `${i + 1}. ${s}`),
        "",
        `Dúvidas? Responda este email. Equipe ${brandName} — ${input.publicUrl}`,
      ].join("\n"),
      html: `<p>Olá, ${escapeHtml(firstName ?? "")}!</p>
<p>Recebemos o seu pedido <strong>#${order.number}</strong>. Você só paga depois de receber.</p>
<ul>${lines.map((l) => `<li>${l.quantity}x ${escapeHtml(l.productName)} — ${formatBRL(l.priceCents)} cada</li>`).join("")}</ul>
<p><strong>Total: ${formatBRL(order.totalCents)}</strong></p>
<p>Entrega em: ${escapeHtml(address)}</p>
${input.confirmUrl ? `<p><a href="${escapeHtml(input.confirmUrl)}">Confirmar o pedido e o endereço</a> (ou corrigir algum detalhe) antes do envio.</p>` : ""}
<h2>O que acontece agora?</h2>
<ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ol>
<p>Dúvidas? Responda este email. Equipe ${escapeHtml(brandName)}.</p>`,
    });
  }
  return messages;
}
