// The admin's content sections in Chromium at 1280×800: a product added (with
// an image), edited and found in the list; a refused product form that keeps
// what was typed with scripts off; and every content page (and the risk rules)
// without sideways scroll, photographed into /tmp/shots/.
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll } from "./support/fixtures";
import { fitsWidth, hydrated, signInAdmin } from "./support/shop";

const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
const SHOTS = "/tmp/shots";
const DESKTOP = { width: 1280, height: 800 };
const IMAGE = path.resolve("scripts/seed/assets/products/energyup.webp");

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server({ timeoutMs: 180_000 }), resources.browser()]);
  fs.mkdirSync(SHOTS, { recursive: true });
}, 240_000);

async function newPage(options: BrowserContextOptions = {}) {
  return (await browser.newContext({ viewport: DESKTOP, ...options })).newPage();
}

describe("admin content", () => {
  it("adds a product with an image, edits it and finds it in the list, at 1280×800", async () => {
    const page = await newPage();
    await page.goto(`${server.url}/admin/produtos/novo`);
    await hydrated(page);
    await signInAdmin(page);
    await page.getByRole("heading", { name: "Novo produto" }).waitFor();
    await page.getByLabel("Nome").fill("Lift Teste E2E");
    await page.getByLabel("Preço (R$)").fill("89,90");
    await page.getByLabel("Categoria").fill("Testes");
    await page.getByLabel("Descrição").fill("Produto criado pelo teste.");
    await page.getByLabel("Imagem").setInputFiles(IMAGE);
    await page.getByRole("button", { name: "Adicionar Produto" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/produtos");
    await page.getByRole("link", { name: "Editar Lift Teste E2E" }).click();
    await page.getByRole("heading", { name: "Editar: Lift Teste E2E" }).waitFor();
    await page.getByLabel("Nome").fill("Lift Teste E2E Editado");
    await page.getByLabel("Preço (R$)").fill("99,90");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.getByRole("heading", { name: "Editar: Lift Teste E2E Editado" }).waitFor();
    await page.goto(`${server.url}/admin/produtos`);
    const row = page.getByRole("row").filter({ hasText: "Lift Teste E2E Editado" });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/99,90/);
    await fitsWidth(page, "produtos após edição");
  });

  it("keeps what was typed when the product form is refused, with scripts off", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/admin/produtos/novo`);
    await signInAdmin(page);
    await page.getByRole("heading", { name: "Novo produto" }).waitFor();
    await page.getByLabel("Nome").fill("Lift Sem Scripts");
    // Categoria too: the built form marks it required for the browser (see the report).
    await page.getByLabel("Categoria").fill("Testes");
    await page.getByLabel("Descrição").fill("Texto que não pode se perder.");
    // Passes the browser's 'required', refused by the server's price rule.
    await page.getByLabel("Preço (R$)").fill("doze reais");
    await page.getByRole("button", { name: "Adicionar Produto" }).click();
    await page
      .getByText(/preço válido/i)
      .first()
      .waitFor();
    expect(await page.getByLabel("Nome").inputValue()).toBe("Lift Sem Scripts");
    expect(await page.getByLabel("Descrição").inputValue()).toBe("Texto que não pode se perder.");
    expect(await page.getByLabel("Preço (R$)").inputValue()).toBe("doze reais");
    expect(await page.getByLabel("Categoria").inputValue()).toBe("Testes");
  });

  it("shows every content section and the risk rules without sideways scroll at 1280 px", async () => {
    const page = await newPage();
    await page.goto(`${server.url}/admin`);
    await signInAdmin(page);
    // The sign-in answers on /admin itself: wait for its form to go, not for the address.
    await page.getByRole("heading", { name: "Acesso Restrito" }).waitFor({ state: "detached" });
    for (const section of ["produtos", "ebooks", "blog", "receitas", "assinantes", "regras-de-risco"]) {
      await page.goto(`${server.url}/admin/${section}`);
      await hydrated(page);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await page.getByRole("heading", { name: "Acesso Restrito" }).count(), section).toBe(0);
      await fitsWidth(page, section);
      await page.screenshot({ path: `${SHOTS}/admin-${section}-1280.png`, fullPage: true });
    }
  });

  it("refuses a block without the confirmation at 390 px with scripts off, keeping what was typed", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/admin/regras-de-risco`);
    await signInAdmin(page);
    await page.getByRole("heading", { name: "Regras de risco", level: 1 }).waitFor();
    await page.getByLabel("Tipo").selectOption("phone");
    await page.getByLabel("CPF ou telefone", { exact: true }).fill("(21) 99876-5432");
    await page.getByLabel("Motivo do bloqueio").fill("Golpe relatado pelo cliente.");
    await page.getByRole("button", { name: "Bloquear" }).click();
    await page.getByText("Confirme o bloqueio marcando a caixa.").waitFor();
    expect(await page.getByLabel("Tipo").inputValue()).toBe("phone");
    expect(await page.getByLabel("CPF ou telefone", { exact: true }).inputValue()).toBe("(21) 99876-5432");
    expect(await page.getByLabel("Motivo do bloqueio").inputValue()).toBe("Golpe relatado pelo cliente.");
    await fitsWidth(page, "regras-de-risco 390");
  });
});
