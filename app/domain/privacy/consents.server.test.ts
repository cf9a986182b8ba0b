import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { alias } from "drizzle-orm/pg-core";
import { consents, orders, users } from "~/db/schema";
import { signUp } from "~/domain/accounts/accounts.server";
import { placeCheckoutOrder } from "~/domain/orders/placement/checkout.server";
import { placeFunnelOrder } from "~/domain/orders/placement/funnel-order.server";
import { placeOrder } from "~/domain/orders/placement/place-order.server";
import { describeEachDatabase } from "../../../tests/support/database";
import {
  checkoutFormFields,
  deliveryDetails,
  formData,
  freshIdempotencyKey,
  orderFormFields,
} from "../../../tests/support/builders/orders";
import { shopSuite } from "../../../tests/support/shop-suite";
import { consentsOf, hasWhatsAppConsent, revokeConsent, whatsAppAllowed, whatsAppConsentOf } from "./consents.server";
import { PRIVACY_VERSION, TERMS_VERSION, WHATSAPP_CONSENT_VERSION } from "./policy";

describeEachDatabase("consent record", (get) => {
  const shop = shopSuite(get);

  const rowsOfOrder = (orderId: string) => shop.services.db.select().from(consents).where(eq(consents.orderId, orderId));

  it("records terms, privacy and the WhatsApp opt-in with the plan order, with versions and source", async () => {
    const outcome = await placeFunnelOrder(
      shop.services,
      formData(
        orderFormFields({
          productId: String(shop.productId),
          idempotencyKey: freshIdempotencyKey("consent-key"),
          email: "Joana@Example.com",
          acceptedWhatsapp: "on",
        }),
      ),
      null,
    );
    if (!outcome.ok) throw new Error(outcome.formError);
    const rows = await rowsOfOrder(outcome.orderId);
    expect(rows.map((r) => [r.purpose, r.granted, r.textVersion, r.source, r.subjectEmail]).sort()).toEqual(
      [
        ["privacy", true, PRIVACY_VERSION, "plan-order", "joana@example.com"],
        ["terms", true, TERMS_VERSION, "plan-order", "joana@example.com"],
        ["whatsapp", true, WHATSAPP_CONSENT_VERSION, "plan-order", "joana@example.com"],
      ].sort(),
    );
    expect(rows.every((r) => r.customerId !== null && r.revokedAt === null && r.createdAt instanceof Date)).toBe(true);
    expect(await hasWhatsAppConsent(shop.services.db, outcome.orderId)).toBe(true);
  });

  it("records an unticked WhatsApp box as refused (checkout), and offers no WhatsApp for it", async () => {
    const outcome = await placeCheckoutOrder(
      shop.services,
      formData(
        checkoutFormFields({
          idempotencyKey: freshIdempotencyKey("consent-key"),
          email: "caio@example.com",
          items: JSON.stringify([{ id: shop.productId, quantity: 1 }]),
        }),
      ),
      null,
    );
    if (!outcome.ok) throw new Error(outcome.formError);
    const rows = await rowsOfOrder(outcome.orderId);
    expect(rows.find((r) => r.purpose === "whatsapp")).toMatchObject({ granted: false, source: "checkout" });
    expect(rows.filter((r) => r.purpose === "terms" || r.purpose === "privacy")).toHaveLength(2);
    expect(await hasWhatsAppConsent(shop.services.db, outcome.orderId)).toBe(false);
  });

  it("writes no consent when the order's statement fails (rolled back together)", async () => {
    const count = async () => Number((await shop.services.db.select({ n: sql<number>`count(*)` }).from(consents))[0]!.n);
    const before = await count();
    const failingMailer = {
      outboxInsert: () =>
        sql`INSERT INTO email_outbox ("to", subject, text, status) VALUES ('a@example.com', 'x', 'x', 'não existe')`,
      queueDelivery: () => Promise.resolve(),
      smtpConfigured: false,
    };
    await expect(
      placeOrder(
        shop.services.db,
        failingMailer,
        { shopEmail: "loja@lift.test" },
        {
          source: "checkout",
          idempotencyKey: freshIdempotencyKey("consent-key"),
          delivery: deliveryDetails({ email: "rollback@example.com", cpf: null }),
          items: [{ productId: shop.productId, quantity: 1 }],
          consents: { source: "checkout", acceptedTerms: true, whatsapp: true },
        },
      ),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it("records the sign-up's acceptance with the account, and nothing when the account is rolled back", async () => {
    const result = await signUp(
      shop.services,
      { name: "Rita Souza", email: "rita@example.com", password: "segredo123" },
      "10.0.0.1",
    );
    expect(result.ok).toBe(true);
    const rows = await consentsOf(shop.services.db, { email: "rita@example.com" });
    expect(rows.map((r) => [r.purpose, r.source, r.granted]).sort()).toEqual([
      ["privacy", "register", true],
      ["terms", "register", true],
    ]);

    const broken = {
      ...shop.services,
      mailer: {
        ...shop.services.mailer,
        enqueue: () => Promise.reject(new Error("caixa de saída indisponível")),
      },
    };
    await expect(
      signUp(broken, { name: "Tito Lima", email: "tito@example.com", password: "segredo123" }, "10.0.0.2"),
    ).rejects.toThrow();
    expect(await shop.services.db.select().from(users).where(eq(users.email, "tito@example.com"))).toHaveLength(0);
    expect(await consentsOf(shop.services.db, { email: "tito@example.com" })).toHaveLength(0);
  });

  it("revoking WhatsApp stops the link for that buyer's orders; a later opt-in counts again", async () => {
    const place = async (whatsapp: boolean) => {
      const result = await shop.services.orders.place({
        source: "checkout",
        idempotencyKey: freshIdempotencyKey("consent-key"),
        delivery: deliveryDetails({ email: "bia@example.com", cpf: null }),
        items: [{ productId: shop.productId, quantity: 1 }],
        consents: { source: "checkout", acceptedTerms: true, whatsapp },
      });
      if (!result.ok) throw new Error(result.message);
      return result.orderId;
    };
    const first = await place(true);
    const second = await place(true);
    expect(await whatsAppConsentOf(shop.services.db, [first, second])).toEqual(
      new Map([
        [first, true],
        [second, true],
      ]),
    );

    // Without a subject nothing is revoked.
    expect(await revokeConsent(shop.services.db, { purpose: "whatsapp" })).toBe(0);
    expect(await revokeConsent(shop.services.db, { purpose: "whatsapp", email: "BIA@example.com" })).toBe(2);
    expect(await hasWhatsAppConsent(shop.services.db, first)).toBe(false);
    expect(await hasWhatsAppConsent(shop.services.db, second)).toBe(false);
    // Revoking again changes nothing; the record keeps the fact and when it was revoked.
    expect(await revokeConsent(shop.services.db, { purpose: "whatsapp", email: "bia@example.com" })).toBe(0);
    const revoked = (await consentsOf(shop.services.db, { email: "bia@example.com" })).filter((c) => c.purpose === "whatsapp");
    expect(revoked.every((c) => c.revokedAt instanceof Date)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const third = await place(true);
    expect(await hasWhatsAppConsent(shop.services.db, third)).toBe(true);
    expect(await hasWhatsAppConsent(shop.services.db, first)).toBe(false);

    // By id (the portal's button).
    const [row] = (await rowsOfOrder(third)).filter((c) => c.purpose === "whatsapp");
    expect(await revokeConsent(shop.services.db, { consentId: row!.id })).toBe(1);
    expect(await hasWhatsAppConsent(shop.services.db, third)).toBe(false);
  });

  it("answers for an order whose query aliases the orders table", async () => {
    const placed = await shop.services.orders.place({
      source: "checkout",
      idempotencyKey: freshIdempotencyKey("consent-key"),
      delivery: deliveryDetails({ email: "alias@example.com", cpf: null }),
      items: [{ productId: shop.productId, quantity: 1 }],
      consents: { source: "checkout", acceptedTerms: true, whatsapp: true },
    });
    if (!placed.ok) throw new Error(placed.message);
    const o = alias(orders, "o");
    const [row] = await shop.services.db
      .select({ allowed: whatsAppAllowed(o.id) })
      .from(o)
      .where(eq(o.id, placed.orderId));
    expect(row!.allowed).toBe(true);
  });
});
