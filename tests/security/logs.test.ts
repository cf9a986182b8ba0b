// What the server writes to its logs, captured from its stdout at LOG_LEVEL=debug:
// failed sign-ins, authorisation denials and admin changes are there;
// passwords, tokens (session, admin, reset), CPFs, card numbers, the session
// secret and the admin password are not, whatever happened.
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import { Client, type RunningServer, startAppServer, TEST_ADMIN_PASSWORD, TEST_SESSION_SECRET, uniqueEmail } from "./support/app";
import { newAdmin, signIn, signUp } from "./support/identities";
import { catalogOf, checkoutForm, makeCpf, orderForm } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

describe("logs", () => {
  let server: RunningServer;
  let smtp: TestSmtp;
  const secrets = new Map<string, string>();

  const resources = resourcesForAll();
  beforeAll(async () => {
    smtp = await resources.start(startSmtp(), (s) => s.close());
    server = await resources.start(
      startAppServer({ logLevel: "debug", env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_CONFIRMATION: "false" } }),
      (s) => s.stop(),
    );
  });

  it("logs what matters and never secrets", async () => {
    const visitor = new Client(server.url);
    const catalog = await catalogOf(visitor);

    // Accounts: sign-up, failed and right sign-ins, password reset by email.
    const email = uniqueEmail("logs");
    const password = "Senha-Secreta-Do-Cliente-42";
    const wrong = "Tentativa-Errada-De-Senha-77";
    const customer = new Client(server.url);
    await signUp(customer, email, password, "Cliente dos Logs");
    const failed = await new Client(server.url).post("/auth/login", { form: { email, password: wrong } });
    expect(failed.status).toBe(401);
    await signIn(customer, email, password);
    secrets
      .set("senha do cliente", password)
      .set("senha errada", wrong)
      .set("cookie de sessão", customer.cookies.get("lift_session")!);

    await new Client(server.url).post("/auth/esqueci-senha", { form: { email } });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && /reset-password/.test(decodeMail(m.raw)));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodeMail(mail.raw).replace(/=\r?\n/g, ""))![1]!;
    secrets.set("token de redefinição", token);
    const newPassword = "Nova-Senha-Secreta-99";
    const reset = await new Client(server.url).post("/reset-password", {
      form: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBeOneOf([302, 303]);
    secrets.set("senha nova", newPassword);
    await signIn(customer, email, newPassword);
    secrets.set("cookie de sessão novo", customer.cookies.get("lift_session")!);

    // Orders with a CPF (typed with and without punctuation), one while the mail server fails.
    const cpf = makeCpf(123456789);
    const typed = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    secrets.set("CPF", cpf).set("CPF formatado", typed);
    expect(
      (await new Client(server.url).post("/api/pedidos", { form: orderForm(catalog.productIds[0]!, { cpf: typed }) })).status,
    ).toBe(303);
    smtp.failing = true;
    expect((await customer.post("/api/pedidos", { form: orderForm(catalog.productIds[1]!, { cpf }) })).status).toBe(303);
    expect(
      (await customer.post("/api/checkout", { form: checkoutForm([{ id: catalog.productIds[2]!, quantity: 1 }]) })).status,
    ).toBe(200);
    // A refused order with a CPF in it.
    expect(
      (
        await new Client(server.url).post("/api/pedidos", {
          form: orderForm(catalog.productIds[0]!, { cpf: typed, state: "XX" }),
        })
      ).status,
    ).toBe(400);

    // The club: a card typed on the local payment page (one refused, one accepted).
    const start = await customer.post("/clube-lift", { form: {} });
    const declined = await customer.post(start.location!, {
      form: { name: "Cliente Logs", cardNumber: "4000 0000 0000 0002", expiry: "11/38", cvc: "987" },
    });
    expect(declined.status).toBe(402);
    const paid = await customer.post(start.location!, {
      form: { name: "Cliente Logs", cardNumber: "4242 4242 4242 4242", expiry: "11/38", cvc: "987" },
    });
    expect(paid.status).toBe(303);
    secrets
      .set("cartão", "4242424242424242")
      .set("cartão digitado", "4242 4242 4242 4242")
      .set("cartão recusado", "4000000000000002");

    // The panel: a wrong password, the right one, a change; a customer trying an admin action; premium content refused.
    expect(
      (await new Client(server.url).post("/admin", { form: { intent: "login", password: "Senha-Errada-Do-Painel" } })).status,
    ).toBe(401);
    secrets.set("senha errada do painel", "Senha-Errada-Do-Painel");
    const admin = await newAdmin(server.url);
    secrets.set("cookie do painel", admin.client.cookies.get("lift_admin")!);
    const created = await admin.client.post("/admin/produtos/novo", {
      form: { intent: "save", name: "Produto dos Logs", price: "9,90" },
    });
    expect(created.status, created.text.slice(0, 300)).toBe(303);
    const denied = await customer.post("/admin/produtos/novo", {
      form: { intent: "save", name: "Produto Negado", price: "1,00" },
    });
    expect(denied.status).toBe(403);
    const other = new Client(server.url);
    const otherEmail = uniqueEmail("semclube");
    await signUp(other, otherEmail, "senha-outra-1");
    await signIn(other, otherEmail, "senha-outra-1");
    const ebooks = (await catalogOf(other)).ebookIds;
    let premiumDenied = false;
    for (const id of ebooks) if ((await other.get(`/ebook/view/${id}`)).status === 302) premiumDenied = true;
    expect(premiumDenied).toBe(true);

    secrets.set("senha do painel", TEST_ADMIN_PASSWORD).set("segredo de sessão", TEST_SESSION_SECRET);

    // Let asynchronous log writes land.
    await new Promise((r) => setTimeout(r, 500));
    const out = server.output();
    const lines = out.split("\n").filter((l) => l.trim().startsWith("{"));
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();

    const logged = (msg: RegExp) =>
      lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => msg.test(String(l.msg)));
    expect(logged(/Falha de login/), "falha de login registrada").toHaveLength(1);
    expect(logged(/Senha do painel incorreta/), "senha do painel errada registrada").toHaveLength(1);
    const denials = logged(/Acesso negado/);
    expect(
      denials.some((l) => l.path === "/admin/produtos/novo" && l.status === 403),
      "ação de admin negada registrada",
    ).toBe(true);
    expect(
      denials.some((l) => String(l.msg).includes("exclusivo")),
      "conteúdo exclusivo negado registrado",
    ).toBe(true);
    const changes = logged(/Alteração no painel/);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ actor: "admin", path: "/admin/produtos/novo", intent: "save" });
    expect(
      logged(/Requisição/).every((l) => typeof l.requestId === "string"),
      "toda linha de requisição tem requestId",
    ).toBe(true);

    for (const [what, value] of secrets) expect(out.includes(value), `${what} apareceu nos logs`).toBe(false);
    // Nor the CPF's digits inside any other text (a phone, an address line), nor an email's password-like field names with values.
    expect(out).not.toMatch(/"(password|senha|token|cpf|cvc|cardNumber)":"(?!\[oculto\])/i);
    console.log(`[logs] ${lines.length} linhas lidas; ${secrets.size} segredos conferidos, nenhum apareceu`);
  });
});
