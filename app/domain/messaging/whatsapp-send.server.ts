// Sending one WhatsApp message of an order's life (issue 37), as the job
// "messaging.whatsapp-send" runs it.
//
// At most once. The message's row (whatsapp_messages, unique key
// `{orderId}:{kind}`) is written as `sending` BEFORE Meta is called, and
// becomes `sent` with Meta's id after. An attempt that finds its row still
// `sending` knows a previous attempt died mid-call (or a second worker is
// on it): the message may have gone, so it is marked `uncertain` and never
// sent again. The same for a call that got no answer (timeout, cut
// connection, an unreadable answer, a 5xx without Meta's error body): the
// Cloud API has no idempotency key, so a resend could double it.
//
// Retries. When Meta answered with an error that says "later" (its 5xx
// with a Graph error, 429, the rate-limit and transient codes), the row
// becomes `retry` and the job throws, so the queue tries again with backoff;
// when Meta asked to wait longer than that backoff (Retry-After, the usage
// header, the pair limit), a new job is written for then. After the last
// attempt, or on a refusal that cannot improve, the row is `failed` and the
// buyer gets the same message by email (when the order has one).
//
// Checked at send time, every attempt: WhatsApp configured, the admin's
// switch, the buyer's consent (revoked: `skipped`), and that the message
// still makes sense (a confirmed order is not asked to confirm, a paid one
// gets no reminder).
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { orders, whatsappMessages, whatsappSettings, type WhatsAppMessageStatus } from "~/db/schema";
import { confirmationLinkUrl } from "~/domain/orders/confirmation/confirmation-link.server";
import { CARRIER_LABELS } from "~/domain/orders/lifecycle/order-status";
import { paymentLinkUrl } from "~/domain/payments/payment-link.server";
import { whatsAppAllowed } from "~/domain/privacy/consents.server";
import { canonicalPhone } from "~/lib/phone";
import type { JobContext, RunningJob } from "~/platform/jobs/define-job";
import type { EmailMessage } from "~/platform/mail/mailer.server";
import { isWhatsAppApiError, type WhatsAppApiError } from "./whatsapp/errors.server";
import type { TemplateKey, TemplateParams } from "./whatsapp/templates";
import { WHATSAPP_TEMPLATES } from "./whatsapp/templates";
import { ORDER_MESSAGE_LABELS, type OrderMessageKind } from "./order-message-kinds";
import { messageKey, type SendJobData, WHATSAPP_SEND_JOB } from "./order-messages.server";

/** The job's retry policy (also what decides whether Meta's wait is longer than the queue's own). */
export const SEND_RETRY = { limit: 5, delaySeconds: 30, backoff: true } as const;
/** A message put off for Meta's rate limit this many times is given up (then the email). */
const MAX_DEFERRALS = 3;

export type SendOutcome =
  | { kind: "off" }
  | { kind: "skipped"; reason: string }
  | { kind: "done-before"; status: WhatsAppMessageStatus }
  | { kind: "sent"; wamid: string }
  | { kind: "uncertain"; reason: string }
  | { kind: "failed"; reason: string; emailed: boolean }
  | { kind: "deferred"; until: Date };

const OPT_OUT_REPLY = (brand: string) =>
  `Pronto: você não vai mais receber mensagens da ${brand} por aqui. ` +
  "Seus pedidos continuam normalmente, e avisamos por email.";

interface OrderFacts {
  id: string;
  number: number;
  status: string;
  paymentStatus: string;
  confirmedAt: Date | null;
  name: string;
  email: string | null;
  phone: string;
  totalCents: number;
  deliveryAddress: string;
  carrier: string | null;
  trackingCode: string | null;
  dueAt: Date | null;
  allowed: boolean;
}

