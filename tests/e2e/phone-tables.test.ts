// The public pages' tables on a phone (390 px): /privacidade's tables become
// one short block per row, each value under its column's name, with nothing
// cut or scrolling sideways; on a desktop they are drawn as tables. Either
// way they stay tables for screen readers (each cell with its column header,
// the visible labels not read twice). /termos and the LGPD portal's data view
// fit the phone too.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startSmtp, type TestSmtp } from "../support/smtp";
import { resourcesForAll } from "./support/fixtures";
import type { RunningServer } from "./support/server";
import { fitsWidth, hydrated, placedOrderNumber } from "./support/shop";

const resources = resourcesForAll();
let server: RunningServer;
let browser: Browser;
let smtp: TestSmtp;
const PHONE = { viewport: { width: 390, height: 844 } };

beforeAll(async () => {
  smtp = resources.add(await startSmtp(), (s) => s.close());
  [server, browser] = await Promise.all([resources.server({ env: { SMTP_URL: smtp.url } }), resources.browser()]);
});

/** Every table of the page: its box against the window's, and its own sideways scroll. */
async function tableWidths(page: Page) {
  return page.locator("table").evaluateAll((tables) =>
    tables.map((t) => ({
      caption: t.querySelector("caption")?.textContent ?? "",
      right: Math.round(t.getBoundingClientRect().right),
      scrollWidth: t.scrollWidth,
      clientWidth: t.clientWidth,
      wrapperScroll: (t.parentElement?.scrollWidth ?? 0) - (t.parentElement?.clientWidth ?? 0),
      window: window.innerWidth,
    })),
  );
}

/** Each body row's cells: the visible text, and the column header they carry. */
async function rowsOf(page: Page, caption: string) {
  return page.getByRole("table", { name: caption }).evaluate((table: HTMLTableElement) => {
    const heads = [...table.tHead!.rows[0]!.cells].map((c) => (c.textContent ?? "").trim());
    return [...table.tBodies[0]!.rows].map((row) =>
      [...row.cells].map((cell, i) => ({ head: heads[i]!, text: cell.innerText.trim() })),
    );
  });
}

describe("tables on a phone", () => {
  it("/privacidade at 390 px: each row is a block of labelled values, nothing cut or scrolling sideways", async () => {
    const page = await resources.page(browser, PHONE);
    await page.goto(`${server.url}/privacidade`);
    await hydrated(page);
    await fitsWidth(page, "/privacidade a 390 px");
    const widths = await tableWidths(page);
    expect(widths.length).toBeGreaterThanOrEqual(3);
    for (const t of widths) {
      expect(t.right, `${t.caption}: passa da tela`).toBeLessThanOrEqual(t.window);
      expect(t.scrollWidth, `${t.caption}: rola para o lado`).toBeLessThanOrEqual(t.clientWidth);
      expect(t.wrapperScroll, `${t.caption}: cortada na moldura`).toBeLessThanOrEqual(0);
    }
    // The data-and-purposes table: each value shown under its column's name.
    const rows = await rowsOf(page, "Dados pessoais, finalidade e base legal");
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.map((c) => c.head)).toEqual(["Dados", "Para quê", "Base legal (LGPD)"]);
      for (const cell of row) expect(cell.text.startsWith(`${cell.head}\n`), `${cell.head}: ${cell.text}`).toBe(true);
    }
    // The column headers are hidden from sight only: screen readers still pair each cell with its header.
    const table = page.getByRole("table", { name: "Dados pessoais, finalidade e base legal" });
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(["Dados", "Para quê", "Base legal (LGPD)"]);
    const headerBox = await table.getByRole("row").first().boundingBox();
    expect(headerBox!.width * headerBox!.height).toBeLessThanOrEqual(1);
    const firstRow = table.getByRole("row").nth(1);
    expect(await firstRow.getByRole("rowheader").count()).toBe(1);
    expect(await firstRow.getByRole("cell").count()).toBe(2);
    // The visible labels are not read (the header is): a cell's accessible text is its value alone.
    const snapshot = await firstRow.ariaSnapshot();
    expect(snapshot).not.toMatch(/cell "Para quê/);
    await page.screenshot({ path: "/tmp/shots/privacidade-tabelas-390.png", fullPage: true });
  });

  it("/privacidade on a desktop draws them as tables, with their header row and no repeated labels", async () => {
    const page = await resources.page(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/privacidade`);
    const table = page.getByRole("table", { name: "Dados pessoais, finalidade e base legal" });
    expect(await table.getByRole("columnheader").first().isVisible()).toBe(true);
    const rows = await rowsOf(page, "Dados pessoais, finalidade e base legal");
    for (const cell of rows[0]!) expect(cell.text.startsWith(cell.head)).toBe(false);
    const display = await table.evaluate((t) => getComputedStyle(t).display);
    expect(display).toBe("table");
    await fitsWidth(page, "/privacidade a 1280 px");
  });

  it("/termos and the portal's data view fit a 390 px phone", async () => {
    const page = await resources.page(browser, PHONE);
    await page.goto(`${server.url}/termos`);
    await hydrated(page);
    await fitsWidth(page, "/termos a 390 px");

    // A buyer with long values (email, street) opens her data from the portal link.
    const email = "maria.eduarda.longuissimo.sobrenome.para.testar@example.com";
    await placedOrderNumber(server, {
      fullName: "Maria Eduarda de Albuquerque Cavalcanti Longuíssimo",
      whatsapp: "(81) 98877-6655",
      email,
      cpf: "529.982.247-25",
      street: "Avenida Governador Agamenon Magalhães Prolongamento Norte",
      complement: "Bloco B, apartamento 1502, torre residencial sul",
    });
    await page.goto(`${server.url}/privacidade/meus-dados`);
    await hydrated(page);
    await page.getByLabel("Email usado nos pedidos ou na conta").fill(email);
    await page.getByRole("button", { name: "Enviar link de acesso" }).click();
    const mail = await smtp.waitFor((m) => m.to.includes(email) && decodeMail(m.raw).includes("/privacidade/meus-dados?t="));
    const link = /(http:\/\/\S+\/privacidade\/meus-dados\?t=[A-Za-z0-9_.-]+)/.exec(decodeMail(mail.raw))![1]!;
    await page.goto(link.replace(/^http:\/\/[^/]+/, server.url));
    await page.getByRole("heading", { name: "Meus dados pessoais" }).waitFor();
    // Every group of records opened, as someone reading all of it would.
    for (const details of await page.locator("details").all()) await details.evaluate((d: HTMLDetailsElement) => (d.open = true));
    await fitsWidth(page, "portal a 390 px");
    await page.screenshot({ path: "/tmp/shots/portal-dados-390.png", fullPage: true });
  });
});
