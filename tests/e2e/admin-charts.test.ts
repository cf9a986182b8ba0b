// Resultados and Funil in Chromium at 1280×800 and 390 px: the admin signs in,
// opens both pages over the seeded demo history, and every number in the
// charts' tables equals SQL over the same database; the charts fit the screen
// (no sideways scroll at 1280) and each page leaves a screenshot in /tmp/shots/.
import fs from "node:fs";
import path from "node:path";
import { createPglite } from "~/db/client.server";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { FUNNEL_STAGES } from "~/domain/quiz/quiz-events";
import { DEMO_DAYS } from "../../scripts/seed/demo-orders";
import { type RunningServer, TEST_ADMIN_PASSWORD } from "./support/server";
import { resourcesForAll } from "./support/fixtures";
import { fitsWidth } from "./support/shop";

const SHOTS = "/tmp/shots";
const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;

const isoDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(d);
const today = isoDay(new Date());
const from = isoDay(new Date(Date.now() - (DEMO_DAYS + 7) * 24 * 60 * 60_000));
const range = `de=${from}&ate=${today}`;

type Row = Record<string, number | null>;
/** One group's counts, as countsSql selects them. */
interface Counts {
  placed: number;
  shipped: number;
  failed: number;
  delivered: number;
  deliveredPaid: number;
  deliveredUnpaid: number;
  toCollectCents: number;
}
interface Expected {
  weeks: Map<string, Counts>;
  states: Map<string, Counts>;
  stages: Map<string, number>;
}
let expected: Expected;

