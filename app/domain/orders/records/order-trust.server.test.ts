// Issue 24, classes 1, 2 and 8, on both databases:
// 1. reads go through the order's own record: looking an order up, emailing it
//    and the admin's search match only the details that order was placed with,
//    never its customer row (which another person's order may have made);
// 2. a lookup reveals the minimum: /acompanhar's answer and the payment page
//    carry no name, CPF, phone or full address;
// 8. blocks and screening hold on every path: a phone in any spelling is one
//    phone, a blocked buyer confirms nothing, and an address fixed through
//    /confirmar is screened again (a risk the rules hold sends it to review).
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { blockedBuyers, emailOutbox, orderEvents, orderRules, orders } from "~/db/schema";
import { findAdminOrder, listAdminOrders, orderContactLinks, parseOrderFilters } from "~/domain/orders/back-office/orders.server";
import type { AppServices } from "~/services.server";
import { insertProduct } from "../../../../tests/support/builders/catalog";
import { insertCustomer, insertOrders } from "../../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { confirmOrder, loadConfirmationPage } from "../confirmation/order-confirmation.server";
import { orderPaymentPage } from "../../payments/order-payment.server";
import { applyOrderChange } from "../lifecycle/order-status.server";
import { trackOrder } from "../tracking/order-tracking.server";

let n = 0;
const ip = () => `10.24.${Math.floor(n / 200)}.${n % 200}`;

