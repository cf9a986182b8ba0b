import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consents, products, users } from "~/db/schema";
import { signUp } from "~/domain/accounts/accounts.server";
import { placeCheckoutOrder } from "~/domain/orders/checkout.server";
import { placeFunnelOrder } from "~/domain/orders/funnel-order.server";
import { placeOrder } from "~/domain/orders/place-order.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { checkoutFormFields, deliveryDetails, orderFormFields } from "../../../tests/support/factories";
import { type TestServices, testServices } from "../../../tests/support/services";
import { consentsOf, hasWhatsAppConsent, revokeConsent, whatsAppConsentOf } from "./consents.server";
import { PRIVACY_VERSION, TERMS_VERSION, WHATSAPP_CONSENT_VERSION } from "./policy";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

let n = 0;
const key = () => `consent-key-${Date.now()}-${++n}-abcdef`;

describeEachDatabase("consent record", (get) => {
  let services: TestServices;
  let productId: number;

  beforeAll(async () => {
    services = testServices(get());
    productId = (await services.db.insert(products).values({ name: "Lift Detox", priceCents: 14700 }).returning())[0]!.id;
  });
  afterAll(async () => {
    await services?.mailer.stop();
  });

  const rowsOfOrder = (orderId: string) => services.db.select().from(consents).where(eq(consents.orderId, orderId));

  it("records terms, privacy and the WhatsApp opt-in with the plan order, with versions and source", async () => {
    const outcome = await placeFunnelOrder(
      services,
      form(
        orderFormFields({
          productId: String(productId),
          idempotencyKey: key(),
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
    expect(await hasWhatsAppConsent(services.db, outcome.orderId)).toBe(true);
  });

  it("records an unticked WhatsApp box as refused (checkout), and offers no WhatsApp for it", async () => {
    const outcome = await placeCheckoutOrder(
      services,
      form(
        checkoutFormFields({
          idempotencyKey: key(),
          email: "caio@example.com",
          items: JSON.stringify([{ id: productId, quantity: 1 }]),
        }),
      ),
      null,
    );
    if (!outcome.ok) throw new Error(outcome.formError);
    const rows = await rowsOfOrder(outcome.orderId);
    expect(rows.find((r) => r.purpose === "whatsapp")).toMatchObject({ granted: false, source: "checkout" });
    expect(rows.filter((r) => r.purpose === "terms" || r.purpose === "privacy")).toHaveLength(2);
    expect(await hasWhatsAppConsent(services.db, outcome.orderId)).toBe(false);
  });

  it("writes no consent when the order's statement fails (rolled back together)", async () => {
    const count = async () => Number((await services.db.select({ n: sql<number>`count(*)` }).from(consents))[0]!.n);
    const before = await count();
    const failingMailer = {
      outboxInsert: () =>
        sql`INSERT INTO email_outbox ("to", subject, text, status) VALUES ('a@example.com', 'x', 'x', 'não existe')`,
      kick() {},
    };
    await expect(
      placeOrder(
        services.db,
        failingMailer,
        { shopEmail: "loja@lift.test", brandName: "Lift", publicUrl: "http://x" },
        {
          source: "checkout",
          idempotencyKey: key(),
          delivery: deliveryDetails({ email: "rollback@example.com", cpf: null }),
          items: [{ productId, quantity: 1 }],
          consents: { source: "checkout", acceptedTerms: true, whatsapp: true },
        },
      ),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it("records the sign-up's acceptance with the account, and nothing when the account is rolled back", async () => {
    const result = await signUp(services, { name: "Rita Souza", email: "rita@example.com", password: "segredo123" }, "10.0.0.1");
    expect(result.ok).toBe(true);
    const rows = await consentsOf(services.db, { email: "rita@example.com" });
    expect(rows.map((r) => [r.purpose, r.source, r.granted]).sort()).toEqual([
      ["privacy", "register", true],
      ["terms", "register", true],
    ]);

    const broken = {
      ...services,
      mailer: {
        ...services.mailer,
        enqueue: async () => {
          throw new Error("caixa de saída indisponível");
        },
      },
    };
    await expect(
      signUp(broken, { name: "Tito Lima", email: "tito@example.com", password: "segredo123" }, "10.0.0.2"),
    ).rejects.toThrow();
    expect(await services.db.select().from(users).where(eq(users.email, "tito@example.com"))).toHaveLength(0);
    expect(await consentsOf(services.db, { email: "tito@example.com" })).toHaveLength(0);
  });

  it("revoking WhatsApp stops the link for that buyer's orders; a later opt-in counts again", async () => {
    const place = async (whatsapp: boolean) => {
      const result = await services.orders.place({
        source: "checkout",
        idempotencyKey: key(),
        delivery: deliveryDetails({ email: "bia@example.com", cpf: null }),
        items: [{ productId, quantity: 1 }],
        consents: { source: "checkout", acceptedTerms: true, whatsapp },
      });
      if (!result.ok) throw new Error(result.message);
      return result.orderId;
    };
    const first = await place(true);
    const second = await place(true);
    expect(await whatsAppConsentOf(services.db, [first, second])).toEqual(
      new Map([
        [first, true],
        [second, true],
      ]),
    );

    // Without a subject nothing is revoked.
    expect(await revokeConsent(services.db, { purpose: "whatsapp" })).toBe(0);
    expect(await revokeConsent(services.db, { purpose: "whatsapp", email: "BIA@example.com" })).toBe(2);
    expect(await hasWhatsAppConsent(services.db, first)).toBe(false);
    expect(await hasWhatsAppConsent(services.db, second)).toBe(false);
    // Revoking again changes nothing; the record keeps the fact and when it was revoked.
    expect(await revokeConsent(services.db, { purpose: "whatsapp", email: "bia@example.com" })).toBe(0);
    const revoked = (await consentsOf(services.db, { email: "bia@example.com" })).filter((c) => c.purpose === "whatsapp");
    expect(revoked.every((c) => c.revokedAt instanceof Date)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const third = await place(true);
    expect(await hasWhatsAppConsent(services.db, third)).toBe(true);
    expect(await hasWhatsAppConsent(services.db, first)).toBe(false);

    // By id (the portal's button).
    const [row] = (await rowsOfOrder(third)).filter((c) => c.purpose === "whatsapp");
    expect(await revokeConsent(services.db, { consentId: row!.id })).toBe(1);
    expect(await hasWhatsAppConsent(services.db, third)).toBe(false);
  });
});
