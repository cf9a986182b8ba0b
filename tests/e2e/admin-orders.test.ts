// The admin's orders as a daily tool, in Chromium at 1280×800 and 390 px: an
// order's page from a shared link (signed out → sign in → that order), select
// all and a bulk action from the sticky bar, blocking the chosen phone after a
// confirmation, and a refused order form that keeps what was typed with
// scripts off. Every page is checked for sideways scroll and photographed at
// 1280 px into /tmp/shots/.
import fs from "node:fs";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll } from "./support/fixtures";
import { validCpf } from "../support/builders/orders";
import { fitsWidth, hydrated, placeFunnelOrder, signInAdmin } from "./support/shop";

const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
const SHOTS = "/tmp/shots";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  [server, browser] = await Promise.all([
    resources.server({ env: { CEP_API_URL: "http://127.0.0.1:9" }, timeoutMs: 180_000 }),
    resources.browser(),
  ]);
  fs.mkdirSync(SHOTS, { recursive: true });
}, 240_000);

/** Places a funnel order through the order endpoint; returns its number, or the refusal's status. */
const placeOrder = (buyer: { name: string; phone: string; cpf: string; email: string }) =>
  placeFunnelOrder(server, { fullName: buyer.name, whatsapp: buyer.phone, email: buyer.email, cpf: buyer.cpf });

async function newPage(viewport: { width: number; height: number }, options: BrowserContextOptions = {}) {
  return (await browser.newContext({ viewport, ...options })).newPage();
}

