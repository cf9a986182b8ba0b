// Pix charges through the API Pix (issue 36, decision 030; migration 0017).
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { orders } from "./orders";

/** creating: written before the PSP was asked; failed: the PSP refused it (last_error says why); the rest are the PSP's. */
export const PIX_CHARGE_STATUSES = [
  "creating",
  "ATIVA",
  "CONCLUIDA",
  "REMOVIDA_PELO_USUARIO_RECEBEDOR",
  "REMOVIDA_PELO_PSP",
  "failed",
] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];

/** An order's charge with a due date (cobv): one per order, its txid derived from the order and the attempt. */
export const pixCharges = pgTable(
  "pix_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    txid: text("txid").notNull().unique(),
    /** 0 for the first charge; a charge made again after it was removed gets the next (a new txid). */
    attempt: integer("attempt").notNull().default(0),
    status: text("status", { enum: PIX_CHARGE_STATUSES }).notNull(),
    amountDueCents: integer("amount_due_cents").notNull(),
    /** What the Pix that concluded it carried (also when it was less than due). */
    amountPaidCents: integer("amount_paid_cents"),
    /** calendario.dataDeVencimento, YYYY-MM-DD. */
    dueDate: text("due_date"),
    /** The Pix's endToEndId: a payment is applied once per e2eid (unique). */
    e2eid: text("e2eid").unique(),
    payerName: text("payer_name"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    location: text("location"),
    pixCopiaECola: text("pix_copia_e_cola"),
    /** Set when a Pix concluded the charge with less than was due: shown to the admin, the order is not marked pago. */
    mismatch: text("mismatch"),
    /** The last refund's status at the PSP (EM_PROCESSAMENTO, DEVOLVIDO, NAO_REALIZADO). */
    refundStatus: text("refund_status"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The last failure talking to the PSP about this charge (cleared on success). */
    lastError: text("last_error"),
    ...timestamps,
  },
  (t) => [
    check(
      "pix_charges_amounts_non_negative",
      sql`${t.amountDueCents} >= 0 AND (${t.amountPaidCents} IS NULL OR ${t.amountPaidCents} >= 0) AND ${t.refundedCents} >= 0`,
    ),
  ],
);

/** Where reconciliation's last pass over GET /pix ended (one row). */
export const pixReconciliation = pgTable("pix_reconciliation", {
  id: integer("id").primaryKey().default(1),
  windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
});
