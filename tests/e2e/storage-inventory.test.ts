// Everything the shop's pages store in the browser is in the inventory shown on
// /privacidade (app/domain/privacy/cookies.ts), whoever writes it: the shop's
// code or its framework (React Router's scroll positions were missing, issue
// 34). Chromium walks the public pages, the quiz to a plan, a product into the
// cart, checkout, sign-in and the privacy portal (where the correction form is
// saved as it was filled: the stored phone round-trips), then reads
// document.cookie, localStorage, sessionStorage and the cookie jar (CDP,
// HttpOnly cookies included) at every step.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { STORAGE_INVENTORY } from "~/domain/privacy/cookies";
import { PLANS } from "~/domain/quiz/objective-plans";
import { portalToken } from "~/domain/privacy/portal-link.server";
import { resourcesForAll } from "./support/fixtures";
import type { RunningServer } from "./support/server";
import { hydrated, placedOrderNumber } from "./support/shop";

const SECRET = "e2e-storage-inventory-secret-0123456789abcdef";
const EMAIL = "inventario@example.com";
const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server({ env: { SESSION_SECRET: SECRET } }), resources.browser()]);
});

type Found = { kind: "cookie" | "localStorage" | "sessionStorage"; name: string; where: string };

/** What this page stores: script-visible cookies and both storages, and every cookie of the jar through CDP. */
async function storedOn(page: Page, where: string): Promise<Found[]> {
  const visible = await page.evaluate(() => ({
    cookies: document.cookie
      .split(";")
      .map((c) => c.split("=")[0]!.trim())
      .filter(Boolean),
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const cdp = await page.context().newCDPSession(page);
  const jar = (await cdp.send("Network.getAllCookies")) as { cookies: { name: string }[] };
  await cdp.detach();
  return [
    ...[...visible.cookies, ...jar.cookies.map((c) => c.name)].map((name) => ({ kind: "cookie" as const, name, where })),
    ...visible.local.map((name) => ({ kind: "localStorage" as const, name, where })),
    ...visible.session.map((name) => ({ kind: "sessionStorage" as const, name, where })),
  ];
}

/** Listed by name (a cookie over https has the __Host- prefix; the cart's key starts with the brand's slug). */
function listed(found: Found): boolean {
  const name = found.kind === "cookie" ? found.name.replace(/^__Host-/, "") : found.name;
  return STORAGE_INVENTORY.some(
    (e) => e.kind === found.kind && (e.name === name || (e.name === "lift-cart" && /^[a-z0-9-]+-cart$/.test(name))),
  );
}

describe("storage inventory", () => {
  it("lists every cookie and storage key the pages set, and the portal saves its own pre-filled form", async () => {
    await placedOrderNumber(server, {
      fullName: "Inês Inventário",
      whatsapp: "(11) 95107-8272",
      email: EMAIL,
      cpf: "529.982.247-25",
    });
    const page = await resources.page(browser, { viewport: { width: 390, height: 844 }, locale: "pt-BR" });
    const found: Found[] = [];
    const look = async (where: string) => found.push(...(await storedOn(page, where)));
    const go = async (path: string) => {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      await page.mouse.wheel(0, 600);
      await look(path);
    };

    // The quiz to its plan.
    await go("/");
    await page.getByRole("button", { name: /Começar/ }).click();
    await page.getByLabel(/nome/i).first().fill("Inês");
    const next = (name = "Continuar") => page.getByRole("button", { name, exact: true }).click();
    await next();
    await page.locator('input[type="radio"][value="feminino"]').check();
    await next();
    await page.locator('input[type="radio"][value="26-35"]').check();
    await next();
    await page.locator(`input[type="radio"][value="${Object.values(PLANS)[0]!.objective}"]`).check();
    await next();
    await page.locator('input[type="checkbox"][value="cansaco"]').check();
    await next();
    await page.locator('input[type="checkbox"][value="pouca_agua"]').check();
    await next();
    await page.locator('input[type="checkbox"][value="resultados_consistentes"]').check();
    await next("Ver meu plano");
    await page.waitForURL((url) => url.pathname !== "/");
    await look(`plano ${new URL(page.url()).pathname}`);

    // A product into the cart, the cart, checkout, the content pages, sign-in.
    await go("/loja");
    await page.locator('a[href^="/produto/"]').first().click();
    await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await page.getByText("Produto adicionado ao carrinho").first().waitFor();
    await look("produto");
    for (const path of [
      "/cart",
      "/checkout",
      "/receitas",
      "/blog",
      "/ebooks",
      "/acompanhar",
      "/privacidade",
      "/termos",
      "/auth/login",
    ])
      await go(path);
    // Back and forward: the framework remembers scroll positions.
    await page.goBack();
    await page.goForward();
    await look("voltar");

    // The privacy portal, opened with its link (the grant cookie is HttpOnly: only the jar shows it).
    await go(`/privacidade/meus-dados?t=${portalToken(SECRET, EMAIL, 600_000)}`);
    await page.getByRole("heading", { name: "Meus dados pessoais" }).waitFor();
    const phone = page.getByLabel("Telefone (WhatsApp)");
    await expect(phone.inputValue()).resolves.toBe("(11) 95107-8272");
    await page.getByRole("button", { name: "Salvar correção" }).click();
    await page.getByText("Dados corrigidos").first().waitFor();
    await look("portal");

    const names = new Set(found.map((f) => `${f.kind}:${f.name}`));
    // The walk reached what it meant to: the cart, the portal's cookie, the framework's key.
    expect(names).toContain("sessionStorage:react-router-scroll-positions");
    expect(names).toContain("cookie:lift_privacidade");
    expect([...names].some((n) => n.startsWith("localStorage:") && n.endsWith("-cart"))).toBe(true);
    const missing = found.filter((f) => !listed(f)).map((f) => `${f.kind}:${f.name} (${f.where})`);
    expect([...new Set(missing)]).toEqual([]);
  }, 180_000);
});
