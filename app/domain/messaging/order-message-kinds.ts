// The shop's WhatsApp messages of an order's life (issue 37), by the catalogue
// template each one sends (whatsapp/templates.ts), with what the admin reads
// for each. Pure: the admin's switches (browser and server) and the send job share it.

export const ORDER_MESSAGE_KINDS = [
  "orderReceived",
  "shipped",
  "delivered",
  "reminderBeforeDue",
  "reminderAfterDue",
  "paid",
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** What the admin's switch and the timeline call each message. */
export const ORDER_MESSAGE_LABELS: Record<OrderMessageKind | "optOutReply", string> = {
  orderReceived: "Pedido recebido (confirmar)",
  shipped: "Pedido enviado",
  delivered: "Pedido entregue (pagamento)",
  reminderBeforeDue: "Lembrete antes do vencimento",
  reminderAfterDue: "Lembrete após o vencimento",
  paid: "Pagamento recebido",
  optOutReply: "Resposta ao PARAR",
};
