// Order placement under load: N concurrent clients, each posting the store
// checkout form (POST /api/checkout, where the checkout page sends it;
// urlencoded fields as in app/domain/orders/forms/checkout.ts) in a loop until the time is up. Every request
// has a unique idempotencyKey; 2xx/3xx answers are acknowledged orders. In-flight
// requests are allowed to finish, so the acknowledged count is exact, and the
// database is checked afterwards: every acknowledged key once, nothing else.
//
// Each order comes from its own shopper: the server runs with TRUST_PROXY=true
// (as behind a load balancer) and every request carries its own X-Forwarded-For
// from the IPv6 documentation prefix 2001:db8::/32 (a header value only: the
// traffic goes to 127.0.0.1), so the per-IP order limit (RULES.orders) sees 50
// shoppers, not one address, while still doing its work for every order.
import http from "node:http";
import { CHECKOUT_ENDPOINT } from "~/domain/orders/forms/checkout-path";
import { cpfFrom } from "../seed/demo-orders";
import { HOST, log, percentile, round } from "./common";
import { queryOne, queryRows } from "./postgres";

export interface OrdersLoadResult {
  path: string;
  clients: number;
  durationS: number;
  elapsedS: number;
  attempted: number;
  acknowledged: number;
  ordersPerS: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  errorsByKind: Record<string, number>;
  database: {
    ordersWithRunKeys: number;
    distinctKeys: number;
    /** Acknowledged keys with no order in the database. */
    lost: number;
    /** Orders in the database for keys never acknowledged (answered with an error). */
    unacknowledged: number;
    /** Keys with more than one order (the unique index should make this impossible). */
    duplicated: number;
    /** Order items written by this run (sanity: ≥ one per order). */
    items: number;
    ordersTotalAfter: number;
  };
}

const CITIES = [
  ["São Paulo", "SP", "01310-100"],
  ["Campinas", "SP", "13010-111"],
  ["Niterói", "RJ", "24020-005"],
  ["Belo Horizonte", "MG", "30130-010"],
  ["Florianópolis", "SC", "88010-400"],
] as const;

/** A distinct mobile number per order: (11) 9XXXX-XXXX. */
function whatsappOf(n: number): string {
  const digits = String(n % 100_000_000).padStart(8, "0");
  return `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** A distinct valid CPF per order (the checkout asks for one). */
function cpfOf(n: number): string {
  const nine = String(100_000_000 + (n % 800_000_000));
  return cpfFrom(/^(\d)\1+$/.test(nine) ? String(Number(nine) + 1) : nine);
}

function formBody(key: string, n: number, productIds: number[]): string {
  const [city, state, zipCode] = CITIES[n % CITIES.length]!;
  const lines = 1 + (n % 3);
  const ids = new Set<number>();
  for (let i = 0; ids.size < Math.min(lines, productIds.length); i++) ids.add(productIds[(n * 31 + i * 17) % productIds.length]!);
  return new URLSearchParams({
    idempotencyKey: key,
    fullName: `Cliente Carga ${n}`,
    // A new customer each time (the checkout's usual case): their own email, WhatsApp and CPF. One number shared by
    // every order made each order a repeat buyer's for the risk check, which read up to 1 000 earlier orders per batch.
    email: `${key}@exemplo.com.br`,
    whatsapp: whatsappOf(n),
    cpf: cpfOf(n),
    zipCode,
    street: "Avenida Paulista",
    number: String(100 + (n % 900)),
    neighborhood: "Bela Vista",
    city,
    state,
    items: JSON.stringify([...ids].map((id, i) => ({ id, quantity: 1 + ((n + i) % 2) }))),
  }).toString();
}

function post(agent: http.Agent, port: number, path: string, body: string, shopper: number, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port,
        path,
        method: "POST",
        agent,
        timeout: timeoutMs,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: `http://${HOST}:${port}`,
          "user-agent": "lift-bench (orders)",
          "x-forwarded-for": `2001:db8::${(shopper >>> 16).toString(16)}:${(shopper & 0xffff).toString(16)}`,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

export async function runOrdersLoad(options: {
  port: number;
  databaseUrl: string;
  productIds: number[];
  clients: number;
  durationS: number;
  path?: string;
}): Promise<OrdersLoadResult> {
  const path = options.path ?? CHECKOUT_ENDPOINT;
  const runId = `bench${Date.now().toString(36)}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const latencies: number[] = [];
  const acked = new Set<string>();
  const errorsByKind: Record<string, number> = {};
  let attempted = 0;
  let seq = 0;
  const t0 = performance.now();
  const deadline = t0 + options.durationS * 1000;

  const client = async () => {
    while (performance.now() < deadline) {
      const n = seq++;
      const key = `${runId}-${String(n).padStart(7, "0")}`;
      const body = formBody(key, n, options.productIds);
      attempted++;
      const start = performance.now();
      try {
        const status = await post(agent, options.port, path, body, n + 1, 30_000);
        if (status >= 200 && status < 400) {
          acked.add(key);
          latencies.push(performance.now() - start);
        } else {
          errorsByKind[`HTTP ${status}`] = (errorsByKind[`HTTP ${status}`] ?? 0) + 1;
        }
      } catch (error) {
        const kind = String((error as Error).message ?? error).slice(0, 60);
        errorsByKind[kind] = (errorsByKind[kind] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  const elapsedS = (performance.now() - t0) / 1000;
  agent.destroy();

  const rows = await queryRows<{ key: string; n: number }>(
    options.databaseUrl,
    `SELECT idempotency_key AS key, count(*)::int AS n FROM orders WHERE idempotency_key LIKE $1 GROUP BY 1`,
    [`${runId}-%`],
  );
  const { items } = await queryOne<{ items: number }>(
    options.databaseUrl,
    `SELECT count(*)::int AS items FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.idempotency_key LIKE $1`,
    [`${runId}-%`],
  );
  const { total } = await queryOne<{ total: number }>(options.databaseUrl, `SELECT count(*)::int AS total FROM orders`);
  const inDb = new Map(rows.map((r) => [r.key, r.n]));
  const errors = Object.values(errorsByKind).reduce((a, b) => a + b, 0);
  const result: OrdersLoadResult = {
    path,
    clients: options.clients,
    durationS: options.durationS,
    elapsedS: round(elapsedS, 2),
    attempted,
    acknowledged: acked.size,
    ordersPerS: round(acked.size / elapsedS, 1),
    p50Ms: round(percentile(latencies, 50), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    maxMs: round(latencies.length ? Math.max(...latencies) : NaN, 1),
    errors,
    errorsByKind,
    database: {
      ordersWithRunKeys: rows.reduce((s, r) => s + r.n, 0),
      distinctKeys: rows.length,
      lost: [...acked].filter((k) => !inDb.has(k)).length,
      unacknowledged: rows.filter((r) => !acked.has(r.key)).length,
      duplicated: rows.filter((r) => r.n > 1).length,
      items: Number(items),
      ordersTotalAfter: Number(total),
    },
  };
  log(
    `  orders: ${result.acknowledged} acknowledged in ${result.elapsedS} s (${result.ordersPerS}/s), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${errors}; in database ${result.database.ordersWithRunKeys}`,
  );
  return result;
}
