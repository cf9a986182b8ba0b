// Usable at first paint (decision 017): the quiz, the menu, the header search
// and "Adicionar ao carrinho" work with JavaScript off and before hydration;
// focus alone does not open the search dialog; no floating element covers a
// button or a form field on a phone.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import { hydrated } from "./support/shop";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A generous start-up allowance: the suite runs on machines shared with other work (this is not a speed check).
  [server, browser] = await Promise.all([resources.server({ timeoutMs: 180_000 }), resources.browser()]);
});

const PHONE = { width: 390, height: 844 };

async function withContext<T>(
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } },
  run: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await each.context(browser, {
    viewport: options.viewport ?? PHONE,
    locale: "pt-BR",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

/**
 * Blocks the scripts that the document at `path` asks for (by their Referer), so a tap there happens
 * "before hydration" for good: its modules are asked for after the load event (modulepreload and a
 * dynamic import() do not delay it), so unblocking after page.goto let the page hydrate mid-tap.
 * The next page's scripts load.
 */
async function blockScriptsOf(page: Page, path: string): Promise<{ blocked: number }> {
  const count = { blocked: 0 };
  await page.route(/\.m?js(\?|$)/, async (route) => {
    const referer = (await route.request().headerValue("referer")) ?? "";
    if (referer !== server.url + path) return route.fallback();
    count.blocked += 1;
    await route.abort();
  });
  return count;
}

async function firstProductPath(page: Page): Promise<string> {
  await page.goto(server.url + "/loja");
  const href = await page.locator('a[href^="/produto/"]').first().getAttribute("href");
  expect(href).toMatch(/^\/produto\/\d+$/);
  return href!;
}

describe("the quiz without JavaScript", () => {
  it("walks every step to the plan page, greeted by first name, with the same messages and back links", async () => {
    await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      await page.goto(server.url + "/");
      await page.getByText("Olá!").first().waitFor();
      await page.getByRole("button", { name: "Começar" }).click();
      await page.getByRole("heading", { name: "Como podemos chamar você?" }).waitFor();

      // Same validation message as the enhanced quiz.
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByText("Por favor, digite seu nome").waitFor();
      await page.getByLabel("Seu nome").fill("Maria Teste");
      await page.getByRole("button", { name: "Continuar" }).click();

      await page.getByRole("heading", { name: "Qual é o seu gênero?" }).waitFor();
      await page.getByText("Prazer, Maria!").waitFor();
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByText("Por favor, selecione seu gênero").waitFor();
      await page.locator('input[type="radio"][value="feminino"]').check();
      await page.getByRole("button", { name: "Continuar" }).click();

      // Back link: one step back, the answer kept.
      await page.getByRole("heading", { name: "Qual é a sua faixa etária?" }).waitFor();
      await page.getByRole("button", { name: "Voltar" }).click();
      await page.getByRole("heading", { name: "Qual é o seu gênero?" }).waitFor();
      expect(await page.locator('input[type="radio"][value="feminino"]').isChecked()).toBe(true);
      await page.getByRole("button", { name: "Continuar" }).click();

      await page.locator('input[type="radio"][value="26-35"]').check();
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByRole("heading", { name: "Qual é o seu principal objetivo?" }).waitFor();
      await page.locator('input[type="radio"][value="sono"]').check();
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByText("Por favor, selecione pelo menos um sintoma").waitFor();
      await page.locator('input[type="checkbox"][value="cansaco"]').check();
      await page.locator('input[type="checkbox"][value="insonia"]').check();
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.locator('input[type="checkbox"][value="pouca_agua"]').check();
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.locator('input[type="checkbox"][value="resultados_consistentes"]').check();
      await page.getByRole("button", { name: "Ver meu plano" }).click();

      await page.waitForURL((url) => url.pathname === "/plano-sono");
      await page.getByText("Olá, Maria!").first().waitFor();
    });
  });

  it("refuses a tampered last step: the missing answer's step comes back with its message", async () => {
    const response = await fetch(server.url + "/?index", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "passo=expectations&name=Ana&gender=feminino&objective=sono&symptoms=cansaco&dietaryHabits=pouca_agua&expectations=preco_acessivel",
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Por favor, selecione sua faixa etária");
  });

  it("answers a tap on Começar made before hydration; the step page hydrates and the enhanced quiz carries on", async () => {
    await withContext({}, async (context) => {
      const page = await context.newPage();
      const scripts = await blockScriptsOf(page, "/"); // this page stays without scripts; the next one gets them
      await page.goto(server.url + "/");
      await expect.poll(() => scripts.blocked).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Começar" }).click();
      await page.getByRole("heading", { name: "Como podemos chamar você?" }).waitFor();
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByLabel("Seu nome").fill("Joana");
      await page.getByRole("button", { name: "Continuar" }).click();
      await page.getByText("Prazer, Joana!").waitFor();
      // No page load: the hydrated quiz answered the step itself.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      const profile = await page.evaluate(() => JSON.parse(localStorage.getItem("visitor-profile") ?? "{}") as { name?: string });
      expect(profile.name).toBe("Joana");
    });
  });
});

describe("the shell before hydration", () => {
  it("opens and closes the menu drawer with JavaScript off", async () => {
    await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      await page.goto(server.url + "/loja");
      const link = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Receitas" });
      expect(await link.isVisible()).toBe(false);
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await expect.poll(() => link.isVisible()).toBe(true);
      // A modal <dialog>: the page behind is inert and does not scroll.
      expect(await page.getByRole("dialog", { name: "Menu" }).evaluate((d) => d.matches(":modal"))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
      await page.getByRole("button", { name: "Fechar menu" }).click();
      await expect.poll(() => link.isVisible()).toBe(false);
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await link.click();
      await page.waitForURL(server.url + "/receitas");
    });
  });

  it("toggles the desktop sidebar with JavaScript off (the server remembers it)", async () => {
    await withContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(server.url + "/loja?pagina=1");
      await page.getByRole("button", { name: "Alternar menu lateral" }).click();
      await page.waitForURL(server.url + "/loja?pagina=1");
      expect(await page.locator("aside").getAttribute("data-state")).toBe("collapsed");
      expect((await context.cookies()).find((c) => c.name === "sidebar:state")?.value).toBe("false");
    });
  });

  it("searches from the header with JavaScript off: /busca lists the same groups", async () => {
    await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      await page.goto(server.url + "/");
      await page.getByPlaceholder("O que você procura?").fill("lo");
      await page.keyboard.press("Enter");
      await page.waitForURL(server.url + "/busca?q=lo");
      await page.getByRole("heading", { name: "Páginas" }).waitFor();
      await page.getByRole("link", { name: "Loja" }).last().waitFor();
      await page.getByRole("searchbox").last().fill("detox");
      await page.getByRole("button", { name: "Pesquisar" }).last().click();
      await page.getByRole("heading", { name: "Produtos" }).waitFor();
      await page.getByRole("link", { name: /Lift Detox Black/ }).click();
      await page.getByRole("heading", { name: "Lift Detox Black" }).waitFor();
      await page.goto(server.url + "/busca?q=zzzz-nada");
      await page.getByText("Nenhum resultado encontrado.").waitFor();
    });
  });

  it("adds to the cart with JavaScript off, and the browser cart gets the line once when scripts run", async () => {
    const product = await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      const path = await firstProductPath(page);
      await page.goto(server.url + path);
      const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
      await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
      await page.waitForURL(server.url + "/cart");
      await page.getByText(`Adicionamos ${name} ao seu carrinho.`).waitFor();
      await page.getByText("ative o JavaScript").waitFor();
      return { path, name };
    });

    // A tap before hydration: the product page has no scripts yet, /cart gets them and merges the line, once.
    await withContext({}, async (context) => {
      const page = await context.newPage();
      const scripts = await blockScriptsOf(page, product.path);
      await page.goto(server.url + product.path);
      await expect.poll(() => scripts.blocked).toBeGreaterThan(0);
      // The post lands on /cart as soon as its answer commits; its scripts then load (on a busy machine, slowly).
      await Promise.all([
        page.waitForURL(server.url + "/cart", { waitUntil: "commit" }),
        page.getByRole("button", { name: "Adicionar ao carrinho" }).click(),
      ]);
      await hydrated(page);
      const line = page.getByRole("article", { name: product.name }).getByTestId("cart-line-quantity");
      await expect.poll(async () => (await line.textContent())?.replace(/\D+/g, "")).toBe("1");
      await page.reload();
      await hydrated(page);
      await expect.poll(async () => (await line.textContent())?.replace(/\D+/g, "")).toBe("1");
      const stored = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.endsWith("-cart"))
          .map((k) => localStorage.getItem(k)),
      );
      expect(stored.length).toBe(1);
      expect(JSON.parse(stored[0]!)).toHaveLength(1);
    });
  });
});

