// Test data the unit and security suites share: a customer's delivery details
// as the order forms post them (masked, as typed) and as the domain stores them
// (parsed), and whole order and checkout forms built from them. Each test
// overrides only what it is about.
import { sql } from "drizzle-orm";
import { customers, emailOutbox, orderItems, orders } from "~/db/schema";
import type { Database } from "~/db/client.server";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";
import type { AppServices } from "~/services.server";

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
  return {
    fullName: "Maria da Silva",
    email: "maria@example.com",
    phone: "+5511987654321",
    cpf: "52998224725",
    postalCode: "01310100",
    street: "Avenida Paulista",
    number: "1000",
    complement: "Apto 12",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    referencePoint: "",
    ...overrides,
  };
}

/** How many orders, customers, order lines and queued emails the database holds: a refused order changes none. */
export async function countOrderRows(services: AppServices) {
  const one = async (table: typeof orders | typeof customers | typeof orderItems | typeof emailOutbox) =>
    ((await services.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;
  return {
    orders: await one(orders),
    customers: await one(customers),
    items: await one(orderItems),
    emails: await one(emailOutbox),
  };
}

/**
 * An order written directly, not through the order workflow (its checks are not
 * what the test is about), with one line of `productId` for the whole total.
 */
export async function insertOrder(
  db: Database,
  values: typeof orders.$inferInsert & { productId: number; productName?: string },
): Promise<typeof orders.$inferSelect> {
  const { productId, productName = "Lift Detox Black", ...order } = values;
  const [row] = await db.insert(orders).values(order).returning();
  await db.insert(orderItems).values({ orderId: row!.id, productId, productName, quantity: 1, priceCents: order.totalCents });
  return row!;
}

/** A customer and one order of theirs (R$ 147,00 from the funnel unless told), written directly. */
export async function insertCustomerOrder(
  db: Database,
  customer: typeof customers.$inferInsert,
  order: Partial<typeof orders.$inferInsert> = {},
): Promise<{ customer: typeof customers.$inferSelect; order: typeof orders.$inferSelect }> {
  const [c] = await db.insert(customers).values(customer).returning();
  const [o] = await db
    .insert(orders)
    .values({ customerId: c!.id, totalCents: 14700, deliveryAddress: "Rua A, 1", source: "funnel", ...order })
    .returning();
  return { customer: c!, order: o! };
}
