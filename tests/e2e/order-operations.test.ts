// Running pay-after-delivery orders, in Chromium: a risky order waits 'em
// análise' until the admin approves it; a blocked CPF is refused with a polite
// message and nothing stored; a customer confirms through the emailed link and
// fixes the address; a buyer without an account follows the order on
// /acompanhar while a wrong CPF learns nothing; a failed delivery is re-sent.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated, placeFunnelOrder, signInAdmin } from "./support/shop";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;
let admin: Page;

beforeAll(async () => {
  smtp = resources.add(await startSmtp(), (s) => s.close());
  [server, browser] = await Promise.all([
    resources.server({ env: { SMTP_URL: smtp.url, CEP_API_URL: "http://127.0.0.1:9" }, timeoutMs: 180_000 }),
    resources.browser(),
  ]);
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(`${server.url}/admin`);
  await hydrated(admin);
  await signInAdmin(admin);
  await admin.getByRole("heading", { name: "Hoje", exact: true }).waitFor();
});

interface Buyer {
  email: string;
  cpf: string;
  phone: string;
  quantity?: number;
}

/** Places a funnel order through the order endpoint; returns its number (null when refused) and the refusal's text. */
const placeOrder = (buyer: Buyer) =>
  placeFunnelOrder(server, {
    quantity: String(buyer.quantity ?? 1),
    fullName: "Olívia Operações",
    whatsapp: buyer.phone,
    email: buyer.email,
    cpf: buyer.cpf,
    // The buyer agrees to be contacted on WhatsApp (the admin's confirmation message needs it).
    acceptedWhatsapp: "on",
  });

/** The order's own page (its main column). */
async function openOrder(number: number) {
  await admin.goto(`${server.url}/admin/pedidos/${number}`);
  await hydrated(admin);
  await admin.getByRole("heading", { name: `Pedido #${number}` }).waitFor();
  return admin.locator("main");
}

/** The button of each status move on the order's page. */
const MOVE_BUTTONS: Record<string, string> = {
  confirmado: "Confirmar pedido",
  enviado: "Marcar como enviado",
  entregue: "Marcar como entregue",
  frustrado: "Entrega frustrada",
  reenvio: "Reenviar",
};

async function setStatus(number: number, label: string, extra: { carrier?: string; code?: string; reason?: string } = {}) {
  const page = await openOrder(number);
  const actions = page.getByRole("region", { name: "Ações" });
  if (extra.carrier) await actions.getByLabel("Transportadora").selectOption({ label: extra.carrier });
  if (extra.code) await actions.getByLabel("Código de rastreio").fill(extra.code);
  if (extra.reason) await actions.getByLabel("Motivo").selectOption({ label: extra.reason });
  const history = page.getByRole("region", { name: "Histórico" });
  const before = await history.locator("li").count();
  await actions.getByRole("button", { name: MOVE_BUTTONS[label]! }).click();
  // Recorded: one more line in the history, the newest first.
  await expect.poll(async () => await history.locator("li").count()).toBe(before + 1);
  await history.locator("li").first().locator("strong", { hasText: label }).waitFor();
  return page;
}

async function adminOrderCount(): Promise<number> {
  await admin.goto(`${server.url}/admin/pedidos`);
  await hydrated(admin);
  const text = await admin
    .getByRole("status")
    .filter({ hasText: /pedido/ })
    .first()
    .innerText();
  return /Nenhum/.test(text) ? 0 : Number(/(\d+)/.exec(text)![1]);
}

function linkIn(mailText: string, path: string): string {
  const url = new RegExp(`https?://\\S+${path}[^\\s"<>]+`).exec(mailText)![0];
  const parsed = new URL(url);
  return `${server.url}${parsed.pathname}${parsed.search}`;
}

