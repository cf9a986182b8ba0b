// Paying after delivery, in Chromium: the admin marks an order delivered, the
// customer opens the payment link from the email, copies a Pix code that a
// BR Code parser decodes to the right key and amount, and the admin marks it
// paid; a second order is paid by card through the local provider, no admin needed.
import { hasError, isStaticPix, parsePix } from "pix-utils";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated, placedOrderNumber, signInAdmin } from "./support/shop";

const PIX_KEY = "pagamentos@lift.example.com";
const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;
let admin: Page;

beforeAll(async () => {
  smtp = resources.add(await startSmtp(), (s) => s.close());
  [server, browser] = await Promise.all([
    resources.server({
      env: { SMTP_URL: smtp.url, PIX_KEY, PIX_MERCHANT_NAME: "Lift Suplementos", PIX_MERCHANT_CITY: "Sao Paulo" },
    }),
    resources.browser(),
  ]);
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(`${server.url}/admin`);
  await hydrated(admin);
  await signInAdmin(admin);
  await admin.getByRole("heading", { name: "Hoje", exact: true }).waitFor();
});

/** Places a funnel order straight through the order endpoint; returns its number. */
const placeOrder = (email: string) =>
  placedOrderNumber(server, { fullName: "Helena Pagamento", whatsapp: "(11) 98888-7777", email, cpf: "529.982.247-25" });

/** The button of each move on the order's own page. */
const MOVE_BUTTONS: Record<string, string> = {
  confirmado: "Confirmar pedido",
  enviado: "Marcar como enviado",
  entregue: "Marcar como entregue",
  pago: "Marcar como pago",
};

async function setOrder(number: number, label: keyof typeof MOVE_BUTTONS) {
  if (label === "entregue") {
    // An order reaches 'entregue' through confirmado and enviado (carrier and tracking code).
    await setOrder(number, "confirmado");
    await setOrder(number, "enviado");
  }
  await admin.goto(`${server.url}/admin/pedidos/${number}`);
  await hydrated(admin);
  const actions = admin.locator("main").getByRole("region", { name: "Ações" });
  if (label === "enviado") {
    await actions.getByLabel("Transportadora").selectOption({ label: "Correios" });
    await actions.getByLabel("Código de rastreio").fill(`PA${number}BR`);
  }
  const history = admin.locator("main").getByRole("region", { name: "Histórico" });
  const before = await history.locator("li").count();
  const button = actions.getByRole("button", { name: MOVE_BUTTONS[label]! });
  await button.click();
  // A status change is recorded in the order's history; a payment move is no longer offered once made.
  // While the form is being sent its button reads "Processando...": the move is made when neither is there.
  const sending = actions.getByRole("button", { name: "Processando..." });
  if (label === "pago") await expect.poll(async () => (await button.count()) + (await sending.count())).toBe(0);
  else await expect.poll(async () => await history.locator("li").count()).toBe(before + 1);
}

async function paymentLinkFor(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && decodeMail(m.raw).includes("/pagar/"));
  const url = /https?:\/\/\S+\/pagar\/[^\s"<>]+/.exec(decodeMail(mail.raw))![0];
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

describe("getting paid after delivery", () => {
  it("pays by Pix from the emailed link, confirmed by the admin", async () => {
    const number = await placeOrder("helena.pix@example.com");
    await setOrder(number, "entregue");
    const link = await paymentLinkFor("helena.pix@example.com");

    const customer = await each.page(browser);
    await customer.goto(server.url + link);
    await customer.getByRole("heading", { name: `Pagamento do pedido #${number}` }).waitFor();
    await customer
      .getByText(/Pagar até \d{2}\/\d{2}\/\d{4}/)
      .first()
      .waitFor();
    await customer.getByRole("img", { name: /QR Code Pix/ }).waitFor();
    const code = await customer.getByRole("textbox", { name: "Código Pix copia e cola" }).inputValue();
    const pix = parsePix(code);
    expect(hasError(pix)).toBe(false);
    if (hasError(pix) || !isStaticPix(pix)) throw new Error("o código Pix não é um BR Code estático válido");
    expect(pix.pixKey).toBe(PIX_KEY);
    expect(Number(pix.transactionAmount)).toBe(147);

    // A tampered link shows nothing of the order.
    const tampered = await fetch(server.url + link.replace(/sig=[^&]+/, "sig=AAAA"), { redirect: "manual" });
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).not.toContain("Helena");

    await setOrder(number, "pago");
    await customer.reload();
    await customer.getByText(/Pagamento confirmado/).waitFor();
    await customer.close();
  });

  it("pays a second order by card through the local provider, without the admin", async () => {
    const number = await placeOrder("helena.cartao@example.com");
    await setOrder(number, "entregue");
    const link = await paymentLinkFor("helena.cartao@example.com");
    const customer = await each.page(browser);
    await customer.goto(server.url + link);
    await hydrated(customer);
    await customer.getByRole("button", { name: "Pagar com cartão ou boleto" }).click();
    await customer.waitForURL(/\/pagamento\//);
    await customer.getByLabel("Nome no cartão").fill("Helena Pagamento");
    await customer.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
    await customer.getByLabel("Validade (MM/AA)").fill("12/35");
    await customer.getByLabel("CVC").fill("123");
    await customer.getByRole("button", { name: /^Simular pagamento de R\$/ }).click();
    await customer.getByText(/Pagamento confirmado/).waitFor();
    await admin.goto(`${server.url}/admin/pedidos?q=${number}`);
    const row = admin.getByRole("row").filter({ hasText: `#${number}` });
    await expect.poll(async () => (await row.innerText()).includes("pago")).toBe(true);
    await customer.close();
  });
});
