// Dates in the back office on an English browser (Chromium started with
// --lang=en-US, an en-US context in New York): Resultados' and Funil's period
// fields read and take dd/mm/aaaa, never the browser's 10/29/2026; the links
// the pages made before (ISO days in ?de=&ate=) still open the same period;
// and without scripts the server takes dd/mm/aaaa and answers a day that does
// not exist with the field's message and what was typed.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PERIOD_MESSAGES } from "~/domain/admin/forms/period";
import { launchBrowser } from "./support/browser";
import { resourcesForAll } from "./support/fixtures";
import type { RunningServer } from "./support/server";
import { hydrated, signInAdmin } from "./support/shop";

const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
const ENGLISH = { locale: "en-US", timezoneId: "America/New_York", viewport: { width: 1280, height: 900 } };

beforeAll(async () => {
  [server, browser] = await Promise.all([resources.server(), resources.start(launchBrowser(["--lang=en-US"]), (b) => b.close())]);
});

const periodFields = (page: Page) => ({
  from: page.getByLabel("De", { exact: true }),
  to: page.getByLabel("Até", { exact: true }),
});

async function expectDayField(page: Page, label: "De" | "Até", value: string) {
  const field = page.getByLabel(label, { exact: true });
  expect(await field.getAttribute("type")).toBe("text");
  expect(await field.getAttribute("inputmode")).toBe("numeric");
  expect(await field.inputValue()).toBe(value);
  // What the screen shows is the value itself, not a native picker's rendering of it.
  expect(await field.evaluate((input: HTMLInputElement) => input.value)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
}

describe("the admin's dates on an English browser", () => {
  it("Resultados and Funil read and take their period as dd/mm/aaaa; the older ISO links still work", async () => {
    const page = await resources.page(browser, ENGLISH);
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");

    // An ISO link, as the pages made them (and still make them between Funil and Resultados).
    await page.goto(`${server.url}/admin/resultados?de=2026-06-01&ate=2026-06-07`);
    await hydrated(page);
    await signInAdmin(page);
    await page.getByRole("heading", { name: "Resultados" }).waitFor();
    await page
      .getByText(/de 01\/06\/2026 a 07\/06\/2026/)
      .first()
      .waitFor();
    await expectDayField(page, "De", "01/06/2026");
    await expectDayField(page, "Até", "07/06/2026");

    // Digits typed become dd/mm/aaaa, and the page shows that period.
    const { from, to } = periodFields(page);
    await from.fill("");
    await from.pressSequentially("15052026");
    expect(await from.inputValue()).toBe("15/05/2026");
    await page.getByRole("button", { name: "Ver", exact: true }).click();
    await page.waitForURL(/de=15%2F05%2F2026/);
    await page
      .getByText(/de 15\/05\/2026 a 07\/06\/2026/)
      .first()
      .waitFor();
    await expectDayField(page, "De", "15/05/2026");

    // A day that does not exist is refused in the browser, under its field, and the page stays.
    await to.fill("");
    await to.pressSequentially("31022026");
    await page.getByRole("button", { name: "Ver", exact: true }).click();
    await page.getByText(PERIOD_MESSAGES.invalid).waitFor();
    expect(await to.getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toContain("ate=07%2F06%2F2026");
    await page
      .getByText(/de 15\/05\/2026 a 07\/06\/2026/)
      .first()
      .waitFor();

    // Funil, through the link Resultados gives it (ISO), and its own form.
    await page.goto(`${server.url}/admin/funil?de=2026-06-01&ate=2026-06-07`);
    await hydrated(page);
    await expectDayField(page, "De", "01/06/2026");
    await expectDayField(page, "Até", "07/06/2026");
    await periodFields(page).to.fill("");
    await periodFields(page).to.pressSequentially("10062026");
    await page.getByRole("button", { name: "Ver período" }).click();
    await page.waitForURL(/ate=10%2F06%2F2026/);
    await page.getByText(/iniciaram o quiz de 01\/06\/2026 a 10\/06\/2026/).waitFor();
    await expectDayField(page, "Até", "10/06/2026");
    // Its link to Resultados carries the same period.
    const toResults = page.getByRole("link", { name: /Depois do pedido/ });
    expect(await toResults.getAttribute("href")).toBe("/admin/resultados?de=2026-06-01&ate=2026-06-10");
  });

  it("without scripts, the server takes dd/mm/aaaa and answers a wrong day under its field", async () => {
    const page = await resources.page(browser, { ...ENGLISH, javaScriptEnabled: false });
    await page.goto(`${server.url}/admin/funil`);
    await signInAdmin(page);
    await page.getByRole("heading", { name: "Funil" }).waitFor();
    const { from, to } = periodFields(page);
    expect(await from.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await from.fill("01/06/2026");
    await to.fill("07/06/2026");
    await page.getByRole("button", { name: "Ver período" }).click();
    await page.getByText(/iniciaram o quiz de 01\/06\/2026 a 07\/06\/2026/).waitFor();
    expect(await from.inputValue()).toBe("01/06/2026");

    // 31/02 has the right shape (the browser lets it go) and no day: the server says so and keeps what was typed.
    await from.fill("31/02/2026");
    await page.getByRole("button", { name: "Ver período" }).click();
    await page.getByText(PERIOD_MESSAGES.invalid).waitFor();
    expect(await from.inputValue()).toBe("31/02/2026");
    expect(await from.getAttribute("aria-invalid")).toBe("true");
  });
});
