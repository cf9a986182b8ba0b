// Orders: the buyer's CPF, the order and checkout forms as a shopper fills them,
// delivery details as the domain keeps them, and customers, orders, their lines
// and events written as rows. Shared by the unit, security and e2e suites and by
// the demo seed (scripts/seed/), which runs in production: no test runner here.
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customers, emailOutbox, orderEvents, orderItems, orders } from "~/db/schema";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import type { AppServices } from "~/services.server";

type CustomerRow = typeof customers.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type NewCustomer = typeof customers.$inferInsert;
type NewOrder = typeof orders.$inferInsert;

/**
 * A CPF with valid check digits: from its first nine digits ("390533447"), or
 * from a number (padded to nine; nine equal digits, which no CPF has, are
 * nudged), or a random one.
 */
export function validCpf(first: string | number = Math.floor(Math.random() * 1e9)): string {
  const digits = (typeof first === "number" ? String(first % 1e9).padStart(9, "0") : first).split("").map(Number);
  if (digits.length !== 9 || digits.some(Number.isNaN)) throw new RangeError(`validCpf: nove dígitos, não "${first}"`);
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}

/** A fixed, well-formed idempotency key (tests that need a fresh one pass their own). */
export const TEST_IDEMPOTENCY_KEY = "0b7f3c1e-8d2a-4c55-9f10-123456789abc";

let keyCount = 0;
/** A fresh idempotency key on every call (the forms accept 20 to 100 characters). */
export function freshIdempotencyKey(prefix = "test"): string {
  return `${prefix}-${Date.now()}-${++keyCount}-abcdef`;
}

/** Form fields as the browser posts them. */
export function formData(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

/** The delivery fields of a valid order or checkout form, as a shopper types them (e-mail and UF in mixed case). */
export function deliveryFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fullName: "Maria da Silva",
    whatsapp: "(11) 98765-4321",
    email: "Maria@Example.com",
    cpf: "529.982.247-25",
    zipCode: "01310-100",
    street: "Avenida Paulista",
    number: "1000",
    complement: "Apto 12",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "sp",
    ...overrides,
  };
}

/** A valid order form of a plan page (the full variant, one unit of product 1). */
export function orderFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    variant: "full",
    idempotencyKey: TEST_IDEMPOTENCY_KEY,
    productId: "1",
    offerCode: "",
    quantity: "1",
    ...deliveryFormFields(),
    acceptedTerms: "on",
    ...overrides,
  };
}

/** A valid cart checkout form (two of product 1, one of product 7). */
export function checkoutFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    idempotencyKey: TEST_IDEMPOTENCY_KEY,
    ...deliveryFormFields(),
    referencePoint: "",
    items: JSON.stringify([
      { id: 1, quantity: 2 },
      { id: 7, quantity: 1 },
    ]),
    ...overrides,
  };
}

/** A customer's delivery details as the domain keeps them (parsed and normalised). */
export function deliveryDetails(overrides: Partial<DeliveryDetails> = {}): DeliveryDetails {
  return {
    fullName: "Ana",
    email: "ana@example.com",
    phone: "+5511987654321",
    cpf: null,
    postalCode: "01000000",
    street: "Rua A",
    number: "1",
    complement: "",
    neighborhood: "Centro",
    city: "São Paulo",
    state: "SP",
    referencePoint: "",
    ...overrides,
  };
}

/** What the order and checkout forms make of deliveryFormFields(): trimmed, E.164 phone, digits only, upper-case UF. */
export function parsedDeliveryFields(overrides: Partial<DeliveryDetails> = {}): DeliveryDetails {
  return deliveryDetails({
    fullName: "Maria da Silva",
    email: "maria@example.com",
    cpf: "52998224725",
    postalCode: "01310100",
    street: "Avenida Paulista",
    number: "1000",
    complement: "Apto 12",
    neighborhood: "Bela Vista",
    ...overrides,
  });
}

