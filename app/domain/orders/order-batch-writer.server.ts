// The database side of placing orders, and nothing else: orders placed at the
// same moment are written together (group commit, see
// docs/decisions/012-orders-in-batches.md). Each call waits in a queue and a
// flush runs the workflow's steps for up to MAX_BATCH orders in one
// transaction, with one statement per table. A batch that fails is retried,
// then split order by order, so one bad order never fails the others.
//
// What each order costs, which customer it links to and whether it may be
// written at all is decided elsewhere (pricing.ts, order-record.server.ts,
// risk.server.ts); this module reads what those decisions need and writes
// their outcome.
import { and, or, sql } from "drizzle-orm";
import { type Database, isUniqueViolation, rowsOf, type Transaction } from "~/db/client.server";
import { inJsonList, insertAsJson } from "~/db/json-params.server";
import { customers, orderItems, orders, productOffers, products } from "~/db/schema";
import { isVisible } from "~/domain/catalog/products.server";
import type { EmailMessage, Mailer } from "~/domain/mail/mailer.server";
import { createBatchQueue, type Settled } from "~/db/batch-queue.server";
import { ORDER_DELIVERY_COLUMNS } from "./order-delivery.server";
import type { KnownCustomer, NewCustomer, NewOrderRow } from "./order-record.server";
import type { Catalog, PricedLine } from "./pricing";

/** Most orders in one transaction (a cart has at most 50 lines, so a batch stays far below PostgreSQL's 65 535 parameters). */
const MAX_BATCH = 32;
/** Batches written at once, each on its own connection (the pool has 10). */
const MAX_IN_FLIGHT = 3;
/** A batch whose key or customer was taken meanwhile by another process is tried again this many times. */
const MAX_RETRIES = 3;

const CUSTOMER_COLUMNS = [
  "id",
  "name",
  "email",
  "cpf",
  "phone",
  "address",
  "city",
  "state",
  "postalCode",
] as const satisfies readonly (keyof NewCustomer)[];
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
] as const satisfies readonly (keyof NewOrderRow)[];
const ITEM_COLUMNS = ["orderId", "productId", "offerId", "productName", "quantity", "priceCents"] as const;

/** A concurrent writer (another process) committed one of the batch's keys first: the batch is tried again. */
class KeyTakenMeanwhile extends Error {}

/** The steps of one batch, run inside its transaction: one result per input, in order; throws only for database failures. */
export type BatchSteps<I, R> = (tx: Transaction, inputs: I[]) => Promise<R[]>;

/**
 * Runs a batch in one transaction; `afterCommit` sees the results once they
 * are committed. A batch that lost a race is tried again, a failed one split
 * so each input succeeds or fails alone.
 */
export async function writeBatch<I, R>(
  db: Database,
  inputs: I[],
  steps: BatchSteps<I, R>,
  afterCommit: (results: R[]) => void,
): Promise<Settled<R>[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const results = await db.transaction((tx) => steps(tx, inputs));
      afterCommit(results);
      return results.map((value) => ({ ok: true, value }));
    } catch (error) {
      // Another process took a key or an email meanwhile: the next attempt finds its rows.
      const raced = error instanceof KeyTakenMeanwhile || isUniqueViolation(error);
      if (raced && attempt < MAX_RETRIES) continue;
      if (inputs.length === 1) return [{ ok: false, error }];
      const alone = await Promise.all(inputs.map((input) => writeBatch(db, [input], steps, afterCommit)));
      return alone.map((outcomes) => outcomes[0]!);
    }
  }
}

/** A queue whose calls are written together by writeBatch. */
export function createBatchWriter<I, R>(
  db: Database,
  steps: BatchSteps<I, R>,
  afterCommit: (results: R[]) => void,
): { write(input: I): Promise<R> } {
  const queue = createBatchQueue<I, R>({
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_IN_FLIGHT,
    flush: (inputs) => writeBatch(db, inputs, steps, afterCommit),
  });
  return { write: (input) => queue.push(input) };
}

export interface EarlierOrder {
  id: string;
  number: number;
  fingerprint: string | null;
}

/** The orders already placed under these keys, and the catalog the batch asks for: in parallel, on the batch's connection. */
export async function readKeysAndCatalog(
  tx: Transaction,
  keys: string[],
  wanted: { productIds: number[]; offerCodes: string[] },
): Promise<{ earlier: Map<string, EarlierOrder>; catalog: Catalog }> {
  const [existing, catalog] = await settleBoth(
    tx
      .select({ id: orders.id, number: orders.number, key: orders.idempotencyKey, fingerprint: orders.idempotencyFingerprint })
      .from(orders)
      .where(inJsonList(orders.idempotencyKey, keys)),
    readCatalog(tx, wanted),
  );
  // Found by its key, so the key is there.
  return { earlier: new Map(existing.map(({ key, ...o }) => [key!, o])), catalog };
}

/** The visible products (and the offers asked for), in two queries. */
async function readCatalog(
  tx: Transaction,
  { productIds: ids, offerCodes: codes }: { productIds: number[]; offerCodes: string[] },
): Promise<Catalog> {
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

/** The existing customers with any of these emails or CPFs. */
export async function readKnownCustomers(
  tx: Transaction,
  { emails, cpfs }: { emails: string[]; cpfs: string[] },
): Promise<KnownCustomer[]> {
  if (!emails.length && !cpfs.length) return [];
  return tx
    .select({ id: customers.id, email: customers.email, cpf: customers.cpf })
    .from(customers)
    .where(or(inJsonList(customers.email, emails), inJsonList(customers.cpf, cpfs)));
}

export async function insertCustomers(tx: Transaction, rows: NewCustomer[]): Promise<void> {
  if (rows.length) await tx.execute(insertAsJson(customers, CUSTOMER_COLUMNS, rows));
}

/** Inserts the orders; their id and number by key. A key committed meanwhile by another process fails the batch for a retry. */
export async function insertOrders(tx: Transaction, rows: NewOrderRow[]): Promise<Map<string, { id: string; number: number }>> {
  const written = rowsOf<{ id: string; number: number; key: string }>(
    await tx.execute(
      sql`${insertAsJson(orders, ORDER_COLUMNS, rows)} ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, number, idempotency_key AS key`,
    ),
  );
  if (written.length !== rows.length) throw new KeyTakenMeanwhile();
  return new Map(written.map((o) => [o.key, o]));
}

/** The orders' lines and their emails (delivered by the outbox only after the commit), together. */
export async function insertItemsAndEmails(
  tx: Transaction,
  mailer: Pick<Mailer, "enqueue">,
  items: (PricedLine & { orderId: string })[],
  emails: EmailMessage[],
): Promise<void> {
  await settleAll([tx.execute(insertAsJson(orderItems, ITEM_COLUMNS, items)), mailer.enqueue(tx, emails)]);
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