async function readOrder(ctx: JobContext, orderId: string): Promise<OrderFacts | undefined> {
  const [order] = await ctx.db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      confirmedAt: orders.confirmedAt,
      name: orders.customerName,
      email: orders.customerEmail,
      phone: orders.customerPhone,
      totalCents: orders.totalCents,
      deliveryAddress: orders.deliveryAddress,
      carrier: orders.carrier,
      trackingCode: orders.trackingCode,
      dueAt: orders.paymentDueAt,
      allowed: whatsAppAllowed(orders.id),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order && { ...order, allowed: Boolean(order.allowed) };
}

/** Why this message should not go now, or null. */
function irrelevant(kind: OrderMessageKind, o: OrderFacts): string | null {
  const open = o.paymentStatus === "pending" || o.paymentStatus === "unpaid";
  switch (kind) {
    case "orderReceived":
      return o.confirmedAt !== null || !["new", "review"].includes(o.status) ? "pedido já confirmado ou em andamento" : null;
    case "shipped":
      return o.status === "cancelled" ? "pedido cancelado" : null;
    case "delivered":
    case "reminderBeforeDue":
    case "reminderAfterDue":
      if (!open) return "pedido já pago";
      return o.dueAt ? null : "pedido sem vencimento";
    case "paid":
      return o.paymentStatus === "paid" ? null : "pagamento não registrado";
  }
}

type TemplateCall = { [K in TemplateKey]: { template: K; params: TemplateParams<K> } }[TemplateKey];

/** The catalogue template and its typed values for this order. */
function templateFor(ctx: JobContext, kind: OrderMessageKind, o: OrderFacts, now: Date): TemplateCall {
  const brandName = ctx.config.brand.name;
  const payment = () => ({
    name: o.name,
    orderNumber: o.number,
    totalCents: o.totalCents,
    dueDate: o.dueAt!,
    payUrl: paymentLinkUrl(ctx.config, o.id, now),
  });
  switch (kind) {
    case "orderReceived":
      return {
        template: "orderReceived",
        params: {
          name: o.name,
          brandName,
          orderNumber: o.number,
          totalCents: o.totalCents,
          address: o.deliveryAddress,
          confirmUrl: confirmationLinkUrl(ctx.config, o.id, now),
        },
      };
    case "shipped":
      return {
        template: "shipped",
        params: {
          name: o.name,
          orderNumber: o.number,
          carrier: o.carrier ? ((CARRIER_LABELS as Record<string, string>)[o.carrier] ?? o.carrier) : "transportadora",
          trackingCode: o.trackingCode ?? "",
        },
      };
    case "delivered":
      return { template: "delivered", params: payment() };
    case "reminderBeforeDue":
      return { template: "reminderBeforeDue", params: payment() };
    case "reminderAfterDue":
      return { template: "reminderAfterDue", params: payment() };
    case "paid":
      return {
        template: "paid",
        params: { name: o.name, brandName, orderNumber: o.number, totalCents: o.totalCents },
      };
  }
}

