// What comes back from WhatsApp (issue 37): the webhook's body, believed only
// after its X-Hub-Signature-256 matched the RAW bytes, then each event applied
// once:
// - a delivery status moves the shop's message forward (sent → delivered →
//   read; failed), never back, whatever order Meta's webhooks arrive in;
// - "Confirmar pedido" confirms the order through confirmOrder (the same
//   screening as the /confirmar link, the order's one writer), as
//   "cliente (WhatsApp)";
// - PARAR / SAIR / STOP revokes the buyer's WhatsApp consent (consents module)
//   and writes one answer as a job;
// - any other message is kept for the order's admin page.
// A buyer's message is a row keyed by its wamid (`in:{wamid}`), done when
// `processed_at` is set: a repeated webhook finds it and changes nothing.
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { orders, whatsappMessages, type WhatsAppMessageStatus } from "~/db/schema";
import { confirmOrder } from "~/domain/orders/confirmation/order-confirmation.server";
import { revokeConsent } from "~/domain/privacy/consents.server";
import { canonicalPhone } from "~/lib/phone";
import type { AppServices } from "~/services.server";
import { type SendJobData, WHATSAPP_SEND_JOB } from "./order-messages.server";
import { parseReplyPayload } from "./whatsapp/templates";
import { parseWebhook, type WebhookEvent, WebhookPayloadError } from "./whatsapp/webhook.server";

/** Resultados counts confirmations by this actor. */
export const WHATSAPP_ACTOR = "cliente (WhatsApp)";

const STOP_WORDS = new Set(["PARAR", "SAIR", "STOP"]);

/** "parar!", " Sair ", "STOP." → a stop word; accents and punctuation do not matter. */
export function isStopWord(text: string): boolean {
  const word = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}]/gu, "")
    .toUpperCase();
  return STOP_WORDS.has(word);
}

type Ctx = Pick<AppServices, "db" | "cep" | "config" | "jobs" | "logger" | "whatsapp">;

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

/**
 * POST /webhooks/whatsapp. 401 for a missing or wrong signature (nothing read,
 * nothing changed), 400 for a body that is not a WhatsApp webhook, 200 once
 * every event is applied; a failure of ours throws (500: Meta sends it again,
 * and applying it again changes nothing).
 */
export async function receiveWhatsAppWebhook(
  ctx: Ctx,
  raw: Uint8Array | string,
  signature: string | null,
): Promise<WebhookAnswer> {
  const wa = ctx.whatsapp;
  if (!wa) return { status: 404, body: { error: "WhatsApp não configurado" } };
  if (!wa.verifySignature(raw, signature)) {
    ctx.logger.warn("Webhook do WhatsApp recusado: assinatura ausente ou inválida");
    return { status: 401, body: { error: "Assinatura inválida" } };
  }
  let events: WebhookEvent[];
  try {
    events = parseWebhook(JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw)));
  } catch (error) {
    const message = error instanceof WebhookPayloadError ? error.message : "Corpo não é JSON";
    ctx.logger.warn("Webhook do WhatsApp ilegível", { reason: message });
    return { status: 400, body: { error: message } };
  }
  let applied = 0;
  for (const event of events) {
    if (event.phoneNumberId && event.phoneNumberId !== wa.config.phoneNumberId) continue;
    if (await applyEvent(ctx, event)) applied++;
  }
  return { status: 200, body: { received: events.length, applied } };
}

/** Meta's statuses in the order they happen; a later-arriving earlier one changes nothing. */
const RANK: Partial<Record<WhatsAppMessageStatus, number>> = { sent: 1, failed: 2, delivered: 3, read: 4 };

async function applyEvent(ctx: Ctx, event: WebhookEvent): Promise<boolean> {
  if (event.kind === "status") return applyStatus(ctx, event);
  return applyIncoming(ctx, event);
}

async function applyStatus(ctx: Ctx, event: Extract<WebhookEvent, { kind: "status" }>): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: whatsappMessages.id, status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.wamid, event.messageId), eq(whatsappMessages.direction, "out")))
      .for("update");
    // A status of a message this shop did not record (another app on the number, or a race with the send's answer).
    if (!row) return false;
    const at = event.timestamp;
    const stamp = {
      sent: { sentAt: sql`coalesce(${whatsappMessages.sentAt}, ${at.toISOString()}::timestamptz)` },
      delivered: { deliveredAt: sql`coalesce(${whatsappMessages.deliveredAt}, ${at.toISOString()}::timestamptz)` },
      read: { readAt: sql`coalesce(${whatsappMessages.readAt}, ${at.toISOString()}::timestamptz)` },
      failed: { failedAt: sql`coalesce(${whatsappMessages.failedAt}, ${at.toISOString()}::timestamptz)` },
    }[event.status];
    const forward = (RANK[event.status] ?? 0) > (RANK[row.status] ?? 0);
    const error =
      event.status === "failed"
        ? event.errors
            .map((e) => [e.code !== undefined ? `#${e.code}` : "", e.title, e.details].filter(Boolean).join(" "))
            .join("; ") || "falhou"
        : undefined;
    await tx
      .update(whatsappMessages)
      .set({ ...stamp, ...(forward ? { status: event.status } : {}), ...(forward && error ? { error } : {}) })
      .where(eq(whatsappMessages.id, row.id));
    return forward;
  });
}

