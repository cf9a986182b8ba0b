// The database side of placing orders, and nothing else: orders placed at the
// same moment are written together (group commit, see
// docs/decisions/012-orders-in-batches.md and 021). Each call waits in a
// queue, and a flush runs the workflow's steps for up to MAX_BATCH orders in
// two statements: one reads everything the batch decides on, one writes its
// customers, orders, lines and emails (a single statement is atomic, so the
// batch needs no BEGIN and COMMIT round trips). A batch that loses a race
// (a key or an email committed meanwhile by another batch or process) is
// tried again; one that fails otherwise is split order by order, so one bad
// order never fails the others.
//
// What each order costs, which customer it links to and whether it may be
// written at all is decided elsewhere (pricing.ts, order-record.server.ts,
// risk.server.ts); this module reads what those decisions need and writes
// their outcome.
import { type SQL, sql } from "drizzle-orm";
import { type Database, isUniqueViolation, rowsOf, type Transaction } from "~/db/client.server";
import { fromJson, inJsonList, insertAsJson, jsonRows, rowsMatching } from "~/db/json-params.server";
import { customers, orderItems, orders, productOffers, products } from "~/db/schema";
import { isVisible } from "~/domain/catalog/products.server";
import { createBatchQueue, type Settled } from "~/db/batch-queue.server";
import { type ConsentRow, insertConsentsSql } from "~/domain/privacy/consents.server";
import { ORDER_DELIVERY_COLUMNS } from "../records/order-delivery.server";
import type { KnownCustomer, NewCustomer, NewOrderRow } from "./order-record.server";
import type { Catalog, CatalogOffer, CatalogProduct, PricedLine } from "./pricing";
import { type ScreeningFacts, screeningFactsOf, screeningFactsSql, type ScreeningLookup } from "./risk.server";

/** Most orders in one batch (a cart has at most 50 lines, so a batch stays far below PostgreSQL's 65 535 parameters). */
const MAX_BATCH = 32;
/**
 * Batches written at once, each on its own connection (the pool has 10). Two, not three (decision 040):
 * a third batch only queued behind the others on the same index pages and cores, and fewer, larger
 * batches placed about 11% more orders per second on the bench's 2 cores.
 */
const MAX_IN_FLIGHT = 2;
/** A batch whose key or customer was taken meanwhile by another batch or process is tried again this many times. */
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
  "id",
  "number",
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
] as const satisfies readonly (keyof OrderRow)[];
const ITEM_COLUMNS = ["orderId", "productId", "offerId", "productName", "quantity", "priceCents"] as const;

/** The steps of one batch: one result per input, in order; throws only for database failures. */
export type BatchSteps<I, R> = (db: Database, inputs: I[]) => Promise<R[]>;

/**
 * Runs a batch's steps; `afterCommit` sees the results once they are written.
 * A batch that lost a race is tried again, a failed one split so each input
 * succeeds or fails alone.
 */
export async function writeBatch<I, R>(
  db: Database,
  inputs: I[],
  steps: BatchSteps<I, R>,
  afterCommit: (results: R[]) => void,
): Promise<Settled<R>[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const results = await steps(db, inputs);
      afterCommit(results);
      return results.map((value) => ({ ok: true, value }));
    } catch (error) {
      // Another batch or process took a key or an email meanwhile: the next attempt finds its rows.
      if (isUniqueViolation(error) && attempt < MAX_RETRIES) continue;
      if (inputs.length === 1) return [{ ok: false, error }];
      const alone = await Promise.all(inputs.map((input) => writeBatch(db, [input], steps, afterCommit)));
      return alone.map((outcomes) => outcomes[0]!);
    }
  }
}

/** A queue whose calls are written together by writeBatch; `onBatch` sees each batch's size (metrics). */
export function createBatchWriter<I, R>(
  db: Database,
  steps: BatchSteps<I, R>,
  afterCommit: (results: R[]) => void,
  onBatch?: (size: number) => void,
): { write(input: I): Promise<R> } {
  const queue = createBatchQueue<I, R>({
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_IN_FLIGHT,
    flush: (inputs) => {
      onBatch?.(inputs.length);
      return writeBatch(db, inputs, steps, afterCommit);
    },
  });
  return { write: (input) => queue.push(input) };
}

export interface EarlierOrder {
  id: string;
  number: number;
  fingerprint: string | null;
}

/** What a batch asks the database before deciding. */
export interface BatchLookup {
  keys: string[];
  catalog: { productIds: number[]; offerCodes: string[] };
  customers: { emails: string[]; cpfs: string[] };
  screening: ScreeningLookup;
  /** How many order numbers to take (one per order that may be written). */
  numbers: number;
}

