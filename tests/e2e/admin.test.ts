// The admin panel in Chromium: sign in, add a product with an image and see it
// on /loja, hide it, replace an e-book's PDF, publish and delete an article,
// move a customer's order through confirmado and enviado to 'entregue' and see it in their /pedidos.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN_PASSWORD, type RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;
let admin: Page;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-admin-e2e-"));

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server({ env: { CEP_API_URL: "http://127.0.0.1:9" } }), resources.browser()]);
  await sharp({ create: { width: 640, height: 640, channels: 3, background: "#2f855a" } })
    .png()
    .toFile(path.join(dir, "produto.png"));
  const pdf = await PDFDocument.create();
  pdf.setTitle("Versao nova do guia");
  pdf.addPage().drawText("Nova edição", { font: await pdf.embedFont(StandardFonts.Helvetica), x: 50, y: 700 });
  fs.writeFileSync(path.join(dir, "novo.pdf"), await pdf.save({ useObjectStreams: false }));
});

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function openTab(page: Page, name: string, heading: string | RegExp) {
  await page.getByRole("tab", { name, exact: true }).click();
  await page.getByRole("heading", { name: heading }).first().waitFor();
}

describe("admin panel", () => {
  it("refuses a wrong password and lets the team in with the right one", async () => {
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await admin.goto(`${server.url}/admin`);
    await hydrated(admin);
    const dialog = admin.getByRole("dialog", { name: "Acesso Restrito" });
    await dialog.getByLabel("Senha").fill("errada");
    await dialog.getByRole("button", { name: "Acessar" }).click();
    await admin.getByText("Senha incorreta.").first().waitFor();
    await dialog.getByLabel("Senha").fill(TEST_ADMIN_PASSWORD);
    await dialog.getByRole("button", { name: "Acessar" }).click();
    await admin.getByText("Acesso autorizado").first().waitFor();
    await admin.getByRole("heading", { name: "Painel Administrativo" }).waitFor();
  });

  it("adds a product with an image, shows it on /loja and hides it", async () => {
    await openTab(admin, "Adicionar Produto", /Adicionar Produto|Novo Produto/);
    await admin.getByLabel("Nome", { exact: true }).fill("Lift Teste Admin");
    await admin.getByLabel("Preço (R$)").fill("64,50");
    await admin.getByLabel("Categoria").fill("Vitaminas");
    await admin.getByLabel("Imagem").setInputFiles(path.join(dir, "produto.png"));
    await admin.getByRole("button", { name: "Adicionar Produto", exact: true }).last().click();
    await admin.getByText("Produto adicionado").first().waitFor();

    const store = await each.page(browser);
    await store.goto(`${server.url}/loja`);
    const card = store.getByRole("link", { name: "Lift Teste Admin" }).first();
    await card.waitFor();
    await store.locator('html[data-live="ready"]').waitFor({ state: "attached" }); // the page listens once its code runs
    const html = await store.content();
    expect(html).toMatch(/\/files\/products\/[0-9a-f-]+[^"]*\.webp/);
    expect(html).toContain("64,50");

    await openTab(admin, "Produtos", /Produtos/);
    await admin.getByRole("switch", { name: "Visível: Lift Teste Admin" }).click();
    await admin.getByText("Produto atualizado").first().waitFor();
    await card.waitFor({ state: "detached", timeout: 5000 });
    await store.close();
  });

  it("replaces an e-book's PDF", async () => {
    // A free e-book, so a visitor can download it afterwards.
    const free = await (await fetch(`${server.url}/ebooks?categoria=gratuitos`)).text();
    const id = /href="\/ebook\/(\d+)"/.exec(free)![1]!;
    await openTab(admin, "E-books", /E-books/);
    const edit = admin.locator(`a[href="/admin?aba=ebooks&editar=${id}"]`);
    await edit.click();
    const dialog = admin.getByRole("dialog", { name: "Editar E-book" });
    await dialog.getByLabel("Arquivo do e-book (PDF)").setInputFiles(path.join(dir, "novo.pdf"));
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await admin.getByText("E-book atualizado").first().waitFor();
    const file = await fetch(`${server.url}/ebook/${id}/arquivo`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(fs.readFileSync(path.join(dir, "novo.pdf")))).toBe(true);
  });

  it("keeps what was typed in the article field while the editor's code loads", async () => {
    // Hold the editor's chunk so the plain textarea is there to type in first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const chunk = /\/assets\/tiptap-editor-[^/]*\.js$/;
    await admin.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await openTab(admin, "Blog", "Novo Artigo");
    await admin.getByLabel("Conteúdo (HTML)").click();
    await admin.keyboard.type("Escrito antes do editor");
    release();
    await admin.waitForFunction(() => {
      const bold = document.querySelector('button[aria-label="Negrito"]');
      return bold !== null && !bold.hasAttribute("disabled");
    });
    const editor = admin.getByRole("textbox", { name: "Conteúdo" });
    expect(await editor.textContent()).toBe("Escrito antes do editor");
    // The focus moved into the editor with the text: typing carries on.
    await admin.keyboard.type(", e depois.");
    expect(await editor.textContent()).toBe("Escrito antes do editor, e depois.");
    await admin.unroute(chunk);
    await admin.reload();
    await hydrated(admin);
  });

  it("publishes an article and deletes it", async () => {
    await openTab(admin, "Blog", "Novo Artigo");
    await admin.getByRole("textbox", { name: "Título", exact: true }).fill("Água com limão: mito ou verdade?");
    await admin.getByLabel("Categoria").selectOption({ label: "Nutrição" });
    await admin.getByLabel("Resumo").fill("O que a ciência diz sobre a água com limão em jejum.");
    // The editor's code loads after the panel; its toolbar is enabled once it runs.
    await admin.waitForFunction(() => {
      const bold = document.querySelector('button[aria-label="Negrito"]');
      return bold !== null && !bold.hasAttribute("disabled");
    });
    const editor = admin.getByRole("textbox", { name: "Conteúdo" });
    await editor.click();
    await admin.keyboard.type("A água com limão hidrata, mas não faz milagres.");
    // The editor's toolbar (Tiptap): a heading, bold and italic, a list and a link from the in-page field (no window.prompt).
    await admin.keyboard.press("Enter");
    await admin.getByRole("button", { name: "Seção (H2)" }).click();
    await admin.keyboard.type("O que diz a ciência");
    await admin.keyboard.press("Enter");
    await admin.getByRole("button", { name: "Negrito" }).click();
    await admin.keyboard.type("Hidrata");
    await admin.getByRole("button", { name: "Negrito" }).click();
    await admin.getByRole("button", { name: "Itálico" }).click();
    await admin.keyboard.type(" sem milagre");
    await admin.getByRole("button", { name: "Itálico" }).click();
    await admin.keyboard.press("Enter");
    await admin.getByRole("button", { name: "Lista com marcadores" }).click();
    await admin.keyboard.type("Beba água ");
    await admin.getByRole("button", { name: "Inserir link" }).click();
    await admin.getByLabel("Endereço do link").fill("/receitas");
    await admin.getByLabel("Endereço do link").press("Enter");
    await admin.getByRole("button", { name: "Publicar Artigo" }).click();
    await admin.getByText("Post criado").first().waitFor();
    const post = await fetch(`${server.url}/blog/agua-com-limao-mito-ou-verdade`, { redirect: "manual" });
    expect(post.status).toBe(200);
    const article = await post.text();
    expect(article).toContain("não faz milagres");
    // What the editor wrote survived the server's sanitiser.
    expect(article).toContain("<h2>O que diz a ciência</h2>");
    expect(article).toContain("<strong>Hidrata</strong>");
    expect(article).toContain("sem milagre</em>");
    expect(article).toMatch(/<li>(<p>)?Beba água <a href="\/receitas"/);

    await admin.getByRole("button", { name: "Excluir Água com limão: mito ou verdade?" }).click();
    await admin
      .getByRole("dialog", { name: "Tem certeza que deseja excluir este artigo?" })
      .getByRole("button", { name: "Excluir" })
      .click();
    await admin.getByText("Post excluído").first().waitFor();
    const gone = await fetch(`${server.url}/blog/agua-com-limao-mito-ou-verdade`, { redirect: "manual" });
    expect(gone.status).toBe(302);
  });

  it("moves a customer's order to 'entregue' and the customer sees it", async () => {
    const customer = await (await each.context(browser)).newPage();
    await customer.goto(`${server.url}/auth/register`);
    await hydrated(customer);
    await customer.getByLabel("Nome", { exact: true }).fill("Diego Admin");
    await customer.getByLabel("Email", { exact: true }).fill("diego@example.com");
    await customer.getByLabel("Senha", { exact: true }).fill("diego123");
    await customer.getByLabel("Confirmar senha").fill("diego123");
    await customer.getByRole("button", { name: "Cadastrar" }).click();
    await customer.waitForURL(/\/auth\/login/);
    await customer.getByLabel("Email", { exact: true }).fill("diego@example.com");
    await customer.getByLabel("Senha", { exact: true }).fill("diego123");
    await customer.getByRole("button", { name: "Entrar", exact: true }).click();
    await customer.waitForURL(/\/dashboard/);
    await customer.goto(`${server.url}/plano-energia`);
    await hydrated(customer);
    const form = customer.locator("#order-form");
    await form.scrollIntoViewIfNeeded(); // the form's code loads when it comes near the screen
    await customer.locator("#order-form[data-ready]").waitFor();
    await form.getByLabel("Nome completo", { exact: true }).fill("Diego Admin");
    await form.getByLabel("WhatsApp", { exact: true }).pressSequentially("41987654321");
    await form.getByLabel("CPF", { exact: true }).pressSequentially("52998224725");
    await form.getByLabel("CEP", { exact: true }).pressSequentially("80010000");
    await form.getByLabel("Rua", { exact: true }).fill("Rua XV de Novembro");
    await form.getByLabel("Número", { exact: true }).fill("200");
    await form.getByLabel("Bairro", { exact: true }).fill("Centro");
    await form.getByLabel("Cidade", { exact: true }).fill("Curitiba");
    await form.getByLabel("UF", { exact: true }).selectOption("PR");
    await form.getByRole("button", { name: "Quero receber em casa" }).click();
    await customer.waitForURL(`${server.url}/pedido-confirmado`);
    const heading = customer.getByText(/^Pedido #\d+$/).first();
    await heading.waitFor();
    const number = /Pedido #(\d+)/.exec(await heading.innerText())![1];

    await openTab(admin, "Pedidos", /Pedidos/);
    await admin.getByRole("link", { name: `Ver pedido #${number}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Pedido #${number}` });
    // The life cycle: confirmado, enviado (with carrier and code), then entregue.
    const history = dialog.getByRole("region", { name: "Histórico" });
    await dialog.getByLabel("Status do pedido").selectOption({ label: "confirmado" });
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await history.locator("li strong", { hasText: "confirmado" }).first().waitFor();
    await dialog.getByLabel("Status do pedido").selectOption({ label: "enviado" });
    await dialog.getByLabel("Transportadora (para enviado)").selectOption({ label: "Correios" });
    await dialog.getByLabel("Código de rastreio (para enviado)").fill("AA123456789BR");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await history.locator("li strong", { hasText: "enviado" }).first().waitFor();
    await dialog.getByLabel("Status do pedido").selectOption({ label: "entregue" });
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await history.locator("li strong", { hasText: "entregue" }).first().waitFor();
    await expect.poll(async () => (await dialog.innerText()).includes("entregue")).toBe(true);

    await customer.goto(`${server.url}/pedidos`);
    await customer.getByRole("cell", { name: `#${number}`, exact: true }).waitFor();
    const row = customer.getByRole("row").filter({ hasText: `#${number}` });
    await expect.poll(async () => (await row.innerText()).includes("entregue")).toBe(true);
    await customer.context().close();
  });
});
