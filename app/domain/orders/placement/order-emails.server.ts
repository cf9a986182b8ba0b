// The emails an order sends: a notification to the shop and a confirmation to
// the address the order was placed with. The order batch writes them as a
// template and the order's id (decision 042); they are rendered here, from the
// order's own record, whenever the mailer delivers or shows them.
import { asc, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderItems, orders, type OutboxTemplate } from "~/db/schema";
import { escapeHtml } from "~/platform/mail/escape-html";
import type { EmailMessage, EmailRenderer, TemplatedEmail } from "~/platform/mail/mailer.server";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import { deliveryAddressText } from "~/domain/orders/records/delivery-address";
import { orderDelivery } from "~/domain/orders/records/order-delivery.server";
import { maskCpf } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import { formatBRL } from "~/lib/money";
import { confirmationLinkUrl } from "../confirmation/confirmation-link.server";

/** What the emails say of the shop; `sessionSecret` signs the confirmation link. */
export interface OrderEmailShop {
  brandName: string;
  publicUrl: string;
  sessionSecret?: string;
}

interface OrderEmailInput {
  brandName: string;
  publicUrl: string;
  order: { id: string; number: number; totalCents: number };
  /** The order's own copy of its details. */
  delivery: DeliveryDetails;
  lines: { productName: string; quantity: number; priceCents: number }[];
  /** The signed link to confirm the order and address, or fix a detail, before it ships. */
  confirmUrl?: string;
}

/** The outbox entries of a new order: the shop's notification, and the buyer's when they gave an email. */
export function orderEmailEntries(shopEmail: string, orderId: string, buyerEmail: string | null): TemplatedEmail[] {
  const shopCopy: TemplatedEmail = { to: shopEmail, template: "order-new-shop", orderId };
  return buyerEmail ? [shopCopy, { to: buyerEmail, template: "order-received", orderId }] : [shopCopy];
}

const itemsText = (lines: OrderEmailInput["lines"]) =>
  lines.map((l) => `- ${l.quantity}x ${l.productName} (${formatBRL(l.priceCents)} cada)`).join("\n");

/** The shop's "novo pedido", to `to` (the shop's address when the order was placed). */
function shopNotification(input: OrderEmailInput, to: string): EmailMessage {
  const { order, delivery: customer } = input;
  return {
    to,
    subject: `Novo pedido #${order.number} — ${customer.fullName} — ${formatBRL(order.totalCents)}`,
    text: [
      `Pedido #${order.number} (id ${order.id})`,
      `Cliente: ${customer.fullName}`,
      `Email: ${customer.email ?? "não informado"}`,
      `WhatsApp: ${formatPhone(customer.phone)}`,
      ...(customer.cpf ? [`CPF: ${maskCpf(customer.cpf)}`] : []),
      `Endereço: ${deliveryAddressText(customer)}`,
      ...(customer.referencePoint ? [`Ponto de referência: ${customer.referencePoint}`] : []),
      "",
      "Produtos:",
      itemsText(input.lines),
      "",
      `Total: ${formatBRL(order.totalCents)}`,
      "Pagamento: após a entrega, por Pix, em até 7 dias.",
    ].join("\n"),
  };
}

/** The buyer's "recebemos seu pedido", to `to` (the address the order was placed with). */
function buyerConfirmation(input: OrderEmailInput, to: string): EmailMessage {
  const { order, delivery: customer, lines, brandName } = input;
  const address = deliveryAddressText(customer);
  const firstName = customer.fullName.split(" ")[0];
  const steps = [
    "Nossa equipe confere seus dados e separa o seu pedido.",
    "Você recebe o código de rastreio pelo WhatsApp ou por email.",
    "A entrega acontece em 2 a 5 dias úteis, com frete grátis.",
    "Depois de receber, você tem até 7 dias para pagar por Pix: mandamos o link de pagamento quando o pedido for entregue.",
  ];
  return {
    to,
    subject: `${brandName}: recebemos seu pedido #${order.number}`,
    text: [
      `Olá, ${firstName}!`,
      "",
      `Recebemos o seu pedido #${order.number}. Você só paga depois de receber.`,
      "",
      itemsText(lines),
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
  };
}

const TEMPLATES: Record<OutboxTemplate, (input: OrderEmailInput, to: string) => EmailMessage> = {
  "order-new-shop": shopNotification,
  "order-received": buyerConfirmation,
};

/** Renders order emails from the orders' records: two reads for any number of emails. */
export function orderEmailRenderer(shop: OrderEmailShop): EmailRenderer {
  return async (db: Database, emails: TemplatedEmail[]) => {
    const ids = [...new Set(emails.map((e) => e.orderId))];
    const [found, lines] = await Promise.all([
      db
        .select({ id: orders.id, number: orders.number, totalCents: orders.totalCents, delivery: orderDelivery })
        .from(orders)
        .where(inArray(orders.id, ids)),
      db
        .select({
          orderId: orderItems.orderId,
          productName: orderItems.productName,
          quantity: orderItems.quantity,
          priceCents: orderItems.priceCents,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id)),
    ]);
    const byId = new Map(found.map((o) => [o.id, o]));
    return emails.map((email) => {
      const order = byId.get(email.orderId);
      if (!order) return null;
      const confirmUrl = shop.sessionSecret
        ? confirmationLinkUrl({ publicUrl: shop.publicUrl, sessionSecret: shop.sessionSecret }, order.id)
        : undefined;
      return TEMPLATES[email.template](
        {
          ...shop,
          order: { id: order.id, number: order.number, totalCents: order.totalCents },
          delivery: order.delivery,
          lines: lines.filter((l) => l.orderId === order.id),
          confirmUrl,
        },
        email.to,
      );
    });
  };
}
