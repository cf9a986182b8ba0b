// The LGPD rights portal in Chromium, for a buyer without an account: she
// places an order, asks for the portal link, opens it from the email, sees and
// downloads her data (JSON and CSV), asks for deletion; the admin completes it
// in Privacidade / LGPD and the order's page shows "Cliente anonimizado".
// Portal screenshots at 390 px go to /tmp/shots/.
import fs from "node:fs";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import { TEST_ADMIN_PASSWORD, type RunningServer } from "./support/server";
import { resourcesForAll } from "./support/fixtures";
import { hydrated, placedOrderNumber } from "./support/shop";

const SHOTS = "/tmp/shots";
const EMAIL = "helena.lgpd@example.com";
const NAME = "Helena Privacidade";
const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  smtp = resources.add(await startSmtp(), (s) => s.close());
  [server, browser] = await Promise.all([resources.server({ env: { SMTP_URL: smtp.url } }), resources.browser()]);
});

/** Places a funnel order through the order endpoint, as the plan form does, delivered in Belo Horizonte; returns its number. */
const placeOrder = () =>
  placedOrderNumber(server, {
    fullName: NAME,
    whatsapp: "(31) 98877-6655",
    email: EMAIL,
    cpf: "529.982.247-25",
    zipCode: "30140-071",
    street: "Rua da Bahia",
    number: "1200",
    neighborhood: "Centro",
    city: "Belo Horizonte",
    state: "MG",
  });

describe("LGPD rights portal", () => {
  it("a buyer without an account sees, downloads and deletes her data; the admin completes it", async () => {
    const number = await placeOrder();
    const page = await resources.page(browser, { viewport: { width: 390, height: 844 }, acceptDownloads: true });

    // Without proof: only the email form.
    await page.goto(`${server.url}/privacidade/meus-dados`);
    await hydrated(page);
    await expect(page.getByText(EMAIL).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}/privacy-portal-ask-390.png`, fullPage: true });
    await page.getByLabel("Email usado nos pedidos ou na conta").fill(EMAIL);
    await page.getByRole("button", { name: "Enviar link de acesso" }).click();
    await page.getByText("Pedido recebido. Se este email estiver correto").waitFor();
    await page.screenshot({ path: `${SHOTS}/privacy-portal-sent-390.png`, fullPage: true });

    // The link from the email opens the portal and leaves the address bar clean.
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && decodeMail(m.raw).includes("/privacidade/meus-dados?t="));
    const link = /(http:\/\/\S+\/privacidade\/meus-dados\?t=[A-Za-z0-9_.-]+)/.exec(decodeMail(mail.raw))![1]!;
    await page.goto(link.replace(/^http:\/\/[^/]+/, server.url));
    await page.getByRole("heading", { name: "Meus dados pessoais" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.getByText(`Tudo o que guardamos sobre`).waitFor();
    await expect(page.getByText(NAME).first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${SHOTS}/privacy-portal-data-390.png`, fullPage: true });

    // Downloads: JSON and CSV with her order.
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar em JSON" }).click()]);
    expect(json.suggestedFilename()).toMatch(/^meus-dados-lift-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync(await json.path(), "utf8")) as {
      subjectEmail: string;
      tables: { pedidos: { number: number }[] };
    };
    expect(data.subjectEmail).toBe(EMAIL);
    expect(data.tables.pedidos.map((o) => o.number)).toEqual([number]);
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar em CSV (planilha)" }).click(),
    ]);
    const csvText = fs.readFileSync(await csv.path(), "utf8");
    expect(csvText.startsWith("\uFEFFtabela;registro;campo;valor")).toBe(true);
    expect(csvText).toContain(`pedidos;1;number;${number}`);

    // Deletion: asked here, waiting for the team.
    await page.getByLabel(/Entendo que meus dados serão anonimizados/).check();
    await page.getByRole("button", { name: "Pedir a exclusão dos meus dados" }).click();
    await page.getByText("Seu pedido de exclusão está em andamento").waitFor();
    await page.screenshot({ path: `${SHOTS}/privacy-portal-deletion-390.png`, fullPage: true });

    // The admin completes it.
    const admin = await resources.page(browser, { viewport: { width: 1280, height: 900 } });
    await admin.goto(`${server.url}/admin/privacidade`);
    await hydrated(admin);
    await admin.getByLabel("Senha").fill(TEST_ADMIN_PASSWORD);
    await admin.getByRole("button", { name: "Acessar" }).click();
    await admin.getByRole("heading", { name: "Privacidade / LGPD" }).waitFor();
    const row = admin.getByRole("row").filter({ hasText: "Exclusão (anonimização)" }).filter({ hasText: EMAIL });
    await row.getByRole("link").click();
    await admin.getByRole("heading", { name: /Solicitação nº \d+: Exclusão/ }).waitFor();
    await admin.getByRole("button", { name: "Concluir e anonimizar" }).click();
    await admin.getByText("Solicitação concluída").first().waitFor();
    await admin.screenshot({ path: `${SHOTS}/privacy-admin-completed-1280.png`, fullPage: true });
    await admin
      .getByText(/titular@anonimizado\.invalid/)
      .first()
      .waitFor();

    // The order keeps its fiscal record, without her.
    await admin.goto(`${server.url}/admin/pedidos/${number}`);
    await admin.getByText("Cliente anonimizado").first().waitFor();
    await expect(admin.getByText(NAME).count()).resolves.toBe(0);

    // Her portal access now shows nothing of hers.
    await page.goto(`${server.url}/privacidade/meus-dados`);
    await page.getByText("Nenhum pedido com este email.").waitFor({ state: "attached" });
    await expect(page.getByText(NAME).count()).resolves.toBe(0);
  }, 120_000);
});
