// Live updates across processes: two app servers on one PostgreSQL; a product
// hidden by another process disappears from an open /loja within 2 seconds.
import postgres from "postgres";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";
import type { RunningServer } from "./support/server";
import { dropDatabase } from "../support/drop-database";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("live updates on PostgreSQL with two server processes", () => {
  let a: RunningServer;
  let b: RunningServer;
  let browser: Browser;
  let sql: postgres.Sql;
  const name = `lift_live_${Date.now()}`;

  const resources = resourcesForAll();
  const each = resourcesForEach();

  beforeAll(async () => {
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    // Dropped last, once nothing uses it.
    resources.add(name, async () => {
      const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
      try {
        await dropDatabase(admin, name);
      } finally {
        await admin.end();
      }
    });
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), SESSION_SECRET: "s".repeat(40) };
    a = await resources.server({ env });
    b = await resources.server({ env });
    sql = resources.add(postgres(url.toString(), { max: 1, onnotice: () => {} }), (s) => s.end());
    browser = await resources.browser();
  });

  async function firstEvent(server: RunningServer): Promise<string> {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/events?topics=products`, { signal: controller.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    let text = "";
    while (!text.includes("event: change")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    return text;
  }

  it("removes a hidden product from an open /loja page within 2 seconds, on both servers", async () => {
    const page = await each.page(browser);
    await page.goto(`${a.url}/loja`);
    await page.getByRole("link", { name: "Dormirex" }).first().waitFor();
    // The page's event stream is open once the browser has received 'ready'.
    await page.waitForFunction(() => document.documentElement.dataset.live === "ready");
    const onB = firstEvent(b);
    await new Promise((r) => setTimeout(r, 200));

    const hiddenAt = Date.now();
    await sql`UPDATE products SET visible = false WHERE handle = 'dormirex'`;
    await page.getByRole("link", { name: "Dormirex" }).first().waitFor({ state: "detached", timeout: 2000 });
    const elapsed = Date.now() - hiddenAt;
    console.log(`produto oculto sumiu da /loja em ${elapsed} ms`);
    expect(elapsed).toBeLessThan(2000);
    expect(await onB).toContain('"topic":"products"');
    await page.close();
  });

  it("refuses an events request without a known topic", async () => {
    const res = await fetch(`${a.url}/events?topics=users`);
    expect(res.status).toBe(400);
  });
});