describe("header search focus (WCAG 3.2.1)", () => {
  it("focusing the box does not open the dialog; typing, a click or Enter does", async () => {
    await withContext({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(server.url + "/loja");
      await hydrated(page);
      const box = page.getByPlaceholder("O que você procura?");
      await box.focus();
      await page.keyboard.press("Tab"); // focus moves on through the header
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(false);

      await box.focus();
      await page.keyboard.press("Enter");
      await page.getByPlaceholder("Digite para pesquisar...").waitFor();
      await page.keyboard.press("Escape");
      await page.getByPlaceholder("Digite para pesquisar...").waitFor({ state: "detached" });

      await box.focus();
      await page.keyboard.type("lo");
      await page.getByRole("option", { name: "Loja" }).waitFor();
      await page.keyboard.press("Escape");

      await box.click();
      await page.getByPlaceholder("Digite para pesquisar...").waitFor();
    });
  });
});

describe("nothing covers a call to action", () => {
  for (const width of [320, 390]) {
    it(`no floating element overlaps a button or form field at ${width} px`, async () => {
      await withContext({ viewport: { width, height: 740 } }, async (context) => {
        const page = await context.newPage();
        const product = await firstProductPath(page);
        for (const path of ["/", "/loja", product, "/plano-emagrecimento", "/cart", "/blog"]) {
          await page.goto(server.url + path);
          await hydrated(page);
          const overlaps = await page.evaluate(async () => {
            const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            const isFloating = (el: Element) => {
              for (let node: Element | null = el; node; node = node.parentElement) {
                const position = getComputedStyle(node).position;
                if (position === "fixed" || position === "sticky") return node;
              }
              return null;
            };
            const visible = (el: Element) => {
              const rect = el.getBoundingClientRect();
              const style = getComputedStyle(el);
              return (
                rect.width > 0 &&
                rect.height > 0 &&
                style.visibility !== "hidden" &&
                style.display !== "none" &&
                Number(style.opacity) > 0
              );
            };
            const floating = () =>
              [...document.querySelectorAll("body *")].filter((el) => {
                const position = getComputedStyle(el).position;
                return (
                  (position === "fixed" || position === "sticky") &&
                  visible(el) &&
                  el.getBoundingClientRect().height < innerHeight
                );
              });
            const controls = [
              ...document.querySelectorAll('button, input:not([type="hidden"]), select, textarea, [role="button"]'),
            ].filter((el) => visible(el) && !isFloating(el));
            const intersects = (a: DOMRect, b: DOMRect) =>
              a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            const found: string[] = [];
            const check = (where: string) => {
              for (const f of floating()) {
                const fr = f.getBoundingClientRect();
                for (const c of controls) {
                  const cr = c.getBoundingClientRect();
                  if (cr.bottom <= 0 || cr.top >= innerHeight) continue;
                  if (intersects(fr, cr)) found.push(`${where}: ${f.outerHTML.slice(0, 80)} over ${c.outerHTML.slice(0, 80)}`);
                }
              }
            };
            check("first paint");
            for (const control of controls) {
              control.scrollIntoView({ block: "center" });
              await frame();
              const fr = floating();
              const cr = control.getBoundingClientRect();
              for (const f of fr) {
                if (intersects(f.getBoundingClientRect(), cr))
                  found.push(`scrolled: ${f.outerHTML.slice(0, 80)} over ${control.outerHTML.slice(0, 80)}`);
              }
            }
            return found;
          });
          expect(overlaps, `${path} at ${width} px`).toEqual([]);
        }
      });
    });
  }
});
