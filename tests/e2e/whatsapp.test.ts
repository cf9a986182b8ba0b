// WhatsApp that works by itself, in Chromium (issue 37): a shopper on a 390 px
// phone checks out with the WhatsApp opt-in through the real checkout; the
// server's own job queue sends the "order received" template to the fake
// Cloud API; the fake phone reports it delivered and read and taps "Confirmar
// pedido" (signed webhooks to the server); the admin's order page at 1280 px
// shows the order confirmed by WhatsApp with the message timeline. Nobody clicks
// a button of the order: the confirmation is the buyer's tap on the phone.
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { catalogue } from "~/domain/messaging/whatsapp/templates";
import { createLogger } from "~/logger.server";
import { type FakeWhatsApp, startFakeWhatsApp } from "../fakes/whatsapp/server";
import { resourcesForAll } from "./support/fixtures";
import type { RunningServer } from "./support/server";
import { fitsWidth, hydrated, signInAdmin } from "./support/shop";

const BUYER_PHONE = "+5531987650037";
// The fake, the server and the browser are closed by one teardown, last first, even when a step fails.
const resources = resourcesForAll();
let fake: FakeWhatsApp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = resources.add(await startFakeWhatsApp(), (f) => f.close());
  [server, browser] = await Promise.all([
    resources.server({
      env: {
        CEP_API_URL: "http://127.0.0.1:9",
        JOBS_POLL_INTERVAL_SECONDS: "0.5",
        WHATSAPP_API_URL: fake.url,
        WHATSAPP_API_VERSION: fake.config.apiVersion,
        WHATSAPP_PHONE_NUMBER_ID: fake.config.phoneNumberId,
        WHATSAPP_BUSINESS_ACCOUNT_ID: fake.config.businessAccountId,
        WHATSAPP_ACCESS_TOKEN: fake.config.accessToken,
        WHATSAPP_APP_SECRET: fake.config.appSecret,
        WHATSAPP_VERIFY_TOKEN: fake.config.verifyToken,
      },
      // The first start migrates and seeds its database: slow on a busy machine.
      timeoutMs: 180_000,
    }),
    resources.browser(),
  ]);
  fake.setWebhookUrl(`${server.url}/webhooks/whatsapp`);
  // The catalogue on the account, approved (what `npm run whatsapp:templates` and Meta's review do),
  // with the URL buttons fixed on the server's public address (PUBLIC_URL defaults to localhost:PORT).
  const admin = createWhatsApp(
    { whatsapp: fake.config, publicUrl: `http://localhost:${server.port}` },
    { logger: createLogger("silent", false) },
  )!;
  for (const { template } of catalogue()) await admin.createTemplate(template);
  fake.approveTemplates();
}, 240_000);

describe("WhatsApp on its own", () => {
  it("confirms an order from the buyer's tap, and the admin sees it with the message timeline", async () => {
    // The shopper, on a phone: product page → cart → checkout with the WhatsApp opt-in.
    const shopper = await resources.page(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await shopper.goto(`${server.url}/loja`);
    await hydrated(shopper);
    await shopper.getByRole("link", { name: "Lift Detox Black" }).first().click();
    await shopper.getByRole("heading", { name: "Lift Detox Black" }).waitFor();
    await shopper.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await shopper.getByText("Produto adicionado ao carrinho").first().waitFor();
    await shopper.goto(`${server.url}/checkout`);
    await hydrated(shopper);
    await shopper.locator("#checkout-form[data-ready]").waitFor();
    await shopper.getByLabel("Nome completo", { exact: true }).fill("Marina Duarte");
    await shopper.getByLabel("Email", { exact: true }).fill("marina.whatsapp@example.com");
    await shopper.getByLabel("WhatsApp", { exact: true }).pressSequentially(BUYER_PHONE.slice(3));
    await shopper.getByLabel("CPF", { exact: true }).pressSequentially("52998224725");
    await shopper.getByLabel("CEP", { exact: true }).pressSequentially("30130010");
    await shopper.getByLabel("Rua", { exact: true }).fill("Avenida Afonso Pena");
    await shopper.getByLabel("Número", { exact: true }).fill("1000");
    await shopper.getByLabel("Bairro", { exact: true }).fill("Centro");
    await shopper.getByLabel("Cidade", { exact: true }).fill("Belo Horizonte");
    await shopper.getByLabel("UF", { exact: true }).selectOption("MG");
    await shopper.getByLabel("Quero receber a confirmação e o rastreio pelo WhatsApp.").check();
    await fitsWidth(shopper, "checkout a 390 px");
    await shopper.getByRole("button", { name: "Finalizar pedido" }).click();
    await shopper.waitForURL(`${server.url}/pedido-confirmado`);
    const heading = await shopper
      .getByText(/Pedido #\d+/)
      .first()
      .innerText();
    const number = Number(/Pedido #(\d+)/.exec(heading)![1]);

    // The server's worker sends the template: the phone receives it, with both buttons' values.
    const phone = fake.phone(BUYER_PHONE);
    await expect.poll(() => phone.messages.length, { timeout: 20_000 }).toBe(1);
    const received = phone.lastMessage();
    expect(received.template).toMatchObject({
      name: "pedido_recebido_confirmar",
      params: { nome: "Marina", loja: expect.any(String) as string, numero_pedido: String(number) },
    });
    expect(received.template?.payloads[0]).toMatch(/^confirm:[0-9a-f-]{36}$/);

    // Meta reports it delivered and read; the buyer taps "Confirmar pedido" (each a signed webhook).
    expect((await phone.status(received.id, "delivered")).status).toBe(200);
    expect((await phone.status(received.id, "read")).status).toBe(200);
    const tap = await phone.tapButton(received.id, "Confirmar pedido");
    expect([tap.status, tap.answer]).toEqual([200, expect.any(String)]);

    // The admin opens the order: confirmed by the buyer on WhatsApp, with the conversation.
    const admin = await resources.page(browser, { viewport: { width: 1280, height: 900 } });
    await admin.goto(`${server.url}/admin/pedidos/${number}`);
    await hydrated(admin);
    await signInAdmin(admin);
    await admin.getByRole("heading", { name: new RegExp(`Pedido #${number}`) }).waitFor();
    const main = admin.locator("main");
    await main.getByText(/Confirmado pelo cliente em \d\d\/\d\d\/\d{4}/).waitFor();
    const history = main.getByRole("region", { name: "Histórico" });
    expect(await history.innerText()).toMatch(/confirmado pelo cliente \(cliente \(WhatsApp\)\)/);
    expect(await history.innerText()).toMatch(/status .* → Confirmado \(cliente \(WhatsApp\)\)/i);

    const timeline = main.getByRole("region", { name: "WhatsApp" }).locator("li");
    await expect.poll(() => timeline.count()).toBe(2);
    const [sent, reply] = [await timeline.nth(0).innerText(), await timeline.nth(1).innerText()];
    expect(sent).toContain("Pedido recebido (confirmar)");
    expect(sent).toContain("lida");
    expect(sent).toMatch(/Lida em \d\d\/\d\d\/\d{4}/);
    expect(reply).toContain("Cliente:");
    expect(reply).toContain("Confirmar pedido");
    await fitsWidth(admin, "pedido no painel a 1280 px");

    // Every request the shop sent to the Cloud API matched Meta's OpenAPI file.
    expect(fake.violations).toEqual([]);
  }, 180_000);
});
