// /acompanhar on the shop's form layer, on both engines: the same rules answer
// the browser and the server (400 with each field's message), a wrong pair
// reveals nothing (404, the same answer as an unknown number), and a right pair
// shows the order; with the API Pix, the provider's charge as /pagar shows it
// (QR, copia-e-cola, due date, fine and interest), and once paid "Pago em".
// The CPF typed is never written back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orders, pixCharges } from "~/db/schema";
import { paymentDueAt } from "~/domain/payments/payment-terms";
import type { RequestContext } from "~/services.server";
import { action } from "~/routes/acompanhar";
import { makeTestCertificates, type TestCertificates } from "../../../../tests/fakes/pix-provider/certificates";
import { describeEachDatabase } from "../../../../tests/support/database";
import { insertOrder } from "../../../../tests/support/factories";
import { formPost, runTypedRoute } from "../../../../tests/support/route-outcome";
import { type TestServices, testServices } from "../../../../tests/support/services";
import { shopSuite } from "../../../../tests/support/shop-suite";
import { TRACKING_NOT_FOUND } from "./order-tracking.server";

const CPF = "529.982.247-25";
const COPIA_E_COLA =
  "00020101021226700014br.gov.bcb.pix2548pix.example.com/qr/v2/cobv/acompanhar0000000000005204000053039865802BR6304ABCD";
let certificates: TestCertificates;
let ip = 0;

beforeAll(() => {
  certificates = makeTestCertificates();
});
afterAll(() => certificates?.remove());

