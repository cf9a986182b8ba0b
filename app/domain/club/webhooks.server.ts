// Provider events → subscription lifecycle. The webhook routes and the local
// hosted checkout all go through here, signature check included.
import type { AppServices } from "~/services.server";
import { type ApplyResult, applyClubEvent } from "./lifecycle.server";
import { InvalidWebhook, type PaymentProvider } from "./payments/provider.server";

type Ctx = Pick<AppServices, "db" | "logger">;

export type WebhookOutcome = { status: 200; result: ApplyResult } | { status: 400; error: string };

export async function handleWebhook(ctx: Ctx, provider: PaymentProvider, rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  let event;
  try {
    event = await provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!(error instanceof InvalidWebhook)) throw error;
    ctx.logger.warn("Webhook recusado", { provider: provider.name, reason: error.message });
    return { status: 400, error: error.message };
  }
  const result = await applyClubEvent(ctx.db, provider.name, event);
  ctx.logger.info("Evento de pagamento", { provider: provider.name, event: event.id, kind: event.kind, result });
  return { status: 200, result };
}

/** The local checkout delivers its signed event in-process, through the same verification. */
export async function deliverLocalEvent(ctx: Ctx & Pick<AppServices, "localPayments">, body: string, signature: string): Promise<void> {
  const outcome = await handleWebhook(ctx, ctx.localPayments, body, signature);
  if (outcome.status !== 200) throw new Error(`Evento local recusado: ${outcome.error}`);
}
