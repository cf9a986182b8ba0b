// Accounts in Chromium with emails read from a real SMTP server on loopback:
// sign up, confirm, sign in back to the page you came from, order, profile,
// password reset (old password and old session gone), sign out.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated } from "./support/shop";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = resources.add(await startSmtp(), (s) => s.close());
  [server, browser] = await Promise.all([
    resources.server({ env: { SMTP_URL: smtp.url, CEP_API_URL: "http://127.0.0.1:9" } }),
    resources.browser(),
  ]);
});

const EMAIL = "conta.e2e@example.com";

function linkFrom(raw: string, path: string): string {
  const text = decodeMail(raw);
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`link ${path} não encontrado em: ${text}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

async function signIn(page: Page, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(EMAIL);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("a customer's account", () => {
  let context: BrowserContext;
  let page: Page;

  it("signs up, confirms the email and signs in back to the page they came from", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
    page = await context.newPage();
    await page.goto(`${server.url}/pedidos`);
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/pedidos");

    await page.goto(`${server.url}/auth/register`);
    await hydrated(page);
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await page.getByText("Nome deve ter pelo menos 2 caracteres").waitFor();
    await page.getByLabel("Nome", { exact: true }).fill("Carla Dias");
    await page.getByLabel("Email", { exact: true }).fill(EMAIL);
    await page.getByLabel("Senha", { exact: true }).fill("primeira1");
    await page.getByLabel("Confirmar senha").fill("diferente1");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await page.getByText("As senhas não coincidem").waitFor();
    await page.getByLabel("Confirmar senha").fill("primeira1");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.getByText("Conta criada com sucesso").waitFor();

    await signIn(page, "primeira1");
    await page.getByText(/Confirme seu email antes de entrar/).waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && decodeMail(m.raw).includes("/auth/confirmar"));
    await page.goto(server.url + linkFrom(mail.raw, "/auth/confirmar"));
    await page.getByRole("button", { name: "Confirmar email" }).click();
    await page.getByText("Email confirmado").waitFor();

    await page.goto(`${server.url}/auth/login?redirectTo=%2Fpedidos`);
    await signIn(page, "primeira1");
    await page.waitForURL(`${server.url}/pedidos`);
    await page.getByText("Login realizado com sucesso").waitFor();
    await page.getByText("Você ainda não possui nenhum pedido.").waitFor();
  });

  it("sees an order placed while signed in on /pedidos and the dashboard", async () => {
    await page.goto(`${server.url}/plano-foco`);
    await hydrated(page);
    const form = page.locator("#order-form");
    await form.scrollIntoViewIfNeeded(); // the form's code loads when it comes near the screen
    await page.locator("#order-form[data-ready]").waitFor();
    await form.getByLabel("Nome completo", { exact: true }).fill("Carla Dias");
    await form.getByLabel("WhatsApp", { exact: true }).pressSequentially("21987654321");
    await form.getByLabel("CPF", { exact: true }).pressSequentially("11144477735");
    await form.getByLabel("CEP", { exact: true }).pressSequentially("20040002");
    await form.getByLabel("Rua", { exact: true }).fill("Rua da Assembleia");
    await form.getByLabel("Número", { exact: true }).fill("10");
    await form.getByLabel("Bairro", { exact: true }).fill("Centro");
    await form.getByLabel("Cidade", { exact: true }).fill("Rio de Janeiro");
    await form.getByLabel("UF", { exact: true }).selectOption("RJ");
    await form.getByRole("button", { name: "Quero receber em casa" }).click();
    await page.waitForURL(`${server.url}/pedido-confirmado`);
    await page.goto(`${server.url}/pedidos`);
    await page
      .getByRole("cell", { name: /^#\d+$/ })
      .first()
      .waitFor();
    expect(await page.getByRole("row").count()).toBe(2);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: "Meu Dashboard" }).waitFor();
    expect(await page.locator("#card-orders + p").innerText()).toBe("1");
  });

  it("changes the name on the profile", async () => {
    await page.goto(`${server.url}/perfil`);
    await hydrated(page);
    await page.getByLabel("Nome completo").fill("C");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.getByText("Nome deve ter pelo menos 2 caracteres").waitFor();
    await page.getByLabel("Nome completo").fill("Carla Dias Souza");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.getByText("Perfil atualizado").waitFor();
    expect(await page.getByLabel("Nome completo").inputValue()).toBe("Carla Dias Souza");
  });

  it("resets the password by email: the old password and the old session stop working", async () => {
    // A second device signed in before the reset.
    const other = await each.context(browser);
    const otherPage = await other.newPage();
    await otherPage.goto(`${server.url}/auth/login`);
    await hydrated(otherPage);
    await signIn(otherPage, "primeira1");
    await otherPage.waitForURL(`${server.url}/dashboard`);

    await page.goto(`${server.url}/perfil`);
    await hydrated(page);
    await page.getByRole("button", { name: "Enviar email para redefinir senha" }).click();
    await page.getByText("Email enviado").waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && decodeMail(m.raw).includes("/reset-password"));
    await page.goto(server.url + linkFrom(mail.raw, "/reset-password"));
    await hydrated(page);
    await page.getByLabel("Nova senha", { exact: true }).fill("segunda22");
    await page.getByLabel("Confirmar nova senha").fill("segunda22");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.getByText("Senha redefinida").waitFor();

    await otherPage.goto(`${server.url}/dashboard`);
    expect(new URL(otherPage.url()).pathname).toBe("/auth/login");
    await other.close();

    await signIn(page, "primeira1");
    await page.getByText("Erro ao entrar").waitFor();
    await page.getByText("Email ou senha incorretos.").waitFor();
    await signIn(page, "segunda22");
    await page.waitForURL(`${server.url}/dashboard`);
  });

  it("signs out from the account menu; the menu closes on Escape and gives the focus back", async () => {
    await hydrated(page);
    const summary = page.locator("summary", { hasText: "Minha Conta" });
    await summary.click();
    await page.getByRole("link", { name: "Meus Pedidos", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Meus Pedidos", exact: true }).waitFor({ state: "hidden" });
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await summary.click();
    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText("Logout realizado").waitFor();
    await page.goto(`${server.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await context.close();
  });
});
