// The admin panel in Chromium: its own shell (no shop sidebar, cart or chat),
// sign-in with a wrong then the right password, and a customer's order moved
// through confirmado and enviado to 'entregue', seen in the customer's /pedidos.
// The content sections (produtos, e-books, blog, receitas) have their own e2e tests.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN_PASSWORD, type RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated } from "./support/shop";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server({ env: { CEP_API_URL: "http://127.0.0.1:9" } }), resources.browser()]);
});

describe("admin panel", () => {
  it("refuses a wrong password and lets the team in with the right one, in the admin's own shell", async () => {
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await admin.goto(`${server.url}/admin`);
    await hydrated(admin);
    await admin.getByRole("heading", { name: "Acesso Restrito" }).waitFor();
    await admin.getByLabel("Senha").fill("errada");
    await admin.getByRole("button", { name: "Acessar" }).click();
    // The spec's pair ('Acesso negado' + 'Senha incorreta.'), said once in one alert.
    const refusal = admin.getByRole("alert").filter({ hasText: "Senha incorreta." });
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/^Acesso negado\s+Senha incorreta\.$/);
    expect(await admin.getByText("Senha incorreta.").count()).toBe(1);
    // The password typed is never put back in the page.
    expect(await admin.getByLabel("Senha").inputValue()).toBe("");
    await admin.getByLabel("Senha").fill(TEST_ADMIN_PASSWORD);
    await admin.getByRole("button", { name: "Acessar" }).click();
    await admin.getByText("Acesso autorizado").first().waitFor();
    await admin.getByRole("heading", { name: "Hoje", exact: true }).waitFor();
    const nav = admin.getByRole("navigation", { name: "Seções do painel" });
    for (const section of ["Hoje", "Pedidos", "Resultados", "Funil", "Produtos", "E-books", "Blog", "Receitas", "Assinantes"])
      await nav.getByRole("link", { name: section, exact: true }).waitFor();
    await nav.getByRole("link", { name: "Regras de risco" }).waitFor();
    await nav.getByRole("link", { name: "Privacidade / LGPD" }).waitFor();
    await nav.locator("xpath=..").getByText("Conectado como").waitFor();
    await admin.getByRole("link", { name: "Ver a loja" }).waitFor();
    // None of the shop's shell: no cart, no search, no chat.
    expect(await admin.getByRole("link", { name: /carrinho/i }).count()).toBe(0);
    expect(await admin.getByRole("searchbox").count()).toBe(0);
    expect(await admin.getByRole("button", { name: /chat/i }).count()).toBe(0);
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

    await admin.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Pedidos" }).click();
    await admin.getByRole("link", { name: `Pedido #${number}` }).click();
    await admin.getByRole("heading", { name: `Pedido #${number}` }).waitFor();
    // The life cycle: confirmado, enviado (with carrier and code), then entregue; each move is a button of its own.
    const actions = admin.getByRole("region", { name: "Ações" });
    const history = admin.getByRole("region", { name: "Histórico" });
    await actions.getByRole("button", { name: "Confirmar pedido" }).click();
    await history.locator("li strong", { hasText: "confirmado" }).first().waitFor();
    await actions.getByLabel("Transportadora").selectOption({ label: "Correios" });
    await actions.getByLabel("Código de rastreio").fill("AA123456789BR");
    await actions.getByRole("button", { name: "Marcar como enviado" }).click();
    await history.locator("li strong", { hasText: "enviado" }).first().waitFor();
    await actions.getByRole("button", { name: "Marcar como entregue" }).click();
    await history.locator("li strong", { hasText: "entregue" }).first().waitFor();
    // Now, and only now, the payment can be marked.
    await actions.getByRole("button", { name: "Marcar como pago" }).waitFor();

    await customer.goto(`${server.url}/pedidos`);
    await customer.getByRole("cell", { name: `#${number}`, exact: true }).waitFor();
    const row = customer.getByRole("row").filter({ hasText: `#${number}` });
    await expect.poll(async () => (await row.innerText()).includes("entregue")).toBe(true);
    await customer.context().close();
  });
});
