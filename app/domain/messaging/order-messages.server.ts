// Which WhatsApp message an order's life calls for, written as a job in the
// transaction of the change that causes it
// (issue 37). The job (whatsapp-send.job.server.ts) re-reads the order, the
// consent and the admin's switch when it runs, so what is written here is
// only "this may be due": an order placed with the opt-in, shipped,
// delivered, paid, or a reminder recorded.
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { orders } from "~/db/schema";
import { whatsAppAllowed } from "~/domain/privacy/consents.server";
import type { ConsentRow } from "~/domain/privacy/consents.server";
import type { JobQueue } from "~/platform/jobs/queue.server";
import type { AppServices } from "~/services.server";
import type { OrderMessageKind } from "./order-message-kinds";

export const WHATSAPP_SEND_JOB = "messaging.whatsapp-send";

export type SendJobData =
  | { kind: OrderMessageKind; orderId: string; /** Times this message was put off for Meta's rate limit. */ deferred?: number }
  | { kind: "optOutReply"; orderId: string | null; phone: string; replyTo: string };

/** The job's idempotency key, also the message row's: one message per order and kind. */
export const messageKey = (orderId: string, kind: OrderMessageKind) => `${orderId}:${kind}`;

type EffectContext = Pick<AppServices, "config" | "jobs">;
interface Change {
  orderId: string;
  events: readonly { field: string; fromValue: string; toValue: string }[];
}

/** The messages a change of the order's status or payment calls for. */
export function messagesFor(change: Change): OrderMessageKind[] {
  const kinds: OrderMessageKind[] = [];
  for (const e of change.events) {
    if (e.field === "status" && e.toValue === "shipped") kinds.push("shipped");
    if (e.field === "status" && e.toValue === "delivered") kinds.push("delivered");
    if (e.field === "payment_status" && e.toValue === "paid") kinds.push("paid");
  }
  return kinds;
}

async function allowedNow(tx: Transaction | Database, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ allowed: whatsAppAllowed(orders.id) })
    .from(orders)
    .where(eq(orders.id, orderId));
  return Boolean(row?.allowed);
}

/**
 * The order effect (order-effects.server.ts): shipped, delivered and paid each
 * write their message's job in the writer's transaction. Nothing when WhatsApp
 * is not configured or the buyer has no WhatsApp consent now (the job checks
 * again when it runs).
 */
export async function whatsAppOrderMessages(tx: Transaction, ctx: EffectContext, change: Change): Promise<void> {
  if (!ctx.config.whatsapp) return;
  const kinds = messagesFor(change);
  if (!kinds.length || !(await allowedNow(tx, change.orderId))) return;
  for (const kind of kinds) {
    await ctx.jobs.send(tx, WHATSAPP_SEND_JOB, { kind, orderId: change.orderId }, { key: messageKey(change.orderId, kind) });
  }
}

/**
 * The "order received" message of each order placed with the WhatsApp opt-in
 * ticked (read from the consent rows the batch writes: no query), as one
 * INSERT of jobs in the batch's transaction. Null when WhatsApp is not configured.
 */
export function orderReceivedMessages(config: Pick<AppServices["config"], "whatsapp">, jobs: () => Pick<JobQueue, "sendMany">) {
  if (!config.whatsapp) return null;
  return {
    /** The INSERT of the batch's jobs, to run in its transaction; null when no order of the batch opted in. */
    jobsFor(consents: readonly ConsentRow[]): ((tx: Transaction) => Promise<void>) | null {
      const orderIds = [
        ...new Set(consents.filter((c) => c.purpose === "whatsapp" && c.granted && c.orderId).map((c) => c.orderId!)),
      ];
      if (!orderIds.length) return null;
      return (tx) =>
        jobs().sendMany(
          tx,
          WHATSAPP_SEND_JOB,
          orderIds.map((orderId) => ({
            data: { kind: "orderReceived", orderId } satisfies SendJobData,
            key: messageKey(orderId, "orderReceived"),
          })),
        );
    },
  };
}
export type OrderReceivedMessages = NonNullable<ReturnType<typeof orderReceivedMessages>>;

/**
 * The WhatsApp twin of payment reminders just recorded (reminders.server.ts),
 * written beside their emails in the same transaction; only for buyers with
 * WhatsApp consent now.
 */
export async function queueReminderMessages(
  tx: Transaction,
  ctx: Pick<AppServices, "config"> & { jobs?: Pick<JobQueue, "sendMany"> },
  reminders: readonly { orderId: string; kind: "before_due" | "overdue" }[],
): Promise<void> {
  if (!ctx.config.whatsapp || !ctx.jobs || !reminders.length) return;
  const ids = [...new Set(reminders.map((r) => r.orderId))];
  const allowed = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`${orders.id} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) AND ${whatsAppAllowed(orders.id)}`,
    );
  const ok = new Set(allowed.map((r) => r.id));
  const jobs = reminders
    .filter((r) => ok.has(r.orderId))
    .map((r) => {
      const kind: OrderMessageKind = r.kind === "before_due" ? "reminderBeforeDue" : "reminderAfterDue";
      return { data: { kind, orderId: r.orderId } satisfies SendJobData, key: messageKey(r.orderId, kind) };
    });
  if (jobs.length) await ctx.jobs.sendMany(tx, WHATSAPP_SEND_JOB, jobs);
}
