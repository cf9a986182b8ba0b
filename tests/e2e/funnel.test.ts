// The sales funnel in Chromium: quiz → plan page greeted by name → order form →
// /pedido-confirmado; the order is stored once and both emails reach SMTP.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createPglite } from "~/db/client.server";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/domain/quiz/objective-plans";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;
let viaCep: http.Server;

beforeAll(async () => {
  smtp = resources.add(await startSmtp(), (s) => s.close());
  viaCep = http.createServer((req, res) => {
    res.setHeader("Content-Type", "application/json");
    if (req.url === "/ws/01310100/json/") {
      return res.end(JSON.stringify({ logradouro: "Avenida Paulista", bairro: "Bela Vista", localidade: "São Paulo", uf: "SP" }));
    }
    res.end(JSON.stringify({ erro: true }));
  });
  resources.add(viaCep, (s) => new Promise<void>((r) => s.close(() => r())));
  await new Promise<void>((r) => viaCep.listen(0, "127.0.0.1", r));
  const cepUrl = `http://127.0.0.1:${(viaCep.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([
    resources.server({ env: { SMTP_URL: smtp.url, CEP_API_URL: cepUrl, SHOP_EMAIL: "pedidos@lift.test" } }),
    resources.browser(),
  ]);
});

async function newPage(): Promise<Page> {
  const context = await each.context(browser, { viewport: { width: 390, height: 844 }, locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto(server.url + "/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

async function continueStep(page: Page, name = "Continuar") {
  await page.getByRole("button", { name, exact: true }).click();
}

async function takeQuiz(page: Page, name: string, objective: string) {
  await page.getByRole("button", { name: /Começar/ }).click();
  await page.getByLabel(/nome/i).first().fill(name);
  await continueStep(page);
  await page.locator('input[type="radio"][value="feminino"]').check();
  await continueStep(page);
  await page.locator('input[type="radio"][value="26-35"]').check();
  await continueStep(page);
  await page.locator(`input[type="radio"][value="${objective}"]`).check();
  await continueStep(page);
  await page.locator('input[type="checkbox"][value="cansaco"]').check();
  await continueStep(page);
  await page.locator('input[type="checkbox"][value="pouca_agua"]').check();
  await continueStep(page);
  await page.locator('input[type="checkbox"][value="resultados_consistentes"]').check();
  await continueStep(page, "Ver meu plano");
}

describe("quiz to plan page", () => {
  it("shows the validation message when a step is skipped", async () => {
    const page = await newPage();
    await page.getByRole("button", { name: /Começar/ }).click();
    await continueStep(page);
    await page.getByText("Por favor, digite seu nome").waitFor();
    await page.context().close();
  });

  for (const plan of Object.values(PLANS)) {
    it(`takes a visitor who wants '${plan.objective}' to ${plan.path}, greeted by first name`, async () => {
      const page = await newPage();
      await takeQuiz(page, "Maria Teste", plan.objective);
      await page.waitForURL(server.url + plan.path, { timeout: 15_000 });
      await page.getByText("Olá, Maria!").first().waitFor();
      const profile = await page.evaluate(() => JSON.parse(localStorage.getItem("visitor-profile") ?? "{}") as unknown);
      expect(profile).toMatchObject({ name: "Maria Teste", objective: plan.objective, quizCompleted: true });
      await page.context().close();
    });
  }
});

describe("ordering from a plan page", () => {
  it("places one order with the catalog price, even after a double click and a reload, and emails shop and customer", async () => {
    const page = await newPage();
    await page.goto(server.url + "/plano-emagrecimento");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = page.locator("#order-form");
    await form.scrollIntoViewIfNeeded(); // the form's code loads when it comes near the screen
    await page.locator("#order-form[data-ready]").waitFor();
    await form.getByRole("button", { name: "Quero receber em casa" }).click();
    await form.getByText("Por favor, preencha todos os campos obrigatórios e aceite os termos").waitFor();

    await form.getByLabel("Nome completo", { exact: true }).fill("Joana Pereira");
    await form.getByLabel("WhatsApp", { exact: true }).pressSequentially("11987654321");
    expect(await form.getByLabel("WhatsApp", { exact: true }).inputValue()).toBe("(11) 98765-4321");
    await form.getByLabel("CPF", { exact: true }).pressSequentially("52998224724");
    await form.getByLabel("Email", { exact: true }).fill("joana@example.com");
    await form.getByLabel("CEP", { exact: true }).pressSequentially("01310100");
    await expect.poll(() => form.getByLabel("Rua", { exact: true }).inputValue()).toBe("Avenida Paulista");
    expect(await form.getByLabel("Cidade", { exact: true }).inputValue()).toBe("São Paulo");
    await form.getByLabel("Número", { exact: true }).fill("1000");
    await form.getByRole("checkbox", { name: /aceito os termos/ }).check();
    await form.getByRole("button", { name: "Quero receber em casa" }).click();
    await form.getByText("CPF inválido").first().waitFor();
    await form.getByLabel("CPF", { exact: true }).fill("");
    await form.getByLabel("CPF", { exact: true }).pressSequentially("52998224725");

    await form.getByRole("button", { name: "Quero receber em casa" }).dblclick();
    await page.waitForURL(server.url + "/pedido-confirmado");
    await page.getByRole("heading", { name: "O que acontece agora?" }).waitFor();
    const summary = await page.locator("main").innerText();
    for (const text of ["Lift Detox Black", "Joana Pereira", "(11) 98765-4321", "Avenida Paulista, 1000", "01310-100"])
      expect(summary).toContain(text);
    await page.reload();
    await page.getByRole("heading", { name: "O que acontece agora?" }).waitFor();

    const shopMail = await smtp.waitFor((m) => m.to.includes("pedidos@lift.test"));
    expect(decodeMail(shopMail.raw)).toContain("Joana Pereira");
    const customerMail = await smtp.waitFor((m) => m.to.includes("joana@example.com"));
    expect(decodeMail(customerMail.raw)).toContain("7 dias");
    await page.context().close();

    // Read the database the server wrote (PGlite allows one process: stop it first).
    await server.stop();
    const pg = await createPglite(path.join(server.dataDir, "pgdata"));
    try {
      const orders = await pg.query<{
        total_cents: number;
        status: string;
        payment_status: string;
        quantity: number;
        price_cents: number;
      }>(
        `SELECT o.total_cents, o.status, o.payment_status, i.quantity, i.price_cents
           FROM orders o JOIN order_items i ON i.order_id = o.id JOIN customers c ON c.id = o.customer_id
          WHERE c.email = 'joana@example.com'`,
      );
      expect(orders.rows).toEqual([
        { total_cents: 14700, status: "new", payment_status: "pending", quantity: 1, price_cents: 14700 },
      ]);
      const customers = await pg.query(`SELECT 1 FROM customers WHERE email = 'joana@example.com'`);
      expect(customers.rows).toHaveLength(1);
    } finally {
      await pg.close();
      server = await resources.server({ dataDir: server.dataDir });
    }
  });
});

describe("the order endpoint under hostile input", () => {
  it("answers bad or hostile posts with a pt-BR error and no order", async () => {
    const search = (await (await fetch(`${server.url}/api/search?q=detox`)).json()) as { products: { id: number }[] };
    const base: Record<string, string> = {
      variant: "simple",
      productId: String(search.products[0]!.id),
      quantity: "1",
      fullName: "Hacker",
      whatsapp: "(11) 98765-4321",
      cpf: "529.982.247-25",
      zipCode: "01310-100",
      street: "Rua",
      number: "1",
      neighborhood: "Centro",
      city: "São Paulo",
      state: "SP",
      js: "1",
    };
    const cases: Record<string, string>[] = [
      { ...base, cpf: "111.111.111-11" },
      { ...base, city: "" },
      { ...base, quantity: "-5" },
      { ...base, quantity: "1000000" },
      { ...base, priceCents: "1" },
      { ...base, fullName: "a".repeat(100_000) },
      { ...base, productId: "0 OR 1=1" },
    ];
    for (const fields of cases) {
      const res = await fetch(`${server.url}/api/pedidos`, {
        method: "POST",
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      expect(res.status, JSON.stringify(Object.keys(fields))).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const text = await res.text();
      expect(text).toMatch(/inválid|obrigatóri|quantidade|não permitidos|longo/i);
    }
    expect((await fetch(`${server.url}/pedido-confirmado`, { redirect: "manual" })).headers.get("location")).toBe("/");
  });
});
