import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { customers, emailOutbox, orderItems, orders } from "~/db/schema";
import { formatBRL } from "~/lib/money";
import { postgresErrorCode } from "~/db/client.server";
import type { AppServices } from "~/services.server";
import { insertProducts } from "../../../../tests/support/builders/catalog";
import {
  countOrderRows,
  formData,
  freshIdempotencyKey,
  deliveryDetails,
  orderFormFields,
} from "../../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { placeFunnelOrder } from "./funnel-order.server";
import { orderSummary } from "../tracking/order-summary.server";
import { placeOrder, type PlaceOrderInput } from "./place-order.server";

const SHOP = { shopEmail: "loja@lift.test" };

const VALID_FORM = orderFormFields({ idempotencyKey: "", productId: "", quantity: "2", js: "1" });

const form = formData;

const key = () => freshIdempotencyKey("test-key");

const counts = countOrderRows;

describeEachDatabase("placing orders", (get) => {
  let services: AppServices;
  let detox: { id: number; priceCents: number };
  let hair: { id: number };
  let hidden: { id: number };

  beforeAll(async () => {
    services = testServices(get());
    const rows = await insertProducts(services.db, [
      { name: "Lift Detox Black", handle: "detox-t" },
      {
        name: "Lift Hair",
        handle: "hair-t",
        offers: [{ code: "3-meses", title: "Kit 3 meses", units: 3, priceCents: 32700 }],
      },
      { name: "Oculto", priceCents: 100, visible: false },
    ]);
    [detox, hair, hidden] = [rows[0]!, rows[1]!, rows[2]!];
  });

  afterAll(async () => {
    await services?.mailer.stop();
  });

  const ANA = deliveryDetails();
  const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    source: "checkout",
    idempotencyKey: key(),
    delivery: ANA,
    items: [{ productId: detox.id, quantity: 2 }],
    ...overrides,
  });

  it("writes customer, order (pending/pending) and items with catalog prices, and queues the emails", async () => {
    const result = await placeOrder(
      services.db,
      services.mailer,
      SHOP,
      input({
        items: [
          { productId: detox.id, quantity: 2 },
          { productId: hair.id, offerCode: "3-meses", quantity: 1 },
        ],
      }),
    );
    expect(result.ok && result.created).toBe(true);
    if (!result.ok) return;
    const [order] = await services.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ status: "new", paymentStatus: "pending", totalCents: 2 * 14700 + 32700, source: "checkout" });
    expect(order!.deliveryAddress).toBe("Rua A, 1 - Centro, São Paulo, SP, 01000000");
    expect(order).toMatchObject({
      customerName: "Ana",
      customerEmail: "ana@example.com",
      deliveryStreet: "Rua A",
      deliveryNumber: "1",
      deliveryNeighborhood: "Centro",
      deliveryPostalCode: "01000000",
    });
    expect(order!.idempotencyFingerprint).toMatch(/^[0-9a-f]{64}$/);
    const items = await services.db.select().from(orderItems).where(eq(orderItems.orderId, result.orderId));
    expect(items.map((i) => [i.quantity, i.priceCents]).sort()).toEqual(
      [
        [1, 32700],
        [2, 14700],
      ].sort(),
    );
    // The outbox keeps a template and the order's id, no copy of the buyer's details (decision 042).
    const rows = await services.db.select().from(emailOutbox);
    expect(rows.map((m) => [m.to, m.template, m.orderId, m.subject, m.text, m.html]).sort()).toEqual([
      ["ana@example.com", "order-received", result.orderId, null, null, null],
      ["loja@lift.test", "order-new-shop", result.orderId, null, null, null],
    ]);
    // Read, they are rendered from the order's record.
    const mails = await services.mailer.list();
    expect(mails.map((m) => m.to).sort()).toEqual(["ana@example.com", "loja@lift.test"]);
    expect(mails.find((m) => m.to === "loja@lift.test")!.subject).toBe(
      `Novo pedido #${order!.number} — Ana — ${formatBRL(62_100)}`,
    );
    expect(mails.find((m) => m.to === "loja@lift.test")!.text).toContain(`Pedido #${order!.number}`);
    expect(mails.find((m) => m.to === "ana@example.com")!.text).toContain("7 dias");
    expect(mails.find((m) => m.to === "ana@example.com")!.text).toContain(
      "Entrega em: Rua A, 1 - Centro, São Paulo - SP, CEP 01000-000",
    );
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

  it("links orders to one customer per email (or CPF without email) and never rewrites that customer", async () => {
    const bia = { ...ANA, email: "bia@example.com", fullName: "Bia" };
    const first = await placeOrder(services.db, services.mailer, SHOP, input({ delivery: bia }));
    // A stranger types Bia's email with their own name, phone and address.
    const stranger = {
      ...bia,
      fullName: "Estranho",
      phone: "+5521900000000",
      street: "Rua do Estranho",
      city: "Campinas",
      referencePoint: "portão azul",
    };
    const second = await placeOrder(services.db, services.mailer, SHOP, input({ delivery: stranger }));
    const rows = await services.db.select().from(customers).where(eq(customers.email, "bia@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Bia", phone: "+5511987654321", address: "Rua A, 1 - Centro", city: "São Paulo" });
    // Each order keeps what it was placed with; both are linked to Bia's history.
    const [a, b] = [first, second].map((r) => (r.ok ? r.orderId : ""));
    expect((await orderSummary(services.db, a!))!.delivery).toEqual(bia);
    expect((await orderSummary(services.db, b!))!.delivery).toEqual(stranger);
    const linked = await services.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.customerEmail, "bia@example.com"));
    expect(new Set(linked.map((o) => o.customerId))).toEqual(new Set([rows[0]!.id]));

    const noEmail = { ...ANA, email: null, cpf: "11144477735", fullName: "Caio" };
    await placeOrder(services.db, services.mailer, SHOP, input({ delivery: noEmail }));
    await placeOrder(services.db, services.mailer, SHOP, input({ delivery: { ...noEmail, fullName: "Caio Lima" } }));
    const caio = await services.db.select().from(customers).where(eq(customers.cpf, "11144477735"));
    expect(caio).toHaveLength(1);
    expect(caio[0]!.name).toBe("Caio");
    // A known email never takes a CPF it did not have.
    await placeOrder(services.db, services.mailer, SHOP, input({ delivery: { ...bia, cpf: "52998224725" } }));
    const [biaAfter] = await services.db.select().from(customers).where(eq(customers.email, "bia@example.com"));
    expect(biaAfter!.cpf).toBeNull();
  });

  it("binds a key to its request: the same key with another body is a conflict and writes nothing", async () => {
    const first = input();
    // The same secret as the queue's: the fingerprint is keyed with it (decision 031).
    const placed = await placeOrder(
      services.db,
      services.mailer,
      { ...SHOP, sessionSecret: services.config.sessionSecret },
      first,
    );
    expect(placed).toMatchObject({ ok: true, created: true });
    const before = await counts(services);
    const variants: PlaceOrderInput[] = [
      { ...first, delivery: { ...first.delivery, fullName: "Outra Pessoa" } },
      { ...first, delivery: { ...first.delivery, email: "outra@example.com" } },
      { ...first, delivery: { ...first.delivery, referencePoint: "casa verde" } },
      { ...first, items: [{ productId: detox.id, quantity: 3 }] },
      { ...first, items: [{ productId: hair.id, offerCode: "3-meses", quantity: 2 }] },
      { ...first, source: "funnel" },
      { ...first, userId: "00000000-0000-4000-8000-00000000beef" },
    ];
    for (const variant of variants) {
      const result = await placeOrder(services.db, services.mailer, SHOP, variant);
      expect(result, JSON.stringify(variant)).toMatchObject({ ok: false, error: "conflict" });
      if (!result.ok) expect(result.message).toMatch(/outros dados/);
    }
    // Through the batch queue too, alone or next to the first request in the same batch.
    const queued = await Promise.all([services.orders.place(first), ...variants.map((v) => services.orders.place(v))]);
    expect(queued[0]).toMatchObject({ ok: true, created: false, orderId: placed.ok ? placed.orderId : "" });
    expect(queued.slice(1).every((r) => !r.ok && r.error === "conflict")).toBe(true);
    expect(await counts(services)).toEqual(before);
    // Lines in another order are the same request.
    const two = input({
      items: [
        { productId: detox.id, quantity: 1 },
        { productId: hair.id, offerCode: "3-meses", quantity: 1 },
      ],
    });
    const once = await placeOrder(services.db, services.mailer, SHOP, two);
    const again = await placeOrder(services.db, services.mailer, SHOP, { ...two, items: [...two.items].reverse() });
    expect(again).toMatchObject({ ok: true, created: false, orderId: once.ok ? once.orderId : "" });
  });

  it("a new key in the same batch as its conflicting twin: the first request decides, the other is refused", async () => {
    const before = await counts(services);
    const lead = input({ delivery: { ...ANA, email: "lote-par@example.com" } });
    const twin = { ...lead, delivery: { ...lead.delivery, fullName: "Gêmeo" } };
    const [a, b, c] = await Promise.all([services.orders.place(lead), services.orders.place(twin), services.orders.place(lead)]);
    expect(a).toMatchObject({ ok: true, created: true });
    expect(b).toMatchObject({ ok: false, error: "conflict" });
    expect(c).toMatchObject({ ok: true, created: false, orderId: a.ok ? a.orderId : "" });
    const after = await counts(services);
    expect(after.orders - before.orders).toBe(1);
  });

  it("a batch that meets an order already placed with its key holds each request to that order, not to the batch's first", async () => {
    const placedFirst = input({ delivery: { ...ANA, email: "dono-da-chave@example.com" } });
    const placed = await placeOrder(
      services.db,
      services.mailer,
      { ...SHOP, sessionSecret: services.config.sessionSecret },
      placedFirst,
    );
    const other = { ...placedFirst, delivery: { ...placedFirst.delivery, fullName: "Outro Corpo" } };
    // The other body leads the batch; the retry of the first request comes second.
    const [a, b] = await Promise.all([services.orders.place(other), services.orders.place(placedFirst)]);
    expect(a).toMatchObject({ ok: false, error: "conflict" });
    expect(b).toMatchObject({ ok: true, created: false, orderId: placed.ok ? placed.orderId : "" });
  });

  it("refuses a key already used by an order placed before keys were bound to requests", async () => {
    const old = input();
    const placed = await placeOrder(services.db, services.mailer, SHOP, old);
    if (!placed.ok) throw new Error("pedido recusado");
    await services.db.update(orders).set({ idempotencyFingerprint: null }).where(eq(orders.id, placed.orderId));
    expect(await placeOrder(services.db, services.mailer, SHOP, old)).toMatchObject({ ok: false, error: "conflict" });
  });

  it("decides each of many simultaneous orders on its own (written together in batches)", async () => {
    const before = await counts(services);
    const shared = { ...ANA, email: "lote@example.com", fullName: "Lote" };
    const cpfOnly = { ...ANA, email: null, cpf: "52998224725", fullName: "Só CPF" };
    const inputs = [
      ...Array.from({ length: 30 }, (_, i) =>
        input({ delivery: { ...ANA, email: `lote-${i}@example.com`, fullName: `Cliente ${i}` } }),
      ),
      input({ delivery: shared }),
      input({ delivery: { ...shared, fullName: "Lote Atualizado", city: "Campinas" } }),
      input({ delivery: cpfOnly }),
      input({ delivery: { ...cpfOnly, fullName: "Só CPF de novo" } }),
      input({ items: [{ productId: hidden.id, quantity: 1 }], delivery: { ...ANA, email: "oculto-lote@example.com" } }),
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
    // The first order of a new customer made it; the second kept its own copy and changed nothing.
    const [lote] = await services.db.select().from(customers).where(eq(customers.email, "lote@example.com"));
    expect(lote).toMatchObject({ name: "Lote", city: "São Paulo" });
    const [semEmail] = await services.db.select().from(customers).where(eq(customers.cpf, cpfOnly.cpf));
    expect(semEmail!.name).toBe("Só CPF");
    const updated = results[31]!.ok ? results[31]!.orderId : "";
    expect((await orderSummary(services.db, updated))!.delivery).toMatchObject({ fullName: "Lote Atualizado", city: "Campinas" });
  });

  it("refuses unknown, hidden or mismatched products and writes nothing", async () => {
    const before = await counts(services);
    for (const items of [
      [{ productId: 999_999, quantity: 1 }],
      [{ productId: hidden.id, quantity: 1 }],
      [{ productId: detox.id, offerCode: "3-meses", quantity: 1 }],
      [],
    ]) {
      // A new customer each time: the customer's row (written alongside the prices) must not survive either.
      const result = await placeOrder(
        services.db,
        services.mailer,
        SHOP,
        input({ items, delivery: { ...ANA, email: `recusado-${items.length}-${items[0]?.productId ?? 0}@example.com` } }),
      );
      expect(result.ok).toBe(false);
    }
    expect(await counts(services)).toEqual(before);
  });

  it("rolls everything back when a step fails in the middle", async () => {
    const before = await counts(services);
    // The emails' insert breaks a check constraint after the customer, order and lines were written in the same statement.
    const failingMailer = {
      outboxInsert: () =>
        sql`INSERT INTO email_outbox ("to", subject, text, status) VALUES ('a@example.com', 'x', 'x', 'não existe')`,
      queueDelivery: () => Promise.resolve(),
      smtpConfigured: false,
    };
    const error: unknown = await placeOrder(
      services.db,
      failingMailer,
      SHOP,
      input({ delivery: { ...ANA, email: "novo@example.com" } }),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(postgresErrorCode(error)).toBe("23514"); // check_violation
    expect(await counts(services)).toEqual(before);
  });

  it("places a funnel order from the form, with the catalog price whatever the page says", async () => {
    const outcome = await placeFunnelOrder(
      services,
      form({ ...VALID_FORM, productId: String(detox.id), idempotencyKey: key() }),
      null,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [order] = await services.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(order).toMatchObject({ totalCents: 2 * detox.priceCents, source: "funnel" });
    expect(outcome.setCookie).toContain("ultimo-pedido=");
  });

  it("funnel form: the same key with another body answers 409 with no cookie; the same form again returns its order", async () => {
    const fields = { ...VALID_FORM, productId: String(detox.id), idempotencyKey: key() };
    const first = await placeFunnelOrder(services, form(fields), null);
    if (!first.ok) throw new Error(first.formError);
    const again = await placeFunnelOrder(services, form(fields), null);
    expect(again).toMatchObject({ ok: true, orderId: first.orderId });
    const before = await counts(services);
    const changes: Record<string, string>[] = [
      { fullName: "Outra Pessoa" },
      { email: "outra@example.com" },
      { street: "Rua Trocada" },
      { quantity: "3" },
    ];
    for (const change of changes) {
      const outcome = await placeFunnelOrder(services, form({ ...fields, ...change }), null);
      expect(outcome).toMatchObject({ ok: false, status: 409 });
      expect(outcome).not.toHaveProperty("setCookie");
    }
    // The same form by a signed-in person is another request too.
    const signedIn = await placeFunnelOrder(services, form(fields), "00000000-0000-4000-8000-00000000cafe");
    expect(signedIn).toMatchObject({ ok: false, status: 409 });
    expect(await counts(services)).toEqual(before);
  });

  it("funnel form without JavaScript (no key): the same form twice is one order, a corrected form is a new one", async () => {
    const fields = { ...VALID_FORM, productId: String(detox.id), idempotencyKey: "", js: "", email: "semjs@example.com" };
    const first = await placeFunnelOrder(services, form(fields), null);
    const twice = await placeFunnelOrder(services, form(fields), null);
    if (!first.ok || !twice.ok) throw new Error("pedido recusado");
    expect(twice.orderId).toBe(first.orderId);
    const corrected = await placeFunnelOrder(services, form({ ...fields, fullName: "Maria da Silva Souza" }), null);
    if (!corrected.ok) throw new Error(corrected.formError);
    expect(corrected.orderId).not.toBe(first.orderId);
    expect((await orderSummary(services.db, corrected.orderId))!.delivery.fullName).toBe("Maria da Silva Souza");
    expect((await orderSummary(services.db, first.orderId))!.delivery.fullName).toBe("Maria da Silva");
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
