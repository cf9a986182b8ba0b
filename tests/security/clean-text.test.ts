// Issue 24, class 9, against the production build on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL: control characters, bidi overrides and
// line breaks typed into single-line fields are removed at the schema, so they
// never reach the admin's views, the carrier's CSV, the WhatsApp message or the
// emails (read as the outbox page shows them). Issue 34: so are the invisible
// format characters (Unicode Cf: zero-width space and joiner, word joiner,
// soft hyphen), and an email outside HTML's email grammar is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { LAST_ORDER_COOKIE } from "~/domain/orders/placement/last-order.server";
import { EMAIL_MESSAGE } from "~/lib/email";
import type { OutboxTemplate } from "~/db/schema";
import { wrapPostgres } from "~/db/postgres.server";
import { orderEmailRenderer } from "~/domain/orders/placement/order-emails.server";
import {
  Client,
  createPostgresDatabase,
  ENGINES,
  nextIp,
  TEST_SESSION_SECRET,
  type RunningServer,
  startAppServer,
  type TestPostgres,
} from "./support/app";
import { newAdmin, type Person } from "./support/identities";
import { catalogOf, orderForm } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

/** A right-to-left override, its pop, an isolate, a bell, the BOM, line breaks of every kind, and invisible format characters. */
const HOSTILE = [
  ...["\u202e", "\u202c", "\u2066", "\u0007", "\ufeff", "\r\n", "\u2028", "\u0085", "\t"],
  ...["\u200b", "\u200d", "\u200e", "\u2060", "\u00ad"],
];
const dirty = (words: string) => words.split(" ").join(`${HOSTILE.join("")} `);

/** The hostile characters found in a text, as code points (empty when clean). */
function hostileIn(text: string): string[] {
  return [...new Set([...text].filter((ch) => HOSTILE.some((h) => h !== "\r\n" && h.includes(ch)) || ch === "\r"))].map(
    (ch) => `U+${ch.codePointAt(0)!.toString(16).padStart(4, "0")}`,
  );
}

describe.each(ENGINES)("single-line text reaches the panel, the CSV, WhatsApp and the emails clean (%s)", (engine) => {
  let pg: TestPostgres | null = null;
  let server: RunningServer;
  let admin: Person;
  let orderId: string;

  const resources = resourcesForAll();
  beforeAll(async () => {
    pg = engine === "PostgreSQL" ? await resources.start(createPostgresDatabase("lift_txt"), (p) => p.drop()) : null;
    server = await resources.start(
      startAppServer({ trustProxy: true, env: { OUTBOX_PAGE: "true" }, ...(pg ? { databaseUrl: pg.url } : {}) }),
      (s) => s.stop(),
    );
    admin = await newAdmin(server.url, true);
    const [productId] = (await catalogOf(new Client(server.url))).productIds;
    const buyer = new Client(server.url, nextIp());
    const placed = await buyer.post("/api/pedidos", {
      form: orderForm(productId!, {
        js: "",
        // The buyer opts in to WhatsApp (LGPD, issue 28): only then the panel offers the ready message.
        acceptedWhatsapp: "on",
        fullName: dirty("Ana Beatriz Souza"),
        street: dirty("Rua das Flores"),
        neighborhood: dirty("Vila Nova"),
        city: dirty("São Paulo"),
        complement: dirty("Apto 12"),
        referencePoint: dirty("Perto da padaria"),
      }),
    });
    expect(placed.status, placed.text.slice(0, 300)).toBe(303);
    orderId = decodeURIComponent(buyer.cookies.get(LAST_ORDER_COOKIE) ?? "").split(".")[0]!;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the order keeps the name and address as one clean line, and the panel shows them so", async () => {
    const page = await admin.client.get(`/admin/pedidos/${orderId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Ana Beatriz Souza");
    expect(page.text).toContain("Rua das Flores");
    expect(hostileIn(page.text)).toEqual([]);
    // The ready WhatsApp message is built from the same record: nothing hostile percent-encoded in it either.
    const whatsapp = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(page.text)?.[1];
    expect(whatsapp, "link do WhatsApp no pedido").toBeTruthy();
    expect(hostileIn(decodeURIComponent(whatsapp!.replaceAll("&amp;", "&")))).toEqual([]);
  });

  it("the carrier's spreadsheet has one line per order, with no control or direction marks", async () => {
    const csv = await admin.client.get("/admin/pedidos.csv");
    expect(csv.status).toBe(200);
    const row = csv.text.split("\r\n").find((line) => line.includes("Ana Beatriz Souza"));
    expect(row, "linha do pedido no CSV").toBeTruthy();
    expect(row).toContain("Rua das Flores");
    expect(row).toContain("Perto da padaria");
    expect(hostileIn(csv.text.replace(/\r\n/g, "\n").replaceAll("\n", ""))).toEqual([]);
  });

  it("os emails do pedido (cliente e loja) não levam os caracteres", async () => {
    // The order's emails are written from its record when read (decision 042): the outbox page shows them so.
    const page = await new Client(server.url).get("/dev/emails");
    expect(page.status).toBe(200);
    const mails = [...page.text.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
    const about = mails.filter((m) => m.includes("Rua das Flores"));
    expect(about.map((m) => /Novo pedido|recebemos seu pedido/.exec(m)?.[0]).sort()).toEqual([
      "Novo pedido",
      "recebemos seu pedido",
    ]);
    // Plain-text emails have their own line breaks; only the hostile marks count there.
    for (const mail of about) expect(hostileIn(mail.replace(/\r?\n/g, ""))).toEqual([]);
  });

  it.runIf(engine === "PostgreSQL")("o assunto, o HTML e o texto dos emails do pedido, como o mailer os escreve", async () => {
    // The page shows subject and text; the HTML part is read as delivery writes it, through the one renderer.
    const rows = await pg!.sql<{ to: string; template: OutboxTemplate; orderId: string }[]>`
      SELECT "to", template, order_id AS "orderId" FROM email_outbox WHERE order_id = ${orderId}`;
    expect(rows.map((r) => r.template).sort()).toEqual(["order-new-shop", "order-received"]);
    const render = orderEmailRenderer({ brandName: "Lift", publicUrl: server.url, sessionSecret: TEST_SESSION_SECRET });
    for (const mail of await render(wrapPostgres(pg!.sql).db, rows)) {
      expect(mail!.text).toContain("Rua das Flores");
      expect(hostileIn(mail!.subject)).toEqual([]);
      expect(hostileIn(mail!.html ?? "")).toEqual([]);
      expect(hostileIn(mail!.text.replace(/\r?\n/g, ""))).toEqual([]);
    }
  });

  it("an order whose email is not an email (x\"><svg/onload=alert(1)>@probe.test) is refused with the field's message", async () => {
    const [productId] = (await catalogOf(new Client(server.url))).productIds;
    const buyer = new Client(server.url, nextIp());
    const answer = await buyer.post("/api/pedidos", {
      form: orderForm(productId!, { js: "1", email: `x"><svg/onload=alert(1)>@probe.test` }),
    });
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(JSON.stringify(EMAIL_MESSAGE).slice(1, -1));
    expect(buyer.cookies.get(LAST_ORDER_COOKIE)).toBeUndefined();
  });
});