describeEachDatabase("/acompanhar", (get) => {
  // The API Pix configured (its PSP is never called here: the charge row is what the jobs would have written).
  const shop = shopSuite(get, undefined, {});
  let withPix: TestServices;

  beforeAll(() => {
    withPix = testServices(get(), {
      PIX_API_URL: "https://127.0.0.1:9/v2",
      PIX_OAUTH_URL: "https://127.0.0.1:9/oauth/token",
      PIX_CLIENT_ID: "lift",
      PIX_CLIENT_SECRET: "segredo",
      PIX_KEY: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
      PIX_WEBHOOK_SECRET: "segredo-do-webhook-pix-0123456789abcdef",
      PIX_CLIENT_CERT: certificates.clientCertFile,
      PIX_CLIENT_KEY: certificates.clientKeyFile,
      PIX_FINE_PERCENT: "2",
      PIX_INTEREST_PERCENT_MONTH: "1",
    });
  });
  afterAll(async () => {
    withPix?.pixApi?.close();
    await withPix?.mailer.stop();
  });

  const lookup = (services: TestServices, fields: Record<string, string>) => {
    const context: RequestContext = { ...services, clientIp: `10.7.0.${++ip}`, cspNonce: "n" };
    return runTypedRoute(action, formPost("/acompanhar", fields), context);
  };

  /** A delivered, unpaid order with its ATIVA charge at the PSP. */
  async function deliveredWithCharge() {
    const deliveredAt = new Date();
    const [customer] = await shop.services.db
      .insert(customers)
      .values({ name: "Rita Acompanha", email: `rita.${crypto.randomUUID()}@example.com` })
      .returning();
    const order = await insertOrder(shop.services.db, {
      customerId: customer!.id,
      productId: shop.productId,
      totalCents: 14700,
      source: "funnel",
      customerName: "Rita Acompanha",
      customerCpf: CPF.replace(/\D/g, ""),
      customerPhone: "+5511955553333",
      deliveryAddress: "Rua A, 1, São Paulo, SP",
      deliveryStreet: "Rua Augusta",
      deliveryCity: "São Paulo",
      deliveryState: "SP",
      status: "delivered",
      paymentStatus: "pending",
      deliveredAt,
      paymentDueAt: paymentDueAt(deliveredAt),
    });
    await shop.services.db.insert(pixCharges).values({
      orderId: order.id,
      txid: `LiftAcompanha${order.number}`.padEnd(30, "0"),
      status: "ATIVA",
      amountDueCents: 14700,
      dueDate: "2026-12-08",
      pixCopiaECola: COPIA_E_COLA,
    });
    return order;
  }

  it("answers the form's rules with each field's message (400), as the browser's check does", async () => {
    const res = await lookup(withPix, { pedido: "pedido 12", documento: "123" });
    expect(res.status).toBe(400);
    expect(res.body!.found).toBeNull();
    expect(res.body!.result.error).toEqual({
      pedido: ["Informe o número do pedido (ex.: 1042)."],
      documento: ["Informe o CPF ou o telefone com DDD usado no pedido."],
    });
  });

  it("reveals nothing for a wrong CPF: the very answer of an unknown number", async () => {
    const order = await deliveredWithCharge();
    const wrong = await lookup(withPix, { pedido: String(order.number), documento: "111.444.777-35" });
    const unknown = await lookup(withPix, { pedido: String(order.number + 10_000), documento: CPF });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body!.found).toBeNull();
      expect(res.body!.result.error).toEqual({ "": [TRACKING_NOT_FOUND] });
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(COPIA_E_COLA);
      expect(text).not.toContain("Rita");
    }
    expect(JSON.stringify(wrong.body)).not.toContain("111.444.777-35");
  });

  it("with a right pair shows the provider's QR, copia-e-cola, due date and late terms, never the CPF typed", async () => {
    const order = await deliveredWithCharge();
    const res = await lookup(withPix, { pedido: `#${order.number}`, documento: CPF });
    expect(res.status).toBe(200);
    expect(res.body!.found!.order).toMatchObject({ number: order.number, paidAt: null });
    expect(res.body!.found!.order.payPath).toMatch(new RegExp(`^/pagar/${order.id}\\?exp=\\d+&sig=`));
    expect(res.body!.found!.pix).toMatchObject({
      code: COPIA_E_COLA,
      charge: { dueDate: "2026-12-08", terms: "Depois do vencimento: multa de 2% e juros de 1% ao mês." },
    });
    expect(res.body!.found!.pix!.qrSvg).toMatch(/^<svg aria-hidden="true"/);
    expect(JSON.stringify(res.body)).not.toContain(CPF);
    expect(JSON.stringify(res.body)).not.toContain(CPF.replace(/\D/g, ""));

    // Without the API Pix: as before, the pay link only.
    const plain = await lookup(shop.services, { pedido: String(order.number), documento: CPF });
    expect(plain.status).toBe(200);
    expect(plain.body!.found!.pix).toBeNull();
    expect(plain.body!.found!.order.payPath).not.toBeNull();
  });

  it("once paid: 'Pago em', no charge and no pay link", async () => {
    const order = await deliveredWithCharge();
    const paidAt = new Date("2026-12-03T15:00:00Z");
    await shop.services.db.update(orders).set({ paymentStatus: "paid", paidAt }).where(eq(orders.id, order.id));
    await shop.services.db
      .update(pixCharges)
      .set({ status: "CONCLUIDA", paidAt, amountPaidCents: 14700 })
      .where(eq(pixCharges.orderId, order.id));
    const res = await lookup(withPix, { pedido: String(order.number), documento: "(11) 95555-3333" });
    expect(res.status).toBe(200);
    expect(res.body!.found!.order.paidAt).toEqual(paidAt);
    expect(res.body!.found!.order.payPath).toBeNull();
    expect(res.body!.found!.pix).toBeNull();
  });
});

describe("the lookup form's rules", () => {
  it("accept '#1042' and a CPF or phone with punctuation, the same in the browser and on the server", async () => {
    const { checkTrackingForm } = await import("../forms/tracking");
    expect(checkTrackingForm({ pedido: " #1042 ", documento: CPF })).toEqual({
      ok: true,
      data: { pedido: 1042, documento: CPF },
    });
    expect(checkTrackingForm({ pedido: "1042", documento: "(11) 95555-3333" }).ok).toBe(true);
    expect(checkTrackingForm({ pedido: "1042", documento: "9555-3333" }).ok).toBe(false);
  });
});
