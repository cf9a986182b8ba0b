// Pix collection against the fake PSP (issue 36): the production server on the
// bench's PostgreSQL database with the API Pix configured (mTLS with test
// certificates made for the run), jobs at the app's default poll. N orders are
// placed and marked entregue in one bulk action (the app writes one
// create-charge job per order in that transaction); then
//  - charges created per second: from the click to the last charge ATIVA;
//  - webhook → pago: the PSP pays one charge at a time and posts its webhook;
//    from the payment to the order reading pago (polled every 20 ms), p50/p95.
// On its own (after `npm run build`, on a PostgreSQL database the app has seeded):
//   BENCH_PIX_DATABASE_URL=postgres://… npx tsx scripts/bench/pix.ts
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { TEST_ADMIN_PASSWORD } from "../../tests/e2e/support/server";
import { makeTestCertificates } from "../../tests/fakes/pix-provider/certificates";
import { startFakePixProvider } from "../../tests/fakes/pix-provider/fake-pix-provider";
import { bulk, placeOrders, signInAdmin, waitUntil } from "../../tests/cluster/support/orders";
import { ensureDir, log, percentile, round, runMain, SETTINGS, TMP_DIR } from "./common";
import postgres from "postgres";
import { assertLoopback } from "./postgres";
import { startServer } from "./server";

export interface PixBenchResult {
  orders: number;
  pollIntervalSeconds: number;
  /** Bulk "entregue" click → every charge ATIVA. */
  createMs: number;
  chargesPerS: number;
  putCobvCalls: number;
  /** Webhook → pago, one payment at a time. */
  latency: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
  paidEvents: { orders: number; exactlyOne: number };
  violations: string[];
}

const SECRET = "segredo-do-webhook-pix-bench-0123456789ab";
const PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";

export async function measurePix(options: { databaseUrl: string; productIds: number[]; orders?: number; latencySamples?: number }): Promise<PixBenchResult> {
  assertLoopback(options.databaseUrl);
  const count = options.orders ?? (SETTINGS.quick ? 6 : 20);
  const samples = Math.min(count, options.latencySamples ?? (SETTINGS.quick ? 4 : 20));
  const certificates = makeTestCertificates();
  const fake = await startFakePixProvider({ certificates });
  const dataDir = ensureDir(path.join(TMP_DIR, "data-pix"));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const sql = postgres(options.databaseUrl, { max: 2, onnotice: () => {} });
  try {
    server = await startServer({
      label: "pix",
      dataDir,
      databaseUrl: options.databaseUrl,
      env: {
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        ...fake.shopEnv({ key: PIX_KEY, webhookSecret: SECRET }),
        // The app's default poll (2 s) unless the run asks for another.
        ...(process.env.BENCH_JOBS_POLL_INTERVAL_SECONDS ? { JOBS_POLL_INTERVAL_SECONDS: process.env.BENCH_JOBS_POLL_INTERVAL_SECONDS } : {}),
      },
    });
    const origin = server.origin;
    await waitUntil("registro do webhook Pix", 60_000, () => Promise.resolve(fake.webhooks.get(PIX_KEY)?.webhookUrl === `${origin}/webhooks/pix/${SECRET}`), 100);
    const placed = await placeOrders(origin, options.productIds, count, { concurrency: 4 });
    const rows = await sql<{ id: string }[]>`SELECT id FROM orders WHERE number IN ${sql(placed.map((p) => p.number))}`;
    const ids = rows.map((r) => r.id);
    const admin = await signInAdmin(origin);
    await bulk(admin, "confirm", ids);
    await bulk(admin, "ship", ids, { transportadora: "own" });
    const calls = () => fake.requests.filter((r) => r.operation === "PUT /cobv/{txid}").length;
    const callsBefore = calls();
    const t0 = performance.now();
    await bulk(admin, "deliver", ids);
    await waitUntil(
      "cobranças ATIVA",
      count * 10_000 + 60_000,
      async () => {
        const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pix_charges WHERE order_id IN ${sql(ids)} AND status = 'ATIVA'`;
        const n = row?.n ?? 0;
        return n === count || `${n} de ${count}`;
      },
      50,
    );
    const createMs = performance.now() - t0;
    log(`  pix: ${count} cobranças em ${Math.round(createMs)} ms (${round(count / (createMs / 1000), 2)}/s)`);

    const charges = await sql<{ order_id: string; txid: string }[]>`SELECT order_id, txid FROM pix_charges WHERE order_id IN ${sql(ids)}`;
    const latencies: number[] = [];
    for (const charge of charges.slice(0, samples)) {
      const started = performance.now();
      const { callback } = await fake.pay(charge.txid);
      if (callback?.status !== 200) throw new Error(`webhook Pix: HTTP ${callback?.status} ${callback?.error ?? ""}`);
      await waitUntil(
        "pedido pago",
        120_000,
        async () => (await sql<{ p: string }[]>`SELECT payment_status AS p FROM orders WHERE id = ${charge.order_id}`)[0]?.p === "paid",
        20,
      );
      latencies.push(performance.now() - started);
    }
    const paid = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM order_events
       WHERE order_id IN ${sql(charges.slice(0, samples).map((c) => c.order_id))} AND field = 'payment_status' AND to_value = 'paid' GROUP BY order_id`;
    const result: PixBenchResult = {
      orders: count,
      pollIntervalSeconds: Number(process.env.BENCH_JOBS_POLL_INTERVAL_SECONDS ?? 2),
      createMs: Math.round(createMs),
      chargesPerS: round(count / (createMs / 1000), 2),
      putCobvCalls: calls() - callsBefore,
      latency: {
        samples: latencies.length,
        p50Ms: Math.round(percentile(latencies, 50)),
        p95Ms: Math.round(percentile(latencies, 95)),
        maxMs: Math.round(Math.max(...latencies)),
      },
      paidEvents: { orders: paid.length, exactlyOne: paid.filter((r) => r.n === 1).length },
      violations: fake.takeViolations(),
    };
    log(`  pix: webhook → pago p50 ${result.latency.p50Ms} ms, p95 ${result.latency.p95Ms} ms (${latencies.length} pagamentos)`);
    return result;
  } finally {
    await sql.end({ timeout: 5 });
    await server?.stop();
    await fake.stop();
    certificates.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runMain(async () => {
    const url = process.env.BENCH_PIX_DATABASE_URL;
    if (!url) throw new Error("BENCH_PIX_DATABASE_URL é obrigatório");
    ensureDir(TMP_DIR);
    const sql = postgres(url, { max: 1 });
    const products = await sql<{ id: number }[]>`SELECT id FROM products ORDER BY id LIMIT 10`;
    await sql.end();
    const result = await measurePix({ databaseUrl: url, productIds: products.map((p) => p.id) });
    fs.writeFileSync(path.join(TMP_DIR, "pix.json"), JSON.stringify(result, null, 2));
    console.log(JSON.stringify(result, null, 2));
  });
}
