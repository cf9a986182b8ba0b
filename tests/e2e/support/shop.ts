// What the browser suites do again and again against a running shop: wait
// for hydration, sign in to the panel, check that nothing scrolls sideways,
// and place a funnel order through the order endpoint as the plan page's
// form does (each suite names its own buyer).
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { TEST_ADMIN_PASSWORD, type RunningServer } from "./server";

/** Resolves once React has hydrated the page (the root marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Types the panel's password on the sign-in screen the page is showing. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.getByRole("heading", { name: "Acesso Restrito" }).waitFor();
  await page.getByLabel("Senha").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Acessar" }).click();
}

/** No sideways scroll: the page is never wider than the window. */
export async function fitsWidth(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: ${scrollWidth} > ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
}

const productIds = new Map<string, number>();

/** The detox product's id on this server (the seed's; looked up once). */
async function detoxProductId(server: RunningServer): Promise<number> {
  let id = productIds.get(server.url);
  if (id === undefined) {
    const search = (await (await fetch(`${server.url}/api/search?q=detox`)).json()) as { products: { id: number }[] };
    id = search.products[0]!.id;
    productIds.set(server.url, id);
  }
  return id;
}

export interface PlacedOrder {
  /** The order's number; null when the shop refused it. */
  number: number | null;
  status: number;
  /** The refusal's text ("" when placed). */
  body: string;
}

/**
 * Places a funnel order (one unit, delivered on Avenida Paulista) through
 * /api/pedidos; `fields` are the form's fields that differ, at least the buyer.
 */
export async function placeFunnelOrder(server: RunningServer, fields: Record<string, string>): Promise<PlacedOrder> {
  const res = await fetch(`${server.url}/api/pedidos`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      variant: "full",
      idempotencyKey: crypto.randomUUID(),
      productId: String(await detoxProductId(server)),
      quantity: "1",
      zipCode: "01310-100",
      street: "Avenida Paulista",
      number: "900",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      acceptedTerms: "on",
      js: "1",
      ...fields,
    }),
  });
  if (res.status !== 303) return { number: null, status: res.status, body: await res.text() };
  const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
  const page = await (await fetch(`${server.url}/pedido-confirmado`, { headers: { Cookie: cookie } })).text();
  return { number: Number(/Pedido #(?:<!-- -->)?(\d+)/.exec(page)![1]), status: 303, body: "" };
}

/** The same, for a test that needs the order placed: fails unless the shop accepted it. */
export async function placedOrderNumber(server: RunningServer, fields: Record<string, string>): Promise<number> {
  const placed = await placeFunnelOrder(server, fields);
  expect(placed.status, placed.body).toBe(303);
  return placed.number!;
}
