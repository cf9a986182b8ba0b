// The one place that turns a request for products into an order: idempotent,
// prices read from the catalog, customer + order + items + emails in one
// transaction, delivery of the emails only after the commit.
//
// Every order keeps its own copy of the delivery details it was placed with,
// and placing an order never rewrites an existing customer (decision 013). An
// idempotency key is bound to a fingerprint of its request: the same key with
// another body is refused as a conflict, never answered with the first order.
//
// Orders placed at the same moment are written together (group commit, see
// docs/decisions/012-orders-in-batches.md): each call waits in the shop's
// OrderPlacer queue and a flush writes up to MAX_BATCH orders with one
// statement per table. Every order is still decided on its own (its key, its prices, its
// customer); a batch that fails is retried order by order, so one bad order
// never fails the others.
import { createHash, randomUUID } from "node:crypto";
import { and, or, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import { type Database, isUniqueViolation, rowsOf, type Transaction } from "~/db/client.server";
import { inJsonList, insertAsJson } from "~/db/json-params.server";
import { customers, orderItems, orders, productOffers, products } from "~/db/schema";
import type { EmailMessage, Mailer } from "~/domain/mail/mailer.server";
import { isVisible } from "~/domain/catalog/products.server";
import { createBatchQueue, type Settled } from "~/db/batch-queue.server";
import type { DeliveryDetails } from "~/lib/delivery";
import { joinedDeliveryAddress, streetLine } from "~/lib/delivery-address";
import { ORDER_DELIVERY_COLUMNS, orderDeliveryColumns } from "./order-delivery.server";
import type { CepLookup } from "./cep.server";
import { confirmationLinkUrl } from "./confirmation-link.server";
import { orderEmails } from "./order-emails.server";
import { BLOCKED_MESSAGE, screenOrders } from "./risk.server";

export interface OrderLineInput {
  productId: number;
  offerCode?: string | null;
  quantity: number;
}

export interface PlaceOrderInput {
  source: "funnel" | "checkout";
  idempotencyKey: string;
  /** The details the order is placed with; the order keeps this copy. */
  delivery: DeliveryDetails;
  items: OrderLineInput[];
  userId?: string | null;
}

export const CONFLICT_MESSAGE = "Este pedido já foi enviado com outros dados. Recarregue a página e envie o pedido de novo.";

/**
 * SHA-256 of the canonical request (source, account, delivery details, lines
 * sorted): what an idempotency key is bound to. A retry of the same request has
 * the same fingerprint; any other body under the same key does not.
 */
export function requestFingerprint(input: Pick<PlaceOrderInput, "source" | "delivery" | "items" | "userId">): string {
  const d = input.delivery;
  const lines = input.items
    .map((l) => [l.productId, l.offerCode || "", l.quantity] as const)
    .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || a[2] - b[2]);
  const canonical = JSON.stringify([
    input.source,
    input.userId ?? null,
    [
      d.fullName,
      d.email,
      d.phone,
      d.cpf,
      d.postalCode,
      d.street,
      d.number,
      d.complement,
      d.neighborhood,
      d.city,
      d.state,
      d.referencePoint,
    ],
    lines,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

export type PlaceOrderResult =
  | { ok: true; orderId: string; number: number; created: boolean }
  | { ok: false; error: "empty" | "unavailable" | "conflict" | "blocked"; message: string };

export class OrderRejected extends Error {
  constructor(
    readonly reason: "empty" | "unavailable" | "conflict",
    message: string,
  ) {
    super(message);
  }
}

interface PricedLine {
  productId: number;
  offerId: number | null;
  productName: string;
  quantity: number;
  priceCents: number;
}

/** `cep` (remembered CEP answers) and `sessionSecret` (the confirmation link in the email) are for risk and confirmation (issue 17). */
type Shop = { shopEmail: string; brandName: string; publicUrl: string; cep?: Pick<CepLookup, "cached">; sessionSecret?: string };
type OrderMailer = Pick<Mailer, "enqueue" | "kick">;

/** Most orders in one transaction (a cart has at most 50 lines, so a batch stays far below PostgreSQL's 65 535 parameters). */
const MAX_BATCH = 32;
/** Batches written at once, each on its own connection (the pool has 10). */
const MAX_IN_FLIGHT = 3;
/** A batch whose key or customer was taken meanwhile by another process is tried again this many times. */
const MAX_RETRIES = 3;

const CUSTOMER_COLUMNS = ["id", "name", "email", "cpf", "phone", "address", "city", "state", "postalCode"] as const;
const ORDER_COLUMNS = [
  "customerId",
  "userId",
  "totalCents",
  "deliveryAddress",
  "source",
  "idempotencyKey",
  "idempotencyFingerprint",
  "status",
  "riskLevel",
  "riskReasons",
  ...ORDER_DELIVERY_COLUMNS,
] as const;
const ITEM_COLUMNS = ["orderId", "productId", "offerId", "productName", "quantity", "priceCents"] as const;

interface Catalog {
  products: Map<number, { id: number; name: string; priceCents: number }>;
  offers: { id: number; productId: number; code: string; title: string; priceCents: number }[];
}

/** The visible products (and the offers asked for) of every order of the batch, in two queries. */
async function loadCatalog(tx: Transaction, inputs: PlaceOrderInput[]): Promise<Catalog> {
  const ids = [...new Set(inputs.flatMap((i) => i.items.map((l) => l.productId)))];
  const codes = [...new Set(inputs.flatMap((i) => i.items.map((l) => l.offerCode).filter((c): c is string => !!c)))];
  if (ids.length === 0) return { products: new Map(), offers: [] };
  const [rows, offers] = await settleBoth(
    tx
      .select({ id: products.id, name: products.name, priceCents: products.priceCents })
      .from(products)
      .where(and(inJsonList(products.id, ids), isVisible)),
    codes.length
      ? tx
          .select({
            id: productOffers.id,
            productId: productOffers.productId,
            code: productOffers.code,
            title: productOffers.title,
            priceCents: productOffers.priceCents,
          })
          .from(productOffers)
          .where(and(inJsonList(productOffers.productId, ids), inJsonList(productOffers.code, codes)))
      : Promise.resolve([]),
  );
  return { products: new Map(rows.map((p) => [p.id, p])), offers };
}

/** Prices every line from the catalog; unknown, hidden or mismatched products are refused. */
function priceLines(catalog: Catalog, lines: OrderLineInput[]): PricedLine[] {
  if (lines.length === 0) throw new OrderRejected("empty", "Adicione pelo menos um produto ao pedido.");
  return lines.map((line) => {
    const product = catalog.products.get(line.productId);
    if (!product) throw new OrderRejected("unavailable", "Este produto não está mais disponível.");
    if (!line.offerCode) {
      return {
        productId: product.id,
        offerId: null,
        productName: product.name,
        quantity: line.quantity,
        priceCents: product.priceCents,
      };
    }
    const offer = catalog.offers.find((o) => o.productId === product.id && o.code === line.offerCode);
    if (!offer) throw new OrderRejected("unavailable", "Este pacote não está mais disponível.");
    return {
      productId: product.id,
      offerId: offer.id,
      productName: `${product.name} — ${offer.title}`,
      quantity: line.quantity,
      priceCents: offer.priceCents,
    };
  });
}

function totalOf(lines: PricedLine[]): number {
  const total = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  if (!Number.isSafeInteger(total) || total > 2_000_000_000) {
    throw new OrderRejected("unavailable", "O valor do pedido excede o limite permitido.");
  }
  return total;
}

interface KnownCustomer {
  id: string;
  email: string | null;
  cpf: string | null;
}

/**
 * Links each order to its customer, for history: the one with its email (or
 * with its CPF when there is no email), or a new one made from the order's
 * details. An existing customer is never changed (decision 013): an anonymous
 * form could carry anybody's email. Orders of the same batch with the same
 * email share one customer, as if placed one after another.
 */
async function linkCustomers(tx: Transaction, inputs: DeliveryDetails[]): Promise<string[]> {
  const emails = [...new Set(inputs.map((c) => c.email).filter((e): e is string => !!e))];
  const cpfs = [...new Set(inputs.map((c) => c.cpf).filter((c): c is string => !!c))];
  const found =
    emails.length || cpfs.length
      ? await tx
          .select({ id: customers.id, email: customers.email, cpf: customers.cpf })
          .from(customers)
          .where(or(inJsonList(customers.email, emails), inJsonList(customers.cpf, cpfs)))
      : [];
  const byEmail = new Map<string, KnownCustomer>();
  const byCpf = new Map<string, KnownCustomer>();
  for (const row of found) {
    if (row.email) byEmail.set(row.email, row);
    if (row.cpf) byCpf.set(row.cpf, row);
  }
  const inserts: (typeof customers.$inferInsert)[] = [];
  const ids = inputs.map((input) => {
    // By CPF only when the form had no email: a new email is a new customer, even with a known CPF.
    const existing = input.email ? byEmail.get(input.email) : input.cpf ? byCpf.get(input.cpf) : undefined;
    if (existing) return existing.id;
    const cpf = input.cpf && !byCpf.has(input.cpf) ? input.cpf : null;
    const newRow = {
      id: randomUUID(),
      name: input.fullName,
      email: input.email,
      cpf,
      phone: input.phone,
      address: streetLine(input),
      city: input.city,
      state: input.state,
      postalCode: input.postalCode,
    };
    inserts.push(newRow);
    const known: KnownCustomer = { id: newRow.id, email: input.email, cpf };
    if (input.email) byEmail.set(input.email, known);
    if (cpf) byCpf.set(cpf, known);
    return newRow.id;
  });
  if (inserts.length) await tx.execute(insertAsJson(customers, CUSTOMER_COLUMNS, inserts));
  return ids;
}

/** A concurrent writer (another process) committed one of the batch's keys first: the batch is tried again. */
class KeyTakenMeanwhile extends Error {}

/** Writes the batch in the open transaction; one result per input. Throws only for database failures. */
async function writeOrders(
  tx: Transaction,
  shop: Shop,
  mailer: OrderMailer,
  inputs: PlaceOrderInput[],
): Promise<PlaceOrderResult[]> {
  const fingerprints = inputs.map(requestFingerprint);
  // The same key twice in one batch (a double click): the first one decides for both.
  const leaderOf = new Map<string, number>();
  inputs.forEach((input, i) => {
    if (!leaderOf.has(input.idempotencyKey)) leaderOf.set(input.idempotencyKey, i);
  });
  const leaders = [...leaderOf.values()];
  const [existing, catalog] = await settleBoth(
    tx
      .select({ id: orders.id, number: orders.number, key: orders.idempotencyKey, fingerprint: orders.idempotencyFingerprint })
      .from(orders)
      .where(inJsonList(orders.idempotencyKey, [...leaderOf.keys()])),
    loadCatalog(
      tx,
      leaders.map((i) => inputs[i]!),
    ),
  );
  const earlier = new Map(existing.map((o) => [o.key, o]));

  const results: PlaceOrderResult[] = new Array(inputs.length);
  let toWrite: { index: number; lines: PricedLine[]; totalCents: number }[] = [];
  for (const index of leaders) {
    const input = inputs[index]!;
    const found = earlier.get(input.idempotencyKey);
    if (found) {
      // Only the same request gets the first order back (an order from before fingerprints cannot prove it).
      results[index] =
        found.fingerprint === fingerprints[index]
          ? { ok: true, orderId: found.id, number: found.number, created: false }
          : { ok: false, error: "conflict", message: CONFLICT_MESSAGE };
      continue;
    }
    try {
      const lines = priceLines(catalog, input.items);
      toWrite.push({ index, lines, totalCents: totalOf(lines) });
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
      results[index] = { ok: false, error: error.reason, message: error.message };
    }
  }

  // Blocked buyers are refused and nothing of theirs is stored; the others carry their risk (risk.server.ts).
  const screened = await screenOrders(
    tx,
    toWrite.map((w) => ({ ...inputs[w.index]!.delivery, units: w.lines.reduce((n, l) => n + l.quantity, 0) })),
    { cep: shop.cep, cacheKey: shop },
  );
  const risks = new Map(toWrite.map((w, i) => [w.index, screened[i]!]));
  for (const [index, screening] of risks)
    if (screening.blocked) results[index] = { ok: false, error: "blocked", message: BLOCKED_MESSAGE };
  toWrite = toWrite.filter((w) => !risks.get(w.index)!.blocked);

  if (toWrite.length) {
    const customerIds = await linkCustomers(
      tx,
      toWrite.map((w) => inputs[w.index]!.delivery),
    );
    const rows = toWrite.map((w, i) => {
      const input = inputs[w.index]!;
      return {
        customerId: customerIds[i]!,
        userId: input.userId ?? null,
        totalCents: w.totalCents,
        deliveryAddress: joinedDeliveryAddress(input.delivery),
        source: input.source,
        idempotencyKey: input.idempotencyKey,
        idempotencyFingerprint: fingerprints[w.index]!,
        ...orderDeliveryColumns(input.delivery),
        ...riskColumns(risks.get(w.index)!),
      };
    });
    const written = rowsOf<{ id: string; number: number; key: string }>(
      await tx.execute(
        sql`${insertAsJson(orders, ORDER_COLUMNS, rows)} ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, number, idempotency_key AS key`,
      ),
    );
    if (written.length !== toWrite.length) throw new KeyTakenMeanwhile();
    const byKey = new Map(written.map((o) => [o.key, o]));
    const items: (typeof orderItems.$inferInsert)[] = [];
    const emails: EmailMessage[] = [];
    for (const w of toWrite) {
      const input = inputs[w.index]!;
      const order = byKey.get(input.idempotencyKey)!;
      results[w.index] = { ok: true, orderId: order.id, number: order.number, created: true };
      for (const line of w.lines) items.push({ ...line, orderId: order.id });
      const confirmUrl = shop.sessionSecret
        ? confirmationLinkUrl({ publicUrl: shop.publicUrl, sessionSecret: shop.sessionSecret }, order.id)
        : undefined;
      emails.push(
        ...orderEmails({
          ...shop,
          order: { id: order.id, number: order.number, totalCents: w.totalCents },
          delivery: input.delivery,
          lines: w.lines,
          confirmUrl,
        }),
      );
    }
    await settleAll([tx.execute(insertAsJson(orderItems, ITEM_COLUMNS, items)), mailer.enqueue(tx, emails)]);
  }

  inputs.forEach((input, i) => {
    const leaderIndex = leaderOf.get(input.idempotencyKey)!;
    if (i === leaderIndex) return;
    // Each one is held to the request that owns the key: the order found, or else the first of the batch.
    const found = earlier.get(input.idempotencyKey);
    const owner = found ? found.fingerprint : fingerprints[leaderIndex];
    const leader = results[leaderIndex]!;
    if (fingerprints[i] !== owner) results[i] = { ok: false, error: "conflict", message: CONFLICT_MESSAGE };
    else if (found) results[i] = { ok: true, orderId: found.id, number: found.number, created: false };
    else results[i] = leader.ok ? { ...leader, created: false } : leader;
  });
  return results;
}

/** Writes a batch in one transaction; a failed batch is retried, then split so each order succeeds or fails alone. */
async function placeBatch(
  db: Database,
  shop: Shop,
  mailer: OrderMailer,
  inputs: PlaceOrderInput[],
): Promise<Settled<PlaceOrderResult>[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const results = await db.transaction((tx) => writeOrders(tx, shop, mailer, inputs));
      if (results.some((r) => r.ok && r.created)) mailer.kick();
      return results.map((value) => ({ ok: true, value }));
    } catch (error) {
      // Another process took a key or an email meanwhile: the next attempt finds its rows.
      const raced = error instanceof KeyTakenMeanwhile || isUniqueViolation(error);
      if (raced && attempt < MAX_RETRIES) continue;
      if (inputs.length === 1) return [{ ok: false, error }];
      const alone = await Promise.all(inputs.map((input) => placeBatch(db, shop, mailer, [input])));
      return alone.map((outcomes) => outcomes[0]!);
    }
  }
}

export interface OrderPlacer {
  /**
   * Places one order, written together with the orders placed at the same
   * moment. The same key with the same request returns the first order
   * (created: false), with another request a "conflict"; refusals come back as { ok: false } with a pt-BR message; database
   * failures throw.
   */
  place(input: PlaceOrderInput): Promise<PlaceOrderResult>;
}

/** The shop's order queue (one per process, in AppServices). */
export function createOrderPlacer({
  db,
  mailer,
  config,
  cep,
}: {
  db: Database;
  mailer: OrderMailer;
  config: Pick<Config, "shopEmail" | "brand" | "publicUrl" | "sessionSecret">;
  cep?: Pick<CepLookup, "cached">;
}): OrderPlacer {
  const shop: Shop = {
    shopEmail: config.shopEmail,
    brandName: config.brand.name,
    publicUrl: config.publicUrl,
    cep,
    sessionSecret: config.sessionSecret,
  };
  const queue = createBatchQueue<PlaceOrderInput, PlaceOrderResult>({
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_IN_FLIGHT,
    flush: (inputs) => placeBatch(db, shop, mailer, inputs),
  });
  return { place: (input) => queue.push(input) };
}

/** The risk columns of an order that was not blocked; held orders start 'em análise'. */
function riskColumns(screening: Awaited<ReturnType<typeof screenOrders>>[number]) {
  if (screening.blocked) throw new Error("blocked orders are never written");
  return {
    status: screening.hold ? ("review" as const) : ("new" as const),
    riskLevel: screening.risk.level,
    riskReasons: screening.risk.reasons,
  };
}

/** Places one order in its own transaction (seed and scripts; the app uses its OrderPlacer). */
export async function placeOrder(
  db: Database,
  mailer: OrderMailer,
  shop: Shop,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const [outcome] = await placeBatch(db, shop, mailer, [input]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}

/** Awaits two queries on one transaction's connection; both settle before either failure is thrown. */
async function settleBoth<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [ra, rb] = await Promise.allSettled([a, b]);
  if (ra.status === "rejected") throw ra.reason;
  if (rb.status === "rejected") throw rb.reason;
  return [ra.value, rb.value];
}

async function settleAll(work: PromiseLike<unknown>[]): Promise<void> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
}