/** The order a buyer's message is about: the one whose message it quotes, else the latest the shop wrote to this number. */
async function orderOf(tx: Transaction, phone: string, replyTo: string | undefined): Promise<string | null> {
  const [row] = await tx
    .select({ orderId: whatsappMessages.orderId })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.direction, "out"),
        sql`${whatsappMessages.orderId} IS NOT NULL`,
        replyTo ? or(eq(whatsappMessages.wamid, replyTo), eq(whatsappMessages.phone, phone)) : eq(whatsappMessages.phone, phone),
      ),
    )
    .orderBy(
      replyTo ? sql`coalesce(${whatsappMessages.wamid} = ${replyTo}, false) DESC` : sql`1`,
      desc(whatsappMessages.createdAt),
    )
    .limit(1);
  return row?.orderId ?? null;
}

/**
 * Records the buyer's message once (its wamid is its key). Returns the row to act
 * on, or null when an earlier delivery of this webhook already did everything.
 */
async function recordIncoming(
  tx: Transaction,
  event: Exclude<WebhookEvent, { kind: "status" }>,
  phone: string,
  orderId: string | null,
): Promise<{ id: string } | null> {
  const text = event.kind === "text" || event.kind === "button" ? event.text : `(mensagem sem texto: ${event.type})`;
  await tx
    .insert(whatsappMessages)
    .values({
      key: `in:${event.messageId}`,
      // The order must exist (a payload naming a deleted order keeps the reply without it).
      orderId: orderId ? sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.id} = ${orderId}::uuid)` : null,
      direction: "in",
      kind: event.kind,
      phone,
      wamid: event.messageId,
      status: "received",
      text: text.slice(0, 4096),
      replyTo: event.kind === "other" ? null : (event.replyTo ?? null),
      sentAt: event.timestamp,
    })
    .onConflictDoNothing({ target: whatsappMessages.key });
  const [row] = await tx
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.key, `in:${event.messageId}`), isNull(whatsappMessages.processedAt)))
    .for("update");
  return row ?? null;
}

async function markProcessed(tx: Transaction | Ctx["db"], id: string, note?: string) {
  await tx
    .update(whatsappMessages)
    .set({ processedAt: new Date(), ...(note ? { error: note } : {}) })
    .where(eq(whatsappMessages.id, id));
}

async function applyIncoming(ctx: Ctx, event: Exclude<WebhookEvent, { kind: "status" }>): Promise<boolean> {
  const phone = canonicalPhone(event.from) ?? `+${event.from.replace(/\D/g, "")}`;
  const reply = event.kind === "button" ? parseReplyPayload(event.payload) : null;

  if (reply?.action === "confirm") {
    const row = await ctx.db.transaction((tx) => recordIncoming(tx, event, phone, reply.orderId));
    if (!row) return false;
    // Its own transaction (confirmOrder's); a crash before markProcessed means Meta's retry confirms again, which changes nothing.
    const outcome = await confirmOrder(ctx, reply.orderId, null, new Date(), WHATSAPP_ACTOR);
    const note =
      outcome.kind === "confirmed"
        ? outcome.alreadyConfirmed
          ? "pedido já estava confirmado"
          : undefined
        : { locked: "pedido já saiu: nada mudou", blocked: "comprador bloqueado: nada mudou", missing: "pedido não existe" }[
            outcome.kind
          ];
    await markProcessed(ctx.db, row.id, note);
    ctx.logger.info("Pedido confirmado pelo WhatsApp", { orderId: reply.orderId, outcome: outcome.kind });
    return true;
  }

  return ctx.db.transaction(async (tx) => {
    const orderId = await orderOf(tx, phone, event.kind === "other" ? undefined : event.replyTo);
    const row = await recordIncoming(tx, event, phone, orderId);
    if (!row) return false;
    if (event.kind === "text" && isStopWord(event.text)) {
      const revoked = await revokeWhatsAppOf(tx, phone);
      // Answered once: only when this message revoked something (a second PARAR finds nothing left).
      if (revoked > 0) {
        const data: SendJobData = { kind: "optOutReply", orderId, phone, replyTo: event.messageId };
        await ctx.jobs.send(tx, WHATSAPP_SEND_JOB, data, { key: `optout:${event.messageId}` });
      }
      await markProcessed(tx, row.id, revoked > 0 ? "consentimento de WhatsApp revogado" : "consentimento já estava revogado");
      ctx.logger.info("WhatsApp: comprador pediu para parar", { revoked });
      return true;
    }
    await markProcessed(tx, row.id);
    return true;
  });
}

/** Revokes the WhatsApp consent of everyone who ordered with this number (their customer and email): PARAR stops every order's messages. */
async function revokeWhatsAppOf(tx: Transaction, phone: string): Promise<number> {
  const people = await tx
    .selectDistinct({ customerId: orders.customerId, email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.customerPhone, phone));
  let revoked = 0;
  const now = new Date();
  for (const who of people) {
    revoked += await revokeConsent(tx, { purpose: "whatsapp", customerId: who.customerId, email: who.email }, now);
  }
  return revoked;
}