/** How many orders, customers, order lines and queued emails the database holds: a refused order changes none. */
export async function countOrderRows(services: Pick<AppServices, "db">) {
  const one = async (table: typeof orders | typeof customers | typeof orderItems | typeof emailOutbox) =>
    ((await services.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;
  return {
    orders: await one(orders),
    customers: await one(customers),
    items: await one(orderItems),
    emails: await one(emailOutbox),
  };
}

let customerCount = 0;

/** Customers as rows, in one statement; one given neither email nor CPF gets a fresh email (a customer has one or the other). */
export async function insertCustomers(db: Database, list: Partial<NewCustomer>[]): Promise<CustomerRow[]> {
  if (!list.length) return [];
  const fresh = (c: Partial<NewCustomer>) =>
    c.email === undefined && !c.cpf ? { email: `cliente.${++customerCount}@exemplo.com.br` } : {};
  return db
    .insert(customers)
    .values(list.map((c) => ({ name: "Maria da Silva", ...fresh(c), ...c })))
    .returning();
}

/** One customer (see insertCustomers). */
export async function insertCustomer(db: Database, customer: Partial<NewCustomer> = {}): Promise<CustomerRow> {
  return (await insertCustomers(db, [customer]))[0]!;
}

/** A line of an order; its name and unit price default to the order's product and total. */
export interface OrderLine {
  productId: number;
  productName?: string;
  quantity?: number;
  priceCents?: number;
}

/** An order to write: its customer, and what differs from a funnel order of R$ 147,00 with no lines. */
export type NewOrderWithLines = Omit<NewOrder, "totalCents" | "deliveryAddress" | "source"> &
  Partial<Pick<NewOrder, "totalCents" | "deliveryAddress" | "source">> & { lines?: OrderLine[] };

/**
 * Orders written as rows, not through the order workflow (its checks are not
 * what the caller is about, or the order has a history the workflow cannot
 * give it), with their lines, in two statements per `chunk` orders.
 */
export async function insertOrders(db: Database, list: NewOrderWithLines[], chunk = 500): Promise<OrderRow[]> {
  const rows: OrderRow[] = [];
  for (let start = 0; start < list.length; start += chunk) {
    const part = list.slice(start, start + chunk);
    // RETURNING of a multi-row VALUES gives the rows in the order they were listed.
    const written = await db
      .insert(orders)
      .values(
        part.map(({ lines: _lines, ...order }) => ({
          totalCents: 14700,
          deliveryAddress: "Rua A, 1",
          source: "funnel" as const,
          ...order,
        })),
      )
      .returning();
    const lines = part.flatMap((order, i) =>
      (order.lines ?? []).map((line) => ({
        orderId: written[i]!.id,
        productId: line.productId,
        productName: line.productName ?? "Lift Detox Black",
        quantity: line.quantity ?? 1,
        priceCents: line.priceCents ?? written[i]!.totalCents,
      })),
    );
    if (lines.length) await db.insert(orderItems).values(lines);
    rows.push(...written);
  }
  return rows;
}

/** An order written directly with one line of `productId` for the whole total (see insertOrders). */
export async function insertOrder(
  db: Database,
  values: NewOrderWithLines & { productId: number; productName?: string },
): Promise<OrderRow> {
  const { productId, productName, ...order } = values;
  return (await insertOrders(db, [{ ...order, lines: [{ productId, productName }] }]))[0]!;
}

/** A customer and one order of theirs (R$ 147,00 from the funnel unless told), written directly. */
export async function insertCustomerOrder(
  db: Database,
  customer: Partial<NewCustomer>,
  order: Partial<NewOrder> = {},
): Promise<{ customer: CustomerRow; order: OrderRow }> {
  const c = await insertCustomer(db, customer);
  const [o] = await insertOrders(db, [{ customerId: c.id, ...order }]);
  return { customer: c, order: o! };
}

/**
 * An order's history as it happened (the seed's past, a report's input), in
 * statements of `chunk` rows. Changes of a live order go through
 * app/domain/orders/lifecycle/order-status.server.ts instead.
 */
export async function insertOrderEvents(db: Database, events: (typeof orderEvents.$inferInsert)[], chunk = 400): Promise<void> {
  for (let start = 0; start < events.length; start += chunk) {
    await db.insert(orderEvents).values(events.slice(start, start + chunk));
  }
}
