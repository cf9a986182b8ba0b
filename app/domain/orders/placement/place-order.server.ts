// The one place that turns a request for products into an order, as a short
// sequence of steps (in the spirit of Medusa's complete-cart workflow):
//
//   1. validate  an idempotency key already used answers with its order, or
//                with a conflict when the request differs (never with the
//                first order for another body)
//   2. price     every line from the catalog (pricing.ts)
//   3. assess    risk: blocked buyers are refused, the rest carry their level
//                (risk.server.ts)
//   4. write     the customer link (order-record.server.ts, never changing an
//                existing customer: decision 013), the order with its own copy
//                of the delivery details, its lines
//   5. notify    the emails, written in the same statement as the orders (as
//                a template and the order's id, rendered from the order when
//                delivered: decision 042) and delivered only once it has committed
//
// Orders placed at the same moment go through these steps together
// (order-batch-writer.server.ts): one statement reads everything the batch
// decides on, one writes the outcome. Each order is still decided on its own.
import type { Config } from "~/config.server";
import { randomUUID } from "node:crypto";
import type { Database, Transaction } from "~/db/client.server";
import type { Mailer, TemplatedEmail } from "~/platform/mail/mailer.server";
import { type ConsentRow, consentRows } from "~/domain/privacy/consents.server";
import type { OrderReceivedMessages } from "~/domain/messaging/order-messages.server";
import type { Metrics } from "~/platform/observability/metrics.server";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import { canonicalCpf, canonicalPhone } from "~/lib/phone";
import type { CepLookup } from "./cep.server";
import {
  type BatchFacts,
  createBatchWriter,
  type EarlierOrder,
  type OrderRow,
  readBatchFacts,
  writeBatch,
  writeOrders,
} from "./order-batch-writer.server";
import { orderEmailEntries } from "./order-emails.server";
import {
  customerLookup,
  legacyRequestFingerprint,
  matchCustomers,
  newOrderRow,
  type OrderRequest,
  requestFingerprint,
} from "./order-record.server";
import { type Catalog, catalogWanted, type PricedLine, type PricedOrder, priceOrder } from "./pricing";
import { BLOCKED_MESSAGE, type Screening, screeningLookup, screenOrders } from "./risk.server";

export interface PlaceOrderInput extends OrderRequest {
  idempotencyKey: string;
}

export const CONFLICT_MESSAGE = "Este pedido já foi enviado com outros dados. Recarregue a página e envie o pedido de novo.";

export type PlaceOrderResult =
  | { ok: true; orderId: string; number: number; created: boolean }
  | { ok: false; error: "empty" | "unavailable" | "conflict" | "blocked"; message: string };

/** `cep` (remembered CEP answers) and `sessionSecret` (keyed fingerprints and screening hashes) are for risk (issue 17). */
type Shop = {
  shopEmail: string;
  cep?: Pick<CepLookup, "cached">;
  sessionSecret?: string;
  /** WhatsApp's "order received" jobs (issue 37); absent or null: WhatsApp off. */
  messages?: OrderReceivedMessages | null;
};
type OrderMailer = Pick<Mailer, "outboxInsert" | "queueDelivery" | "smtpConfigured">;

/** One order of the batch on its way through the steps (`index`: its place in the batch). */
interface Attempt {
  index: number;
  input: PlaceOrderInput;
  fingerprint: string;
}
type Priced = Attempt & { priced: Extract<PricedOrder, { ok: true }> };
type Accepted = Priced & { screening: Screening };

/**
 * The CPF and phone in the one form they are stored and compared in (app/lib/phone.ts). The forms
 * send them so already; this also holds for scripts and seeds that call placeOrder directly.
 */
function canonicalDelivery(d: DeliveryDetails): DeliveryDetails {
  return { ...d, phone: canonicalPhone(d.phone) ?? d.phone, cpf: d.cpf ? (canonicalCpf(d.cpf) ?? d.cpf) : null };
}

