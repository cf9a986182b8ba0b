// WhatsApp messages (issue 37; migration 0016): what the shop sent each buyer and
// what buyers answered, with Meta's delivery statuses; the admin's on/off per message.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * Out: sending (recorded before Meta is called), retry (Meta refused for now: may be sent again),
 * sent/delivered/read/failed (Meta's), uncertain (no answer: it may have gone, never sent again),
 * skipped (no consent, turned off, no longer relevant). In: received.
 */
export const WHATSAPP_MESSAGE_STATUSES = [
  "sending",
  "retry",
  "sent",
  "delivered",
  "read",
  "failed",
  "uncertain",
  "skipped",
  "received",
] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Once per thing: `{orderId}:{kind}` for the shop's messages, `in:{wamid}` for a buyer's, `optout:{wamid}` for the answer to PARAR. */
    key: text("key").notNull().unique(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    direction: text("direction", { enum: ["out", "in"] }).notNull(),
    /** Out: the catalogue template's key (orderReceived, shipped…) or optOutReply; in: button, text, other. */
    kind: text("kind").notNull(),
    /** The buyer's number, E.164 (+55…). */
    phone: text("phone").notNull(),
    /** Meta's message id (wamid…): the shop's once Meta accepted it, the buyer's for a reply. */
    wamid: text("wamid").unique(),
    status: text("status", { enum: WHATSAPP_MESSAGE_STATUSES }).notNull(),
    error: text("error"),
    /** What the buyer wrote (or the label tapped). */
    text: text("text"),
    /** The message a reply quotes (wamid). */
    replyTo: text("reply_to"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** In: when what it asked for (confirm, stop) was done; a repeated webhook finds it done. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("whatsapp_messages_order_idx").on(t.orderId, t.createdAt),
    index("whatsapp_messages_phone_idx").on(t.phone, t.createdAt),
    check("whatsapp_messages_direction_check", sql`${t.direction} IN ('out', 'in')`),
    check(
      "whatsapp_messages_status_check",
      sql`${t.status} IN ('sending', 'retry', 'sent', 'delivered', 'read', 'failed', 'uncertain', 'skipped', 'received')`,
    ),
  ],
);

/** The admin's switch per message kind; no row = on. */
export const whatsappSettings = pgTable("whatsapp_settings", {
  kind: text("kind").primaryKey(),
  enabled: boolean("enabled").notNull(),
  /** Who last switched it (the admin's name; migration 0018). */
  updatedBy: text("updated_by").notNull().default("sistema"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
