// Payment reminders: 2 days before the due date and the day after it, each
// sent once, whether the job runs twice, concurrently, or from two services
// sharing the database.
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderReminders } from "~/db/schema";
import type { AppServices } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { insertCustomerOrder } from "../../../tests/support/factories";
import { paymentDueAt } from "./payment-terms";
import { verifyPaymentLink } from "./payment-link.server";
import { remindersDue, sendPaymentReminders } from "./reminders.server";

const DELIVERED = new Date("2026-06-01T13:00:00Z"); // 01/06 10:00 in São Paulo → due end of 08/06
const at = (iso: string) => new Date(iso);

describe("which reminders are due", () => {
  const due = paymentDueAt(DELIVERED);
  it("none before the day 2 days ahead of the due date", () => {
    expect(remindersDue(due, at("2026-06-06T02:59:59Z"))).toEqual([]); // 05/06 23:59 São Paulo
  });
  it("'before_due' from 06/06 until the due date ends", () => {
    expect(remindersDue(due, at("2026-06-06T03:00:00Z"))).toEqual(["before_due"]);
    expect(remindersDue(due, at("2026-06-09T02:59:00Z"))).toEqual(["before_due"]);
  });
  it("'overdue' from the day after", () => {
    expect(remindersDue(due, at("2026-06-09T03:00:00Z"))).toEqual(["overdue"]);
    expect(remindersDue(due, at("2026-06-20T12:00:00Z"))).toEqual(["overdue"]);
  });
});

describeEachDatabase("payment reminders", (get, kind) => {
  let services: AppServices;
  let n = 0;

  async function deliveredOrder(
    options: { email?: string | null; paymentStatus?: "pending" | "paid" | "unpaid"; status?: "delivered" | "shipped" } = {},
  ) {
    const email = options.email === undefined ? `lembrete${++n}-${kind}@example.com` : options.email;
    const { order } = await insertCustomerOrder(
      services.db,
      { name: "João Souza", email, cpf: email ? null : `1234567890${++n}`.slice(-11) },
      {
        customerName: "João Souza",
        customerEmail: email,
        status: options.status ?? "delivered",
        paymentStatus: options.paymentStatus ?? "pending",
        deliveredAt: DELIVERED,
        paymentDueAt: paymentDueAt(DELIVERED),
      },
    );
    return order;
  }

  async function emailsFor(orderNumbers: number[]) {
    const rows = await services.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} LIKE '%pagamento do pedido #%'`);
    return rows.filter((r) => orderNumbers.some((number) => r.subject!.includes(`#${number} `)));
  }

  beforeAll(() => {
    services = testServices(get());
  });

  it("sends each reminder once when run twice, and again only for the next kind", async () => {
    const order = await deliveredOrder();
    const before = at("2026-06-07T12:00:00Z");
    const first = await sendPaymentReminders(services, before);
    expect(first.ran).toBe(true);
    expect(first.sent).toEqual([{ orderNumber: order.number, kind: "before_due" }]);
    expect((await sendPaymentReminders(services, before)).sent).toEqual([]);

    const [email] = await emailsFor([order.number]);
    expect(email!.to).toBe(`lembrete${n}-${kind}@example.com`);
    expect(email!.subject).toBe(`Lift: o pagamento do pedido #${order.number} vence em 08/06/2026`);
    const link = new URL(/(http:\/\/localhost:3000\/pagar\/\S+)/.exec(email!.text!)![1]!);
    expect(
      verifyPaymentLink(
        services.config.sessionSecret,
        order.id,
        link.searchParams.get("exp"),
        link.searchParams.get("sig"),
        before,
      ).ok,
    ).toBe(true);

    const after = at("2026-06-09T15:00:00Z");
    expect((await sendPaymentReminders(services, after)).sent).toEqual([{ orderNumber: order.number, kind: "overdue" }]);
    expect((await sendPaymentReminders(services, after)).sent).toEqual([]);
    const subjects = (await emailsFor([order.number])).map((e) => e.subject).sort();
    expect(subjects).toEqual([
      `Lift: o pagamento do pedido #${order.number} vence em 08/06/2026`,
      `Lift: o pagamento do pedido #${order.number} venceu`,
    ]);
    const kinds = await services.db
      .select({ kind: orderReminders.kind })
      .from(orderReminders)
      .where(eq(orderReminders.orderId, order.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["before_due", "overdue"]);
  });

  it("sends each reminder once when runs overlap, in one process or two", async () => {
    const batch = [await deliveredOrder(), await deliveredOrder(), await deliveredOrder()];
    const numbers = batch.map((o) => o.number);
    const now = at("2026-06-10T12:00:00Z");
    // Two processes: separate services (mailer) over the same database.
    const other = testServices(get());
    const runs = await Promise.all([
      sendPaymentReminders(services, now),
      sendPaymentReminders(other, now),
      sendPaymentReminders(services, now),
      sendPaymentReminders(other, now),
      sendPaymentReminders(services, now),
    ]);
    const sent = runs.flatMap((r) => r.sent).filter((s) => numbers.includes(s.orderNumber));
    expect(sent.map((s) => s.orderNumber).sort()).toEqual([...numbers].sort());
    expect(sent.every((s) => s.kind === "overdue")).toBe(true);
    expect(await emailsFor(numbers)).toHaveLength(3);
    const rows = await services.db
      .select()
      .from(orderReminders)
      .where(
        inArray(
          orderReminders.orderId,
          batch.map((o) => o.id),
        ),
      );
    expect(rows).toHaveLength(3);
  });

  it("skips a run while another process holds the lock", async () => {
    if (kind !== "postgres") return; // PGlite has a single connection: runs queue instead of overlapping.
    const order = await deliveredOrder();
    const now = at("2026-06-07T12:00:00Z");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = services.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(7461004)`);
      locked();
      await held;
    });
    await isLocked;
    expect(await sendPaymentReminders(services, now)).toEqual({ ran: false, sent: [] });
    release();
    await holder;
    expect((await sendPaymentReminders(services, now)).sent).toEqual([{ orderNumber: order.number, kind: "before_due" }]);
  });

  it("leaves alone paid, undelivered and email-less orders", async () => {
    const paid = await deliveredOrder({ paymentStatus: "paid" });
    const shipped = await deliveredOrder({ status: "shipped" });
    const noEmail = await deliveredOrder({ email: null });
    const run = await sendPaymentReminders(services, at("2026-06-12T12:00:00Z"));
    expect(run.sent.map((s) => s.orderNumber)).not.toEqual(expect.arrayContaining([paid.number]));
    for (const order of [paid, shipped, noEmail]) expect(run.sent.find((s) => s.orderNumber === order.number)).toBeUndefined();
    const rows = await services.db
      .select()
      .from(orderReminders)
      .where(inArray(orderReminders.orderId, [paid.id, shipped.id, noEmail.id]));
    expect(rows).toEqual([]);
  });
});