/** The steps for a batch of orders; one result per input. */
async function placeOrders(db: Database, shop: Shop, mailer: OrderMailer, batch: PlaceOrderInput[]) {
  const inputs = batch.map((input) => ({ ...input, delivery: canonicalDelivery(input.delivery) }));
  const results = new Array<PlaceOrderResult>(inputs.length);
  const requests = inputs.map((input, index): Attempt => ({
    index,
    input,
    fingerprint: requestFingerprint(input, shop.sessionSecret),
  }));
  const deciding = firstOfEachKey(requests);
  const deliveries = deciding.map((r) => r.input.delivery);
  const facts = await readBatchFacts(db, {
    keys: deciding.map((r) => r.input.idempotencyKey),
    catalog: catalogWanted(deciding.map((r) => r.input)),
    customers: customerLookup(deliveries),
    screening: screeningLookup(deliveries, shop.sessionSecret),
    numbers: deciding.length,
  });

  const fresh = validate(deciding, facts.earlier, results);
  const priced = price(fresh, facts.catalog, results);
  const accepted = assessRisk(shop, priced, facts, results);
  if (accepted.length) await writeAndNotify(db, shop, mailer, accepted, facts, results);
  answerRepeats(requests, facts.earlier, results);
  return results;
}

/** The same key twice in one batch (a double click): the first one decides for both. */
function firstOfEachKey(requests: Attempt[]): Attempt[] {
  const first = new Map<string, Attempt>();
  for (const r of requests) if (!first.has(r.input.idempotencyKey)) first.set(r.input.idempotencyKey, r);
  return [...first.values()];
}

/** 1. A key already used answers from its order; the rest go on. */
function validate(requests: Attempt[], earlier: Map<string, EarlierOrder>, results: PlaceOrderResult[]): Attempt[] {
  return requests.filter((r) => {
    const found = earlier.get(r.input.idempotencyKey);
    if (!found) return true;
    // Only the same request gets the first order back (an order from before fingerprints cannot prove it).
    results[r.index] = sameRequest(found.fingerprint, r)
      ? { ok: true, orderId: found.id, number: found.number, created: false }
      : { ok: false, error: "conflict", message: CONFLICT_MESSAGE };
    return false;
  });
}

/**
 * Whether a stored fingerprint is this request's. Orders placed before fingerprints were keyed
 * (migration 0012) keep the plain SHA-256 until the retention step clears it (24 hours).
 */
function sameRequest(stored: string | null, r: Attempt): boolean {
  if (stored === null) return false;
  return stored === r.fingerprint || stored === legacyRequestFingerprint(r.input);
}

/** 2. Prices from the catalog; an order that cannot be sold is refused. */
function price(requests: Attempt[], catalog: Catalog, results: PlaceOrderResult[]): Priced[] {
  return requests.flatMap((r) => {
    const priced = priceOrder(catalog, r.input.items);
    if (priced.ok) return [{ ...r, priced }];
    results[r.index] = { ok: false, error: priced.reason, message: priced.message };
    return [];
  });
}

/** 3. Blocked buyers are refused and nothing of theirs is stored; the others carry their risk. */
function assessRisk(shop: Shop, priced: Priced[], facts: BatchFacts, results: PlaceOrderResult[]): Accepted[] {
  const screened = screenOrders(
    priced.map((p) => ({ ...p.input.delivery, units: p.priced.units })),
    facts.screening,
    { cep: shop.cep },
  );
  return priced.flatMap((p, i) => {
    const screening = screened[i]!;
    if (!screening.blocked) return [{ ...p, screening }];
    results[p.index] = { ok: false, error: "blocked", message: BLOCKED_MESSAGE };
    return [];
  });
}

