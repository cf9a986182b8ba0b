import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { customers, emailOutbox, orderItems, orders, productOffers, products } from "~/db/schema";
import type { AppServices } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { placeFunnelOrder } from "./funnel-order.server";
import { placeOrder, type PlaceOrderInput } from "./place-order.server";

const SHOP = { shopEmail: "loja@lift.test", brandName: "Lift", publicUrl: "http://localhost:3000" };

const VALID_FORM: Record<string, string> = {
  variant: "full",
  idempotencyKey: "",
  productId: "",
  quantity: "2",
  fullName: "Maria da Silva",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  cpf: "529.982.247-25",
  zipCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  complement: "Apto 12",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  acceptedTerms: "on",
  js: "1",
};

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

let counter = 0;
const key = () => `test-key-${Date.now()}-${++counter}-abcdef`;

async function counts(services: AppServices) {
  const one = async (table: typeof orders | typeof customers | typeof orderItems | typeof emailOutbox) =>
    ((await services.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;
  return { orders: await one(orders), customers: await one(customers), items: await one(orderItems), emails: await one(emailOutbox) };
}

describeEachDatabase("placing orders", (get) => {
  let services: AppServices;
  let detox: { id: number; priceCents: number };
  let hair: { id: number };
  let hidden: { id: number };

  beforeAll(async () => {
    services = testServices(get());
    const db = services.db;
    detox = (await db.insert(products).values({ name: "Lift Detox Black", priceCents: 14700, handle: "detox-t" }).returning())[0]!;
    hair = (await db.insert(products).values({ name: "Lift Hair", priceCents: 14700, handle: "hair-t" }).returning())[0]!;
    await db.insert(productOffers).values({ productId: hair.id, code: "3-meses", title: "Kit 3 meses", units: 3, priceCents: 32700 });
    hidden = (await db.insert(products).values({ name: "Oculto", priceCents: 100, visible: false }).returning())[0]!;
  });

  afterAll(async () => {
    await services?.mailer.stop();
  });

  const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    source: "checkout",
    idempotencyKey: key(),
    customer: { name: "Ana", email: "ana@example.com", cpf: null, phone: "11987654321", address: "Rua A, 1", city: "São Paulo", state: "SP", postalCode: "01000000" },
    items: [{ productId: detox.id, quantity: 2 }],
    ...overrides,
  });

  it("writes customer, order (pending/pending) and items with catalog prices, and queues the emails", async () => {
    const result = await placeOrder(services.db, services.mailer, SHOP, input({ items: [{ productId: detox.id, quantity: 2 }, { productId: hair.id, offerCode: "3-meses", quantity: 1 }] }));
    expect(result.ok && result.created).toBe(true);
    if (!result.ok) return;
    const [order] = await services.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ status: "new", paymentStatus: "pending", totalCents: 2 * 14700 + 32700, source: "checkout" });
    expect(order!.deliveryAddress).toBe("Rua A, 1, São Paulo, SP, 01000000");
    const items = await services.db.select().from(orderItems).where(eq(orderItems.orderId, result.orderId));
    expect(items.map((i) => [i.quantity, i.priceCents]).sort()).toEqual([[1, 32700], [2, 14700]].sort());
    const mails = await services.db.select().from(emailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(["ana@example.com", "loja@lift.test"]);
    expect(mails.find((m) => m.to === "loja@lift.test")!.text).toContain(`Pedido #${order!.number}`);
    expect(mails.find((m) => m.to === "ana@example.com")!.text).toContain("7 dias");
  });

  it("returns the first order for a retried or concurrent request with the same key", async () => {
    const same = input();
    const first = await placeOrder(services.db, services.mailer, SHOP, same);
    const again = await placeOrder(services.db, services.mailer, SHOP, same);
    expect(again).toMatchObject({ ok: true, created: false, orderId: first.ok ? first.orderId : "" });
    const burst = input();
    const results = await Promise.all(Array.from({ length: 5 }, () => placeOrder(services.db, services.mailer, SHOP, burst)));
    const ids = new Set(results.map((r) => (r.ok ? r.orderId : "erro")));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    const rows = await services.db.select().from(orders).where(eq(orders.idempotencyKey, burst.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it("keeps one customer per email and finds a customer by CPF when there is no email", async () => {
    await placeOrder(services.db, services.mailer, SHOP, input({ customer: { ...input().customer, email: "bia@example.com", name: "Bia" } }));
    await placeOrder(services.db, services.mailer, SHOP, input({ customer: { ...input().customer, email: "bia@example.com", name: "Bia Souza", city: "Campinas" } }));
    const bia = await services.db.select().from(customers).where(eq(customers.email, "bia@example.com"));
    expect(bia).toHaveLength(1);
    expect(bia[0]).toMatchObject({ name: "Bia Souza", city: "Campinas" });
    const noEmail = { ...input().customer, email: null, cpf: "11144477735", name: "Caio" };
    await placeOrder(services.db, services.mailer, SHOP, input({ customer: noEmail }));
    await placeOrder(services.db, services.mailer, SHOP, input({ customer: { ...noEmail, name: "Caio Lima" } }));
    const caio = await services.db.select().from(customers).where(eq(customers.cpf, "11144477735"));
    expect(caio).toHaveLength(1);
    expect(caio[0]!.name).toBe("Caio Lima");
  });

  it("decides each of many simultaneous orders on its own (written together in batches)", async () => {
    const before = await counts(services);
    const shared = { ...input().customer, email: "lote@example.com", name: "Lote" };
    const cpfOnly = { ...input().customer, email: null, cpf: "52998224725", name: "Só CPF" };
    const inputs = [
      ...Array.from({ length: 30 }, (_, i) => input({ customer: { ...input().customer, email: `lote-${i}@example.com`, name: `Cliente ${i}` } })),
      input({ customer: shared }),
      input({ customer: { ...shared, name: "Lote Atualizado", city: "Campinas" } }),
      input({ customer: cpfOnly }),
      input({ customer: { ...cpfOnly, name: "Só CPF de novo" } }),
      input({ items: [{ productId: hidden.id, quantity: 1 }], customer: { ...input().customer, email: "oculto-lote@example.com" } }),
    ];
    const twice = inputs[0]!;
    const results = await Promise.all([...inputs, twice].map((i) => services.orders.place(i)));
    expect(results.slice(0, 34).every((r) => r.ok)).toBe(true);
    expect(results[34]).toMatchObject({ ok: false, error: "unavailable" });
    // The same key twice: one order, the second answer points to it.
    expect(results[35]).toMatchObject({ ok: true, orderId: results[0]!.ok ? results[0]!.orderId : "" });
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(34);
    expect(new Set(results.slice(0, 34).map((r) => (r.ok ? r.number : 0))).size).toBe(34);
    const after = await counts(services);
    expect(after.orders - before.orders).toBe(34);
    expect(after.items - before.items).toBe(34);
    expect(after.emails - before.emails).toBe(34 * 2 - 2); // the CPF-only customer has no email of their own
    // 30 new customers, one shared by email, one by CPF.
    expect(after.customers - before.customers).toBe(32);
    const [lote] = await services.db.select().from(customers).where(eq(customers.email, "lote@example.com"));
    expect(lote).toMatchObject({ name: "Lote Atualizado", city: "Campinas" });
    const [semEmail] = await services.db.select().from(customers).where(eq(customers.cpf, "52998224725"));
    expect(semEmail!.name).toBe("Só CPF de novo");
  });

  it("refuses unknown, hidden or mismatched products and writes nothing", async () => {
    const before = await counts(services);
    for (const items of [[{ productId: 999_999, quantity: 1 }], [{ productId: hidden.id, quantity: 1 }], [{ productId: detox.id, offerCode: "3-meses", quantity: 1 }], []]) {
      // A new customer each time: the customer's row (written alongside the prices) must not survive either.
      const result = await placeOrder(services.db, services.mailer, SHOP, input({ items, customer: { ...input().customer, email: `recusado-${items.length}-${items[0]?.productId ?? 0}@example.com` } }));
      expect(result.ok).toBe(false);
    }
    expect(await counts(services)).toEqual(before);
  });

  it("rolls everything back when a step fails in the middle", async () => {
    const before = await counts(services);
    const failingMailer = { enqueue: async () => Promise.reject(new Error("disco cheio")), kick() {} };
    await expect(placeOrder(services.db, failingMailer, SHOP, input({ customer: { ...input().customer, email: "novo@example.com" } }))).rejects.toThrow("disco cheio");
    expect(await counts(services)).toEqual(before);
  });

  it("places a funnel order from the form, with the catalog price whatever the page says", async () => {
    const outcome = await placeFunnelOrder(services, form({ ...VALID_FORM, productId: String(detox.id), idempotencyKey: key() }), null);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [order] = await services.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(order).toMatchObject({ totalCents: 2 * detox.priceCents, source: "funnel" });
    expect(outcome.setCookie).toContain("ultimo-pedido=");
  });

  it("answers hostile or invalid forms with a pt-BR message and writes nothing", async () => {
    const base = { ...VALID_FORM, productId: String(detox.id) };
    const cases: Record<string, string>[] = [
      { ...base, cpf: "123.456.789-00" },
      { ...base, fullName: "" },
      { ...base, quantity: "-1" },
      { ...base, quantity: "100000" },
      { ...base, price: "1" },
      { ...base, totalCents: "1" },
      { ...base, street: "x".repeat(100_000) },
      { ...base, productId: "1; DROP TABLE orders" },
      { ...base, email: "<script>alert(1)</script>" },
      { ...base, productId: "999999" },
    ];
    const before = await counts(services);
    for (const fields of cases) {
      const outcome = await placeFunnelOrder(services, form({ ...fields, idempotencyKey: key() }), null);
      expect(outcome.ok, JSON.stringify(Object.keys(fields))).toBe(false);
      if (outcome.ok) continue;
      expect([400, 409]).toContain(outcome.status);
      expect(outcome.formError).toMatch(/[a-zà-ú]/i);
      expect(outcome.formError).not.toMatch(/error|undefined|null/i);
    }
    expect(await counts(services)).toEqual(before);
  });
});
