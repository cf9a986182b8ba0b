// Usable at first paint (issue 16, decision 017), in Debian's Chromium on
// Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down / 750 kbps up
// (Network.emulateNetworkConditions) and the CPU slowed 4× (Emulation.setCPUThrottlingRate).
// - first-tap success: each control is tapped once, the moment it is painted
//   (visible with a box), and we count whether that tap took effect with no second one;
// - time to first working tap: from first contentful paint to the tap that acted
//   (when the first tap is lost, taps repeat every 500 ms until one acts);
// - kept keystrokes: text typed into the plan page's order form right after first
//   paint, counted again once the page is hydrated and the form's code has run;
// - INP of the quiz steps (hydrated page; Event Timing, worst interaction).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse";

/** Lighthouse's mobile preset (simulated throttling constants, applied for real here). */
export const MOBILE_PROFILE = { rttMs: 150, downloadKbps: 1638.4, uploadKbps: 675, cpuSlowdown: 4 };

export interface TapResult {
  page: string;
  path: string;
  control: string;
  /** The first tap, made the moment the control was painted, took effect. */
  firstTapWorked: boolean;
  taps: number;
  /** First contentful paint → the tap that acted (ms); null when none did. */
  timeToWorkingTapMs: number | null;
  fcpMs: number | null;
  error?: string;
}

export interface KeystrokeResult {
  path: string;
  typed: number;
  kept: number;
  value: string;
  error?: string;
}

export interface QuizInpResult {
  /** Worst interaction (Event Timing duration) of one visit, ms. */
  inpMs: number | null;
  interactions: number;
  steps: { step: string; ms: number }[];
  error?: string;
}

/** The quiz's INP over several visits: like Lighthouse's scores, the median visit (one visit's worst event swings with a GC). */
export interface QuizInpRuns extends QuizInpResult {
  /** Each visit's INP, in order; the top-level figures are the median visit's. */
  runs: (number | null)[];
}

export interface FirstTapData {
  profile: typeof MOBILE_PROFILE;
  taps: TapResult[];
  keystrokes: KeystrokeResult[];
  quizInp: QuizInpRuns;
}

/** The order form's first field a shopper types in (its name; the quantity above it has a default). */
const ORDER_NAME_FIELD = '#order-form input[autocomplete="name"]';

interface TapTarget {
  page: string;
  path: string;
  control: string;
  /** CSS selector of the control. */
  selector: string;
  /** True once the tap's effect is there (runs in the page that is current then). */
  effect: (page: Page, startUrl: string) => Promise<boolean>;
}

async function throttledContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: "pt-BR" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE_PROFILE.rttMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_PROFILE.cpuSlowdown });
  // The throttling follows the tab across navigations (same target).
  await page.addInitScript(() => {
    const w = window as unknown as { __fcp?: number; __events?: { name: string; duration: number; id: number }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__fcp = e.startTime;
    }).observe({ type: "paint", buffered: true });
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (e.interactionId) w.__events!.push({ name: e.name, duration: e.duration, id: e.interactionId });
      }
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  return { context, page };
}

