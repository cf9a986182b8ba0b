// The one place that turns a request for products into an order: idempotent,
// prices read from the catalog, customer + order + items + emails in one
// transaction, delivery of the emails only after the commit.
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { customers, orderItems, orders, productOffers, products } from "~/db/schema";
import type { Mailer } from "~/domain/mail/mailer.server";
import { isVisible } from "~/domain/catalog/products.server";
import { orderEmails } from "./order-emails.server";

export interface OrderCustomerInput {
  name: string;
  email: string | null;
  cpf: string | null;
  phone: string;
  /** Street, number, complement and neighbourhood, as one line. */
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface OrderLineInput {
  productId: number;
  offerCode?: string | null;
  quantity: number;
}

export interface PlaceOrderInput {
  source: "funnel" | "checkout";
  idempotencyKey: string;
  customer: OrderCustomerInput;
  items: OrderLineInput[];
  userId?: string | null;
}

export type PlaceOrderResult =
  | { ok: true; orderId: string; number: number; created: boolean }
  | { ok: false; error: "empty" | "unavailable" | "conflict"; message: string };

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

/** Reads every price from the database; unknown, hidden or mismatched products are refused. */
async function priceLines(tx: Transaction, lines: OrderLineInput[]): Promise<PricedLine[]> {
  if (lines.length === 0) throw new OrderRejected("empty", "Adicione pelo menos um produto ao pedido.");
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await tx.select().from(products).where(and(inArray(products.id, ids), isVisible));
  const byId = new Map(rows.map((p) => [p.id, p]));
  const codes = lines.map((l) => l.offerCode).filter((c): c is string => !!c);
  const offers = codes.length
    ? await tx.select().from(productOffers).where(and(inArray(productOffers.productId, ids), inArray(productOffers.code, codes)))
    : [];
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new OrderRejected("unavailable", "Este produto não está mais disponível.");
    if (!line.offerCode) {
      return { productId: product.id, offerId: null, productName: product.name, quantity: line.quantity, priceCents: product.priceCents };
    }
    const offer = offers.find((o) => o.productId === product.id && o.code === line.offerCode);
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

/** Finds the customer by email (or by CPF when there is no email) and updates the delivery details. */
async function upsertCustomer(tx: Transaction, input: OrderCustomerInput): Promise<string> {
  const details = {
    name: input.name,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
  };
  const byEmail = input.email ? (await tx.select().from(customers).where(eq(customers.email, input.email)))[0] : undefined;
  // By CPF only when the form had no email: a new email is a new customer, even with a known CPF.
  const byCpf = !input.email && input.cpf ? (await tx.select().from(customers).where(eq(customers.cpf, input.cpf)))[0] : undefined;
  const existing = byEmail ?? byCpf;
  if (existing) {
    const cpfFree =
      input.cpf && !existing.cpf ? (await tx.select({ id: customers.id }).from(customers).where(eq(customers.cpf, input.cpf))).length === 0 : false;
    await tx
      .update(customers)
      .set({
        ...details,
        ...(cpfFree ? { cpf: input.cpf } : {}),
        ...(!existing.email && input.email ? { email: input.email } : {}),
      })
      .where(eq(customers.id, existing.id));
    return existing.id;
  }
  const cpfTaken = input.cpf ? (await tx.select({ id: customers.id }).from(customers).where(eq(customers.cpf, input.cpf))).length > 0 : false;
  const [created] = await tx
    .insert(customers)
    .values({ ...details, email: input.email, cpf: cpfTaken ? null : input.cpf })
    .returning({ id: customers.id });
  if (!created) throw new Error("Cliente não criado");
  return created.id;
}

async function findByKey(db: Database | Transaction, key: string) {
  const [row] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function placeOrder(
  db: Database,
  mailer: Pick<Mailer, "enqueue" | "kick">,
  shop: { shopEmail: string; brandName: string; publicUrl: string },
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  // No lookup of the key first: a repeated key is rare (a retry, a double click)
  // and the unique index turns it into the existing order below, so every new
  // order saves a round trip.
  try {
    const result = await db.transaction(async (tx) => {
      // Independent work, pipelined on the transaction's connection. Both settle before
      // anything else happens, so no statement of one can outlive the other's failure.
      const [priced, customer] = await Promise.allSettled([priceLines(tx, input.items), upsertCustomer(tx, input.customer)]);
      if (priced.status === "rejected") throw priced.reason;
      if (customer.status === "rejected") throw customer.reason;
      const lines = priced.value;
      const customerId = customer.value;
      const totalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
      if (!Number.isSafeInteger(totalCents) || totalCents > 2_000_000_000) {
        throw new OrderRejected("unavailable", "O valor do pedido excede o limite permitido.");
      }
      const c = input.customer;
      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          userId: input.userId ?? null,
          totalCents,
          deliveryAddress: [c.address, c.city, c.state, c.postalCode].join(", "),
          source: input.source,
          idempotencyKey: input.idempotencyKey,
        })
        .returning({ id: orders.id, number: orders.number, createdAt: orders.createdAt });
      if (!order) throw new Error("Pedido não criado");
      await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: order.id })));
      await mailer.enqueue(tx, orderEmails({ ...shop, order: { ...order, totalCents }, customer: c, lines }));
      return order;
    });
    mailer.kick();
    return { ok: true, orderId: result.id, number: result.number, created: true };
  } catch (error) {
    if (error instanceof OrderRejected) return { ok: false, error: error.reason, message: error.message };
    // A concurrent retry with the same key committed first: answer with its order.
    if (isUniqueViolation(error)) {
      const winner = await findByKey(db, input.idempotencyKey);
      if (winner) return { ok: true, orderId: winner.id, number: winner.number, created: false };
    }
    throw error;
  }
}
