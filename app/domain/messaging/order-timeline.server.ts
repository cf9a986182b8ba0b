// An order's WhatsApp conversation for its admin page (issue 37): the shop's
// messages with their delivery status and the buyer's replies, oldest first.
import { asc, eq } from "drizzle-orm";
import { whatsappMessages, type WhatsAppMessageStatus } from "~/db/schema";
import type { AppServices } from "~/services.server";
import { ORDER_MESSAGE_LABELS } from "./order-message-kinds";

/** What the admin reads for each status (pt-BR). */
export const MESSAGE_STATUS_LABELS: Record<WhatsAppMessageStatus, string> = {
  sending: "enviando",
  retry: "nova tentativa agendada",
  sent: "enviada",
  delivered: "entregue",
  read: "lida",
  failed: "falhou",
  uncertain: "incerta (sem resposta da Meta; não reenviada)",
  skipped: "não enviada",
  received: "recebida",
};

export interface TimelineEntry {
  id: string;
  direction: "out" | "in";
  /** The message's name (out) or what the buyer sent (in: resposta, botão). */
  label: string;
  status: WhatsAppMessageStatus;
  statusLabel: string;
  /** The buyer's words, or the button they tapped. */
  text: string | null;
  /** Why it failed or was not sent; for a reply, what it did. */
  note: string | null;
  at: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
}

export async function orderTimeline(ctx: Pick<AppServices, "db">, orderId: string): Promise<TimelineEntry[]> {
  const rows = await ctx.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.id));
  return rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    label:
      r.direction === "out"
        ? (ORDER_MESSAGE_LABELS[r.kind as keyof typeof ORDER_MESSAGE_LABELS] ?? r.kind)
        : r.kind === "button"
          ? "Botão tocado"
          : "Resposta do cliente",
    status: r.status,
    statusLabel: MESSAGE_STATUS_LABELS[r.status],
    text: r.text,
    note: r.error,
    at: r.direction === "in" ? (r.sentAt ?? r.createdAt) : r.createdAt,
    deliveredAt: r.deliveredAt,
    readAt: r.readAt,
  }));
}
