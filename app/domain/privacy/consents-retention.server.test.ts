import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { authTokens, consents, orders, quizEvents, rateLimitWindows, sessions } from "~/db/schema";
import { findAdminOrder, orderContactLinks } from "~/domain/orders/back-office/orders.server";
import { placeFunnelOrder } from "~/domain/orders/placement/funnel-order.server";
import { insertUser } from "../../../tests/support/builders/accounts";
import { formData, freshIdempotencyKey, orderFormFields } from "../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../tests/support/database";
import { shopSuite } from "../../../tests/support/shop-suite";
import { revokeConsent } from "./consents.server";
import {
  anonymiseInactiveCustomers,
  anonymiseInactivePerson,
  deleteExpiredSessionsAndTokens,
  deleteOldFunnelEvents,
  deleteOldRateLimitRows,
  findInactivePeople,
  inactivePeopleIn,
  type PeopleCursor,
} from "./retention.server";

let n = 0;

describeEachDatabase("consents and retention", (get) => {
  const shop = shopSuite(get);

  async function placed(whatsapp: boolean) {
    const fields = orderFormFields({
      productId: String(shop.productId),
      idempotencyKey: freshIdempotencyKey("consent-ret"),
      email: `b${++n}@example.com`,
    });
    if (whatsapp) fields.acceptedWhatsapp = "on";
    else delete fields.acceptedWhatsapp;
    const outcome = await placeFunnelOrder(shop.services, formData(fields), null);
    if (!outcome.ok) throw new Error(outcome.formError);
    return outcome.orderId;
  }

  const links = async (orderId: string) => {
    const details = (await findAdminOrder(shop.services, orderId))!;
    return orderContactLinks(shop.services.config, { ...details, status: "new" });
  };

  it("offers the admin's WhatsApp link only with consent, and stops once it is revoked", async () => {
    const orderId = await placed(true);
    expect((await links(orderId)).whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect((await links(orderId)).whatsappConsent).toBe(true);

    const now = new Date("2026-11-26T12:00:00Z");
    expect(await revokeConsent(shop.services.db, { purpose: "whatsapp", orderId }, now)).toBe(1);
    const [row] = await shop.services.db
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
    await shop.services.db.insert(rateLimitWindows).values([
      { key: "ret:old", windowStart: new Date("2026-04-01T00:00:00Z"), count: 1 },
      { key: "ret:new", windowStart: new Date("2026-11-01T00:00:00Z"), count: 1 },
    ]);
    expect(await deleteOldRateLimitRows(shop.services.db, now, 6)).toBeGreaterThanOrEqual(1);
    const keys = (await shop.services.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((r) => r.key);
    expect(keys).toContain("ret:new");
    expect(keys).not.toContain("ret:old");

    await shop.services.db.insert(quizEvents).values([
      { visitId: "ret-old", kind: "started", createdAt: new Date("2025-01-01T00:00:00Z") },
      { visitId: "ret-new", kind: "started", createdAt: new Date("2026-10-01T00:00:00Z") },
    ]);
    expect(await deleteOldFunnelEvents(shop.services.db, now, 12)).toBeGreaterThanOrEqual(1);
    const visits = (await shop.services.db.select({ v: quizEvents.visitId }).from(quizEvents)).map((r) => r.v);
    expect(visits).toContain("ret-new");
    expect(visits).not.toContain("ret-old");
  });

  it("deletes expired sessions and expired or used tokens, and keeps live ones", async () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const user = await insertUser(shop.services.db, { email: `sessions-${++n}@example.com` });
    await shop.services.db.insert(sessions).values([
      { idHash: `old-${n}`, userId: user.id, expiresAt: new Date("2026-11-25T12:00:00Z") },
      { idHash: `live-${n}`, userId: user.id, expiresAt: new Date("2026-12-25T12:00:00Z") },
    ]);
    await shop.services.db.insert(authTokens).values([
      { userId: user.id, purpose: "reset_password", tokenHash: `expired-${n}`, expiresAt: new Date("2026-11-26T11:00:00Z") },
      {
        userId: user.id,
        purpose: "confirm_email",
        tokenHash: `used-${n}`,
        expiresAt: new Date("2026-11-27T12:00:00Z"),
        usedAt: new Date("2026-11-26T10:00:00Z"),
      },
      { userId: user.id, purpose: "reset_password", tokenHash: `live-${n}`, expiresAt: new Date("2026-11-26T13:00:00Z") },
    ]);
    await deleteExpiredSessionsAndTokens(shop.services.db, now);
    const left = await shop.services.db.select({ id: sessions.idHash }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([`live-${n}`]);
    const tokens = await shop.services.db
      .select({ hash: authTokens.tokenHash })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(tokens.map((r) => r.hash)).toEqual([`live-${n}`]);
  });

  it("anonymises a buyer with no order or sign-in for the period, keeping the order's fiscal fields", async () => {
    const orderId = await placed(false);
    const [before] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId));
    const email = before!.customerEmail!;
    const year = 365 * 24 * 3600 * 1000;
    // One year on, the buyer is not inactive for a 3-year period; four years on, they are.
    const soon = await findInactivePeople(shop.services.db, new Date(Date.now() + year), 3);
    expect(soon.some((p) => p.email === email)).toBe(false);
    const later = new Date(Date.now() + 4 * year);
    expect((await findInactivePeople(shop.services.db, later, 3)).some((p) => p.email === email)).toBe(true);
    // Walked one customer row (then one account) per statement, the rule meets the same people.
    const walked: (string | null)[] = [];
    let cursor: PeopleCursor | null = { customersAfter: null };
    let statements = 0;
    while (cursor) {
      const slice: Awaited<ReturnType<typeof inactivePeopleIn>> = await inactivePeopleIn(shop.services.db, later, 3, cursor, 1);
      walked.push(...slice.people.map((p) => p.email));
      cursor = slice.next;
      statements++;
    }
    expect(statements).toBeGreaterThan(2);
    expect(walked.sort()).toEqual((await findInactivePeople(shop.services.db, later, 3, 10_000)).map((p) => p.email).sort());

    await anonymiseInactiveCustomers(shop.services.db, later, 3, anonymiseInactivePerson);
    const [after] = await shop.services.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.customerName).toBe("Cliente anonimizado");
    expect(after!.customerEmail).not.toBe(email);
    expect(after!.number).toBe(before!.number);
    expect(after!.totalCents).toBe(before!.totalCents);
    expect(after!.createdAt).toEqual(before!.createdAt);
    expect((await findInactivePeople(shop.services.db, later, 3)).some((p) => p.email === email)).toBe(false);
  });
});