/** The same message as an email (the fallback): the template's body with its values, and its link. */
export function fallbackEmail(ctx: JobContext, call: TemplateCall, to: string, orderNumber: number): EmailMessage {
  const definition = WHATSAPP_TEMPLATES[call.template] as unknown as {
    body: string;
    values(p: unknown): Record<string, string>;
    link?(p: unknown): string;
  };
  const values = definition.values(call.params);
  const body = definition.body.replace(/\{\{([a-z0-9_]+)\}\}/g, (_, name: string) => values[name] ?? "");
  const link = definition.link?.(call.params);
  return {
    to,
    subject: `${ctx.config.brand.name}: pedido #${orderNumber}`,
    text: [
      body.replace(/Toque em [^.]*\.|toque em [^.]*\./g, "").trim(),
      link ?? "",
      "",
      `Equipe ${ctx.config.brand.name} — ${ctx.config.publicUrl}`,
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
  };
}

type Claim = { kind: "go" } | { kind: "stop"; outcome: SendOutcome };

/**
 * The message's row, taken for this attempt in one transaction: new → `sending`;
 * `retry` → `sending` again; `sending` → a previous attempt died mid-call →
 * `uncertain`; anything else is final. `skip` (a reason) records a skipped row instead.
 */
async function claim(
  ctx: JobContext,
  row: { key: string; orderId: string | null; kind: string; phone: string },
  skip: string | null,
): Promise<Claim> {
  return ctx.db.transaction(async (tx): Promise<Claim> => {
    const status: WhatsAppMessageStatus = skip ? "skipped" : "sending";
    const [inserted] = await tx
      .insert(whatsappMessages)
      .values({ ...row, direction: "out", status, error: skip, attempts: skip ? 0 : 1 })
      .onConflictDoNothing({ target: whatsappMessages.key })
      .returning({ id: whatsappMessages.id });
    if (inserted) return skip ? { kind: "stop", outcome: { kind: "skipped", reason: skip } } : { kind: "go" };
    const [current] = await tx
      .select({ status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.key, row.key))
      .for("update");
    if (current?.status === "retry") {
      await tx
        .update(whatsappMessages)
        .set(skip ? { status: "skipped", error: skip } : { status: "sending", attempts: sql`${whatsappMessages.attempts} + 1` })
        .where(eq(whatsappMessages.key, row.key));
      return skip ? { kind: "stop", outcome: { kind: "skipped", reason: skip } } : { kind: "go" };
    }
    if (current?.status === "sending") {
      const reason = "uma tentativa anterior foi interrompida durante o envio: pode ter sido entregue, não reenviada";
      await tx.update(whatsappMessages).set({ status: "uncertain", error: reason }).where(eq(whatsappMessages.key, row.key));
      return { kind: "stop", outcome: { kind: "uncertain", reason } };
    }
    return { kind: "stop", outcome: { kind: "done-before", status: current?.status ?? "skipped" } };
  });
}

async function setRow(tx: Transaction | JobContext["db"], key: string, set: Partial<typeof whatsappMessages.$inferInsert>) {
  await tx
    .update(whatsappMessages)
    .set(set)
    .where(and(eq(whatsappMessages.key, key), eq(whatsappMessages.status, "sending")));
}

/** Meta answered, with an error it describes: it did not take the message. No answer (or a bare 5xx of a gateway): maybe it did. */
function noAnswer(error: WhatsAppApiError): boolean {
  if (error.kind !== "http") return error.maybeSent;
  return (error.status ?? 0) >= 500 && error.code === undefined;
}

/** What the queue waits before the next attempt (pg-boss: delay × 2^retries). */
function backoffMs(retryCount: number): number {
  return SEND_RETRY.delaySeconds * 1000 * 2 ** retryCount;
}

async function isSwitchedOff(ctx: JobContext, kind: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ enabled: whatsappSettings.enabled })
    .from(whatsappSettings)
    .where(eq(whatsappSettings.kind, kind));
  return row?.enabled === false;
}

