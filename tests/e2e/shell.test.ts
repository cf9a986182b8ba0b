// The shared layout in a real browser: sidebar shortcut and cookie, drawer,
// header search, 404 buttons, toasts-free first paint.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server(), resources.browser()]);
});

async function openPage(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await each.context(browser, { viewport, locale: "pt-BR" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(server.url + path);
  // Scripts start after the page has painted; the root marks <html> when hydration is done.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  (page as unknown as { errors: string[] }).errors = errors;
  return page;
}

describe("shared layout in Chromium", () => {
  it("toggles the sidebar with Ctrl+B and remembers it in the sidebar:state cookie", async () => {
    const page = await openPage("/");
    await expect(
      page.getByRole("heading", { name: "Descubra o suplemento ideal para o seu organismo" }).isVisible(),
    ).resolves.toBe(true);
    const sidebarLink = page.locator("aside").getByRole("link", { name: "Loja" });
    await expect(sidebarLink.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Control+b");
    await page.waitForFunction(() => document.cookie.includes("sidebar:state=false"));
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === "sidebar:state")!;
    expect(cookie.value).toBe("false");
    // About 7 days.
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    // The server reads the cookie: the collapsed state is rendered without a flash.
    const html = await (await page.request.get(server.url + "/")).text();
    expect(html).toContain('data-state="collapsed"');
    await page.keyboard.press("Control+b");
    await page.waitForFunction(() => document.cookie.includes("sidebar:state=true"));
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it("opens the sidebar as a drawer on a phone", async () => {
    const page = await openPage("/", { width: 390, height: 844 });
    const drawerLink = page.getByRole("link", { name: "Receitas" }).first();
    await expect(drawerLink.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.waitForTimeout(350);
    await expect(page.getByRole("link", { name: "Receitas" }).first().isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await page.waitForTimeout(350);
    await expect(page.getByRole("link", { name: "Receitas" }).first().isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it("searches pages and products from the header and navigates to the choice", async () => {
    const page = await openPage("/");
    await page.getByPlaceholder("O que você procura?").click();
    const input = page.getByPlaceholder("Digite para pesquisar...");
    await input.waitFor();
    await input.fill("colageno");
    await page.getByRole("option", { name: /Lift Skin/ }).waitFor();
    await input.fill("loj");
    await page.getByRole("option", { name: "Loja" }).waitFor();
    await input.fill("zzzz-nada");
    await page.getByText("Nenhum resultado encontrado.").waitFor();
    await input.fill("detox");
    await page.getByRole("option", { name: /Lift Detox Black/ }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/produto\/\d+$/);
    await page.getByRole("heading", { name: "Lift Detox Black" }).waitFor();
    await page.context().close();
  });

  it("shows the 404 page with working Voltar and Página Inicial", async () => {
    const page = await openPage("/loja");
    await page.goto(server.url + "/caminho-que-nao-existe");
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" }); // Voltar is history.back()
    await page.getByRole("button", { name: "Voltar" }).click();
    await page.waitForURL(/\/loja$/);
    await page.goto(server.url + "/caminho-que-nao-existe");
    await page.getByRole("link", { name: "Página Inicial" }).click();
    await page.waitForURL(server.url + "/");
    await page.context().close();
  });
});