/** 4 and 5. Customers, orders, lines and emails, in one statement (and their jobs in its transaction). */
async function writeAndNotify(
  db: Database,
  shop: Shop,
  mailer: OrderMailer,
  accepted: Accepted[],
  facts: BatchFacts,
  results: PlaceOrderResult[],
): Promise<void> {
  const { customerIds, newCustomers } = matchCustomers(
    facts.known,
    accepted.map((a) => a.input.delivery),
  );
  const orderRows: OrderRow[] = [];
  const items: (PricedLine & { orderId: string })[] = [];
  const emails: TemplatedEmail[] = [];
  const consents: ConsentRow[] = [];
  accepted.forEach((a, i) => {
    const order = { id: randomUUID(), number: facts.numbers[i]! };
    orderRows.push({
      ...order,
      ...newOrderRow({
        request: a.input,
        idempotencyKey: a.input.idempotencyKey,
        fingerprint: a.fingerprint,
        customerId: customerIds[i]!,
        totalCents: a.priced.totalCents,
        screening: a.screening,
      }),
    });
    for (const line of a.priced.lines) items.push({ ...line, orderId: order.id });
    // The consent record goes in the same statement as its order (LGPD: all of it or nothing).
    if (a.input.consents)
      consents.push(
        ...consentRows(a.input.consents, { orderId: order.id, customerId: customerIds[i]!, email: a.input.delivery.email }),
      );
    emails.push(...orderEmailEntries(shop.shopEmail, order.id, a.input.delivery.email));
  });
  // The jobs the batch calls for, in the statement's transaction: email deliveries (with SMTP) and
  // WhatsApp's "order received" of each order placed with the opt-in (issue 37), one INSERT each.
  const deliver = mailer.smtpConfigured ? (tx: Transaction, ids: number[]) => mailer.queueDelivery(tx, ids) : null;
  const whatsapp = shop.messages?.jobsFor(consents) ?? null;
  await writeOrders(
    db,
    { customers: newCustomers, orders: orderRows, items, consents },
    mailer.outboxInsert(emails),
    deliver || whatsapp
      ? async (tx, ids) => {
          await deliver?.(tx, ids);
          await whatsapp?.(tx);
        }
      : null,
  );
  accepted.forEach((a, i) => {
    results[a.index] = { ok: true, orderId: orderRows[i]!.id, number: orderRows[i]!.number, created: true };
  });
}

/** A repeated key in the batch is held to the request that owns it: the order found, or else the first of the batch. */
function answerRepeats(requests: Attempt[], earlier: Map<string, EarlierOrder>, results: PlaceOrderResult[]): void {
  const first = new Map<string, Attempt>();
  for (const r of requests) {
    const key = r.input.idempotencyKey;
    const owner = first.get(key);
    if (!owner) {
      first.set(key, r);
      continue;
    }
    const found = earlier.get(key);
    const leader = results[owner.index]!;
    if (found ? !sameRequest(found.fingerprint, r) : r.fingerprint !== owner.fingerprint)
      results[r.index] = { ok: false, error: "conflict", message: CONFLICT_MESSAGE };
    else if (found) results[r.index] = { ok: true, orderId: found.id, number: found.number, created: false };
    else results[r.index] = leader.ok ? { ...leader, created: false } : leader;
  }
}

type OrderMetrics = Pick<Metrics, "orderBatch" | "orderPlaced" | "orderRefused">;

/** A batch's outcomes in the metrics: created orders and refusals (an order answered again is neither). */
function countOutcomes(metrics: OrderMetrics | undefined, results: PlaceOrderResult[]) {
  if (!metrics) return;
  for (const r of results) {
    if (!r.ok) metrics.orderRefused(r.error);
    else if (r.created) metrics.orderPlaced();
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
  metrics,
  messages,
}: {
  db: Database;
  mailer: OrderMailer;
  messages?: OrderReceivedMessages | null;
  config: Pick<Config, "shopEmail" | "sessionSecret">;
  cep?: Pick<CepLookup, "cached">;
  metrics?: OrderMetrics;
}): OrderPlacer {
  const shop: Shop = {
    shopEmail: config.shopEmail,
    cep,
    sessionSecret: config.sessionSecret,
    messages,
  };
  const writer = createBatchWriter<PlaceOrderInput, PlaceOrderResult>(
    db,
    (database, inputs) => placeOrders(database, shop, mailer, inputs),
    (results) => countOutcomes(metrics, results),
    metrics && ((size) => metrics.orderBatch(size)),
  );
  return { place: (input) => writer.write(input) };
}

/** Places one order on its own (seed and scripts; the app uses its OrderPlacer). */
export async function placeOrder(
  db: Database,
  mailer: OrderMailer,
  shop: Shop,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const [outcome] = await writeBatch(
    db,
    [input],
    (database, inputs) => placeOrders(database, shop, mailer, inputs),
    () => {},
  );
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}
