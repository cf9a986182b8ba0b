// Provider events → subscription lifecycle, or → an order marked paid. The
// webhook routes and the local hosted checkout all go through here, signature
// check included.
import type { AppServices } from "~/services.server";
import { type ApplyResult, applyClubEvent } from "../club/lifecycle.server";
import { applyOrderPaidEvent } from "~/domain/payments/order-payment.server";
import { isInvalidWebhook, type PaymentEvent, type PaymentProvider } from "./provider.server";

type Ctx = Pick<AppServices, "db" | "logger" | "metrics" | "config" | "jobs">;

export type WebhookOutcome = { status: 200; result: ApplyResult } | { status: 400 | 503; error: string };

const EARLIEST_PERIOD_END = Date.UTC(2000, 0, 1);
const LATEST_PERIOD_END = Date.UTC(2200, 0, 1);

/** What no real provider sends and the database could not store: NUL bytes, huge strings, dates out of range. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function storableEvent(event: PaymentEvent): boolean {
  const fields = event as unknown as Record<string, unknown>;
  if (typeof fields.id !== "string" || fields.id === "") return false;
  for (const key of ["userId", "orderId"])
    if (key in fields && (typeof fields[key] !== "string" || !UUID.test(fields[key]))) return false;
  if ("subscriptionId" in fields && (typeof fields.subscriptionId !== "string" || fields.subscriptionId === "")) return false;
  for (const value of Object.values(event)) {
    if (typeof value === "string" && (value.length > 255 || value.includes("\u0000"))) return false;
    if (value instanceof Date) {
      const t = value.getTime();
      if (!Number.isFinite(t) || t < EARLIEST_PERIOD_END || t > LATEST_PERIOD_END) return false;
    }
  }
  return true;
}

export async function handleWebhook(
  ctx: Ctx,
  provider: PaymentProvider,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  ctx.metrics.paymentWebhookReceived(provider.name);
  let event;
  try {
    event = await provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!isInvalidWebhook(error)) throw error;
    ctx.logger.warn("Webhook recusado", { provider: provider.name, reason: error.message });
    return { status: 400, error: error.message };
  }
  if (!storableEvent(event)) {
    ctx.logger.warn("Webhook recusado", { provider: provider.name, reason: "Evento malformado" });
    return { status: 400, error: "Evento malformado" };
  }
  let result: ApplyResult;
  try {
    result =
      event.kind === "order_paid"
        ? await applyOrderPaidEvent(ctx, provider.name, event)
        : await applyClubEvent(ctx.db, provider.name, event);
  } catch (error) {
    // A database hiccup: answer non-2xx so the provider delivers the event again
    // (applying it is idempotent by event id, so a replay is safe).
    ctx.logger.error("Falha ao registrar evento de pagamento; o provedor tentará de novo", {
      provider: provider.name,
      event: event.id,
      reason: String(error),
    });
    return { status: 503, error: "Falha temporária ao registrar o evento. Tente novamente." };
  }
  if (result === "applied") ctx.metrics.paymentWebhookApplied(provider.name);
  ctx.logger.info("Evento de pagamento", { provider: provider.name, event: event.id, kind: event.kind, result });
  return { status: 200, result };
}

/** The local checkout delivers its signed event in-process, through the same verification (only while demo payments are on). */
export async function deliverLocalEvent(
  ctx: Ctx & Pick<AppServices, "localPayments">,
  body: string,
  signature: string,
): Promise<void> {
  if (!ctx.localPayments) throw new Error("Pagamentos de demonstração desativados (DEMO_PAYMENTS)");
  const outcome = await handleWebhook(ctx, ctx.localPayments, body, signature);
  if (outcome.status !== 200) throw new Error(`Evento local recusado: ${outcome.error}`);
}
