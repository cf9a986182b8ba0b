// No money, no "paid": the built-in demo payment provider (test card,
// simulated boleto, /pagamento/…, POST /webhooks/local) answers in production
// only when the operator asks with DEMO_PAYMENTS=true, whatever the database
// (decision 022). Before, it was on by default for the embedded database, so a
// production shop on PGlite took the test card from strangers; earlier still it
// answered everywhere.
// - Default (nothing set, on PGlite and on PostgreSQL): the club page and the
//   card/boleto option say in pt-BR that online payment is unavailable and never
//   mention the test card; the demo page, the simulated boleto and even a
//   correctly signed local event are refused; the order stays unpaid.
// - DEMO_PAYMENTS=true: every payment screen says it is a demonstration; the
//   start-up log warns.
// - DEMO_PAYMENTS=true with a public PUBLIC_URL: the server refuses to start.
import { beforeAll, describe, expect, it } from "vitest";
import { localWebhookSecret } from "~/domain/payments/create-provider.server";
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from "~/domain/payments/local-provider.server";
import { LAST_ORDER_COOKIE } from "~/domain/orders/placement/last-order.server";
import { paymentLinkPath } from "~/domain/payments/payment-link.server";
import { Client, ENGINES, type RunningServer, startOn, TEST_SESSION_SECRET } from "./support/app";
import { runToExit, tempDataDir } from "../e2e/support/server";
import { newCustomer, TEST_CARD } from "./support/identities";
import { catalogOf, orderForm } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

/** Places a funnel order as a visitor; returns its id (from the signed last-order cookie). */
async function placeOrder(base: string): Promise<string> {
  const client = new Client(base);
  const catalog = await catalogOf(client);
  const placed = await client.post("/api/pedidos", { form: orderForm(catalog.productIds[0]!) });
  expect(placed.status, placed.text.slice(0, 300)).toBe(303);
  const orderId = decodeURIComponent(client.cookies.get(LAST_ORDER_COOKIE)!).split(".")[0]!;
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  return orderId;
}

/** A local "order paid" event, signed exactly as the demo provider signs it (the key derives from the session secret). */
function signedLocalEvent(orderId: string) {
  const body = JSON.stringify({
    id: `evt_local_${Date.now().toString(16)}abcdef`,
    type: "order.paid",
    data: { orderId, amountCents: 100, method: "boleto" },
  });
  return { body, signature: signLocalPayload(localWebhookSecret(TEST_SESSION_SECRET), body) };
}