describe("order operations", () => {
  it("holds a risky order 'em análise' with its reasons until the admin approves it", async () => {
    const placed = await placeOrder({
      email: "grande@example.com",
      cpf: "111.444.777-35",
      phone: "(21) 97777-1111",
      quantity: 40,
    });
    expect(placed.status).toBe(303);
    const number = placed.number!;

    // The risk filter finds it; the row shows the level and the first reason.
    await admin.goto(`${server.url}/admin/pedidos?risco=high`);
    await hydrated(admin);
    const row = admin.getByRole("row").filter({ hasText: `#${number}` });
    await expect.poll(async () => await row.innerText()).toMatch(/em análise[\s\S]*risco alto[\s\S]*40 unidades/);

    await row.getByRole("link", { name: `Pedido #${number}` }).click();
    await admin.getByRole("heading", { name: `Pedido #${number}` }).waitFor();
    const dialog = admin.locator("main");
    await dialog
      .getByRole("region", { name: "Risco alto" })
      .getByText("40 unidades: muito acima do normal da loja (até 3).")
      .waitFor();
    // Nothing ships while it is held: enviado is not offered.
    expect(await dialog.getByRole("button", { name: "Marcar como enviado" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Aprovar pedido" }).click();
    await admin.getByText("Pedido aprovado").first().waitFor();
    await dialog.getByRole("region", { name: "Histórico" }).getByText("aprovado").first().waitFor();
    await expect
      .poll(async () => (await dialog.getByRole("region", { name: "Histórico" }).innerText()).includes("em análise → novo"))
      .toBe(true);
  });

  it("refuses a blocked CPF with a polite message and stores nothing", async () => {
    // Blocked from one of its orders: the page shows the exact CPF and asks for a confirmation.
    const first = await placeOrder({ email: "recusa@example.com", cpf: "246.813.579-28", phone: "(31) 98888-7777" });
    expect(first.status, first.body.slice(0, 300)).toBe(303);
    const page = await openOrder(first.number!);
    await page.getByRole("link", { name: "Bloquear CPF 246.813.579-28" }).click();
    const confirm = page.getByRole("group", { name: "Bloquear o CPF 246.813.579-28?" });
    await confirm.getByLabel("Motivo do bloqueio").fill("Três entregas recusadas");
    await confirm.getByLabel("Confirmo o bloqueio do CPF 246.813.579-28").check();
    await confirm.getByRole("button", { name: "Bloquear CPF" }).click();
    await admin.getByText("Comprador bloqueado").first().waitFor();
    const before = await adminOrderCount();

    const buyer = await (await each.context(browser)).newPage();
    await buyer.goto(`${server.url}/plano-energia`);
    await hydrated(buyer);
    const form = buyer.locator("#order-form");
    await form.scrollIntoViewIfNeeded();
    await buyer.locator("#order-form[data-ready]").waitFor();
    await form.getByLabel("Nome completo", { exact: true }).fill("Bloqueado da Silva");
    await form.getByLabel("WhatsApp", { exact: true }).pressSequentially("31988887777");
    await form.getByLabel("CPF", { exact: true }).pressSequentially("24681357928");
    await form.getByLabel("CEP", { exact: true }).pressSequentially("30110000");
    await form.getByLabel("Rua", { exact: true }).fill("Rua da Bahia");
    await form.getByLabel("Número", { exact: true }).fill("10");
    await form.getByLabel("Bairro", { exact: true }).fill("Centro");
    await form.getByLabel("Cidade", { exact: true }).fill("Belo Horizonte");
    await form.getByLabel("UF", { exact: true }).selectOption("MG");
    await form.getByRole("button", { name: "Quero receber em casa" }).click();
    await buyer.getByText("Não foi possível concluir este pedido pelo site.").first().waitFor();
    expect(buyer.url()).toContain("/plano-energia");
    await buyer.context().close();

    expect(await adminOrderCount()).toBe(before);
  });

  it("lets the customer confirm by the emailed link and fix the address", async () => {
    const email = "confirma@example.com";
    const placed = await placeOrder({ email, cpf: "935.411.347-80", phone: "(11) 96666-2222" });
    const number = placed.number!;
    const mail = await smtp.waitFor((m) => m.to.includes(email) && decodeMail(m.raw).includes("/confirmar/"));
    const link = linkIn(decodeMail(mail.raw), "/confirmar/");

    // The admin also has the ready WhatsApp message with the same kind of link.
    const dialog = await openOrder(number);
    const wa = await dialog.getByRole("link", { name: "Pedir confirmação pelo WhatsApp" }).getAttribute("href");
    expect(wa).toMatch(/^https:\/\/wa\.me\/5511966662222\?text=/);
    expect(decodeURIComponent(wa!.split("?text=")[1]!)).toContain(`/confirmar/`);

    const customer = await (await each.context(browser)).newPage();
    await customer.goto(link);
    await customer.getByRole("heading", { name: `Pedido #${number}` }).waitFor();
    await customer.getByText("Corrigir o endereço").click();
    await customer.getByLabel("CEP", { exact: true }).fill("01310-200");
    await customer.getByLabel("Rua", { exact: true }).fill("Avenida Paulista");
    await customer.getByLabel("Número", { exact: true }).fill("1578");
    await customer.getByLabel("Bairro", { exact: true }).fill("Bela Vista");
    await customer.getByLabel("Cidade", { exact: true }).fill("São Paulo");
    await customer.getByLabel("UF", { exact: true }).selectOption("SP");
    await customer.getByLabel("Complemento (opcional)").fill("Bloco B");
    await customer.getByLabel("Ponto de referência (opcional)").fill("Em frente ao MASP");
    await customer.getByRole("button", { name: "Salvar endereço e confirmar" }).click();
    await customer.getByText("Endereço corrigido e pedido confirmado. Obrigado!").waitFor();
    expect(await customer.getByTestId("endereco-entrega").innerText()).toContain("Avenida Paulista, 1578 - Bloco B");
    await customer.context().close();

    const after = await openOrder(number);
    await after.getByText(/Confirmado pelo cliente em/).waitFor();
    await after.getByText("Ponto de referência: Em frente ao MASP", { exact: true }).waitFor();
    const history = await after.getByRole("region", { name: "Histórico" }).innerText();
    expect(history).toContain("confirmado pelo cliente");
    expect(history).toContain("endereço corrigido");
    expect(history).toMatch(/novo → confirmado[\s\S]*\(cliente\)/);
  });

  it("shows a buyer without an account the timeline on /acompanhar, and a wrong CPF nothing", async () => {
    const placed = await placeOrder({ email: "acompanha@example.com", cpf: "714.602.380-01", phone: "(11) 95555-3333" });
    const number = placed.number!;
    await setStatus(number, "confirmado");
    await setStatus(number, "enviado", { carrier: "Correios", code: "QB123456789BR" });

    const visitor = await (await each.context(browser)).newPage();
    const lookup = async (order: string, doc: string) => {
      await visitor.goto(`${server.url}/acompanhar`);
      await visitor.getByLabel("Número do pedido").fill(order);
      await visitor.getByLabel("CPF ou telefone").fill(doc);
      await visitor.getByRole("button", { name: "Acompanhar" }).click();
    };
    const miss = "Não encontramos um pedido com esse número e esse CPF ou telefone. Confira os dados e tente de novo.";

    await lookup(String(number), "529.982.247-25");
    await visitor.getByText(miss).waitFor();
    expect(await visitor.locator("main, body").first().innerText()).not.toContain("QB123456789BR");
    await lookup(String(number + 1000), "714.602.380-01");
    await visitor.getByText(miss).waitFor();

    await lookup(`#${number}`, "714.602.380-01");
    await visitor.getByRole("heading", { name: `Pedido #${number}: enviado` }).waitFor();
    expect(await visitor.getByTestId("codigo-rastreio").innerText()).toBe("QB123456789BR");
    expect(await visitor.getByRole("link", { name: "Rastrear na transportadora" }).getAttribute("href")).toBe(
      "https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR",
    );
    const timeline = await visitor.getByRole("region", { name: `Acompanhamento do pedido #${number}` }).innerText();
    expect(timeline).toMatch(/Pedido recebido[\s\S]*Pedido confirmado[\s\S]*Pedido enviado[\s\S]*Correios QB123456789BR/);
    expect(timeline).not.toContain("admin");

    // By phone too.
    await lookup(String(number), "(11) 95555-3333");
    await visitor.getByRole("heading", { name: `Pedido #${number}: enviado` }).waitFor();
    await visitor.context().close();
  });

  it("re-sends a frustrated delivery with a new tracking code", async () => {
    const email = "frustrado@example.com";
    const placed = await placeOrder({ email, cpf: "853.513.468-93", phone: "(11) 94444-5555" });
    const number = placed.number!;
    await setStatus(number, "confirmado");
    await setStatus(number, "enviado", { carrier: "Correios", code: "FR000000001BR" });
    await setStatus(number, "frustrado", { reason: "ausente" });

    const failedMail = await smtp.waitFor((m) => m.to.includes(email) && decodeMail(m.raw).includes("Tentamos entregar"));
    expect(decodeMail(failedMail.raw)).toContain("(ausente)");
    expect(decodeMail(failedMail.raw)).toContain("/confirmar/");

    await setStatus(number, "reenvio");
    const dialog = await setStatus(number, "enviado", { carrier: "Jadlog", code: "FR000000002BR" });
    const history = await dialog.getByRole("region", { name: "Histórico" }).innerText();
    expect(history).toMatch(/enviado → frustrado — motivo: ausente/);
    expect(history).toMatch(/frustrado → reenvio/);
    expect(history).toMatch(/reenvio → enviado — Jadlog FR000000002BR/);
    await dialog.getByRole("region", { name: "Entrega e pagamento" }).getByText("ausente").waitFor();
    const shipped = await smtp.waitFor((m) => m.to.includes(email) && decodeMail(m.raw).includes("FR000000002BR"));
    expect(decodeMail(shipped.raw)).toContain("Transportadora: Jadlog");
  });
});
