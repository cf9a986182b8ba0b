import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, expect, it } from "vitest";
import { paymentEvents, subscribers } from "~/db/schema";
import { insertUser } from "../../../tests/support/builders/accounts";
import { describeEachDatabase } from "../../../tests/support/database";
import { type TestServices, testServices } from "../../../tests/support/services";
import { cancelSubscription } from "./lifecycle.server";
import { signLocalPayload } from "../payments/local-provider.server";
import { localWebhookSecret } from "../payments/create-provider.server";
import { createStripeProvider } from "../payments/stripe-provider.server";
import { isSubscriber } from "./subscription.server";
import { handleWebhook } from "../payments/webhooks.server";

const WHSEC = "whsec_testsecret123";
const stripeClient = new Stripe("sk_test_123");
const stripe = createStripeProvider({ secretKey: "sk_test_123", webhookSecret: WHSEC, brandName: "Lift", client: stripeClient });

function stripeSigned(payload: object, timestamp?: number) {
  const body = JSON.stringify(payload);
  return { body, signature: stripeClient.webhooks.generateTestHeaderString({ payload: body, secret: WHSEC, timestamp }) };
}

function stripeEvent(id: string, type: string, object: object) {
  return { id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } };
}

describeEachDatabase("club subscription", (get) => {
  let services: TestServices;
  let userId: string;
  let otherId: string;

  beforeAll(async () => {
    services = testServices(get());
    userId = (await insertUser(services.db, { email: "assinante@example.com" })).id;
    otherId = (await insertUser(services.db, { email: "outra@example.com" })).id;
  });

  /** A new hosted checkout for the subscriber; its id is the last part of its address. */
  async function openCheckout(): Promise<string> {
    const { url } = await services.localPayments.createCheckout({
      userId,
      email: "assinante@example.com",
      successUrl: "/ok",
      cancelUrl: "/no",
    });
    return url.split("/").pop()!;
  }

  it("activates through the local hosted checkout and its signed event", async () => {
    const id = await openCheckout();
    expect(await services.localPayments.findOpenCheckout(id)).toMatchObject({ amountCents: 1997 });
    const completed = await services.localPayments.complete(id);
    expect(await services.localPayments.complete(id)).toBeNull();
    const outcome = await handleWebhook(services, services.localPayments, completed!.body, completed!.signature);
    expect(outcome).toEqual({ status: 200, result: "applied" });
    expect(await isSubscriber(services.db, userId)).toBe(true);
    // The same event again changes nothing.
    expect(await handleWebhook(services, services.localPayments, completed!.body, completed!.signature)).toEqual({
      status: 200,
      result: "duplicate",
    });
  });

  it("opens a completed checkout again when its event could not be applied", async () => {
    const id = await openCheckout();
    expect(await services.localPayments.complete(id)).not.toBeNull();
    expect(await services.localPayments.findOpenCheckout(id)).toBeNull();
    await services.localPayments.reopen(id);
    expect(await services.localPayments.findOpenCheckout(id)).not.toBeNull();
  });

  it("refuses a bad signature, an old timestamp and a tampered body, changing nothing", async () => {
    const secret = localWebhookSecret(services.config.sessionSecret);
    const body = JSON.stringify({
      id: "evt_local_forjado1",
      type: "checkout.completed",
      data: { userId: otherId, subscriptionId: "sub_x" },
    });
    const before = await services.db.select().from(paymentEvents);
    for (const signature of [
      null,
      "t=1,v1=abc",
      signLocalPayload("outro-segredo", body),
      signLocalPayload(secret, body, Math.floor(Date.now() / 1000) - 3600),
    ]) {
      expect((await handleWebhook(services, services.localPayments, body, signature)).status).toBe(400);
    }
    const good = signLocalPayload(secret, body);
    expect((await handleWebhook(services, services.localPayments, body.replace("sub_x", "sub_y"), good)).status).toBe(400);
    expect(await services.db.select().from(paymentEvents)).toHaveLength(before.length);
    expect(await isSubscriber(services.db, otherId)).toBe(false);
  });

  it("activates the right user from a Stripe-signed completed checkout, extends on paid invoices, ignores replays", async () => {
    const completed = stripeSigned(
      stripeEvent("evt_1", "checkout.session.completed", {
        id: "cs_test_1",
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: otherId,
        customer: "cus_1",
        subscription: "sub_stripe_1",
        metadata: { userId: otherId },
      }),
    );
    expect(await handleWebhook(services, stripe, completed.body, completed.signature)).toEqual({
      status: 200,
      result: "applied",
    });
    expect(await isSubscriber(services.db, otherId)).toBe(true);
    const [row] = await services.db.select().from(subscribers).where(eq(subscribers.userId, otherId));
    expect(row).toMatchObject({ provider: "stripe", providerSubscriptionId: "sub_stripe_1", providerCustomerId: "cus_1" });

    const periodEnd = Math.floor(Date.now() / 1000) + 60 * 24 * 3600;
    const paid = stripeSigned(
      stripeEvent("evt_2", "invoice.paid", {
        id: "in_1",
        object: "invoice",
        parent: { subscription_details: { subscription: "sub_stripe_1" } },
        lines: { data: [{ period: { start: periodEnd - 30 * 24 * 3600, end: periodEnd } }] },
      }),
    );
    expect(await handleWebhook(services, stripe, paid.body, paid.signature)).toEqual({ status: 200, result: "applied" });
    const [extended] = await services.db.select().from(subscribers).where(eq(subscribers.userId, otherId));
    expect(Math.round(extended!.subscriptionEnd!.getTime() / 1000)).toBe(periodEnd);
    expect(await handleWebhook(services, stripe, paid.body, paid.signature)).toEqual({ status: 200, result: "duplicate" });

    const old = stripeSigned(
      stripeEvent("evt_3", "customer.subscription.deleted", { id: "sub_stripe_1", object: "subscription" }),
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await handleWebhook(services, stripe, old.body, old.signature)).status).toBe(400);
    const forged = stripeSigned(stripeEvent("evt_4", "customer.subscription.deleted", { id: "sub_stripe_1" }));
    // Flip the signature's first hex digit (a fixed replacement was a no-op one time in sixteen).
    const tampered = forged.signature.replace(/v1=([0-9a-f])/, (_, digit: string) => `v1=${digit === "0" ? "1" : "0"}`);
    expect(tampered).not.toBe(forged.signature);
    expect((await handleWebhook(services, stripe, forged.body, tampered)).status).toBe(400);
    expect(await isSubscriber(services.db, otherId)).toBe(true);
  });

  it("keeps access after a failed payment within the period, ends it at cancellation", async () => {
    const failed = stripeSigned(
      stripeEvent("evt_5", "invoice.payment_failed", { id: "in_2", object: "invoice", subscription: "sub_stripe_1" }),
    );
    expect(await handleWebhook(services, stripe, failed.body, failed.signature)).toEqual({ status: 200, result: "applied" });
    expect(await isSubscriber(services.db, otherId)).toBe(true);
    const deleted = stripeSigned(
      stripeEvent("evt_6", "customer.subscription.deleted", { id: "sub_stripe_1", object: "subscription" }),
    );
    expect(await handleWebhook(services, stripe, deleted.body, deleted.signature)).toEqual({ status: 200, result: "applied" });
    expect(await isSubscriber(services.db, otherId)).toBe(false);
  });

  it("cancels at period end from the dashboard, keeping access until then", async () => {
    expect(await cancelSubscription(services.db, services.localPayments, userId)).toBe(true);
    const [row] = await services.db.select().from(subscribers).where(eq(subscribers.userId, userId));
    expect(row!.cancelAtPeriodEnd).toBe(true);
    expect(await isSubscriber(services.db, userId)).toBe(true);
    await services.db
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() - 1000) })
      .where(eq(subscribers.userId, userId));
    expect(await isSubscriber(services.db, userId)).toBe(false);
  });
});