describe.each(ENGINES)("demo payments only when the operator asks (%s)", (engine) => {
  describe("production without DEMO_PAYMENTS: off", () => {
    let server: Awaited<ReturnType<typeof startOn>>;
    let orderId: string;

    const resources = resourcesForAll();
    beforeAll(async () => {
      // Nothing set, as a shop set up for customers would run (NODE_ENV=production): neither database asks for them.
      server = await resources.start(startOn(engine, { env: { DEMO_PAYMENTS: "" } }), (s) => s.stop());
      orderId = await placeOrder(server.url);
    });

    it("the start-up log warns that there is no online payment", () => {
      expect(server.output()).toContain("Pagamento online indisponível");
      expect(server.output()).not.toContain("DEMO_PAYMENTS ativo");
    });

    it("the club page says online payment is unavailable and offers neither subscribing nor the test card", async () => {
      const page = await new Client(server.url).get("/clube-lift");
      expect(page.status).toBe(200);
      expect(page.text).toContain("O pagamento online está indisponível no momento");
      expect(page.text).not.toContain("Assinar o Clube");
      expect(page.text).not.toContain("cartão de teste");
      expect(page.text).not.toContain("Loja de demonstração");
      const customer = await newCustomer(server.url);
      const attempt = await customer.client.post("/clube-lift", { form: {} });
      expect(attempt.status).toBe(503);
      expect(attempt.location).toBeNull();
    });

    it("the order's payment link: card/boleto unavailable in pt-BR, no test card; asking for the checkout answers 503", async () => {
      const link = paymentLinkPath(TEST_SESSION_SECRET, orderId);
      const client = new Client(server.url);
      const page = await client.get(link);
      expect(page.status).toBe(200);
      expect(page.text).toContain("O pagamento online por cartão ou boleto está indisponível no momento");
      expect(page.text).not.toContain("Pagar com cartão ou boleto");
      expect(page.text).not.toContain("4242");
      expect(page.text).not.toContain("cartão e boleto são simulados");
      const start = await client.post(link, { form: { intent: "checkout" } });
      expect(start.status).toBe(503);
      expect(start.location).toBeNull();
      expect(start.text).toContain("indisponível");
    });

    it("the demo page and the simulated boleto do not exist; a well-signed local event is refused; the order stays open", async () => {
      const client = new Client(server.url);
      const hosted = await client.get("/pagamento/cs_local_00000000000000000000000000000000");
      expect(hosted.status).toBe(404);
      expect(hosted.text).not.toContain("4242");
      expect((await client.post("/pagamento/co_local_x.y", { form: { intent: "boleto" } })).status).toBe(404);
      expect((await client.post("/pagamento/cs_local_00000000000000000000000000000000", { form: TEST_CARD })).status).toBe(404);
      const event = signedLocalEvent(orderId);
      const hook = await client.post("/webhooks/local", {
        body: event.body,
        headers: { "Content-Type": "application/json", [LOCAL_SIGNATURE_HEADER]: event.signature },
        origin: null,
      });
      expect(hook.status).toBe(404);
      expect(hook.text).toContain("Pagamentos de demonstração desativados");
      const page = await client.get(paymentLinkPath(TEST_SESSION_SECRET, orderId));
      expect(page.text).not.toContain("Pagamento confirmado");
      if (engine === "PostgreSQL") {
        const [row] = await server.pg!.sql<{ payment_status: string }[]>`SELECT payment_status FROM orders WHERE id = ${orderId}`;
        expect(row!.payment_status).not.toBe("paid");
      }
    });
  });

  describe("DEMO_PAYMENTS=true: ligado e identificado", () => {
    let server: RunningServer;

    const resources = resourcesForAll();
    beforeAll(async () => {
      server = await resources.start(startOn(engine, { env: { DEMO_PAYMENTS: "true" } }), (s) => s.stop());
    });

    it("the start-up log warns that payments are demo ones", () => {
      expect(server.output()).toContain("DEMO_PAYMENTS ativo");
    });

    it("the club and the payment page say it is a demo", async () => {
      const club = await new Client(server.url).get("/clube-lift");
      expect(club.text).toContain("Loja de demonstração");
      const customer = await newCustomer(server.url);
      const start = await customer.client.post("/clube-lift", { form: {} });
      expect(start.status).toBe(303);
      const pay = await customer.client.get(start.location!);
      expect(pay.status).toBe(200);
      expect(pay.text).toContain("Esta é uma demonstração: nenhum pagamento real é feito");
      expect(pay.text).toContain("Use o cartão de teste 4242 4242 4242 4242");
    });

    it("the order's payment says card and boleto are simulated, and the simulated boleto marks it paid", async () => {
      const orderId = await placeOrder(server.url);
      const link = paymentLinkPath(TEST_SESSION_SECRET, orderId);
      const client = new Client(server.url);
      const page = await client.get(link);
      expect(page.text).toContain("Demonstração: cartão e boleto são simulados");
      const start = await client.post(link, { form: { intent: "checkout" } });
      expect(start.status).toBe(303);
      const hosted = await client.get(start.location!);
      expect(hosted.text).toContain("Esta é uma demonstração");
      const boleto = await client.post(start.location!, { form: { intent: "boleto" } });
      expect(boleto.status, boleto.text.slice(0, 300)).toBe(303);
      expect((await client.get(link)).text).toContain("Pagamento confirmado");
    });
  });
});

describe("DEMO_PAYMENTS=true at a public address", () => {
  it("the server refuses to start, with a line that says why", async () => {
    const { code, output } = await runToExit({
      DATA_DIR: tempDataDir(),
      DEMO_PAYMENTS: "true",
      PUBLIC_URL: "https://loja.exemplo.com.br",
    });
    expect(code).toBe(1);
    expect(output).toContain("Configuração inválida: DEMO_PAYMENTS=true");
    expect(output).toContain("PUBLIC_URL público (https://loja.exemplo.com.br)");
  });
});
