// Payment reminders: the customer gets an email 2 days before an order's
// payment falls due and another on the day after it, while it is unpaid.
//
// A run is the scheduled job "orders.payment-reminders" (app/platform/jobs/
// payment-reminders.job.server.ts: every 10 minutes and soon after start-up), which the
// queue runs once per tick across processes. A start-up run and a tick may
// still meet, so PostgreSQL's advisory lock (pg_try_advisory_xact_lock, held
// by the run's transaction) lets one of them work and the other skip. In the
// same transaction each reminder is recorded in order_reminders (unique per
// order and kind) and its email written to the outbox, so a reminder is sent
// once or not at all, even if a run is interrupted (the job is retried) or two
// runs meet.
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";
import { insertAsJson, inJsonList } from "~/db/json-params.server";
import { orderReminders, orders, REMINDER_KINDS } from "~/db/schema";
import { escapeHtml } from "~/platform/mail/escape-html";
import type { EmailMessage } from "~/platform/mail/mailer.server";
import { formatDate, formatDay } from "~/lib/dates";
import { formatBRL, installmentCents } from "~/lib/money";
import type { AppServices } from "~/services.server";
import { CARD_INSTALLMENTS, reminderTimes } from "./payment-terms";
import { paymentLinkUrl } from "./payment-link.server";
import { type OpenPixCharge, openPixChargesOf } from "./pix-charges.server";
import { queueReminderMessages } from "~/domain/messaging/order-messages.server";

export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Reminders written per INSERT (and emails per outbox write). */
export const REMINDER_BATCH = 1000;

/** This job's advisory lock key (migrations use 7461002, the seed 7461003). */
export const REMINDER_LOCK_KEY = 7461004;

type Ctx = Pick<AppServices, "db" | "mailer" | "config" | "logger"> & Partial<Pick<AppServices, "jobs">>;

export interface ReminderRun {
  /** False when another process held the lock: this run did nothing. */
  ran: boolean;
  sent: { orderNumber: number; kind: ReminderKind }[];
}

/** Which reminders an unpaid order is due at `now` (the before-due one only until the due date ends). */
export function remindersDue(dueAt: Date, now: Date): ReminderKind[] {
  // Past due: the overdue one alone, no calendar needed (most of a large backlog, read every run).
  if (now.getTime() > dueAt.getTime()) return ["overdue"];
  return now >= reminderTimes(dueAt).beforeDueFrom ? ["before_due"] : [];
}

interface ReminderInput {
  kind: ReminderKind;
  brandName: string;
  publicUrl: string;
  to: string;
  customerName: string;
  order: { number: number; totalCents: number; dueAt: Date };
  payUrl: string;
  /** The provider's open charge (API Pix): its copia-e-cola replaces the pay page's static code in the email. */
  pix?: OpenPixCharge | null;
}

export function reminderEmail(input: ReminderInput): EmailMessage {
  const firstName = input.customerName.trim().split(/\s+/)[0] || "cliente";
  const { number, totalCents, dueAt } = input.order;
  const total = formatBRL(totalCents);
  const installments = `${CARD_INSTALLMENTS}x de ${formatBRL(installmentCents(totalCents, CARD_INSTALLMENTS))}`;
  const subject =
    input.kind === "before_due"
      ? `${input.brandName}: o pagamento do pedido #${number} vence em ${formatDate(dueAt)}`
      : `${input.brandName}: o pagamento do pedido #${number} venceu`;
  const lead =
    input.kind === "before_due"
      ? `Passando para lembrar: o pagamento do seu pedido #${number}, de ${total}, vence em ${formatDate(dueAt)}.`
      : `O prazo para pagar o seu pedido #${number}, de ${total}, terminou em ${formatDate(dueAt)}. Se já pagou, desconsidere este aviso.`;
  const how = input.pix
    ? `Ou veja o QR Code e pague por cartão de crédito (até ${installments}) ou boleto:`
    : `Pague por Pix, cartão de crédito (até ${installments}) ou boleto:`;
  const closing = `Dúvidas? Responda este email. Equipe ${input.brandName} — ${input.publicUrl}`;
  // With the API Pix: the charge's own copia-e-cola, its due date and what applies after it.
  const pix = input.pix
    ? {
        intro: "Pague por Pix: no app do seu banco, escolha Pix copia e cola e cole este código:",
        terms: [
          input.pix.dueDate ? `Vencimento da cobrança: ${formatDay(input.pix.dueDate)}.` : null,
          input.pix.terms,
          "Assim que o Pix for recebido, o pedido aparece como pago, sem você precisar avisar.",
        ]
          .filter(Boolean)
          .join(" "),
        code: input.pix.code,
      }
    : null;
  const pixText = pix ? [pix.intro, pix.code, pix.terms, ""] : [];
  const pixHtml = pix
    ? `<p>${escapeHtml(pix.intro)}</p>
<p style="font-family:monospace;word-break:break-all">${escapeHtml(pix.code)}</p>
<p>${escapeHtml(pix.terms)}</p>
`
    : "";
  return {
    to: input.to,
    subject,
    text: [`Olá, ${firstName}!`, "", lead, "", ...pixText, how, input.payUrl, "", closing].join("\n"),
    html: `<p>Olá, ${escapeHtml(firstName)}!</p>
<p>${escapeHtml(lead)}</p>
${pixHtml}<p>${escapeHtml(how)} <a href="${escapeHtml(input.payUrl)}">Pagar agora</a></p>
<p>${escapeHtml(closing)}</p>`,
  };
}

