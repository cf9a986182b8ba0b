// Bulk changes on both engines: one transaction (all or nothing), the same
// transition rules as one order, and a pt-BR reason for every skipped order.
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { emailOutbox, orderEvents, orders } from "~/db/schema";
import { runBulkForm } from "~/domain/orders/back-office/orders-bulk.server";
import { exportOrdersCsv } from "~/domain/orders/back-office/orders-export.server";
import { parseOrderFilters } from "~/domain/orders/back-office/orders.server";
import type { OrderStatus } from "~/domain/orders/lifecycle/order-status";
import type { AppServices } from "~/services.server";
import { insertProduct } from "../../../../tests/support/builders/catalog";
import { insertCustomer, insertOrders } from "../../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../../tests/support/database";
import { testServices } from "../../../../tests/support/services";
import { applyBulkOrderChange, BULK_MESSAGES } from "./bulk.server";

/** The bulk form's answer when it ran; a refusal fails the test with its message. */
function ran(result: Awaited<ReturnType<typeof runBulkForm>>) {
  if (!result.ok) throw new Error(`lote recusado: ${result.toast.description}`);
  return result;
}

describeEachDatabase("bulk order changes", (database) => {
  let services: AppServices;
  let productId: number;

  beforeAll(async () => {
    services = testServices(database());
    productId = (await insertProduct(services.db, { name: "Lift Skin", priceCents: 19700 })).id;
  });

  async function makeOrder(status: OrderStatus, extra: Partial<typeof orders.$inferInsert> = {}) {
    const tag = Math.random().toString(36).slice(2, 10);
    const customer = await insertCustomer(services.db, { name: `Cliente ${tag}`, email: `${tag}@example.com` });
    const [order] = await insertOrders(services.db, [
      {
        customerId: customer.id,
        totalCents: 19700,
        deliveryAddress: "Rua B, 2, Salvador, BA, 40020000",
        customerName: `Cliente ${tag}`,
        customerEmail: `${tag}@example.com`,
        customerPhone: "71988887777",
        deliveryStreet: "Rua B",
        deliveryNumber: "2",
        deliveryNeighborhood: "Comércio",
        deliveryCity: "Salvador",
        deliveryState: "BA",
        deliveryPostalCode: "40020000",
        status,
        source: "funnel",
        ...extra,
        lines: [{ productId, productName: "Lift Skin", priceCents: 19700 }],
      },
    ]);
    return order!;
  }

  const state = async (ids: string[]) =>
    await services.db
      .select({ number: orders.number, status: orders.status, code: orders.trackingCode })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.number));

  it("ships the allowed orders in one go and says why each other was skipped", async () => {
    const a = await makeOrder("confirmed");
    const b = await makeOrder("confirmed");
    const delivered = await makeOrder("delivered");
    const fresh = await makeOrder("new");
    const report = await applyBulkOrderChange(
      services,
      "ship",
      [
        { number: a.number, trackingCode: "QB000000001BR", carrier: "correios", line: 2 },
        { number: delivered.number, trackingCode: "QB000000002BR", carrier: "correios", line: 3 },
        { number: fresh.number, trackingCode: "QB000000003BR", carrier: "correios", line: 4 },
        { number: 999_999, trackingCode: "QB000000004BR", carrier: "correios", line: 5 },
        { number: b.number, trackingCode: "LG0001", carrier: "loggi", line: 6 },
        { number: a.number, trackingCode: "QB000000009BR", carrier: "correios", line: 7 },
      ],
      "admin",
    );
    expect(report.changed).toEqual([a.number, b.number]);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { number: delivered.number, line: 3, reason: BULK_MESSAGES.transition("entregue", "enviado") },
        { number: fresh.number, line: 4, reason: BULK_MESSAGES.transition("novo", "enviado") },
        { number: 999_999, line: 5, reason: BULK_MESSAGES.notFound },
        { number: a.number, line: 7, reason: BULK_MESSAGES.duplicate },
      ]),
    );
    expect(report.skipped).toHaveLength(4);
    expect(await state([a.id, b.id, delivered.id, fresh.id])).toEqual([
      { number: a.number, status: "shipped", code: "QB000000001BR" },
      { number: b.number, status: "shipped", code: "LG0001" },
      { number: delivered.number, status: "delivered", code: null },
      { number: fresh.number, status: "new", code: null },
    ]);
    const events = await services.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [a.id, b.id]));
    expect(events.map((e) => [e.toValue, e.actor, e.detail]).sort()).toEqual([
      ["shipped", "admin", "Correios QB000000001BR · em lote"],
      ["shipped", "admin", "Loggi LG0001 · em lote"],
    ]);
    expect(report.emailed).toBe(2);
  });

  it("confirms new orders but leaves those held for review to a person", async () => {
    const fresh = await makeOrder("new");
    const held = await makeOrder("review", { riskLevel: "high", riskReasons: ["CPF com pedido não pago"] });
    const report = await applyBulkOrderChange(services, "confirm", [{ orderId: fresh.id }, { orderId: held.id }], "admin");
    expect(report.changed).toEqual([fresh.number]);
    expect(report.skipped).toEqual([{ number: held.number, reason: BULK_MESSAGES.review }]);
    const again = await applyBulkOrderChange(services, "confirm", [{ orderId: fresh.id }], "admin");
    expect(again.skipped).toEqual([{ number: fresh.number, reason: BULK_MESSAGES.already("confirmado") }]);
  });

  it("marks delivered with the payment term, through the same rules", async () => {
    const shipped = await makeOrder("shipped", { carrier: "correios", trackingCode: "QB1234BR" });
    const report = await applyBulkOrderChange(services, "deliver", [{ orderId: shipped.id }], "admin");
    expect(report.changed).toEqual([shipped.number]);
    const [row] = await services.db.select().from(orders).where(eq(orders.id, shipped.id));
    expect(row!.status).toBe("delivered");
    expect(row!.paymentDueAt).not.toBeNull();
  });

  it("is all or nothing: a failure on one order leaves every order, event and email as it was", async () => {
    const a = await makeOrder("confirmed");
    const b = await makeOrder("confirmed");
    const before = {
      orders: await state([a.id, b.id]),
      events: (await services.db.select().from(orderEvents)).length,
      emails: (await services.db.select().from(emailOutbox)).length,
    };
    let calls = 0;
    const failing = {
      ...services,
      mailer: {
        ...services.mailer,
        enqueue: async (...args: Parameters<AppServices["mailer"]["enqueue"]>) => {
          if (++calls === 2) throw new Error("caixa de saída indisponível");
          return services.mailer.enqueue(...args);
        },
      },
    };
    await expect(
      applyBulkOrderChange(
        failing,
        "ship",
        [
          { orderId: a.id, trackingCode: "QB000000011BR", carrier: "correios" },
          { orderId: b.id, trackingCode: "QB000000012BR", carrier: "correios" },
        ],
        "admin",
      ),
    ).rejects.toThrow("caixa de saída indisponível");
    expect(calls).toBe(2);
    expect({
      orders: await state([a.id, b.id]),
      events: (await services.db.select().from(orderEvents)).length,
      emails: (await services.db.select().from(emailOutbox)).length,
    }).toEqual(before);
  });

  it("runs the admin's form: CSV pasted or uploaded (Windows-1252 too), bad lines reported, never an exception", async () => {
    const a = await makeOrder("confirmed");
    const b = await makeOrder("confirmed");
    const c = await makeOrder("confirmed");
    const csv = `\uFEFFpedido;código;transportadora\r\n${a.number};QB100000001BR;\r\n${b.number};LFT-9;Jadlog\r\nxyz;QB1\r\n`;
    const result = ran(await runBulkForm(services, { acao: "ship", transportadora: "correios", codigos: csv }, null, "admin"));
    expect(result.bulk.changed).toEqual([a.number, b.number]);
    expect(result.bulk.skipped).toEqual(["Linha 4: Número do pedido inválido."]);
    expect(result.bulk.summary).toBe("2 pedidos enviados; 1 ignorado.");
    expect(await state([a.id, b.id])).toEqual([
      { number: a.number, status: "shipped", code: "QB100000001BR" },
      { number: b.number, status: "shipped", code: "LFT-9" },
    ]);

    // pt-BR Excel's "CSV" is Windows-1252: "código" with a 0xF3 byte.
    const latin1 = Buffer.concat([
      Buffer.from("pedido;c"),
      Buffer.from([0xf3]),
      Buffer.from(`digo\r\n${c.number};QB100000003BR\r\n`),
    ]);
    const upload = new File([latin1], "rastreio.csv", { type: "text/csv" });
    const uploaded = ran(await runBulkForm(services, { acao: "ship", transportadora: "correios" }, upload, "admin"));
    expect(uploaded.bulk.changed).toEqual([c.number]);

    const refused = [
      await runBulkForm(services, { acao: "ship", transportadora: "correios", codigos: '1;"aberto' }, null, "admin"),
      await runBulkForm(services, { acao: "ship", transportadora: "", codigos: "1;QB1234" }, null, "admin"),
      await runBulkForm(services, { acao: "explodir" }, null, "admin"),
      await runBulkForm(services, { acao: "confirm" }, null, "admin"),
      await runBulkForm(
        services,
        { acao: "ship", transportadora: "correios" },
        new File([new Uint8Array([0, 1, 2])], "x.csv"),
        "admin",
      ),
      await runBulkForm(
        services,
        { acao: "ship", transportadora: "correios" },
        new File(["x".repeat(300 * 1024)], "x.csv"),
        "admin",
      ),
    ];
    for (const r of refused) expect(r).toMatchObject({ ok: false, status: 400 });
    expect(refused.map((r) => r.toast.description)).toEqual([
      "Linha 1: Aspas abertas e não fechadas.",
      "Escolha a transportadora.",
      "Escolha a ação.",
      "Selecione ao menos um pedido na lista.",
      "Não foi possível ler o arquivo: envie um CSV em texto (UTF-8).",
      "O arquivo passa de 256 KB.",
    ]);
  });

  it("confirms the orders ticked in the list (sel:{id} fields)", async () => {
    const a = await makeOrder("new");
    const b = await makeOrder("new");
    const result = ran(
      await runBulkForm(
        services,
        { acao: "confirm", [`sel:${a.id}`]: "on", [`sel:${b.id}`]: "on", "sel:nao-e-id": "on" },
        null,
        "admin",
      ),
    );
    expect(result.bulk.changed.sort()).toEqual([a.number, b.number].sort());
    expect(result.bulk.summary).toBe("2 pedidos confirmados.");
  });

  it("exports the filtered orders for the carrier: BOM, ';', address fields, reference point, formulas neutralised", async () => {
    const order = await makeOrder("confirmed", {
      customerName: '=HYPERLINK("http://mal.example";"clique")',
      deliveryComplement: "Apto 12; bloco B",
      deliveryReferencePoint: "Em frente à praça",
      customerPhone: "+5571988887777",
    });
    const { csv, count } = await exportOrdersCsv(
      services,
      parseOrderFilters(new URLSearchParams({ status: "confirmed", q: String(order.number) })),
    );
    expect(count).toBe(1);
    expect(
      csv.startsWith(
        "\uFEFFPedido;Data;Status;Pagamento;Nome;Telefone;Rua;Número;Complemento;Bairro;Cidade;UF;CEP;Ponto de referência;Itens;Valor a receber (R$);Transportadora;Código de rastreio\r\n",
      ),
    ).toBe(true);
    const line = csv.split("\r\n")[1]!;
    expect(line).toContain(`${order.number};`);
    expect(line).toContain(
      `;confirmado;pendente;"'=HYPERLINK(""http://mal.example"";""clique"")";(71) 98888-7777;Rua B;2;"Apto 12; bloco B";Comércio;Salvador;BA;40020-000;Em frente à praça;1x Lift Skin;197,00;;`,
    );
    const none = await exportOrdersCsv(services, parseOrderFilters(new URLSearchParams({ q: "ninguém com esse nome" })));
    expect(none.count).toBe(0);
    expect(none.csv.split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});
