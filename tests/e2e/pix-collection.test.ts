// Automatic Pix collection in Chromium (issue 36): the production build runs
// with the API Pix pointed at the fake PSP (real HTTPS with mutual TLS, every
// request and callback checked against openapi.yaml). A buyer with an account
// orders; the admin marks the order entregue in the panel; the buyer's /pagar
// and /acompanhar (on a 390 px phone, without JavaScript too) show the
// provider's QR code, copia-e-cola, due date and late terms; the fake PSP pays
// and posts its webhook; and, with no click by anyone, the order shows pago in
// the admin's order page, in Meus Pedidos and on /acompanhar ("Pago em …").
import type { Browser, Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "~/lib/dates";
import { makeTestCertificates, type TestCertificates } from "../fakes/pix-provider/certificates";
import { type FakePixProvider, startFakePixProvider } from "../fakes/pix-provider/fake-pix-provider";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import { resourcesForAll } from "./support/fixtures";
import type { RunningServer } from "./support/server";
import { fitsWidth, hydrated, placedOrderNumber, signInAdmin } from "./support/shop";

const PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const WEBHOOK_SECRET = "segredo-do-webhook-pix-e2e-0123456789abcdef";
const BUYER = { name: "Paula Cobrança", email: "paula.pix@example.com", password: "senha-da-paula1", cpf: "529.982.247-25" };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "pt-BR" };
const LATE_TERMS = "Depois do vencimento: multa de 2% e juros de 1% ao mês.";

const resources = resourcesForAll(60_000);
let certificates: TestCertificates;
let fake: FakePixProvider;
let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;
let admin: Page;
let buyer: Page;

beforeAll(async () => {
  certificates = resources.add(makeTestCertificates(), (c) => c.remove());
  fake = resources.add(await startFakePixProvider({ certificates }), (f) => f.stop());
  smtp = resources.add(await startSmtp(), (s) => s.close());
  [server, browser] = await Promise.all([
    resources.server({
      env: {
        SMTP_URL: smtp.url,
        ...fake.shopEnv({ key: PIX_KEY, webhookSecret: WEBHOOK_SECRET }),
        PIX_FINE_PERCENT: "2",
        PIX_INTEREST_PERCENT_MONTH: "1",
        // Jobs picked up quickly (the charge, the webhook's apply job).
        JOBS_POLL_INTERVAL_SECONDS: "0.5",
      },
      // A shared machine under load can take a minute to start a server.
      timeoutMs: 180_000,
    }),
    resources.browser(),
  ]);
  admin = await (await resources.context(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(`${server.url}/admin`);
  await hydrated(admin);
  await signInAdmin(admin);
  await admin.getByRole("heading", { name: "Hoje", exact: true }).waitFor();
  buyer = await (await resources.context(browser, PHONE)).newPage();
}, 300_000);

afterEach(() => fake.expectNoViolations());

/** The button of each move on the order's own page. */
const MOVE_BUTTONS = { confirmado: "Confirmar pedido", enviado: "Marcar como enviado", entregue: "Marcar como entregue" };

async function moveOrder(number: number, label: keyof typeof MOVE_BUTTONS) {
  await admin.goto(`${server.url}/admin/pedidos/${number}`);
  await hydrated(admin);
  const actions = admin.locator("main").getByRole("region", { name: "Ações" });
  if (label === "enviado") {
    await actions.getByLabel("Transportadora").selectOption({ label: "Correios" });
    await actions.getByLabel("Código de rastreio").fill(`PX${number}BR`);
  }
  const history = admin.locator("main").getByRole("region", { name: "Histórico" });
  const before = await history.locator("li").count();
  await actions.getByRole("button", { name: MOVE_BUTTONS[label] }).click();
  await expect.poll(async () => await history.locator("li").count(), { timeout: 30_000 }).toBe(before + 1);
}

/** Looks the order up on /acompanhar on `page` (number + CPF) and waits for the answer. */
async function track(page: Page, number: number, cpf: string) {
  await page.goto(`${server.url}/acompanhar`);
  await page.getByLabel("Número do pedido").fill(String(number));
  await page.getByLabel("CPF ou telefone").fill(cpf);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/acompanhar") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Acompanhar" }).click(),
  ]);
}