/** rows of db.execute: an array (postgres-js) or { rows } (PGlite). */
function firstRow<T>(result: unknown): T | undefined {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows)[0] as T | undefined;
}

/** One run: records and emails every reminder now due, unless another process is running. */
export async function sendPaymentReminders(ctx: Ctx, now: Date = new Date()): Promise<ReminderRun> {
  const run = await ctx.db.transaction(async (tx): Promise<ReminderRun> => {
    const lock = firstRow<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${REMINDER_LOCK_KEY}) AS locked`),
    );
    if (!lock?.locked) return { ran: false, sent: [] };
    // Unpaid delivered orders whose reminder may be due (3 days covers "2 days before") and whose
    // overdue reminder (the last one) has not gone out, read from the partial index on the unpaid
    // backlog alone (orders_unpaid_backlog_idx, migration 0020, holds each one's id and due date):
    // never the whole orders table, and the backlog's rows are not fetched. The order rows are read
    // only for the reminders due, one batch at a time.
    const horizon = new Date(now.getTime() + 3 * 24 * 60 * 60_000);
    const backlog = await tx
      .select({ id: orders.id, dueAt: orders.paymentDueAt })
      .from(orders)
      .where(
        and(
          eq(orders.status, "delivered"),
          inArray(orders.paymentStatus, ["pending", "unpaid"]),
          lt(orders.paymentDueAt, horizon),
          sql`NOT EXISTS (SELECT 1 FROM order_reminders r WHERE r.order_id = ${orders.id} AND r.kind = 'overdue')`,
        ),
      );
    const due = backlog.flatMap(({ id, dueAt }) => remindersDue(dueAt!, now).map((kind) => ({ id, kind })));
    const sent: ReminderRun["sent"] = [];
    for (let i = 0; i < due.length; i += REMINDER_BATCH) {
      const slice = due.slice(i, i + REMINDER_BATCH);
      const rows = await tx
        .select({
          id: orders.id,
          number: orders.number,
          totalCents: orders.totalCents,
          dueAt: orders.paymentDueAt,
          // The person the order was placed by (its own copy, decision 013).
          name: orders.customerName,
          email: orders.customerEmail,
        })
        .from(orders)
        .where(and(inJsonList(orders.id, [...new Set(slice.map((d) => d.id))]), isNotNull(orders.customerEmail)));
      const byId = new Map(rows.map((order) => [order.id, order]));
      const batch = slice.flatMap(({ id, kind }) => {
        const order = byId.get(id);
        return order ? [{ order, kind }] : [];
      });
      if (!batch.length) continue;
      // One INSERT per batch; the unique (order, kind) keeps a reminder already sent from being sent again.
      // One JSON parameter, not three per row (decision 012: Drizzle's multi-row insert costs more CPU than the rows).
      const fresh = rowsOf<{ order_id: string; kind: string }>(
        await tx.execute(
          sql`${insertAsJson(
            orderReminders,
            ["orderId", "kind", "sentAt"],
            batch.map(({ order, kind }) => ({ orderId: order.id, kind, sentAt: now })),
          )} ON CONFLICT DO NOTHING RETURNING order_id, kind`,
        ),
      );
      const written = new Set(fresh.map((r) => `${r.order_id}:${r.kind}`));
      const toSend = batch.filter(({ order, kind }) => written.has(`${order.id}:${kind}`));
      // One outbox write per batch, through the mailer (an array of messages is one INSERT).
      // With the API Pix, each order's open charge, read once per batch (none without it).
      const charges = await openPixChargesOf(
        { db: tx, config: ctx.config },
        toSend.map(({ order }) => order.id),
      );
      await ctx.mailer.enqueue(
        tx,
        toSend.map(({ order, kind }) =>
          reminderEmail({
            kind,
            brandName: ctx.config.brand.name,
            publicUrl: ctx.config.publicUrl,
            to: order.email!,
            customerName: order.name,
            order: { number: order.number, totalCents: order.totalCents, dueAt: order.dueAt! },
            payUrl: paymentLinkUrl(ctx.config, order.id, now),
            pix: charges.get(order.id) ?? null,
          }),
        ),
      );
      // The same reminders on WhatsApp, for buyers who allow it (issue 37): jobs in this transaction.
      await queueReminderMessages(
        tx,
        ctx,
        toSend.map(({ order, kind }) => ({ orderId: order.id, kind })),
      );
      sent.push(...toSend.map(({ order, kind }) => ({ orderNumber: order.number, kind })));
    }
    return { ran: true, sent };
  });
  if (run.sent.length) {
    ctx.logger.info("Lembretes de pagamento enviados", { count: run.sent.length });
  }
  return run;
}