describeEachDatabase("orders read through their own record (issue 24)", (get) => {
  let services: AppServices;
  let productId: number;

  beforeAll(async () => {
    services = testServices(get());
    productId = (await insertProduct(services.db, { name: "Lift Sono", priceCents: 9900, handle: "sono-trust" })).id;
  });
  afterAll(async () => {
    await services?.mailer.stop();
  });

  /** Someone's customer row: what a stranger's order may be linked to. */
  async function customerRow(details: { name: string; email: string | null; cpf: string | null; phone: string }) {
    return insertCustomer(services.db, details);
  }

  /** An order with its own copy of its details (blank where an old order had none). */
  async function order(customerId: string, own: Partial<typeof orders.$inferInsert> = {}) {
    n++;
    const [row] = await insertOrders(services.db, [
      {
        customerId,
        totalCents: 19800,
        deliveryAddress: "Rua das Acácias, 77 - Casa 2 - Savassi, Belo Horizonte, MG, 30140071",
        source: "funnel",
        customerName: "Beatriz Compradora Souza",
        customerEmail: `beatriz${n}@example.com`,
        customerPhone: `+553199${String(100000 + n).padStart(7, "0")}`,
        customerCpf: "39053344705",
        deliveryPostalCode: "30140071",
        deliveryStreet: "Rua das Acácias",
        deliveryNumber: "77",
        deliveryComplement: "Casa 2",
        deliveryNeighborhood: "Savassi",
        deliveryCity: "Belo Horizonte",
        deliveryState: "MG",
        ...own,
        lines: [{ productId, productName: "Lift Sono", quantity: 2, priceCents: 9900 }],
      },
    ]);
    return row!;
  }

  // ------------------------------------------------------------ class 1

  it("tracking matches only the CPF and phone this order was placed with, never its customer row", async () => {
    const victim = await customerRow({
      name: "Vera Vítima",
      email: "vera@example.com",
      cpf: "52998224725",
      phone: "+5511912345678",
    });
    // An older order with no CPF or phone of its own, linked to Vera's row (e.g. by a stranger's email).
    const old = await order(victim.id, { customerCpf: null, customerPhone: "" });
    for (const identity of ["529.982.247-25", "(11) 91234-5678"])
      expect(await trackOrder(services, { number: old.number, identity, clientIp: ip() }), identity).toEqual({
        kind: "not_found",
      });
    // The order's own details find it.
    const own = await order(victim.id, { customerCpf: "11144477735", customerPhone: "+5521987654321" });
    for (const identity of ["111.444.777-35", "(21) 98765-4321"])
      expect((await trackOrder(services, { number: own.number, identity, clientIp: ip() })).kind, identity).toBe("found");
    expect(await trackOrder(services, { number: own.number, identity: "52998224725", clientIp: ip() })).toEqual({
      kind: "not_found",
    });
  });

  it("status emails, the confirmation page and the admin read the order's copy, never the customer row's", async () => {
    const other = await customerRow({
      name: "Outra Pessoa",
      email: "outra@example.com",
      cpf: "93541134780",
      phone: "+5511955556666",
    });
    // Placed without an email, name or phone of its own (the simple landing form, or an old order).
    const placed = await order(other.id, { customerEmail: null, customerName: "", customerPhone: "" });
    await services.db.transaction((tx) =>
      applyOrderChange(tx, services, { orderId: placed.id, status: "confirmed", paymentStatus: "pending" }, "admin"),
    );
    const mails = await services.db.select({ to: emailOutbox.to }).from(emailOutbox);
    expect(mails.map((m) => m.to)).not.toContain("outra@example.com");

    const page = await loadConfirmationPage(services, placed.id);
    expect(page!.firstName).toBe("");
    expect(JSON.stringify(page)).not.toContain("Outra");

    // The admin's search finds orders by their own details only.
    const search = await listAdminOrders(services, parseOrderFilters(new URLSearchParams({ q: "Outra Pessoa" })));
    expect(search.orders.map((o) => o.id)).not.toContain(placed.id);
    // Its details: the buyer is the order's copy; the customer row is only the linked record.
    const details = (await findAdminOrder(services, placed.id))!;
    expect(details.snapshot).toMatchObject({ fullName: "", email: null, phone: "" });
    expect(details.linked).toMatchObject({ name: "Outra Pessoa", email: "outra@example.com", accountEmail: null });
    // No phone of its own: no WhatsApp message to the customer row's phone.
    expect(orderContactLinks(services.config, { ...details, status: "new" }).whatsappUrl).toBeNull();
  });

  // ------------------------------------------------------------ class 2

  it("a right pair on /acompanhar and the payment link show no name, CPF, phone or full address", async () => {
    const buyer = await customerRow({ name: "Beatriz", email: null, cpf: "71460238001", phone: "+5531991110000" });
    const placed = await order(buyer.id, { customerCpf: "71460238001", customerPhone: "+5531991110000" });
    // The customer fixed the address once (the old and new address are in the history).
    await confirmOrder(services, placed.id, {
      postalCode: "30140071",
      street: "Rua das Acácias",
      number: "79",
      complement: "Fundos",
      neighborhood: "Savassi",
      city: "Belo Horizonte",
      state: "MG",
      referencePoint: "Portão verde",
    });
    await services.db
      .update(orders)
      .set({ status: "delivered", deliveredAt: new Date(), paymentDueAt: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(orders.id, placed.id));
    const secrets = [
      "Beatriz Compradora",
      "Souza",
      "71460238001",
      "714.602.380-01",
      "91110000",
      "9111-0000",
      "Acácias, 7",
      "Savassi",
      "30140071",
      "30140-071",
      "Fundos",
      "Portão verde",
      "Casa 2",
    ];

    const found = await trackOrder(services, { number: placed.number, identity: "714.602.380-01", clientIp: ip() });
    expect(found.kind).toBe("found");
    if (found.kind !== "found") return;
    const tracked = JSON.stringify(found);
    for (const secret of secrets) expect(tracked, secret).not.toContain(secret);
    // What it does show: status, timeline, amount, the masked address and the pay link.
    expect(found.order).toMatchObject({ totalCents: 19800, maskedAddress: "Rua ***, Belo Horizonte - MG" });
    expect(found.order.steps.map((s) => s.title)).toContain("Endereço de entrega corrigido");
    expect(found.order.payPath).toMatch(/^\/pagar\//);

    const payment = await orderPaymentPage(services, placed.id);
    const paid = JSON.stringify(payment);
    for (const secret of secrets) expect(paid, secret).not.toContain(secret);
    expect(payment!.order.deliveryAddress).toBe("Rua ***, Belo Horizonte - MG");
  });

  // ------------------------------------------------------------ class 8

  it("one phone whatever its spelling: the old 8-digit mobile form finds the order", async () => {
    const buyer = await customerRow({ name: "Caio", email: "caio@example.com", cpf: null, phone: "" });
    const placed = await order(buyer.id, { customerPhone: "+5531987654321" });
    for (const identity of ["(31) 8765-4321", "+55 31 98765-4321", "5531987654321"])
      expect((await trackOrder(services, { number: placed.number, identity, clientIp: ip() })).kind, identity).toBe("found");
  });

  it("a blocked CPF or phone confirms nothing and fixes no address through /confirmar", async () => {
    const buyer = await customerRow({ name: "Bloqueado", email: "bloqueado@example.com", cpf: null, phone: "" });
    const blocked = await order(buyer.id, { customerCpf: "85351346893", customerPhone: "+5511944445555" });
    await services.db.insert(blockedBuyers).values({ kind: "cpf", value: "85351346893", reason: "Golpe", blockedBy: "admin" });
    const fix = {
      postalCode: "01310200",
      street: "Avenida Paulista",
      number: "1578",
      complement: "",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      referencePoint: "",
    };
    const outcomes = [await confirmOrder(services, blocked.id, fix), await confirmOrder(services, blocked.id, null)];
    const [row] = await services.db.select().from(orders).where(eq(orders.id, blocked.id));
    expect(row).toMatchObject({ status: "new", confirmedAt: null, deliveryStreet: "Rua das Acácias" });
    expect(await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, blocked.id))).toEqual([]);
    expect(outcomes).toEqual([{ kind: "blocked" }, { kind: "blocked" }]);

    // A phone block holds there too.
    const byPhone = await order(buyer.id, { customerCpf: "24681357928", customerPhone: "+5511944446666" });
    await services.db
      .insert(blockedBuyers)
      .values({ kind: "phone", value: "+5511944446666", reason: "Golpe", blockedBy: "admin" });
    expect(await confirmOrder(services, byPhone.id, null)).toEqual({ kind: "blocked" });
  });

  it("a fixed address is screened again: a risk the rules hold sends the order to review, not to 'confirmado'", async () => {
    const buyer = await customerRow({ name: "Rui", email: "rui@example.com", cpf: null, phone: "" });
    const placed = await order(buyer.id, { customerCpf: "52998224725", customerPhone: "+5561981112222" });
    // The CEP typed in the fix is, by the CEP service's remembered answer, in another city: a risk sign.
    const cep = {
      ...services.cep,
      cached: (code: string) =>
        code === "70040010"
          ? { status: "found" as const, address: { street: "", neighborhood: "", city: "Brasília", state: "DF" } }
          : null,
    };
    await services.db.update(orderRules).set({ holdMediumRisk: true }).where(eq(orderRules.id, 1));
    let outcome;
    try {
      outcome = await confirmOrder({ ...services, cep }, placed.id, {
        postalCode: "70040010",
        street: "Rua Qualquer",
        number: "1",
        complement: "",
        neighborhood: "Centro",
        city: "Goiânia",
        state: "GO",
        referencePoint: "",
      });
    } finally {
      await services.db.update(orderRules).set({ holdMediumRisk: false }).where(eq(orderRules.id, 1));
    }
    const [row] = await services.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: "review", riskLevel: "medium", deliveryCity: "Goiânia" });
    expect(row!.confirmedAt).not.toBeNull();
    expect(outcome).toEqual({ kind: "confirmed", addressChanged: true, alreadyConfirmed: false, held: true });
    expect(row!.riskReasons).toEqual([expect.stringContaining("Brasília/DF")]);
    const events = await services.db
      .select({ field: orderEvents.field, from: orderEvents.fromValue, to: orderEvents.toValue })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.id))
      .orderBy(asc(orderEvents.id));
    expect(events).toEqual([
      { field: "address", from: placed.deliveryAddress, to: "Rua Qualquer, 1 - Centro, Goiânia, GO, 70040010" },
      { field: "risk", from: "low", to: "medium" },
      { field: "confirmation", from: "", to: "confirmed" },
      { field: "status", from: "new", to: "review" },
    ]);

    // A fix the screening finds nothing wrong with confirms as before.
    const calm = await order(buyer.id, { customerCpf: "86420135753", customerPhone: "+5561981113333" });
    const fine = await confirmOrder({ ...services, cep }, calm.id, {
      postalCode: "30140071",
      street: "Rua das Acácias",
      number: "80",
      complement: "",
      neighborhood: "Savassi",
      city: "Belo Horizonte",
      state: "MG",
      referencePoint: "",
    });
    expect(fine).toMatchObject({ kind: "confirmed", addressChanged: true, held: false });
    const [calmRow] = await services.db.select().from(orders).where(eq(orders.id, calm.id));
    expect(calmRow).toMatchObject({ status: "confirmed", riskLevel: "low" });
  });
});
