// POST /webhooks/pix/:secret (and …/pix, the suffix PSPs append): the API Pix
// callback. Checked by the secret in the path (constant time), optionally by
// the PSP's addresses (PIX_WEBHOOK_ALLOWED_IPS), and by mTLS at the proxy
// (README, deploy). It trusts nothing in the body: each txid becomes a job
// that reads the charge back from the PSP before anything is applied, so the
// answer is fast and a forged or repeated callback changes nothing by itself.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";
import type { AppServices } from "~/services.server";
import { clientIp } from "./client-ip";

const APPLY_JOB = "payments.pix-apply";
/** A callback carries a handful of Pix; more is not a PSP. */
const MAX_PIX_PER_CALLBACK = 1000;

function sameSecret(given: string, expected: string): boolean {
  // Hashes have the same length whatever was sent, so the comparison time says nothing about the secret.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

interface CallbackPix {
  txid?: unknown;
  endToEndId?: unknown;
  horario?: unknown;
}

export function pixWebhookHandler(services: AppServices) {
  const settings = services.config.pixApi;
  const allowed = settings?.webhookAllowedIps.length ? proxyAddr.compile(settings.webhookAllowedIps) : null;
  return async (c: Context): Promise<Response> => {
    c.header("Cache-Control", "no-store");
    if (!settings || !services.pixApi) return c.text("Não encontrado", 404);
    if (!sameSecret(c.req.param("secret") ?? "", settings.webhookSecret)) {
      services.logger.warn("pix webhook: segredo inválido");
      return c.text("Não autorizado", 401);
    }
    if (allowed) {
      const ip = clientIp(c, services.config.trustProxy);
      if (!allowed(ip, 0)) {
        services.logger.warn("pix webhook: endereço fora da lista", { ip });
        return c.text("Proibido", 403);
      }
    }
    let body: unknown;
    try {
      const text = await c.req.text();
      // Efí checks the address with an empty POST when it is registered.
      body = text.trim() ? JSON.parse(text) : {};
    } catch {
      return c.text("JSON inválido", 400);
    }
    const list = (body as { pix?: unknown } | null)?.pix;
    const pix = Array.isArray(list) ? (list as CallbackPix[]).slice(0, MAX_PIX_PER_CALLBACK) : [];
    const jobs = pix.flatMap((p) => {
      if (typeof p?.txid !== "string" || !/^[a-zA-Z0-9]{26,35}$/.test(p.txid)) return [];
      // One job per Pix: the same callback delivered N times writes it once.
      const key = typeof p.endToEndId === "string" ? p.endToEndId : `${p.txid}:${String(p.horario)}`;
      return [{ data: { txid: p.txid }, key }];
    });
    // In one transaction: either every Pix of the callback has its job, or the PSP gets a 500 and sends it again.
    if (jobs.length) {
      await services.db.transaction(async (tx) => {
        for (const job of jobs) await services.jobs.send(tx, APPLY_JOB, job.data, { key: job.key });
      });
    }
    return c.body(null, 200);
  };
}
