// WhatsApp messages against the fake Cloud API (issue 37): the production server
// on the bench's PostgreSQL database with WhatsApp configured, jobs at the app's
// default poll. N orders placed with the opt-in, back to back: each writes its
// "pedido recebido" send job in the order's transaction; then
//  - messages sent per second through the queue: first to last message the
//    fake received (and the time from the first order to the last message);
//  - webhook → confirmed: each buyer taps "Confirmar pedido", one at a time
//    (a signed webhook to the shop); from the tap to the order reading
//    confirmed (polled every 20 ms), p50/p95.
// On its own (after `npm run build`, on a PostgreSQL database the app has seeded):
//   BENCH_WHATSAPP_DATABASE_URL=postgres://… npx tsx scripts/bench/whatsapp.ts
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import type { Logger } from "~/logger.server";
import { createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { catalogue } from "~/domain/messaging/whatsapp/templates";
import { startFakeWhatsApp } from "../../tests/fakes/whatsapp/server";
import { placeOrders, waitUntil } from "../../tests/cluster/support/orders";
import { ensureDir, log, percentile, round, runMain, SETTINGS, TMP_DIR } from "./common";
import { assertLoopback } from "./postgres";
import { startServer } from "./server";

export interface WhatsAppBenchResult {
  orders: number;
  pollIntervalSeconds: number;
  /** First order posted → last "pedido recebido" message at the fake. */
  placedToLastMessageMs: number;
  /** First to last message received by the fake. */
  sendSpanMs: number;
  messagesPerS: number;
  /** Tap on "Confirmar pedido" → order confirmed, one at a time. */
  latency: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** Buyers that got the message exactly once (of `orders`). */
  exactlyOnce: number;
  /** Buyers that got no message at all (their send job ended without sending). */
  missing: number;
  violations: string[];
}

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };

export async function measureWhatsApp(options: { databaseUrl: string; productIds: number[]; orders?: number }): Promise<WhatsAppBenchResult> {
  assertLoopback(options.databaseUrl);
  const count = options.orders ?? (SETTINGS.quick ? 6 : 20);
  const fake = await startFakeWhatsApp();
  const dataDir = ensureDir(path.join(TMP_DIR, "data-whatsapp"));
  const sql = postgres(options.databaseUrl, { max: 2, onnotice: () => {} });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const wa = fake.config;
    server = await startServer({
      label: "whatsapp",
      dataDir,
      databaseUrl: options.databaseUrl,
      env: {
        WHATSAPP_API_URL: fake.url,
        WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
        WHATSAPP_BUSINESS_ACCOUNT_ID: wa.businessAccountId,
        WHATSAPP_ACCESS_TOKEN: wa.accessToken,
        WHATSAPP_APP_SECRET: wa.appSecret,
        WHATSAPP_VERIFY_TOKEN: wa.verifyToken,
        ...(process.env.BENCH_JOBS_POLL_INTERVAL_SECONDS ? { JOBS_POLL_INTERVAL_SECONDS: process.env.BENCH_JOBS_POLL_INTERVAL_SECONDS } : {}),
      },
    });
    const origin = server.origin;
    fake.setWebhookUrl(`${origin}/webhooks/whatsapp`);
    const admin = createWhatsApp({ whatsapp: wa, publicUrl: origin }, { logger: quiet })!;
    for (const { template } of catalogue()) await admin.createTemplate(template);
    fake.approveTemplates();

    const t0 = Date.now();
    const placed = await placeOrders(origin, options.productIds, count, { whatsapp: true, concurrency: 4 });
    const phones = placed.map((p) => fake.phone(p.e164));
    const rows = await sql<{ id: string; number: number }[]>`SELECT id, number FROM orders WHERE number IN ${sql(placed.map((p) => p.number))}`;
    const idOf = new Map(rows.map((r) => [r.number, r.id]));
    // Every buyer's message arrived, or every send job is over (a job that sent nothing is reported, not waited for).
    await waitUntil(
      "mensagens 'pedido recebido'",
      count * 10_000 + 60_000,
      async () => {
        const n = phones.filter((p) => p.messages.length > 0).length;
        if (n === count) return true;
        const [row] = await sql<{ open: number }[]>`
          SELECT count(*)::int AS open FROM pgboss.job WHERE name = 'messaging.whatsapp-send' AND state < 'completed' AND data->>'orderId' IN ${sql([...idOf.values()])}`;
        return (row?.open ?? 1) === 0 || `${n} de ${count}`;
      },
      50,
    );
    const received = phones.filter((p) => p.messages.length > 0);
    if (received.length < 2) throw new Error(`só ${received.length} de ${count} mensagens chegaram à API falsa`);
    const times = received.map((p) => p.messages[0]!.at.getTime()).sort((a, b) => a - b);
    const sendSpanMs = times[times.length - 1]! - times[0]!;
    const placedToLastMessageMs = times[times.length - 1]! - t0;
    log(`  whatsapp: ${count} mensagens em ${sendSpanMs} ms do primeiro ao último envio (${placedToLastMessageMs} ms desde o primeiro pedido)`);

    const latencies: number[] = [];
    for (const [i, order] of placed.entries()) {
      const phone = phones[i]!;
      if (!phone.messages.length) continue;
      const started = performance.now();
      const tap = await phone.tapButton(phone.messages[0]!.id, "Confirmar pedido");
      if (tap.status !== 200) throw new Error(`webhook do WhatsApp: HTTP ${tap.status} ${tap.answer.slice(0, 200)}`);
      const id = idOf.get(order.number)!;
      await waitUntil("pedido confirmado", 60_000, async () => (await sql<{ s: string }[]>`SELECT status AS s FROM orders WHERE id = ${id}`)[0]?.s === "confirmed", 20);
      latencies.push(performance.now() - started);
    }
    const result: WhatsAppBenchResult = {
      orders: count,
      pollIntervalSeconds: Number(process.env.BENCH_JOBS_POLL_INTERVAL_SECONDS ?? 2),
      placedToLastMessageMs,
      sendSpanMs,
      messagesPerS: round((received.length - 1) / Math.max(0.001, sendSpanMs / 1000), 2),
      latency: {
        samples: latencies.length,
        p50Ms: Math.round(percentile(latencies, 50)),
        p95Ms: Math.round(percentile(latencies, 95)),
        maxMs: Math.round(Math.max(...latencies)),
      },
      exactlyOnce: phones.filter((p) => p.messages.filter((m) => m.type === "template").length === 1).length,
      missing: count - received.length,
      violations: fake.violations.splice(0),
    };
    log(`  whatsapp: ${result.messagesPerS} mensagens/s; toque → confirmado p50 ${result.latency.p50Ms} ms, p95 ${result.latency.p95Ms} ms`);
    return result;
  } finally {
    await sql.end({ timeout: 5 });
    await server?.stop();
    await fake.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runMain(async () => {
    const url = process.env.BENCH_WHATSAPP_DATABASE_URL;
    if (!url) throw new Error("BENCH_WHATSAPP_DATABASE_URL é obrigatório");
    ensureDir(TMP_DIR);
    const sql = postgres(url, { max: 1 });
    const products = await sql<{ id: number }[]>`SELECT id FROM products ORDER BY id LIMIT 10`;
    await sql.end();
    const result = await measureWhatsApp({ databaseUrl: url, productIds: products.map((p) => p.id) });
    fs.writeFileSync(path.join(TMP_DIR, "whatsapp.json"), JSON.stringify(result, null, 2));
    console.log(JSON.stringify(result, null, 2));
  });
}
