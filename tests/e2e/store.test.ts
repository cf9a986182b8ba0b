// The store in Chromium: browse and filter /loja, open products, fill the cart,
// reload, check out; the order's totals come from database prices even when
// the browser's stored cart was tampered with.
import path from "node:path";
import { createPglite } from "~/db/client.server";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated } from "./support/shop";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server({ env: { CEP_API_URL: "http://127.0.0.1:9" } }), resources.browser()]);
});

async function expectQuantity(page: Page, name: string, quantity: number) {
  const line = page.getByRole("article", { name }).getByTestId("cart-line-quantity");
  await expect.poll(async () => (await line.textContent())?.replace(/\D+/g, "")).toBe(String(quantity));
}

async function addFromProductPage(page: Page, name: string) {
  await page.goto(`${server.url}/loja`);
  await hydrated(page);
  await page.getByRole("link", { name }).first().click();
  await page.getByRole("heading", { name }).waitFor();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await page.getByText("Produto adicionado ao carrinho").first().waitFor();
}

describe("store, cart and checkout", () => {
  it("filters by category in a shareable URL and shows 'Nenhum produto encontrado' for an empty one", async () => {
    const page = await each.page(browser);
    await page.goto(`${server.url}/loja`);
    await hydrated(page);
    await page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Vitaminas" }).click();
    await page.waitForURL(/categoria=Vitaminas/);
    await page.getByRole("heading", { name: "Vitaminas" }).waitFor();
    const html = await (await fetch(`${server.url}/loja?categoria=Vitaminas`)).text();
    expect(html).not.toContain("Lift Detox Black");
    await page.goto(`${server.url}/loja?categoria=Inexistente`);
    await page.getByText("Nenhum produto encontrado").waitFor();
    await page.getByRole("link", { name: "Ver todos os produtos" }).click();
    await page.waitForURL(`${server.url}/loja`);
    await page.close();
  });

  it("shows each card's whole price on a 390 px phone, the crossed-out one above when they do not fit side by side", async () => {
    const page = await each.page(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/loja`);
    await hydrated(page);
    const prices = await page.locator("article:has(del)").evaluateAll((cards) =>
      cards.map((card) => {
        // The inline parts' own boxes: a block around them would stop at the card's edge even when the text does not.
        const price = card.querySelector("del")!.parentElement!;
        const right = Math.max(...[...price.children].map((part) => part.getBoundingClientRect().right));
        return { text: price.textContent ?? "", right, cardRight: card.getBoundingClientRect().right };
      }),
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p.right, `${p.text}: cortado no card`).toBeLessThanOrEqual(p.cardRight);
    await page.close();
  });

  it("keeps the cart across a reload and places one order priced from the database", async () => {
    const context = await each.context(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await addFromProductPage(page, "Dormirex");
    await addFromProductPage(page, "Lift Detox Black");
    await addFromProductPage(page, "Dormirex");

    await page.goto(`${server.url}/cart`);
    await hydrated(page);
    await expectQuantity(page, "Dormirex", 2);
    await page.getByRole("button", { name: "Aumentar quantidade de Lift Detox Black" }).click();
    await expectQuantity(page, "Lift Detox Black", 2);
    await page.getByRole("button", { name: "Diminuir quantidade de Lift Detox Black" }).click();
    await expectQuantity(page, "Lift Detox Black", 1);
    await page.reload();
    await hydrated(page);
    await expectQuantity(page, "Dormirex", 2);
    expect((await page.getByTestId("cart-count").first().innerText()).split("\n")[0]).toBe("3");

    // Tamper with the stored prices: the order must not care.
    await page.evaluate(() => {
      const key = "lift-cart";
      const items = JSON.parse(localStorage.getItem(key) ?? "[]") as { priceCents: number }[];
      localStorage.setItem(key, JSON.stringify(items.map((i) => ({ ...i, priceCents: 1 }))));
    });

    await page.goto(`${server.url}/checkout`);
    await hydrated(page);
    await page.locator("#checkout-form[data-ready]").waitFor(); // the form's code loads as a deferred part
    await page.getByLabel("Nome completo", { exact: true }).fill("Paulo Lima");
    await page.getByLabel("Email", { exact: true }).fill("paulo@example.com");
    await page.getByLabel("WhatsApp", { exact: true }).pressSequentially("31987654321");
    await page.getByLabel("CPF", { exact: true }).pressSequentially("52998224725");
    await page.getByLabel("CEP", { exact: true }).pressSequentially("30130010");
    await page.getByLabel("Rua", { exact: true }).fill("Avenida Afonso Pena");
    await page.getByLabel("Número", { exact: true }).fill("1000");
    await page.getByLabel("Bairro", { exact: true }).fill("Centro");
    await page.getByLabel("Cidade", { exact: true }).fill("Belo Horizonte");
    await page.getByLabel("UF", { exact: true }).selectOption("MG");
    await page.getByRole("button", { name: "Finalizar pedido" }).dblclick();
    await page.waitForURL(`${server.url}/pedido-confirmado`);
    await page.getByText("Pedido realizado com sucesso!").first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("lift-cart"))).toMatch(/^(\[\]|null)$/);
    await context.close();

    await server.stop();
    const pg = await createPglite(path.join(server.dataDir, "pgdata"));
    try {
      const { rows } = await pg.query<{ total_cents: number; n: number; status: string }>(
        `SELECT o.total_cents, o.status, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS n
           FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'paulo@example.com'`,
      );
      const prices = await pg.query<{ handle: string; price_cents: number }>(
        `SELECT handle, price_cents FROM products WHERE handle IN ('dormirex', 'lift-detox-black')`,
      );
      const price = Object.fromEntries(prices.rows.map((r) => [r.handle, r.price_cents]));
      expect(rows).toEqual([{ total_cents: 2 * price.dormirex! + price["lift-detox-black"]!, status: "new", n: 2 }]);
    } finally {
      await pg.close();
      server = await resources.server({ dataDir: server.dataDir, env: { CEP_API_URL: "http://127.0.0.1:9" } });
    }
  });

  it("sends an empty cart from /checkout back to the store", async () => {
    const page = await each.page(browser);
    await page.goto(`${server.url}/checkout`);
    await page.getByText("Carrinho vazio").first().waitFor();
    await page.waitForURL(`${server.url}/loja`);
    await page.close();
  });
});