describe("admin orders", () => {
  let shared: number;

  it("opens an order from a shared link: signed out → sign in → that order, at 1280×800 and 390 px", async () => {
    const placed = await placeOrder({
      name: "Paula Compartilhada",
      phone: "(31) 98888-1234",
      cpf: validCpf("123456789"),
      email: "paula.compartilhada@example.com",
    });
    expect(placed.status).toBe(303);
    shared = placed.number!;
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await page.goto(`${server.url}/admin/pedidos/${shared}`);
      await hydrated(page);
      await fitsWidth(page, `entrar ${viewport.width}`);
      if (viewport === DESKTOP) await page.screenshot({ path: `${SHOTS}/admin-entrar-1280.png`, fullPage: true });
      await signInAdmin(page);
      await page.getByRole("heading", { name: `Pedido #${shared}` }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/pedidos/${shared}`);
      // The page starts with the buyer (the order's own record), the address, the risk and the legal moves.
      await page.getByRole("region", { name: "Comprador" }).getByText("Paula Compartilhada").waitFor();
      await page.getByRole("region", { name: "Comprador" }).getByText("(31) 98888-1234").waitFor();
      await page.getByRole("region", { name: "Endereço de entrega" }).getByText("CEP 01310-100").waitFor();
      const actions = page.getByRole("region", { name: "Ações" });
      await actions.getByRole("button", { name: "Confirmar pedido" }).waitFor();
      // A new order is never offered 'enviado' nor 'pago'.
      expect(await actions.getByRole("button", { name: "Marcar como enviado" }).count()).toBe(0);
      expect(await actions.getByRole("button", { name: "Marcar como pago" }).count()).toBe(0);
      await fitsWidth(page, `pedido ${viewport.width}`);
      if (viewport === DESKTOP) {
        await page.screenshot({ path: `${SHOTS}/admin-pedido-1280.png`, fullPage: true });
        // Reload and back: the order is its own address.
        await page.reload();
        await page.getByRole("heading", { name: `Pedido #${shared}` }).waitFor();
        await page.getByRole("link", { name: "← Pedidos" }).click();
        await page.getByRole("heading", { name: "Pedidos", exact: true }).waitFor();
        await page.goBack();
        await page.getByRole("heading", { name: `Pedido #${shared}` }).waitFor();
      } else {
        // On a phone the sections fold into a menu that opens.
        await page.getByText("Menu", { exact: true }).click();
        await page.getByRole("navigation", { name: "Seções do painel (menu)" }).getByRole("link", { name: "Pedidos" }).click();
        await page.getByRole("heading", { name: "Pedidos", exact: true }).waitFor();
        await fitsWidth(page, "pedidos 390");
      }
      await page.context().close();
    }
  });

  it("selects every order of the page and confirms them from the sticky bar, at 1280 px", async () => {
    const numbers: number[] = [];
    for (const i of [1, 2, 3]) {
      const placed = await placeOrder({
        name: `Lote Selecionado ${i}`,
        phone: `(41) 9777${i}-000${i}`,
        cpf: validCpf(`31415${i}${i}26`),
        email: `lote.selecionado.${i}@example.com`,
      });
      numbers.push(placed.number!);
    }
    const page = await newPage(DESKTOP);
    await page.goto(`${server.url}/admin/pedidos?q=Lote+Selecionado`);
    await hydrated(page);
    await signInAdmin(page);
    await page.getByRole("heading", { name: "Pedidos", exact: true }).waitFor();
    await page.getByRole("status").filter({ hasText: "3 pedidos" }).waitFor();
    const bar = page.getByRole("form", { name: "Ações em lote" });
    expect(await bar.isVisible()).toBe(false);
    await page.getByRole("checkbox", { name: "Selecionar todos desta página" }).check();
    await bar.waitFor({ state: "visible" });
    await bar.getByText("3 pedidos selecionados").waitFor();
    await fitsWidth(page, "pedidos 1280");
    await page.screenshot({ path: `${SHOTS}/admin-pedidos-1280.png`, fullPage: true });
    // The bar sticks to the top while the list scrolls.
    expect(await bar.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).top])).toEqual(["sticky", "0px"]);
    await bar.getByRole("button", { name: "Confirmar", exact: true }).click();
    await page.getByText("3 pedidos confirmados").first().waitFor();
    const rows = page.getByRole("row").filter({ hasText: "Lote Selecionado" });
    await expect.poll(async () => (await rows.allInnerTexts()).filter((t) => t.includes("confirmado")).length).toBe(3);
    await page.context().close();
  });

  it("applies a bulk action to every order the filter matches", async () => {
    const page = await newPage(DESKTOP);
    await page.goto(`${server.url}/admin/pedidos?q=Lote+Selecionado&selecionar=pagina`);
    await hydrated(page);
    await signInAdmin(page);
    const bar = page.getByRole("form", { name: "Ações em lote" });
    await bar.waitFor({ state: "visible" });
    // Unticked rows, but "todos do filtro": the server runs the filter again.
    await page.getByRole("checkbox", { name: "Selecionar todos desta página" }).uncheck();
    await page.getByRole("checkbox", { name: `Selecionar pedido #${shared}` }).waitFor({ state: "detached" });
    const first = page.getByRole("row").filter({ hasText: "Lote Selecionado 1" }).getByRole("checkbox");
    await first.check();
    await bar.getByLabel(/Aplicar a todos os 3 pedidos do filtro/).check();
    await bar.getByRole("button", { name: "Marcar como entregues" }).click();
    // Confirmed orders are not delivered before shipping: all three are reported, none moved.
    await page
      .getByText(/3 ignorados|Nenhum pedido/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it("blocks the chosen phone after showing it and asking for confirmation, at 390 px", async () => {
    const phone = "(21) 96543-2109";
    const ownCpf = validCpf("271828182");
    const placed = await placeOrder({ name: "Bia Bloqueio", phone, cpf: ownCpf, email: "bia.bloqueio@example.com" });
    const page = await newPage(PHONE);
    await page.goto(`${server.url}/admin/pedidos/${placed.number}`);
    await hydrated(page);
    await signInAdmin(page);
    const actions = page.getByRole("region", { name: "Ações" });
    await actions.getByRole("link", { name: `Bloquear telefone ${phone}` }).click();
    const confirm = page.getByRole("group", { name: `Bloquear o telefone ${phone}?` });
    await confirm.waitFor();
    await fitsWidth(page, "bloquear 390");
    await confirm.getByLabel("Motivo do bloqueio").fill("Recusou três entregas");
    // Without the confirmation nothing is blocked.
    await confirm.getByRole("button", { name: "Bloquear telefone" }).click();
    await confirm.getByText("Confirme o bloqueio marcando a caixa.").waitFor();
    await confirm.getByLabel(`Confirmo o bloqueio do telefone ${phone}`).check();
    await confirm.getByRole("button", { name: "Bloquear telefone" }).click();
    await page.getByText(`Novos pedidos com o telefone ${phone} serão recusados.`).first().waitFor();
    await actions.getByText(`telefone ${phone} já bloqueado`).waitFor();
    // The CPF stays open.
    await actions.getByRole("link", { name: /^Bloquear CPF / }).waitFor();
    await page.context().close();

    // What was blocked is the phone as orders keep it (E.164): the same number typed another way is refused…
    const again = await placeOrder({
      name: "Outra Pessoa",
      phone: "21 6543-2109",
      cpf: validCpf("161803398"),
      email: "outra@example.com",
    });
    expect(again.status).toBe(409);
    // …and the order's CPF with another phone still goes through.
    const cpfOpen = await placeOrder({ name: "Bia Bloqueio", phone: "(21) 97654-3210", cpf: ownCpf, email: "bia2@example.com" });
    expect(cpfOpen.status).toBe(303);
  });

  it("keeps what was typed when an order form is refused, with scripts off", async () => {
    const page = await newPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto(`${server.url}/admin/pedidos/${shared}`);
    await signInAdmin(page);
    await page.getByRole("heading", { name: `Pedido #${shared}` }).waitFor();
    const actions = page.getByRole("region", { name: "Ações" });
    await actions.getByRole("button", { name: "Confirmar pedido" }).click();
    await actions.getByLabel("Código de rastreio").waitFor();
    // Shipping without the carrier: refused, and the code typed is still there.
    await actions.getByLabel("Código de rastreio").fill("QB987654321BR");
    await actions.getByRole("button", { name: "Marcar como enviado" }).click();
    await actions.getByText("Escolha a transportadora.").waitFor();
    expect(await actions.getByLabel("Código de rastreio").inputValue()).toBe("QB987654321BR");
    await fitsWidth(page, "recusa sem scripts");
    await page.context().close();
  });

  it("opens on the orders that need action today, without sideways scroll", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await page.goto(`${server.url}/admin`);
      await hydrated(page);
      await signInAdmin(page);
      await page.getByRole("heading", { name: "Hoje", exact: true }).waitFor();
      await page.getByRole("link", { name: /^Em análise: \d+$/ }).waitFor();
      await fitsWidth(page, `hoje ${viewport.width}`);
      if (viewport === DESKTOP) await page.screenshot({ path: `${SHOTS}/admin-hoje-1280.png`, fullPage: true });
      await page.context().close();
    }
    // An old address goes to its page.
    const page = await newPage(DESKTOP);
    await page.goto(`${server.url}/admin?aba=pedidos&status=new`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/admin/pedidos?status=new");
    await page.context().close();
  });
});
