// GET and POST /webhooks/whatsapp (issue 37), beside the router like the
// checkout endpoint: the signature is checked on the raw bytes, which a
// React Router action would only see after its own reading. GET answers
// Meta's subscription handshake; POST hands the body and its
// X-Hub-Signature-256 to the messaging module, which refuses a forged or
// missing signature before reading anything.
import type { Context } from "hono";
import { receiveWhatsAppWebhook } from "~/domain/messaging/whatsapp-inbound.server";
import type { AppServices } from "~/services.server";
import { requestLoggerOf } from "./request-log";

export const WHATSAPP_WEBHOOK_PATH = "/webhooks/whatsapp";
/** Meta's webhooks are a few KB; a batch of statuses stays far below this. */
const MAX_BODY = 256 * 1024;

const noStore = { "Cache-Control": "no-store" };

export function whatsAppHandshake(services: AppServices) {
  return (c: Context) => {
    const challenge = services.whatsapp?.verifyHandshake(new URL(c.req.url).searchParams) ?? null;
    if (challenge === null) return c.text("Forbidden", 403, noStore);
    return c.text(challenge, 200, { ...noStore, "Content-Type": "text/plain; charset=utf-8" });
  };
}

export function whatsAppWebhook(services: AppServices) {
  return async (c: Context) => {
    if (!services.whatsapp) return c.json({ error: "WhatsApp não configurado" }, 404, noStore);
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_BODY) return c.json({ error: "Corpo grande demais" }, 413);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (raw.byteLength > MAX_BODY) return c.json({ error: "Corpo grande demais" }, 413);
    try {
      const answer = await receiveWhatsAppWebhook(services, raw, c.req.header("X-Hub-Signature-256") ?? null);
      return c.json(answer.body, answer.status as 200, noStore);
    } catch (error) {
      // Meta sends it again later; every event is applied once, so nothing doubles.
      requestLoggerOf(c, services.logger).error("Falha ao tratar webhook do WhatsApp", {
        reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return c.json({ error: "Tente novamente" }, 500, noStore);
    }
  };
}
