// The idempotency fingerprint is keyed (issue 34, class 2): whoever guesses a
// buyer's name, email, phone, CPF and address cannot confirm them against a
// stored order, as they could with the plain SHA-256 orders used to keep; past
// the idempotency window the retention step clears it, on both engines.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customers, orders } from "~/db/schema";
import { clearOldFingerprints } from "~/domain/privacy/retention.server";
import { describeEachDatabase } from "../../../../tests/support/database";
import { deliveryDetails } from "../../../../tests/support/factories";
import { testServices, type TestServices } from "../../../../tests/support/services";
import { IDEMPOTENCY_WINDOW_MS, legacyRequestFingerprint, type OrderRequest, requestFingerprint } from "./order-record.server";

const request: OrderRequest = {
  source: "checkout",
  delivery: deliveryDetails(),
  items: [{ productId: 1, quantity: 2 }],
  userId: null,
};

describe("request fingerprint", () => {
  it("is an HMAC under the server's secret, not a hash anyone can recompute", () => {
    const a = requestFingerprint(request, "a".repeat(48));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint(request, "a".repeat(48))).toBe(a);
    expect(requestFingerprint(request, "b".repeat(48))).not.toBe(a);
    // What orders kept before migration 0012: SHA-256 of the canonical request, found by whoever guesses the details.
    expect(legacyRequestFingerprint(request)).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(legacyRequestFingerprint(request));
  });
});

describeEachDatabase("fingerprint retention", (get) => {
  let services: TestServices;
  beforeAll(() => {
    services = testServices(get());
  });

  it("clears fingerprints past the idempotency window in batches, and only those", async () => {
    const db = services.db;
    const [c] = await db.insert(customers).values({ name: "Ana", email: "ana.fp@example.com" }).returning();
    const now = new Date();
    const old = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS - 60_000);
    const rows = Array.from({ length: 5 }, (_, i) => ({
      customerId: c!.id,
      totalCents: 100,
      deliveryAddress: "SP",
      source: "checkout" as const,
      idempotencyKey: i === 0 ? `nojs-${"a".repeat(40)}` : `key-fingerprint-${i}-0000000`,
      idempotencyFingerprint: "f".repeat(64),
      createdAt: i < 3 ? old : now,
    }));
    const inserted = await db.insert(orders).values(rows).returning({ id: orders.id, key: orders.idempotencyKey });
    expect(await clearOldFingerprints(db, now, 2)).toBe(3);
    const after = await db
      .select({ id: orders.id, key: orders.idempotencyKey, fp: orders.idempotencyFingerprint })
      .from(orders)
      .where(eq(orders.customerId, c!.id))
      .orderBy(sql`${orders.createdAt}, ${orders.idempotencyKey}`);
    expect(after.filter((o) => o.fp === null)).toHaveLength(3);
    expect(after.filter((o) => o.fp !== null)).toHaveLength(2);
    // The no-JS key was derived from the fingerprint: it goes too; a form's random key stays.
    expect(after.find((o) => o.id === inserted[0]!.id)!.key).toBeNull();
    expect(after.filter((o) => o.key?.startsWith("key-"))).toHaveLength(4);
  });
});
