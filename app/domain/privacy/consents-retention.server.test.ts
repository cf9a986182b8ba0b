import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consents, products, quizEvents, rateLimitWindows } from "~/db/schema";
import { findAdminOrder, orderContactLinks } from "~/domain/admin/orders.server";
import { placeFunnelOrder } from "~/domain/orders/funnel-order.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { orderFormFields } from "../../../tests/support/factories";
import { type TestServices, testServices } from "../../../tests/support/services";
import { revokeConsent } from "./consents.server";
import { deleteOldFunnelEvents, deleteOldRateLimitRows } from "./retention.server";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

let n = 0;
const key = () => `consent-ret-${Date.now()}-${++n}-abcdef`;

describeEachDatabase("consents and retention", (get) => {
  let services: TestServices;
  let productId: number;

  beforeAll(async () => {
    services = testServices(get());
    productId = (await services.db.insert(products).values({ name: "Lift Detox", priceCents: 14700 }).returning())[0]!.id;
  });
  afterAll(async () => {
    await services?.mailer.stop();
  });

  async function placed(whatsapp: boolean) {
    const fields = orderFormFields({ productId: String(productId), idempotencyKey: key(), email: `b${++n}@example.com` });
    if (whatsapp) fields.acceptedWhatsapp = "on";
    else delete fields.acceptedWhatsapp;
    const outcome = await placeFunnelOrder(services, form(fields), null);
    if (!outcome.ok) throw new Error(outcome.formError);
    return outcome.orderId;
  }

  const links = async (orderId: string) => {
    const details = (await findAdminOrder(services, orderId))!;
    return orderContactLinks(services.config, { ...details, status: "new" });
  };

  it("offers the admin's WhatsApp link only with consent, and stops once it is revoked", async () => {
    const orderId = await placed(true);
    expect((await links(orderId)).whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect((await links(orderId)).whatsappConsent).toBe(true);

    const now = new Date("2026-11-26T12:00:00Z");
    expect(await revokeConsent(services.db, { purpose: "whatsapp", orderId }, now)).toBe(1);
    const [row] = await services.db
      .select()
      .from(consents)
      .where(and(eq(consents.orderId, orderId), eq(consents.purpose, "whatsapp")));
    expect(row!.revokedAt?.toISOString()).toBe(now.toISOString());
    expect(await links(orderId)).toMatchObject({ whatsappUrl: null, whatsappConsent: false });
  });

  it("offers no WhatsApp link when the buyer did not opt in", async () => {
    const orderId = await placed(false);
    expect(await links(orderId)).toMatchObject({ whatsappUrl: null, whatsappConsent: false });
  });

  it("deletes rate-limit rows and funnel events past their period and keeps newer ones", async () => {
    const now = new Date("2026-11-26T12:00:00Z");
    await services.db.insert(rateLimitWindows).values([
      { key: "ret:old", windowStart: new Date("2026-04-01T00:00:00Z"), count: 1 },
      { key: "ret:new", windowStart: new Date("2026-11-01T00:00:00Z"), count: 1 },
    ]);
    expect(await deleteOldRateLimitRows(services.db, now, 6)).toBeGreaterThanOrEqual(1);
    const keys = (await services.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((r) => r.key);
    expect(keys).toContain("ret:new");
    expect(keys).not.toContain("ret:old");

    await services.db.insert(quizEvents).values([
      { visitId: "ret-old", kind: "started", createdAt: new Date("2025-01-01T00:00:00Z") },
      { visitId: "ret-new", kind: "started", createdAt: new Date("2026-10-01T00:00:00Z") },
    ]);
    expect(await deleteOldFunnelEvents(services.db, now, 12)).toBeGreaterThanOrEqual(1);
    const visits = (await services.db.select({ v: quizEvents.visitId }).from(quizEvents)).map((r) => r.v);
    expect(visits).toContain("ret-new");
    expect(visits).not.toContain("ret-old");
  });
});
