import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { blockedBuyers, customers, orderItems, orders } from "~/db/schema";
import { addItem, checkoutItemsJson, EMPTY_CART } from "~/components/cart/cart-store";
import type { AppServices } from "~/services.server";
import { insertUser } from "../../../../tests/support/builders/accounts";
import { insertProducts } from "../../../../tests/support/builders/catalog";
import { countOrderRows, formData, freshIdempotencyKey } from "../../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { currentCartProducts, placeCheckoutOrder } from "./checkout.server";
import { readLastOrderId } from "./last-order.server";
import { BLOCKED_MESSAGE } from "./risk.server";

const key = () => freshIdempotencyKey("checkout");

const form = formData;

const counts = countOrderRows;

describeEachDatabase("store checkout", (get) => {
  let services: AppServices;
  let whey: { id: number; name: string; priceCents: number };
  let omega: { id: number; name: string; priceCents: number };
  let hidden: { id: number; name: string; priceCents: number };
  let nullVisible: { id: number; name: string; priceCents: number };

  beforeAll(async () => {
    services = testServices(get());
    const rows = await insertProducts(services.db, [
      { name: "Whey Lift", priceCents: 12990 },
      { name: "Ômega 3", priceCents: 5990 },
      { name: "Produto oculto", priceCents: 100, visible: false },
      { name: "Visível por padrão", priceCents: 2500, visible: null },
    ]);
    [whey, omega, hidden, nullVisible] = [rows[0]!, rows[1]!, rows[2]!, rows[3]!];
  });

  afterAll(async () => {
    await services?.mailer.stop();
  });

  const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
    idempotencyKey: key(),
    fullName: "Joana Pereira",
    email: "Joana@Example.com",
    whatsapp: "(21) 99876-5432",
    cpf: "111.444.777-35",
    zipCode: "22240-003",
    street: "Rua das Laranjeiras",
    number: "200",
    neighborhood: "Laranjeiras",
    city: "Rio de Janeiro",
    state: "RJ",
    items: JSON.stringify([{ id: whey.id, quantity: 2 }]),
    ...overrides,
  });

  it("prices the order from the database even when the browser's cart claimed other prices", async () => {
    // A tampered cart in localStorage: R$ 0,01 each. Only ids and quantities leave the browser.
    let cart = addItem(EMPTY_CART, { ...whey, priceCents: 1, imageUrl: null }, 2);
    cart = addItem(cart, { ...omega, priceCents: 0, imageUrl: null }, 3);
    const outcome = await placeCheckoutOrder(services, form(fields({ items: checkoutItemsJson(cart) })), null);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.created).toBe(true);
    const [order] = await services.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(order).toMatchObject({
      totalCents: 2 * 12990 + 3 * 5990,
      source: "checkout",
      status: "new",
      paymentStatus: "pending",
      userId: null,
      deliveryAddress: "Rua das Laranjeiras, 200 - Laranjeiras, Rio de Janeiro, RJ, 22240003",
    });
    const lines = await services.db.select().from(orderItems).where(eq(orderItems.orderId, outcome.orderId));
    expect(lines.map((l) => [l.productId, l.quantity, l.priceCents]).sort()).toEqual(
      [
        [whey.id, 2, 12990],
        [omega.id, 3, 5990],
      ].sort(),
    );
    const [customer] = await services.db.select().from(customers).where(eq(customers.id, order!.customerId));
    expect(customer).toMatchObject({
      name: "Joana Pereira",
      email: "joana@example.com",
      phone: "+5521998765432",
      state: "RJ",
      postalCode: "22240003",
    });
  });

  it("sets the signed last-order cookie that /pedido-confirmado reads", async () => {
    const outcome = await placeCheckoutOrder(services, form(fields()), null);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.setCookie).toMatch(/^ultimo-pedido=.*HttpOnly/i);
    const cookie = outcome.setCookie.split(";")[0]!;
    const request = new Request("http://localhost/pedido-confirmado", { headers: { Cookie: cookie } });
    expect(readLastOrderId(request, services.config.sessionSecret)).toBe(outcome.orderId);
    expect(readLastOrderId(request, "outro-segredo-com-32-caracteres!!")).toBeNull();
  });

  it("returns the same order for a retry with the same idempotency key", async () => {
    const same = fields({ items: JSON.stringify([{ id: omega.id, quantity: 1 }]) });
    const first = await placeCheckoutOrder(services, form(same), null);
    const before = await counts(services);
    const again = await placeCheckoutOrder(services, form(same), null);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again).toMatchObject({ orderId: first.orderId, number: first.number, created: false });
    expect(await counts(services)).toEqual(before);
    const burst = fields();
    const results = await Promise.all(Array.from({ length: 4 }, () => placeCheckoutOrder(services, form(burst), null)));
    expect(new Set(results.map((r) => (r.ok ? r.orderId : "erro"))).size).toBe(1);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
  });

  it("answers 409 with no cookie for the same key with another cart or other details, and writes nothing", async () => {
    const same = fields({ items: JSON.stringify([{ id: omega.id, quantity: 1 }]) });
    const first = await placeCheckoutOrder(services, form(same), null);
    expect(first.ok).toBe(true);
    const before = await counts(services);
    const changes: Record<string, string>[] = [
      { items: JSON.stringify([{ id: omega.id, quantity: 5 }]) },
      { fullName: "Outra Pessoa" },
      { street: "Rua Trocada" },
      { email: "outra@example.com" },
    ];
    for (const change of changes) {
      const outcome = await placeCheckoutOrder(services, form({ ...same, ...change }), null);
      expect(outcome).toMatchObject({ ok: false, status: 409, unavailableIds: [] });
      expect(outcome).not.toHaveProperty("setCookie");
    }
    expect(await counts(services)).toEqual(before);
  });

  it("keeps the order's own copy: each address field on its own, the CPF it was placed with, the canonical phone", async () => {
    const outcome = await placeCheckoutOrder(services, form(fields()), null);
    if (!outcome.ok) throw new Error(outcome.formError);
    const [order] = await services.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(order).toMatchObject({
      customerName: "Joana Pereira",
      customerEmail: "joana@example.com",
      customerPhone: "+5521998765432",
      customerCpf: "11144477735",
      deliveryStreet: "Rua das Laranjeiras",
      deliveryNumber: "200",
      deliveryNeighborhood: "Laranjeiras",
      deliveryCity: "Rio de Janeiro",
      deliveryState: "RJ",
      deliveryPostalCode: "22240003",
    });
  });

  it("refuses a blocked CPF at the checkout too, and writes nothing (issue 24)", async () => {
    await services.db.insert(blockedBuyers).values({ kind: "cpf", value: "93541134780", reason: "Golpe", blockedBy: "admin" });
    const before = await counts(services);
    const outcome = await placeCheckoutOrder(services, form(fields({ cpf: "935.411.347-80", email: "novo@example.com" })), null);
    expect(outcome).toMatchObject({ ok: false, status: 409, formError: BLOCKED_MESSAGE });
    expect(await counts(services)).toEqual(before);
  });

  it("links the order to the signed-in user", async () => {
    const user = await insertUser(services.db, { email: "cliente@example.com" });
    const outcome = await placeCheckoutOrder(
      services,
      form(fields({ items: JSON.stringify([{ id: nullVisible.id, quantity: 1 }]) })),
      user.id,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [order] = await services.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(order).toMatchObject({ userId: user.id, totalCents: 2500 });
  });

  it("refuses a hidden or unknown product, names it, and writes nothing", async () => {
    const before = await counts(services);
    const hiddenOutcome = await placeCheckoutOrder(
      services,
      form(
        fields({
          items: JSON.stringify([
            { id: whey.id, quantity: 1 },
            { id: hidden.id, quantity: 1 },
          ]),
        }),
      ),
      null,
    );
    expect(hiddenOutcome).toMatchObject({ ok: false, status: 409, unavailableIds: [hidden.id] });
    expect(!hiddenOutcome.ok && hiddenOutcome.formError).toBe("Este produto não está mais disponível.");
    const unknown = await placeCheckoutOrder(
      services,
      form(fields({ items: JSON.stringify([{ id: 987_654, quantity: 1 }]) })),
      null,
    );
    expect(unknown).toMatchObject({ ok: false, status: 409, unavailableIds: [987_654] });
    expect(await counts(services)).toEqual(before);
  });

  it("answers hostile or invalid input with a pt-BR message and writes nothing", async () => {
    const item = (v: unknown) => JSON.stringify(v);
    const cases: Record<string, string>[] = [
      fields({ price: "1" }),
      fields({ total: "0" }),
      fields({ totalCents: "1" }),
      fields({ items: item([{ id: whey.id, quantity: 1, priceCents: 1 }]) }),
      fields({ items: item([{ id: whey.id, quantity: 1, price: 0.01 }]) }),
      fields({ items: item([{ id: whey.id, quantity: 0 }]) }),
      fields({ items: item([{ id: whey.id, quantity: -3 }]) }),
      fields({ items: item([{ id: whey.id, quantity: 101 }]) }),
      fields({ items: item([{ id: whey.id, quantity: 1e9 }]) }),
      fields({
        items: item([
          { id: whey.id, quantity: 1 },
          { id: whey.id, quantity: 1 },
        ]),
      }),
      fields({ items: item([{ id: "1 OR 1=1", quantity: 1 }]) }),
      fields({ items: item(Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantity: 1 }))) }),
      fields({ items: "[]" }),
      fields({ items: '{"__proto__":{}}' }),
      fields({ items: "não é json" }),
      fields({ fullName: "" }),
      fields({ email: "<script>alert(1)</script>" }),
      fields({ whatsapp: "123" }),
      fields({ state: "ZZ" }),
      fields({ zipCode: "abc" }),
      fields({ street: "x".repeat(100_000) }),
      fields({ idempotencyKey: "" }),
      fields({ idempotencyKey: "'; DROP TABLE orders; --" }),
    ];
    const before = await counts(services);
    for (const c of cases) {
      const outcome = await placeCheckoutOrder(services, form(c), null);
      expect(outcome.ok, JSON.stringify(c).slice(0, 200)).toBe(false);
      if (outcome.ok) continue;
      expect(outcome.status).toBe(400);
      expect(outcome.formError).toMatch(/[a-zà-ú]/i);
      expect(outcome.formError).not.toMatch(/error|undefined|null|zod/i);
    }
    // A repeated field and a file are refused too.
    const repeated = form(fields());
    repeated.append("items", JSON.stringify([{ id: whey.id, quantity: 1 }]));
    expect((await placeCheckoutOrder(services, repeated, null)).ok).toBe(false);
    const file = form(fields());
    file.set("fullName", new Blob(["x"]), "nome.txt");
    expect((await placeCheckoutOrder(services, file, null)).ok).toBe(false);
    expect(await counts(services)).toEqual(before);
  });

  it("stores hostile-looking text as plain text", async () => {
    const name = "Robert'); DROP TABLE orders;-- <b>";
    const outcome = await placeCheckoutOrder(services, form(fields({ fullName: name, email: "bobby@example.com" })), null);
    expect(outcome.ok).toBe(true);
    const [customer] = await services.db.select().from(customers).where(eq(customers.email, "bobby@example.com"));
    expect(customer!.name).toBe(name);
  });

  it("looks up the cart's current prices, skipping hidden products, and refuses malformed id lists", async () => {
    const found = await currentCartProducts(services.db, `${whey.id},${hidden.id},${omega.id},${whey.id}`);
    expect(found?.checkedIds).toEqual([whey.id, hidden.id, omega.id]);
    expect(found?.products.map((p) => [p.id, p.priceCents]).sort()).toEqual(
      [
        [whey.id, 12990],
        [omega.id, 5990],
      ].sort(),
    );
    for (const raw of [
      null,
      "",
      "1,,2",
      "1;DROP",
      "-1",
      "0",
      "99999999999",
      Array.from({ length: 51 }, (_, i) => i + 1).join(","),
    ]) {
      expect(await currentCartProducts(services.db, raw), String(raw)).toBeNull();
    }
  });
});