/** Everything a batch decides on, read in one statement. */
export interface BatchFacts {
  earlier: Map<string, EarlierOrder>;
  catalog: Catalog;
  known: KnownCustomer[];
  screening: ScreeningFacts;
  /** Order numbers taken for this batch, ascending; numbers of orders not written are skipped (as after any rollback). */
  numbers: number[];
}

const EARLIER_COLUMNS = "id, number, idempotency_key AS key, idempotency_fingerprint AS fingerprint";
const KNOWN_COLUMNS = "id, email, cpf";

/**
 * One statement, each list a JSON value. Its text is the same for every batch
 * (empty lists match nothing), so it is prepared once per connection.
 */
export async function readBatchFacts(db: Database, lookup: BatchLookup): Promise<BatchFacts> {
  const { productIds, offerCodes } = lookup.catalog;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT
      ${jsonRows(rowsMatching(orders.idempotencyKey, lookup.keys, { columns: EARLIER_COLUMNS }))} AS earlier,
      ${jsonRows(sql`SELECT id, name, price_cents AS "priceCents"
        FROM ${products} WHERE ${inJsonList(products.id, productIds)} AND ${isVisible}`)} AS products,
      ${jsonRows(sql`SELECT id, product_id AS "productId", code, title, price_cents AS "priceCents"
        FROM ${productOffers} WHERE ${inJsonList(productOffers.productId, productIds)} AND ${inJsonList(productOffers.code, offerCodes)}`)} AS offers,
      ${jsonRows(sql`${rowsMatching(customers.email, lookup.customers.emails, { columns: KNOWN_COLUMNS })}
        UNION ALL ${rowsMatching(customers.cpf, lookup.customers.cpfs, { columns: KNOWN_COLUMNS })}`)} AS known,
      ${screeningFactsSql(lookup.screening)},
      ${jsonRows(sql`SELECT nextval(pg_get_serial_sequence('orders', 'number'))::int AS n FROM generate_series(1, ${lookup.numbers}::int)`)} AS numbers`),
  );
  const earlier = fromJson<(EarlierOrder & { key: string })[]>(row!.earlier);
  return {
    earlier: new Map(earlier.map(({ key, ...o }) => [key, o])),
    catalog: {
      products: new Map(fromJson<CatalogProduct[]>(row!.products).map((p) => [p.id, p])),
      offers: fromJson<CatalogOffer[]>(row!.offers),
    },
    known: fromJson<KnownCustomer[]>(row!.known),
    screening: screeningFactsOf(row!),
    numbers: fromJson<{ n: number }[]>(row!.numbers)
      .map((r) => r.n)
      .sort((a, b) => a - b),
  };
}

/** An order row as written: its id and number are taken before the write, so its lines and emails go with it. */
export type OrderRow = NewOrderRow & { id: string; number: number };

/**
 * Writes the batch's new customers, orders, lines and emails in one statement
 * (atomic: all of it or nothing). `outbox` is the mailer's INSERT for the
 * emails (RETURNING their ids); `jobs`, when the batch calls for any (email
 * deliveries with SMTP, WhatsApp's "order received"), writes them: then
 * statement and jobs share one transaction, so an email or a message is never
 * written without its order, nor an order without them. Without jobs the
 * statement runs alone (no BEGIN/COMMIT round trips). A key or an email
 * committed meanwhile fails it with a unique violation, and writeBatch tries
 * the batch again.
 */
export async function writeOrders(
  db: Database,
  rows: {
    customers: NewCustomer[];
    orders: OrderRow[];
    items: (PricedLine & { orderId: string })[];
    /** The orders' consent record (app/domain/privacy/consents.server.ts). */
    consents?: ConsentRow[];
  },
  outbox: SQL,
  jobs: ((tx: Transaction, emailIds: number[]) => Promise<void>) | null,
): Promise<void> {
  // Foreign keys are checked at the end of the statement, so lines may point at orders (and orders at customers) inserted beside them.
  const statement = sql`WITH
    new_customers AS (${insertAsJson(customers, CUSTOMER_COLUMNS, rows.customers)}),
    new_orders AS (${insertAsJson(orders, ORDER_COLUMNS, rows.orders, { overridingSystemValue: true })}),
    new_items AS (${insertAsJson(orderItems, ITEM_COLUMNS, rows.items)}),
    new_consents AS (${insertConsentsSql(rows.consents ?? [])})
    ${outbox}`;
  if (!jobs) {
    await db.execute(statement);
    return;
  }
  await db.transaction(async (tx) => {
    const emails = rowsOf<{ id: number }>(await tx.execute(statement));
    await jobs(
      tx,
      emails.map((e) => Number(e.id)),
    );
  });
}