/** One attempt of the send job. Throws only to have the queue try again (or to show a final failure in /admin/trabalhos). */
export async function runWhatsAppSend(ctx: JobContext, data: SendJobData, job: RunningJob): Promise<SendOutcome> {
  const wa = ctx.whatsapp;
  if (!wa) return { kind: "off" };
  const now = job.startedAt;
  const log = ctx.logger.child({ job: WHATSAPP_SEND_JOB, kind: data.kind, orderId: data.orderId ?? undefined });

  if (data.kind === "optOutReply") {
    const key = `optout:${data.replyTo}`;
    const claimed = await claim(ctx, { key, orderId: data.orderId, kind: data.kind, phone: data.phone }, null);
    if (claimed.kind === "stop") return claimed.outcome;
    return attempt(
      ctx,
      job,
      key,
      log,
      () => wa.sendText(data.phone, OPT_OUT_REPLY(ctx.config.brand.name), { replyTo: data.replyTo }),
      null,
    );
  }

  const order = await readOrder(ctx, data.orderId);
  if (!order) return { kind: "skipped", reason: "pedido não existe" };
  const key = messageKey(order.id, data.kind);
  const phone = canonicalPhone(order.phone);
  const skip = !phone
    ? "telefone do pedido inválido"
    : !order.allowed
      ? "sem consentimento para WhatsApp"
      : (await isSwitchedOff(ctx, data.kind))
        ? `mensagem desligada no painel (${ORDER_MESSAGE_LABELS[data.kind]})`
        : irrelevant(data.kind, order);
  const claimed = await claim(ctx, { key, orderId: order.id, kind: data.kind, phone: phone ?? order.phone }, skip);
  if (claimed.kind === "stop") {
    if (claimed.outcome.kind === "skipped") log.info("Mensagem de WhatsApp não enviada", { reason: claimed.outcome.reason });
    return claimed.outcome;
  }
  const call = templateFor(ctx, data.kind, order, now);
  const email = order.email ? fallbackEmail(ctx, call, order.email, order.number) : null;
  return attempt(
    ctx,
    job,
    key,
    log,
    () => wa.sendTemplate(phone!, call.template, call.params, { orderId: order.id }),
    email,
    data,
  );
}

async function attempt(
  ctx: JobContext,
  job: RunningJob,
  key: string,
  log: JobContext["logger"],
  send: () => Promise<{ messageId: string }>,
  email: EmailMessage | null,
  data?: Extract<SendJobData, { deferred?: number }>,
): Promise<SendOutcome> {
  let error: unknown;
  try {
    const sent = await send();
    await setRow(ctx.db, key, { status: "sent", wamid: sent.messageId, sentAt: new Date(), error: null });
    return { kind: "sent", wamid: sent.messageId };
  } catch (caught) {
    error = caught;
  }
  const reason = error instanceof Error ? error.message : String(error);
  const api = isWhatsAppApiError(error) ? error : null;

  if (api && noAnswer(api)) {
    await setRow(ctx.db, key, { status: "uncertain", error: `${reason} (sem resposta: pode ter sido entregue, não reenviada)` });
    log.error("Mensagem de WhatsApp sem resposta da Meta: marcada como incerta, não reenviada", { reason });
    return { kind: "uncertain", reason };
  }

  const retryable = api?.retryable ?? false;
  const lastAttempt = job.retryCount >= job.retryLimit;
  if (retryable && !lastAttempt) {
    const waitMs = api?.retryAfterMs ?? 0;
    // Meta asked for more than the queue would wait: a new job for then (bounded), this one done.
    if (data && waitMs > backoffMs(job.retryCount) && (data.deferred ?? 0) < MAX_DEFERRALS) {
      const until = new Date(Date.now() + waitMs);
      const deferred = (data.deferred ?? 0) + 1;
      await ctx.db.transaction(async (tx) => {
        await setRow(tx, key, { status: "retry", error: reason });
        await ctx.jobs.send(
          tx,
          WHATSAPP_SEND_JOB,
          { ...data, deferred },
          { key: `${key}:deferred:${deferred}`, startAfter: until },
        );
      });
      log.warn("Limite da Meta: mensagem de WhatsApp adiada", { reason, until: until.toISOString() });
      return { kind: "deferred", until };
    }
    await setRow(ctx.db, key, { status: "retry", error: reason });
    throw error;
  }

  // Final: refused for good, or out of attempts. The buyer gets it by email.
  const emailed = await ctx.db.transaction(async (tx) => {
    await setRow(tx, key, { status: "failed", error: reason, failedAt: new Date() });
    if (!email) return false;
    await ctx.mailer.enqueue(tx, email);
    return true;
  });
  log.error("Mensagem de WhatsApp não enviada", { reason, emailed, attempt: job.retryCount + 1 });
  // Out of attempts after "later" answers: the job fails, so /admin/trabalhos shows it.
  if (retryable) throw error;
  return { kind: "failed", reason, emailed };
}
