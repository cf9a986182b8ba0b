// The club in Chromium: a visitor is sent to sign in, subscribes through the
// local provider, sees 'Pagamento Concluído!', reads premium content, chats
// and gets a link to a matching recipe, cancels and keeps access.
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated } from "./support/shop";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Without SMTP, sign-in does not need a confirmed email (the default for npm start).
  [server, browser] = await Promise.all([resources.server(), resources.browser()]);
});

describe("the subscriber club", () => {
  it("refuses premium files and recipes to a visitor", async () => {
    const ebooks = await (await fetch(`${server.url}/ebooks?categoria=ofertas`)).text();
    const id = /\/ebook\/(\d+)/.exec(ebooks)![1];
    const file = await fetch(`${server.url}/ebook/${id}/arquivo`, { redirect: "manual" });
    expect(file.status).not.toBe(200);
    expect(file.headers.get("content-type") ?? "").not.toContain("pdf");
  });

  it("takes a visitor through sign-in, the local checkout and into premium content", async () => {
    const context = await each.context(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/clube-lift`);
    await hydrated(page);
    await page.getByRole("button", { name: "Assinar o Clube Lift" }).click();
    await page.waitForURL(/\/auth\/login\?redirectTo=%2Fclube-lift/);
    await page.getByText("Faça login primeiro").waitFor();

    await page.goto(`${server.url}/auth/register`);
    await hydrated(page);
    await page.getByLabel("Nome", { exact: true }).fill("Beatriz Clube");
    await page.getByLabel("Email", { exact: true }).fill("beatriz@example.com");
    await page.getByLabel("Senha", { exact: true }).fill("clube123");
    await page.getByLabel("Confirmar senha").fill("clube123");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.goto(`${server.url}/auth/login?redirectTo=%2Fclube-lift`);
    await hydrated(page);
    await page.getByLabel("Email", { exact: true }).fill("beatriz@example.com");
    await page.getByLabel("Senha", { exact: true }).fill("clube123");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL(`${server.url}/clube-lift`);

    // Before subscribing, premium recipes are locked.
    await page.goto(`${server.url}/receitas?aba=premium`);
    const locked = page.getByRole("link", { name: /^Desbloquear a receita/ }).first();
    await locked.waitFor();

    await page.goto(`${server.url}/clube-lift`);
    await hydrated(page);
    await page.getByRole("button", { name: "Assinar o Clube Lift" }).click();
    await page.waitForURL(/\/pagamento\/cs_local_/);
    await page.getByLabel("Nome no cartão").fill("Beatriz Clube");
    await page.getByLabel("Número do cartão").fill("4000 0000 0000 0002");
    await page.getByLabel("Validade (MM/AA)").fill("12/35");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Simular pagamento de R\$/ }).click();
    await page.getByText("Pagamento recusado").waitFor();
    await page.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Simular pagamento de R\$/ }).click();
    await page.waitForURL(`${server.url}/clube-lift/sucesso`);
    await page.getByRole("heading", { name: "Pagamento Concluído!" }).waitFor();

    await page.goto(`${server.url}/clube-lift`);
    await page.getByText(/Sua assinatura está ativa até \d{2}\/\d{2}\/\d{4}/).waitFor();

    // A premium recipe opens with its ingredients and steps.
    await page.goto(`${server.url}/receitas?aba=premium`);
    await page
      .getByRole("link", { name: /^Ver receita/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Ingredientes" }).waitFor();
    await page.getByRole("heading", { name: "Modo de preparo" }).waitFor();

    // A premium e-book reads in the browser and downloads as a PDF.
    const ebooks = await page.request.get(`${server.url}/ebooks?categoria=ofertas`);
    const id = /\/ebook\/(\d+)/.exec(await ebooks.text())![1];
    await page.goto(`${server.url}/ebook/view/${id}`);
    await page.locator("iframe").waitFor();
    const pdf = await page.request.get(`${server.url}/ebook/${id}/arquivo?download=1`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The chat answers from the shop's recipes.
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.getByRole("button", { name: "Abrir chat com a nutricionista" }).click();
    await page.getByText("Assinante", { exact: true }).waitFor();
    await page.getByPlaceholder("Digite sua mensagem...").fill("Tem alguma receita com aveia?");
    await page.getByRole("button", { name: "Enviar" }).click();
    const answerLink = page.getByRole("dialog").getByRole("link").filter({ hasText: /./ }).first();
    await answerLink.waitFor({ timeout: 10_000 });
    expect(await answerLink.getAttribute("href")).toMatch(/^\/(receitas|blog)\//);

    // Cancelling keeps access until the end of the paid period.
    await page.goto(`${server.url}/dashboard`);
    await hydrated(page);
    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    await page.getByText("Assinatura cancelada").first().waitFor();
    await page.goto(`${server.url}/clube-lift`);
    await page.getByText(/Sua assinatura está ativa até/).waitFor();
    await context.close();
  });
});
