// The account forms and the account menu with JavaScript off: each form posts
// to its own page, which answers with the same pt-BR messages the scripts show,
// keeps what was typed (never a password) and links each message to its field.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import { resourcesForAll } from "./support/fixtures";
import type { RunningServer } from "./support/server";

const resources = resourcesForAll();
let server: RunningServer;
let smtp: TestSmtp;
let page: Page;

beforeAll(async () => {
  smtp = resources.add(await startSmtp(), (s) => s.close());
  const [started, browser] = await Promise.all([
    resources.server({ env: { SMTP_URL: smtp.url, CEP_API_URL: "http://127.0.0.1:9" } }),
    resources.browser(),
  ]);
  server = started;
  page = await resources.page(browser, { viewport: { width: 390, height: 844 }, locale: "pt-BR", javaScriptEnabled: false });
});

const EMAIL = "sem.js@example.com";

/** The message linked to a field through aria-describedby. */
async function messageOf(label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  expect(await input.getAttribute("aria-invalid")).toBe("true");
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
}

describe("account forms without JavaScript", () => {
  it("sign-up answers on its page: messages linked to their fields, name and email kept, passwords not", async () => {
    await page.goto(`${server.url}/auth/register`);
    await page.getByLabel("Nome", { exact: true }).fill("Bia Sem Script");
    await page.getByLabel("Email", { exact: true }).fill(EMAIL);
    await page.getByLabel("Senha", { exact: true }).fill("segredo1");
    await page.getByLabel("Confirmar senha").fill("outra-coisa");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/auth/register");
    expect(await messageOf("Confirmar senha")).toContain("As senhas não coincidem");
    expect(await page.getByLabel("Nome", { exact: true }).inputValue()).toBe("Bia Sem Script");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(EMAIL);
    expect(await page.getByLabel("Senha", { exact: true }).inputValue()).toBe("");
    expect(await page.content()).not.toContain("segredo1");

    await page.getByLabel("Senha", { exact: true }).fill("segredo1");
    await page.getByLabel("Confirmar senha").fill("segredo1");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await page.waitForURL(/\/auth\/login/);
    await page.getByText("Conta criada com sucesso").waitFor();
  });

  it("signs in after confirming, refusing a wrong password with the form's message first", async () => {
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && decodeMail(m.raw).includes("/auth/confirmar"));
    const link = /https?:\/\/[^\s]+\/auth\/confirmar\?token=[A-Za-z0-9_-]+/.exec(decodeMail(mail.raw))![0];
    await page.goto(server.url + new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Confirmar email" }).click();
    await page.getByText("Email confirmado").waitFor();

    await page.getByLabel("Email", { exact: true }).fill(EMAIL);
    await page.getByLabel("Senha", { exact: true }).fill("errada123");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByText("Email ou senha incorretos.").waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(EMAIL);
    expect(await page.getByLabel("Senha", { exact: true }).inputValue()).toBe("");

    await page.getByLabel("Senha", { exact: true }).fill("segredo1");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText("Login realizado com sucesso").waitFor();
  });

  it("changes the profile's name, and shows a wrong current password next to its field", async () => {
    await page.goto(`${server.url}/perfil`);
    await page.getByLabel("Nome completo").fill("Bia Sem Scripts");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await page.getByText("Perfil atualizado").waitFor();
    expect(await page.getByLabel("Nome completo").inputValue()).toBe("Bia Sem Scripts");

    await page.getByLabel("Senha atual").fill("nao-e-esta");
    await page.getByLabel("Nova senha", { exact: true }).fill("novasenha1");
    await page.getByLabel("Confirmar nova senha").fill("novasenha1");
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await page.waitForLoadState("load");
    expect(await messageOf("Senha atual")).toMatch(/senha atual/i);
    // The profile form is not told about the other form's refusal.
    expect(await page.getByLabel("Nome completo").getAttribute("aria-invalid")).toBeNull();
  });

  it("opens the account menu and signs out", async () => {
    await page.goto(`${server.url}/loja`);
    await page.locator("summary", { hasText: "Minha Conta" }).click();
    await page.getByRole("link", { name: "Meus Pedidos", exact: true }).waitFor();
    await page.getByRole("button", { name: "Sair" }).click();
    await page.getByText("Logout realizado").waitFor();
    await page.goto(`${server.url}/pedidos`);
    expect(new URL(page.url()).pathname).toBe("/auth/login");
  });

  it("asks for a reset link and says the same thing whatever the email", async () => {
    await page.goto(`${server.url}/auth/esqueci-senha`);
    await page.getByLabel("Email", { exact: true }).fill("nao-e-um-email");
    // The browser's own check stops a wrong email before it is sent: send it anyway, as a bot would.
    await page.locator("form:has(input[name=email])").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Enviar link" }).click();
    await page.waitForLoadState("load");
    expect(await messageOf("Email")).toContain("Email inválido");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("nao-e-um-email");

    await page.getByLabel("Email", { exact: true }).fill("ninguem@example.com");
    await page.getByRole("button", { name: "Enviar link" }).click();
    await page.getByText("Verifique seu email para redefinir sua senha.").waitFor();
  });
});
