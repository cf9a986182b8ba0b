// The customer's confirmation, the tracking lookup and the status life cycle on both databases.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { orderEvents, orders } from "~/db/schema";
import type { AppServices } from "~/services.server";
import { insertProduct } from "../../../../tests/support/builders/catalog";
import { insertCustomerOrder } from "../../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { confirmOrder } from "./order-confirmation.server";
import { applyOrderChange } from "../lifecycle/order-status.server";
import { TRACKING_LIMITS, trackOrder } from "../tracking/order-tracking.server";

describeEachDatabase("customer confirmation and tracking", (get) => {
  let services: AppServices;
  let n = 0;

  beforeAll(async () => {
    services = testServices(get());
    await insertProduct(services.db, { handle: "detox-confirm" });
  });
  afterAll(async () => {
    await services?.mailer.stop();
  });

  async function newOrder(status: "new" | "review" | "shipped" = "new") {
    n++;
    const cpf = ["52998224725", "11144477735", "39053344705", "93541134780", "71460238001", "85351346893"][n % 6]!;
    const phone = `+55119111${String(n).padStart(5, "0")}`;
    const email = `lia${n}@example.com`;
    const { order } = await insertCustomerOrder(
      services.db,
      { name: "Lia Souza", email, phone },
      {
        deliveryAddress: "Rua A, 1 - Centro, São Paulo, SP, 01000000",
        status,
        customerCpf: cpf,
        customerPhone: phone,
        customerEmail: email,
      },
    );
    return { ...order, cpf, phone };
  }
  const eventsOf = async (orderId: string) =>
    (await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))).map(
      (e) => [e.field, e.fromValue, e.toValue, e.actor],
    );
  const fix = {
    postalCode: "01310200",
    street: "Avenida Paulista",
    number: "1578",
    complement: "Bloco B",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    referencePoint: "Em frente ao MASP",
  };

  it("confirms a new order ('confirmado'), once, and records who and what", async () => {
    const order = await newOrder();
    expect(await confirmOrder(services, order.id, null)).toEqual({
      kind: "confirmed",
      addressChanged: false,
      alreadyConfirmed: false,
      held: false,
    });
    expect(await confirmOrder(services, order.id, null)).toEqual({
      kind: "confirmed",
      addressChanged: false,
      alreadyConfirmed: true,
      held: false,
    });
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("confirmed");
    expect(row!.confirmedAt).not.toBeNull();
    expect(await eventsOf(order.id)).toEqual([
      ["confirmation", "", "confirmed", "cliente"],
      ["status", "new", "confirmed", "cliente"],
    ]);
  });

  it("fixes the address in the order's own copy and keeps the old one in the history; a held order stays held", async () => {
    const order = await newOrder("review");
    expect((await confirmOrder(services, order.id, fix)).kind).toBe("confirmed");
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: "review",
      deliveryAddress: "Avenida Paulista, 1578 - Bloco B - Bela Vista, São Paulo, SP, 01310200",
      deliveryStreet: "Avenida Paulista",
      deliveryNumber: "1578",
      deliveryReferencePoint: "Em frente ao MASP",
    });
    const events = await services.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id));
    expect(events[0]).toMatchObject({
      field: "address",
      fromValue: "Rua A, 1 - Centro, São Paulo, SP, 01000000",
      actor: "cliente",
      detail: "ponto de referência: Em frente ao MASP",
    });
  });

  it("changes nothing once the order has shipped", async () => {
    const order = await newOrder("shipped");
    expect(await confirmOrder(services, order.id, fix)).toEqual({ kind: "locked" });
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveryAddress).toBe("Rua A, 1 - Centro, São Paulo, SP, 01000000");
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("refuses transitions outside the life cycle and records failure and re-send", async () => {
    const order = await newOrder();
    const change = (status: "confirmed" | "shipped" | "failed" | "reshipping" | "delivered", extra = {}) =>
      services.db.transaction((tx) =>
        applyOrderChange(tx, services, { orderId: order.id, status, paymentStatus: "pending", ...extra }, "admin"),
      );
    expect(await change("shipped", { carrier: "correios", trackingCode: "AA1BR" })).toMatchObject({
      kind: "refused",
      reason: "transition",
      from: "new",
      to: "shipped",
    });
    expect((await change("confirmed")).kind).toBe("updated");
    expect((await change("shipped", { carrier: "correios", trackingCode: "AA1BR" })).kind).toBe("updated");
    expect((await change("failed", { failureReason: "wrong_address" })).kind).toBe("updated");
    expect((await change("reshipping")).kind).toBe("updated");
    expect((await change("shipped", { carrier: "loggi", trackingCode: "LG2" })).kind).toBe("updated");
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "shipped", carrier: "loggi", trackingCode: "LG2", failureReason: "wrong_address" });
    expect(row!.failedAt).not.toBeNull();
    const details = (
      await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id))
    ).map((e) => `${e.toValue}:${e.detail}`);
    expect(details).toEqual([
      "confirmed:",
      "shipped:Correios AA1BR",
      "failed:motivo: endereço incorreto",
      "reshipping:",
      "shipped:Loggi LG2",
    ]);
  });

  it("finds an order by number plus CPF or phone, gives one answer to every miss, and limits attempts", async () => {
    const order = await newOrder();
    const ip = `10.0.0.${n}`;
    const found = await trackOrder(services, { number: order.number, identity: order.cpf, clientIp: ip });
    expect(found.kind).toBe("found");
    if (found.kind === "found") expect(found.order.steps.map((s) => s.title)).toEqual(["Pedido recebido"]);
    expect(
      (await trackOrder(services, { number: order.number, identity: `(11) ${order.phone.slice(5)}`, clientIp: ip })).kind,
    ).toBe("found");
    expect(
      await trackOrder(services, {
        number: order.number,
        identity: "52998224725" === order.cpf ? "11144477735" : "52998224725",
        clientIp: ip,
      }),
    ).toEqual({ kind: "not_found" });
    expect(await trackOrder(services, { number: order.number + 100_000, identity: order.cpf, clientIp: ip })).toEqual({
      kind: "not_found",
    });
    for (let i = 4; i < TRACKING_LIMITS.perAddress.max; i++)
      await trackOrder(services, { number: order.number, identity: "00000000000", clientIp: ip });
    // Over the limit, even the right pair is not looked up.
    expect(await trackOrder(services, { number: order.number, identity: order.cpf, clientIp: ip })).toEqual({ kind: "limited" });
  });
});
