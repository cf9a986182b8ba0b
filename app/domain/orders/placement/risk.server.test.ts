// Screening at placement: blocked buyers are refused and nothing is stored;
// risky orders carry their level and reasons and wait 'em análise' by the shop's rules.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { blockedBuyers, customers, emailOutbox, orderBaselines, orderRules, orders } from "~/db/schema";
import type { AppServices } from "~/services.server";
import { insertProduct } from "../../../../tests/support/builders/catalog";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { placeOrder, type PlaceOrderInput } from "./place-order.server";
import { BLOCKED_MESSAGE, refreshUsualUnits } from "./risk.server";

const SHOP = { shopEmail: "loja@lift.test" };
let counter = 0;

describeEachDatabase("order screening", (get) => {
  let services: AppServices;
  let productId: number;

  beforeAll(async () => {
    services = testServices(get());
    productId = (await insertProduct(services.db, { handle: "detox-risk" })).id;
  });
  afterAll(async () => {
    await services?.mailer.stop();
  });

  const input = (delivery: Partial<PlaceOrderInput["delivery"]> = {}, quantity = 1): PlaceOrderInput => ({
    source: "funnel",
    idempotencyKey: `risk-key-${Date.now()}-${++counter}-abcdef`,
    delivery: {
      fullName: "Rita",
      email: `rita${counter}@example.com`,
      cpf: null,
      phone: `1197777${String(counter).padStart(4, "0")}`,
      postalCode: "01000000",
      street: "Rua B",
      number: "2",
      complement: "",
      neighborhood: "Centro",
      city: "São Paulo",
      state: "SP",
      referencePoint: "",
      ...delivery,
    },
    items: [{ productId, quantity }],
  });
  const count = async (table: typeof orders | typeof customers | typeof emailOutbox) =>
    ((await services.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;

  it("refuses a blocked CPF or phone politely and stores nothing", async () => {
    await services.db.insert(blockedBuyers).values([
      { kind: "cpf", value: "52998224725", reason: "Três pedidos recusados", blockedBy: "admin" },
      { kind: "phone", value: "+5511955554444", reason: "Golpe", blockedBy: "admin" },
    ]);
    const before = { orders: await count(orders), customers: await count(customers), emails: await count(emailOutbox) };
    for (const customer of [{ cpf: "52998224725" }, { phone: "11955554444" }]) {
      const result = await placeOrder(services.db, services.mailer, SHOP, input(customer));
      expect(result).toEqual({ ok: false, error: "blocked", message: BLOCKED_MESSAGE });
    }
    expect({ orders: await count(orders), customers: await count(customers), emails: await count(emailOutbox) }).toEqual(before);
  });

  it("holds a phone block whatever way the phone is typed (one canonical form: issue 24)", async () => {
    await services.db
      .insert(blockedBuyers)
      .values({ kind: "phone", value: "+5521988887777", reason: "Nunca paga", blockedBy: "admin" });
    const before = await count(orders);
    // The old 8-digit mobile form, and the number with its country code.
    for (const phone of ["2188887777", "5521988887777", "(21) 98888-7777"]) {
      const result = await placeOrder(services.db, services.mailer, SHOP, input({ phone }));
      expect(result, phone).toEqual({ ok: false, error: "blocked", message: BLOCKED_MESSAGE });
    }
    expect(await count(orders)).toBe(before);
  });

  it("records the risk and holds a high-risk order 'em análise'; medium waits only when the rule says so", async () => {
    const low = await placeOrder(services.db, services.mailer, SHOP, input());
    const disposable = await placeOrder(services.db, services.mailer, SHOP, input({ email: "golpe@yopmail.com" }));
    const huge = await placeOrder(services.db, services.mailer, SHOP, input({}, 40));
    const row = async (r: typeof low) =>
      (
        await services.db
          .select()
          .from(orders)
          .where(eq(orders.id, r.ok ? r.orderId : ""))
      )[0]!;
    expect(await row(low)).toMatchObject({ status: "new", riskLevel: "low", riskReasons: [] });
    expect(await row(disposable)).toMatchObject({
      status: "new",
      riskLevel: "medium",
      riskReasons: ["Email descartável (caixa temporária)."],
    });
    expect(await row(huge)).toMatchObject({ status: "review", riskLevel: "high" });

    await services.db.update(orderRules).set({ holdMediumRisk: true, holdHighRisk: false }).where(eq(orderRules.id, 1));
    const medium = await placeOrder(services.db, services.mailer, SHOP, input({ email: "outro@yopmail.com" }));
    const high = await placeOrder(services.db, services.mailer, SHOP, input({}, 40));
    expect(await row(medium)).toMatchObject({ status: "review", riskLevel: "medium" });
    expect(await row(high)).toMatchObject({ status: "new", riskLevel: "high" });
    await services.db.update(orderRules).set({ holdMediumRisk: false, holdHighRisk: true }).where(eq(orderRules.id, 1));
  });

  it("finds earlier unpaid or failed orders by the same CPF, phone or email", async () => {
    const first = await placeOrder(
      services.db,
      services.mailer,
      SHOP,
      input({ email: "caloteiro@example.com", phone: "11933332222" }),
    );
    if (!first.ok) throw new Error("first order refused");
    await services.db.update(orders).set({ status: "delivered", paymentStatus: "unpaid" }).where(eq(orders.id, first.orderId));
    const again = await placeOrder(
      services.db,
      services.mailer,
      SHOP,
      input({ email: "novo-email@example.com", phone: "11933332222" }),
    );
    const [row] = await services.db
      .select()
      .from(orders)
      .where(eq(orders.id, again.ok ? again.orderId : ""));
    expect(row).toMatchObject({
      status: "review",
      riskLevel: "high",
      riskReasons: ["1 pedido anterior não pago ou vencido com o mesmo CPF, telefone ou email."],
    });
  });

  it("counts an earlier order found by several of the same details once", async () => {
    // Same CPF, phone and email each time: every earlier order matches all three.
    const same = { email: "mesma@example.com", phone: "11944443333", cpf: "39053344705" };
    for (let i = 0; i < 2; i++) expect((await placeOrder(services.db, services.mailer, SHOP, input(same))).ok).toBe(true);
    const third = await placeOrder(services.db, services.mailer, SHOP, input(same));
    const [row] = await services.db
      .select()
      .from(orders)
      .where(eq(orders.id, third.ok ? third.orderId : ""));
    expect(row).toMatchObject({
      riskLevel: "medium",
      riskReasons: ["2 outros pedidos com os mesmos dados nas últimas 24 horas."],
    });
  });

  it("compares the CEP with the typed city only from the remembered CEP answer (no waiting on the network)", async () => {
    const cep = {
      cached: (code: string) =>
        code === "20040002"
          ? { status: "found" as const, address: { street: "", neighborhood: "", city: "Rio de Janeiro", state: "RJ" } }
          : null,
    };
    const result = await placeOrder(services.db, services.mailer, { ...SHOP, cep }, input({ postalCode: "20040002" }));
    const [row] = await services.db
      .select()
      .from(orders)
      .where(eq(orders.id, result.ok ? result.orderId : ""));
    expect(row!.riskReasons).toEqual(["O CEP é de Rio de Janeiro/RJ, mas o endereço digitado diz São Paulo/SP."]);
  });

  it("weighs the units against the usual the job keeps: no order counts it (decision 043)", async () => {
    const reasons = async (quantity: number) => {
      const result = await placeOrder(services.db, services.mailer, SHOP, input({}, quantity));
      const [row] = await services.db
        .select({ riskReasons: orders.riskReasons })
        .from(orders)
        .where(eq(orders.id, result.ok ? result.orderId : ""));
      return row!.riskReasons;
    };
    // Before the job's first run: the default usual, 3 units.
    expect(await services.db.select().from(orderBaselines)).toEqual([]);
    expect(await reasons(12)).toEqual(["12 unidades: acima do normal da loja (até 3)."]);
    // The shop now sells 10 at a time; placing orders does not move the usual by itself.
    for (let i = 0; i < 25; i++) await reasons(10);
    expect(await reasons(12)).toEqual(["12 unidades: acima do normal da loja (até 3)."]);

    const run = await refreshUsualUnits(services.db);
    expect(run.usualUnits).toBeGreaterThanOrEqual(10);
    const [kept] = await services.db.select().from(orderBaselines);
    expect(kept).toMatchObject({ id: 1, usualUnits: run.usualUnits, ordersCounted: run.ordersCounted });
    expect(await reasons(12)).toEqual([]);
  });
});
