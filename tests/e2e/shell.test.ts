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
  it("hydrates each page in place, part by part, and marks <html> only when every part is live", async () => {
    for (const path of ["/", "/loja", "/plano-emagrecimento", "/blog/creatina-mitos-e-verdades"]) {
      const context = await each.context(browser, { viewport: { width: 390, height: 844 }, locale: "pt-BR" });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { changed: string[]; liveAtMark?: Record<string, boolean> };
        w.changed = [];
        // Elements added or removed once the scripts may run (after load), in <head> or in a part of the page.
        const parts = "main, header, footer, #menu-lateral, #menu-celular";
        let loaded = false;
        addEventListener("load", () => (loaded = true));
        new MutationObserver((records) => {
          if (!loaded) return;
          for (const r of records) {
            const where =
              r.target === document.head ? "head" : r.target instanceof Element ? r.target.closest(parts)?.tagName : undefined;
            const elements = [...r.addedNodes, ...r.removedNodes].filter((n) => n instanceof Element);
            if (where && elements.length) w.changed.push(`${where}: ${elements.map((n) => n.tagName).join(", ")}`);
          }
        }).observe(document, { childList: true, subtree: true });
        // At the moment <html> is marked, is every part already React's? (<html> may not exist yet: watch the document.)
        new MutationObserver((_records, observer) => {
          if (!document.documentElement.hasAttribute("data-hydrated")) return;
          observer.disconnect();
          const live = (selector: string) => {
            const element = document.querySelector(selector);
            return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
          };
          w.liveAtMark = {
            header: live("header"),
            drawer: live("#menu-celular"),
            sidebar: live("#menu-lateral"),
            page: live("main h1"),
            footer: live("footer"),
          };
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
      });
      await page.goto(server.url + path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForTimeout(300); // anything React would still redo after the mark
      const { changed, liveAtMark } = await page.evaluate(() => {
        const w = window as unknown as { changed: string[]; liveAtMark?: Record<string, boolean> };
        return { changed: w.changed, liveAtMark: w.liveAtMark };
      });
      // Nothing the server wrote was redone, and React inserted none of the module preloads the server held back.
      expect(changed, path).toEqual([]);
      expect(liveAtMark, path).toEqual({ header: true, drawer: true, sidebar: true, page: true, footer: true });
      await context.close();
    }
  });
});
