// Simulated shoppers placing orders (plan pages and checkout), and the checks
// that every order the shop acknowledged is in the database, whole and once.
import { randomUUID } from "node:crypto";
import { createPglite } from "~/db/client.server";
import { Client, nextIp } from "../../security/support/app";
import { checkoutForm, orderForm } from "../../security/support/shop";

export interface Placed {
  key: string;
  kind: "funnel" | "checkout";
  /** Lines asked for (checkout) or the one product (funnel). */
  items: Array<{ id: number; quantity: number }>;
  /** The posted form: a retry sends this same request again (a key is bound to its request, decision 013). */
  form: Record<string, string>;
  outcome: "acknowledged" | "refused" | "unknown";
  status: number;
  ms: number;
  /** The order id the shop answered with (funnel: from the signed last-order cookie). */
  orderId?: string;
  /** The order number the shop answered with (checkout). */
  orderNumber?: number;
}

export function orderIdFromCookie(client: Client): string | undefined {
  const raw = client.cookies.get("ultimo-pedido");
  if (!raw) return undefined;
  // "<order id>.<expiry>.<signature>" (app/domain/orders/placement/last-order.server.ts).
  const id = decodeURIComponent(raw).split(".")[0]!;
  return /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

/** One order from a new shopper (own address, so per-address limits behave as with real people behind a proxy). */
export async function placeOne(
  base: string,
  productIds: number[],
  kind: Placed["kind"],
  again?: Pick<Placed, "key" | "items" | "form">,
  ip = nextIp(),
): Promise<Placed> {
  const key = again?.key ?? randomUUID();
  const client = new Client(base, ip);
  const started = performance.now();
  const pick = () => productIds[Math.floor(Math.random() * productIds.length)]!;
  let items: Placed["items"];
  let request: Promise<{ status: number; text: string }>;
  let form: Record<string, string>;
  if (kind === "funnel") {
    items = again?.items ?? [{ id: pick(), quantity: 1 + Math.floor(Math.random() * 3) }];
    form = again?.form ?? orderForm(items[0]!.id, { idempotencyKey: key, quantity: String(items[0]!.quantity) });
    request = client.post("/api/pedidos", { form });
  } else {
    items =
      again?.items ?? [...new Set([pick(), pick(), pick()])].map((id) => ({ id, quantity: 1 + Math.floor(Math.random() * 3) }));
    // As the checkout page does: its clientAction posts the form to the order endpoint (JSON answer).
    form = again?.form ?? checkoutForm(items, { idempotencyKey: key });
    request = client.post("/api/checkout", { form });
  }
  try {
    const res = await request;
    const orderNumber = kind === "checkout" ? Number(/"orderNumber":(\d+)/.exec(res.text)?.[1] ?? Number.NaN) : undefined;
    const ok =
      kind === "funnel" ? res.status === 303 : res.status === 200 && /"ok":true/.test(res.text) && Number.isInteger(orderNumber);
    return {
      key,
      kind,
      items,
      form,
      status: res.status,
      ms: performance.now() - started,
      outcome: ok ? "acknowledged" : "refused",
      orderId: kind === "funnel" ? orderIdFromCookie(client) : undefined,
      orderNumber: ok ? orderNumber : undefined,
    };
  } catch {
    return { key, kind, items, form, status: 0, ms: performance.now() - started, outcome: "unknown" };
  }
}

export interface OrderRow {
  id: string;
  number: number;
  idempotency_key: string;
  total_cents: number;
  items: number;
  items_total: number;
  quantities: string;
}

const ORDERS_SQL = `
  SELECT o.id, o.number, o.idempotency_key, o.total_cents,
         count(i.id)::int AS items,
         coalesce(sum(i.price_cents * i.quantity), 0)::int AS items_total,
         coalesce(string_agg(i.product_id || 'x' || i.quantity, ',' ORDER BY i.product_id), '') AS quantities
    FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
   GROUP BY o.id`;

export async function readOrdersPostgres(sql: { unsafe(q: string): Promise<unknown> }): Promise<OrderRow[]> {
  return (await sql.unsafe(ORDERS_SQL)) as OrderRow[];
}

/** Opens a stopped server's PGlite directory to read its orders. */
export async function readOrdersPglite(dataDir: string): Promise<OrderRow[]> {
  const db = await createPglite(`${dataDir}/pgdata`);
  try {
    return (await db.query<OrderRow>(ORDERS_SQL)).rows;
  } finally {
    await db.close();
  }
}

export interface Verdict {
  acknowledged: number;
  found: number;
  unknown: number;
  unknownFound: number;
  ordersInDatabase: number;
  problems: string[];
}

/**
 * Every acknowledged order is in the database exactly once, whole (items
 * present, quantities as asked, total = sum of its lines); no order anywhere
 * is half-written (an order without items, or a total that is not its lines').
 */
export function verify(placed: Placed[], rows: OrderRow[]): Verdict {
  const problems: string[] = [];
  const byKey = new Map<string, OrderRow[]>();
  for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row]);
  for (const row of rows) {
    if (row.items === 0) problems.push(`pedido ${row.id} sem itens`);
    if (row.total_cents !== row.items_total)
      problems.push(`pedido ${row.id}: total ${row.total_cents} ≠ soma dos itens ${row.items_total}`);
  }
  const foundKeys = new Set<string>();
  const unknownFoundKeys = new Set<string>();
  for (const p of placed) {
    const matches = byKey.get(p.key) ?? [];
    if (matches.length > 1) problems.push(`chave ${p.key} em ${matches.length} pedidos`);
    if (p.outcome === "acknowledged") {
      if (matches.length === 0) problems.push(`pedido confirmado ao cliente e ausente do banco: ${p.key}`);
      else {
        foundKeys.add(p.key);
        const expected = [...p.items]
          .sort((a, b) => a.id - b.id)
          .map((i) => `${i.id}x${i.quantity}`)
          .join(",");
        if (matches[0]!.quantities !== expected)
          problems.push(`pedido ${p.key}: itens ${matches[0]!.quantities}, pedidos ${expected}`);
        if (p.orderId && matches[0]!.id !== p.orderId)
          problems.push(`pedido ${p.key}: o cliente recebeu ${p.orderId}, o banco tem ${matches[0]!.id}`);
        if (p.orderNumber !== undefined && Number(matches[0]!.number) !== p.orderNumber)
          problems.push(`pedido ${p.key}: o cliente recebeu o nº ${p.orderNumber}, o banco tem ${matches[0]!.number}`);
      }
    }
    if (p.outcome === "refused" && matches.length > 0)
      problems.push(`pedido recusado ao cliente (${p.status}) mas gravado: ${p.key}`);
    if (p.outcome === "unknown" && matches.length > 0) unknownFoundKeys.add(p.key);
  }
  return {
    acknowledged: new Set(placed.filter((p) => p.outcome === "acknowledged").map((p) => p.key)).size,
    found: foundKeys.size,
    unknown: new Set(placed.filter((p) => p.outcome === "unknown").map((p) => p.key)).size,
    unknownFound: unknownFoundKeys.size,
    ordersInDatabase: rows.length,
    problems,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