/** Waits (polling every animation frame in the page) until the page has painted and the control has a box; returns its centre. */
async function whenPainted(page: Page, selector: string, timeoutMs = 60_000): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(
    (sel) => {
      // Painted means on screen: nothing is before the first contentful paint.
      if (performance.getEntriesByName("first-contentful-paint").length === 0) return null;
      const el = document.querySelector(sel);
      if (!el) return null;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") return null;
      el.scrollIntoView({ block: "center", behavior: "instant" });
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    selector,
    { polling: "raf", timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as { x: number; y: number };
}

async function poll(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now()).catch(() => NaN);
}

async function measureTap(browser: Browser, origin: string, target: TapTarget): Promise<TapResult> {
  const { context, page } = await throttledContext(browser);
  const row: TapResult = { page: target.page, path: target.path, control: target.control, firstTapWorked: false, taps: 0, timeToWorkingTapMs: null, fcpMs: null };
  try {
    const startUrl = origin + target.path;
    void page.goto(startUrl, { waitUntil: "commit", timeout: 60_000 }).catch(() => undefined);
    await page.waitForURL(startUrl, { waitUntil: "commit", timeout: 60_000 });
    const at = await whenPainted(page, target.selector);
    const fcp = await page.evaluate(() => (window as unknown as { __fcp?: number }).__fcp ?? null);
    row.fcpMs = fcp === null ? null : Math.round(fcp);
    let tapAt = await pageNow(page);
    await page.touchscreen.tap(at.x, at.y);
    row.taps = 1;
    // A navigation triggered by the tap takes a round trip and a throttled render: allow for it.
    row.firstTapWorked = await poll(() => target.effect(page, startUrl), 15_000);
    while (!row.firstTapWorked && row.taps < 30 && !(await target.effect(page, startUrl).catch(() => false))) {
      const again = await whenPainted(page, target.selector, 5_000).catch(() => null);
      if (!again) break;
      tapAt = await pageNow(page);
      await page.touchscreen.tap(again.x, again.y);
      row.taps++;
      if (await poll(() => target.effect(page, startUrl), 500)) break;
    }
    const worked = row.firstTapWorked || (await target.effect(page, startUrl).catch(() => false));
    if (worked && fcp !== null && Number.isFinite(tapAt)) row.timeToWorkingTapMs = Math.max(0, Math.round(tapAt - fcp));
  } catch (error) {
    row.error = String(error).split("\n")[0]!.slice(0, 300);
  } finally {
    await context.close();
  }
  return row;
}

/** Visits of the quiz whose median INP is reported (odd: the median is one visit). */
const QUIZ_INP_VISITS = 3;

/** The quiz steps one after another on a hydrated home page; INP = the worst interaction. */
async function measureQuizInp(browser: Browser, origin: string): Promise<QuizInpResult> {
  const { context, page } = await throttledContext(browser);
  const out: QuizInpResult = { inpMs: null, interactions: 0, steps: [] };
  try {
    await page.goto(origin + "/", { waitUntil: "load", timeout: 60_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const worstSince = async (from: number) =>
      page.evaluate((i) => {
        const events = (window as unknown as { __events: { duration: number }[] }).__events ?? [];
        return { worst: Math.max(0, ...events.slice(i).map((e) => e.duration)), count: events.length };
      }, from);
    let seen = (await worstSince(0)).count;
    const step = async (name: string, act: () => Promise<void>) => {
      await act();
      await page.waitForTimeout(450); // the step fade (300 ms) and the next paint
      const { worst, count } = await worstSince(seen);
      seen = count;
      out.steps.push({ step: name, ms: Math.round(worst) });
    };
    const tap = async (selector: string) => {
      const at = await whenPainted(page, selector, 20_000);
      await page.touchscreen.tap(at.x, at.y);
    };
    const next = () => tap('#quiz button[type="submit"]:not([name])');
    await step("Começar", () => tap('#quiz button[type="submit"]'));
    await step("nome", async () => {
      await tap('#quiz input[name="name"]');
      await page.keyboard.type("Maria", { delay: 60 });
    });
    await step("Continuar (nome)", next);
    for (const [field, value] of [
      ["gender", "feminino"],
      ["ageRange", "26-35"],
      ["objective", "sono"],
      ["symptoms", "cansaco"],
      ["dietaryHabits", "pouca_agua"],
      ["expectations", "resultados_consistentes"],
    ] as const) {
      await step(`escolha (${field})`, () => tap(`#quiz input[name="${field}"][value="${value}"]`));
      if (field !== "expectations") await step(`Continuar (${field})`, next);
    }
    const events = await page.evaluate(() => (window as unknown as { __events: { id: number }[] }).__events ?? []);
    out.interactions = new Set(events.map((e) => e.id)).size;
    out.inpMs = Math.round((await worstSince(0)).worst);
  } catch (error) {
    out.error = String(error).split("\n")[0]!.slice(0, 300);
  } finally {
    await context.close();
  }
  return out;
}

/** Characters of `typed` found, in order, in `value` (a dropped keystroke counts once). */
export function keptCharacters(typed: string, value: string): number {
  let kept = 0;
  let at = 0;
  for (const ch of typed) {
    const found = value.indexOf(ch, at);
    if (found < 0) continue;
    kept++;
    at = found + 1;
  }
  return kept;
}

async function measureKeystrokes(browser: Browser, origin: string, path: string): Promise<KeystrokeResult> {
  const typed = "Maria da Silva";
  const { context, page } = await throttledContext(browser);
  const out: KeystrokeResult = { path, typed: typed.length, kept: 0, value: "" };
  try {
    const selector = ORDER_NAME_FIELD;
    void page.goto(origin + path, { waitUntil: "commit", timeout: 60_000 }).catch(() => undefined);
    await page.waitForURL(origin + path, { waitUntil: "commit", timeout: 60_000 });
    const at = await whenPainted(page, selector);
    await page.touchscreen.tap(at.x, at.y);
    await page.keyboard.type(typed, { delay: 80 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.locator("#order-form[data-ready]").waitFor({ state: "attached", timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    out.value = await page.locator(selector).first().inputValue();
    out.kept = keptCharacters(typed, out.value);
  } catch (error) {
    out.error = String(error).split("\n")[0]!.slice(0, 300);
  } finally {
    await context.close();
  }
  return out;
}

function targets(productPath: string, planPath: string): TapTarget[] {
  const hasText = (page: Page, text: string) => page.getByText(text).first().isVisible();
  return [
    {
      page: "home",
      path: "/",
      control: "Começar",
      selector: '#quiz button[type="submit"]',
      effect: (page) => page.getByRole("heading", { name: "Como podemos chamar você?" }).isVisible(),
    },
    {
      page: "loja",
      path: "/loja",
      control: "menu",
      selector: 'button[aria-label="Abrir menu"]',
      effect: (page) => page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Receitas" }).isVisible(),
    },
    {
      page: "loja",
      path: "/loja",
      control: "link de produto",
      selector: 'main a[href^="/produto/"]',
      effect: (page) => Promise.resolve(/\/produto\/\d+$/.test(new URL(page.url()).pathname)),
    },
    {
      page: "produto",
      path: productPath,
      control: "Adicionar ao carrinho",
      selector: 'main form[action="/cart"] button[type="submit"]',
      effect: async (page) =>
        (await hasText(page, "Produto adicionado ao carrinho")) ||
        (await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith("-cart") && (localStorage.getItem(k) ?? "[]") !== "[]"))) ||
        (await hasText(page, "ao seu carrinho.")),
    },
    {
      page: "plano",
      path: planPath,
      control: "1º campo do pedido (nome)",
      selector: ORDER_NAME_FIELD,
      effect: (page) => page.evaluate((sel) => document.activeElement?.matches(sel) === true, ORDER_NAME_FIELD),
    },
  ];
}

export async function measureFirstTap(origin: string, pages: { productPath: string; planPath: string }): Promise<FirstTapData> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, timeout: 30_000 });
  try {
    const taps: TapResult[] = [];
    for (const target of targets(pages.productPath, pages.planPath)) taps.push(await measureTap(browser, origin, target));
    const keystrokes = [await measureKeystrokes(browser, origin, pages.planPath)];
    const visits: QuizInpResult[] = [];
    for (let i = 0; i < QUIZ_INP_VISITS; i++) visits.push(await measureQuizInp(browser, origin));
    const measured = visits.filter((v) => v.inpMs !== null).sort((a, b) => a.inpMs! - b.inpMs!);
    const median = measured[Math.floor((measured.length - 1) / 2)] ?? visits[0]!;
    const quizInp: QuizInpRuns = { ...median, runs: visits.map((v) => v.inpMs) };
    return { profile: MOBILE_PROFILE, taps, keystrokes, quizInp };
  } finally {
    await browser.close();
  }
}

// Alone: tsx scripts/bench/first-tap.ts http://127.0.0.1:PORT /produto/1
if (process.argv[1]?.endsWith("first-tap.ts") && process.argv[2]) {
  measureFirstTap(process.argv[2], { productPath: process.argv[3] ?? "/produto/1", planPath: "/plano-emagrecimento" })
    .then((d) => console.log(JSON.stringify(d, null, 2)))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