/** Reloads `page` until `check` holds: the page is never clicked, only looked at again. */
async function eventually(page: Page, check: () => Promise<boolean>, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return check();
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
}

describe("automatic Pix collection", () => {
  let number: number;
  let code: string;
  let txid: string;

  it("a buyer with an account orders, and the admin marks the order entregue", { timeout: 120_000 }, async () => {
    // The start-up job registers the shop's webhook (PUBLIC_URL defaults to http://localhost:{port}).
    await expect
      .poll(() => fake.webhooks.get(PIX_KEY)?.webhookUrl, { timeout: 30_000, interval: 250 })
      .toBe(`http://localhost:${server.port}/webhooks/pix/${WEBHOOK_SECRET}`);

    // Sign up and confirm the email, so Meus Pedidos lists the order placed with it.
    await buyer.goto(`${server.url}/auth/register`);
    await hydrated(buyer);
    await buyer.getByLabel("Nome", { exact: true }).fill(BUYER.name);
    await buyer.getByLabel("Email", { exact: true }).fill(BUYER.email);
    await buyer.getByLabel("Senha", { exact: true }).fill(BUYER.password);
    await buyer.getByLabel("Confirmar senha").fill(BUYER.password);
    await buyer.getByRole("button", { name: "Cadastrar" }).click();
    await buyer.waitForURL(/\/auth\/login/);
    const mail = await smtp.waitFor((m) => m.to.includes(BUYER.email) && decodeMail(m.raw).includes("/auth/confirmar"), 60_000);
    const link = new URL(/https?:\/\/\S+\/auth\/confirmar\?token=[A-Za-z0-9_-]+/.exec(decodeMail(mail.raw))![0]);
    await buyer.goto(server.url + link.pathname + link.search);
    await buyer.getByRole("button", { name: "Confirmar email" }).click();
    await buyer.getByText("Email confirmado").waitFor();
    await buyer.goto(`${server.url}/auth/login?redirectTo=%2Fpedidos`);
    await hydrated(buyer);
    await buyer.getByLabel("Email", { exact: true }).fill(BUYER.email);
    await buyer.getByLabel("Senha", { exact: true }).fill(BUYER.password);
    await buyer.getByRole("button", { name: "Entrar", exact: true }).click();
    await buyer.waitForURL(`${server.url}/pedidos`);

    number = await placedOrderNumber(server, {
      fullName: BUYER.name,
      whatsapp: "(11) 97777-6666",
      email: BUYER.email,
      cpf: BUYER.cpf,
    });
    for (const move of ["confirmado", "enviado", "entregue"] as const) await moveOrder(number, move);
    await admin.locator("main header").getByText("entregue", { exact: true }).waitFor();
  });

  it("the buyer's /pagar shows the provider's QR code, copia-e-cola, due date and late terms", { timeout: 90_000 }, async () => {
    // From Meus Pedidos: its link sends the signed-in owner on to a fresh signed /pagar link.
    await buyer.goto(`${server.url}/pedidos`);
    await buyer.getByRole("link", { name: `Pagar pedido #${number}` }).click();
    await buyer.waitForURL(/\/pagar\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    await buyer.getByRole("heading", { name: `Pagamento do pedido #${number}` }).waitFor();
    // The charge is made by a job after the admin's click: the page shows it once it exists.
    await eventually(buyer, async () => (await buyer.getByText(/Vencimento da cobrança: \d{2}\/\d{2}\/\d{4}/).count()) > 0);
    await buyer.getByRole("img", { name: new RegExp(`QR Code Pix de R\\$\\s147,00 para o pedido #${number}`) }).waitFor();
    code = await buyer.getByRole("textbox", { name: "Código Pix copia e cola" }).inputValue();
    // The provider's dynamic code (its location, not the shop's key): the one charge the fake PSP holds for it.
    const charges = [...fake.charges].filter(([, charge]) => code.includes(charge.location));
    expect(charges).toHaveLength(1);
    const [foundTxid, charge] = charges[0]!;
    txid = foundTxid;
    expect(code).not.toContain(PIX_KEY);
    expect(charge.body.valor.original).toBe("147.00");
    expect(charge.body.devedor).toMatchObject({ cpf: BUYER.cpf.replace(/\D/g, "") });
    const due = charge.body.calendario.dataDeVencimento;
    const dueText = `${due.slice(8, 10)}/${due.slice(5, 7)}/${due.slice(0, 4)}`;
    await buyer.getByText(`Vencimento da cobrança: ${dueText}.`).waitFor();
    await buyer.getByText(LATE_TERMS).waitFor();
    await fitsWidth(buyer, "/pagar num celular de 390 px");
  });

  it(
    "/acompanhar shows the same charge on a 390 px phone, without JavaScript too, and nothing for a wrong CPF",
    { timeout: 90_000 },
    async () => {
      const noScript = await (await resources.context(browser, { ...PHONE, javaScriptEnabled: false })).newPage();
      await track(noScript, number, "111.444.777-35");
      await noScript
        .getByText("Não encontramos um pedido com esse número e esse CPF ou telefone. Confira os dados e tente de novo.")
        .waitFor();
      expect(await noScript.locator("body").innerText()).not.toContain(code);
      expect(await noScript.getByRole("textbox", { name: "Código Pix copia e cola" }).count()).toBe(0);

      await track(noScript, number, BUYER.cpf);
      await noScript.getByRole("heading", { name: `Pedido #${number}: entregue` }).waitFor();
      const section = noScript.getByRole("region", { name: "Pagar com Pix" });
      expect(await section.getByRole("textbox", { name: "Código Pix copia e cola" }).inputValue()).toBe(code);
      await section.getByRole("img", { name: /QR Code Pix/ }).waitFor();
      await section.getByText(/Vencimento da cobrança: \d{2}\/\d{2}\/\d{4}\./).waitFor();
      await section.getByText(LATE_TERMS).waitFor();
      // The CPF typed is not written back into the page.
      expect(await noScript.getByLabel("CPF ou telefone").inputValue()).toBe("");
      await fitsWidth(noScript, "/acompanhar sem JavaScript num celular de 390 px");
      await noScript.context().close();
    },
  );

  it(
    "the fake PSP pays and posts its webhook: pago in the admin, in Meus Pedidos and on /acompanhar, with no click by anyone",
    { timeout: 90_000 },
    async () => {
      const { pix, callback } = await fake.pay(txid);
      expect(callback?.url).toBe(`http://localhost:${server.port}/webhooks/pix/${WEBHOOK_SECRET}/pix`);
      expect(callback?.status).toBe(200);
      const today = formatDate(new Date(pix.horario));

      // The admin's order page: pago, with the charge's end-to-end id.
      await admin.goto(`${server.url}/admin/pedidos/${number}`);
      const header = admin.locator("main header");
      await eventually(admin, async () => (await header.getByText("pago", { exact: true }).count()) === 1);
      const charge = admin.getByRole("region", { name: "Cobrança Pix" });
      await charge.getByText(pix.endToEndId).waitFor();
      expect(await charge.innerText()).toMatch(/Valor pago\s+R\$\s147,00/);

      // Meus Pedidos: the order's row says pago, and its timeline "Pago em".
      await buyer.goto(`${server.url}/pedidos`);
      const row = buyer.getByRole("row").filter({ hasText: `#${number}` });
      await eventually(buyer, async () => (await row.innerText()).includes("pago"));
      expect(await row.getByRole("link", { name: `Pagar pedido #${number}` }).count()).toBe(0);
      await buyer.getByTestId("pago-em").getByText(`Pago em ${today}`).waitFor();

      // /acompanhar (with JavaScript, on the phone): "Pago em", and no charge to pay any more.
      await track(buyer, number, BUYER.cpf);
      await buyer.getByRole("heading", { name: `Pedido #${number}: entregue` }).waitFor();
      await buyer.getByText(`Pago em ${today}`).waitFor();
      expect(await buyer.getByRole("region", { name: "Pagar com Pix" }).count()).toBe(0);
      expect(await buyer.getByRole("link", { name: "Pagar agora" }).count()).toBe(0);
      await fitsWidth(buyer, "/acompanhar num celular de 390 px");
    },
  );
});