const periodSql = `o.created_at >= ('${from}'::date::timestamp AT TIME ZONE 'America/Sao_Paulo')
  AND o.created_at < (('${today}'::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
const countsSql = (group: string) => `
  SELECT ${group} AS key,
    count(*)::int AS placed,
    count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.field = 'status' AND e.to_value = 'shipped')
      OR o.status IN ('shipped', 'delivered', 'failed', 'reshipping'))::int AS shipped,
    count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.field = 'status' AND e.to_value = 'failed')
      OR o.status IN ('failed', 'reshipping'))::int AS failed,
    count(*) FILTER (WHERE o.status = 'delivered')::int AS delivered,
    count(*) FILTER (WHERE o.status = 'delivered' AND o.payment_status = 'paid')::int AS "deliveredPaid",
    count(*) FILTER (WHERE o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid'))::int AS "deliveredUnpaid",
    COALESCE(sum(o.total_cents) FILTER (WHERE o.status = 'delivered' AND o.payment_status IN ('pending', 'unpaid')), 0)::int AS "toCollectCents"
  FROM orders o WHERE ${periodSql} GROUP BY 1`;

/** What SQL says over the server's own database (PGlite: one process at a time, so the server is stopped meanwhile). */
async function readExpected(dataDir: string): Promise<Expected> {
  const pg = await createPglite(path.join(dataDir, "pgdata"));
  try {
    const byKey = (rows: (Counts & { key: string })[]) => new Map(rows.map(({ key, ...counts }) => [key, counts]));
    const weeks = await pg.query<Counts & { key: string }>(
      countsSql(`to_char(date_trunc('week', o.created_at AT TIME ZONE 'America/Sao_Paulo'), 'YYYY-MM-DD')`),
    );
    const states = await pg.query<Counts & { key: string }>(countsSql(`upper(o.delivery_state)`));
    const stages = await pg.query<{ kind: string; step: string | null; visits: number }>(`
      SELECT q.kind, q.step, count(DISTINCT q.visit_id)::int AS visits FROM quiz_events q
      WHERE q.visit_id IN (SELECT visit_id FROM quiz_events WHERE kind = 'started'
        AND created_at >= ('${from}'::date::timestamp AT TIME ZONE 'America/Sao_Paulo')
        AND created_at < (('${today}'::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'))
      GROUP BY q.kind, q.step`);
    return {
      weeks: byKey(weeks.rows),
      states: byKey(states.rows),
      stages: new Map(
        FUNNEL_STAGES.map((s) => [s.key, stages.rows.find((r) => r.kind === s.kind && (r.step ?? null) === s.step)?.visits ?? 0]),
      ),
    };
  } finally {
    await pg.close();
  }
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // First start seeds the demo history; read it with SQL; then serve it again.
  const first = await resources.server({ timeoutMs: 180_000 });
  await first.stop();
  expected = await readExpected(first.dataDir);
  [server, browser] = await Promise.all([resources.server({ dataDir: first.dataDir, timeoutMs: 180_000 }), resources.browser()]);
}, 300_000);

async function signedIn(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/resultados?${range}`);
  const password = page.getByLabel("Senha");
  await password.fill(TEST_ADMIN_PASSWORD);
  await password.press("Enter");
  await page.getByRole("heading", { level: 1, name: "Resultados" }).waitFor();
  return page;
}

/** A chart table's rows as {key → {column → raw value}} (the data-value of each cell). */
async function tableValues(page: Page, testId: string): Promise<Map<string, Row>> {
  const rows = await page.getByTestId(testId).evaluate((table) =>
    [...table.querySelectorAll("tbody tr")].map((tr) => ({
      key: tr.getAttribute("data-key") ?? "",
      cells: Object.fromEntries(
        [...tr.querySelectorAll("td[data-column]")].map((td): [string, number | null] => {
          const v = td.getAttribute("data-value");
          return [td.getAttribute("data-column") ?? "", v === "" || v === null ? null : Number(v)];
        }),
      ),
    })),
  );
  return new Map(rows.map((r) => [r.key, r.cells]));
}

/** Every chart is an image with a name, and fits the viewport. */
async function chartsFit(page: Page, count: number): Promise<void> {
  const charts = page.locator('svg[role="img"]');
  expect(await charts.count()).toBeGreaterThanOrEqual(count);
  const width = page.viewportSize()!.width;
  for (const chart of await charts.all()) {
    expect(await chart.locator("title").first().textContent()).toBeTruthy();
    const box = (await chart.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  }
}

const ratio = (part: number | null, whole: number | null) => (whole ? (part ?? 0) / whole : null);

describe("Resultados and Funil charts", () => {
  it("Resultados: the weekly charts and the state map show what SQL counts, at 1280 px and 390 px", async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const page = await signedIn(width, height);
      await chartsFit(page, 4);
      const weeks = await tableValues(page, "tabela-semanas");
      expect(weeks.size).toBeGreaterThan(15);
      let placed = 0;
      for (const [week, row] of weeks) {
        const sql = expected.weeks.get(week) ?? {
          placed: 0,
          shipped: 0,
          failed: 0,
          delivered: 0,
          deliveredPaid: 0,
          deliveredUnpaid: 0,
          toCollectCents: 0,
        };
        expect(row, week).toEqual({
          ...sql,
          deliveryRate: ratio(sql.delivered, sql.shipped),
          paymentRate: ratio(sql.deliveredPaid, sql.delivered),
        });
        placed += row.placed ?? 0;
      }
      expect(placed).toBe([...expected.weeks.values()].reduce((s, r) => s + (r.placed ?? 0), 0));
      // The period's figures (issue 38): Frustrados and Entregues e não pagos next to the others, as SQL counts them.
      const total = (key: keyof Counts) => [...expected.weeks.values()].reduce((s, r) => s + r[key], 0);
      for (const [label, key] of [
        ["Frustrados", "failed"],
        ["Entregues e não pagos", "deliveredUnpaid"],
        ["Entregues e pagos", "deliveredPaid"],
        ["Entregues", "delivered"],
      ] as const) {
        const figure = page
          .getByLabel("Números do período")
          .locator("div")
          .filter({ has: page.getByRole("term").getByText(label, { exact: true }) });
        expect(await figure.locator("dd").first().textContent(), label).toBe(total(key).toLocaleString("pt-BR"));
      }

      const states = await tableValues(page, "tabela-estados");
      expect([...states.keys()].sort()).toEqual([...expected.states.keys()].sort());
      for (const [uf, row] of states) {
        const sql = expected.states.get(uf)!;
        expect(row, uf).toEqual({
          placed: sql.placed,
          shipped: sql.shipped,
          delivered: sql.delivered,
          deliveredPaid: sql.deliveredPaid,
          deliveryRate: ratio(sql.delivered, sql.shipped),
          paymentRate: ratio(sql.deliveredPaid, sql.delivered),
        });
      }
      // The map: 27 states, coloured, and a toggle (a plain link) to the payment rate.
      expect(await page.locator("svg path[data-uf]").count()).toBe(27);
      await page.screenshot({ path: `${SHOTS}/admin-resultados-${width}.png`, fullPage: true });
      if (width === 1280) {
        await fitsWidth(page, "Resultados");
        await page.getByRole("link", { name: "Taxa de pagamento" }).click();
        await page.waitForURL(/mapa=pagamento/);
        await page.getByRole("heading", { name: "Taxa de pagamento por estado" }).waitFor();
        await fitsWidth(page, "Resultados (taxa de pagamento)");
        await page.screenshot({ path: `${SHOTS}/admin-resultados-pagamento-${width}.png`, fullPage: true });
      }
      await page.context().close();
    }
  });

  it("Funil: the funnel shows the visitors SQL counts at each quiz step, at 1280 px and 390 px", async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const page = await signedIn(width, height);
      await page.goto(`${server.url}/admin/funil?${range}`);
      await page.getByRole("heading", { level: 1, name: "Funil" }).waitFor();
      await chartsFit(page, 1);
      const stages = await tableValues(page, "tabela-funil");
      const started = expected.stages.get("started")!;
      expect(started).toBeGreaterThan(0);
      expect([...stages.keys()]).toEqual(FUNNEL_STAGES.map((s) => s.key));
      FUNNEL_STAGES.forEach((stage, i) => {
        const visits = expected.stages.get(stage.key)!;
        const previous = i === 0 ? null : expected.stages.get(FUNNEL_STAGES[i - 1]!.key)!;
        expect(stages.get(stage.key), stage.key).toEqual({
          visits,
          shareOfStarted: visits / started,
          dropOff: previous === null ? null : previous - visits,
          dropOffRate: previous === null ? null : ratio(previous - visits, previous),
        });
      });
      if (width === 1280) await fitsWidth(page, "Funil");
      await page.screenshot({ path: `${SHOTS}/admin-funil-${width}.png`, fullPage: true });
      await page.context().close();
    }
  });
});
