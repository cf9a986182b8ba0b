// Payment reminders with the API Pix (issue 36), on both engines, against the
// fake PSP (real HTTPS with mutual TLS): an order whose charge exists gets the
// provider's copia-e-cola, the due date and the late terms in its reminder; an
// order without one gets the reminder as before; and once the PSP's Pix marks
// the order pago, the next reminder is not sent.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { customers, emailOutbox, orderReminders, orders } from "~/db/schema";
import { applyOrderChange } from "~/domain/orders/lifecycle/order-status.server";
import { formatDay } from "~/lib/dates";
import { makeTestCertificates, type TestCertificates } from "../../../tests/fakes/pix-provider/certificates";
import { type FakePixProvider, startFakePixProvider } from "../../../tests/fakes/pix-provider/fake-pix-provider";
import { describeEachDatabase } from "../../../tests/support/database";
import { type TestServices, testServices } from "../../../tests/support/services";
import { cobvTxid } from "./pix-api/cobv-request.server";
import { pixApplyJob } from "./pix-apply.job.server";
import { pixChargeOf } from "./pix-charges.server";
import { pixCreateChargeJob } from "./pix-create-charge.job.server";
import { reminderTimes } from "./payment-terms";
import { sendPaymentReminders } from "./reminders.server";

const PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const job = { id: "test", retryCount: 0, retryLimit: 3, startedAt: new Date() };
let certificates: TestCertificates;

beforeAll(() => {
  certificates = makeTestCertificates();
});
afterAll(() => certificates?.remove());

describeEachDatabase("payment reminders with the API Pix", (database, kind) => {
  let fake: FakePixProvider;
  let services: TestServices;
  let n = 0;

  beforeAll(async () => {
    fake = await startFakePixProvider({ certificates });
    services = testServices(database(), {
      JOBS_ENABLED: "false",
      ...fake.shopEnv({ key: PIX_KEY, webhookSecret: "segredo-do-webhook-pix-0123456789abcdef" }),
      PIX_FINE_PERCENT: "2",
      PIX_INTEREST_PERCENT_MONTH: "1",
    });
    await services.jobs.start(); // the queue's tables; JOBS_ENABLED=false: the test runs the jobs
  });

  afterEach(() => fake.expectNoViolations());

  afterAll(async () => {
    await services?.jobs.stop();
    services?.pixApi?.close();
    await services?.mailer.stop();
    await fake?.stop();
  });

  /** A shipped order the admin marks entregue (the one writer; the create-charge job is written with it). */
  async function deliveredOrder() {
    const email = `lembrete-pix${++n}-${kind}@example.com`;
    const [customer] = await services.db.insert(customers).values({ name: "Clara Lembrete", email }).returning();
    const [order] = await services.db
      .insert(orders)
      .values({
        customerId: customer!.id,
        totalCents: 14_700,
        deliveryAddress: "Rua A, 1, São Paulo, SP, 01310100",
        customerName: "Clara Lembrete",
        customerEmail: email,
        customerCpf: "52998224725",
        status: "shipped",
        source: "funnel",
      })
      .returning();
    const outcome = await services.db.transaction((tx) =>
      applyOrderChange(tx, services, { orderId: order!.id, status: "delivered", paymentStatus: "pending" }, "admin"),
    );
    expect(outcome.kind).toBe("updated");
    const [row] = await services.db.select().from(orders).where(eq(orders.id, order!.id));
    return row!;
  }

  async function reminderEmails(number: number) {
    const rows = await services.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} LIKE ${`%pagamento do pedido #${number} %`}`);
    return rows;
  }

  it("shows the provider's copia-e-cola, the due date and the late terms; an order without a charge gets the link as before", async () => {
    const withCharge = await deliveredOrder();
    const withoutCharge = await deliveredOrder();
    await pixCreateChargeJob.run(services, { orderId: withCharge.id }, job);
    const charge = await pixChargeOf(services.db, withCharge.id);
    expect(charge).toMatchObject({ status: "ATIVA" });
    expect(charge!.pixCopiaECola).toMatch(/^000201/);

    const run = await sendPaymentReminders(services, reminderTimes(withCharge.paymentDueAt!).beforeDueFrom);
    expect(run.sent).toEqual(
      expect.arrayContaining([
        { orderNumber: withCharge.number, kind: "before_due" },
        { orderNumber: withoutCharge.number, kind: "before_due" },
      ]),
    );

    const [email] = await reminderEmails(withCharge.number);
    const due = formatDay(charge!.dueDate!);
    expect(email!.text).toContain(
      `Pague por Pix: no app do seu banco, escolha Pix copia e cola e cole este código:\n${charge!.pixCopiaECola}\n`,
    );
    expect(email!.text).toContain(`Vencimento da cobrança: ${due}. Depois do vencimento: multa de 2% e juros de 1% ao mês.`);
    expect(email!.text).toContain("Ou veja o QR Code e pague por cartão de crédito (até 12x de");
    expect(email!.html).toContain(charge!.pixCopiaECola!);
    expect(email!.html).toContain(`Vencimento da cobrança: ${due}.`);
    // The charge's code, not the shop's static one (txid PEDIDO{number}).
    expect(email!.text).not.toContain(`PEDIDO${withCharge.number}`);

    const [plain] = await reminderEmails(withoutCharge.number);
    expect(plain!.text).not.toContain("copia e cola");
    expect(plain!.text).not.toContain("Vencimento da cobrança");
    expect(plain!.text).toContain("Pague por Pix, cartão de crédito (até 12x de");
  });

  it("stops once the provider's Pix marked the order pago: no overdue reminder", async () => {
    const paid = await deliveredOrder();
    const unpaid = await deliveredOrder();
    for (const order of [paid, unpaid]) await pixCreateChargeJob.run(services, { orderId: order.id }, job);
    const { overdueFrom, beforeDueFrom } = reminderTimes(paid.paymentDueAt!);
    await sendPaymentReminders(services, beforeDueFrom);

    // The buyer pays; the webhook is lost, the apply job (as after reconciliation) reads the charge back.
    await fake.pay(cobvTxid(paid.id), { webhook: "drop" });
    await pixApplyJob.run(services, { txid: cobvTxid(paid.id) }, job);
    const [row] = await services.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row!.paymentStatus).toBe("paid");

    const run = await sendPaymentReminders(services, overdueFrom);
    expect(run.sent.filter((s) => s.orderNumber === paid.number)).toEqual([]);
    expect(run.sent.filter((s) => s.orderNumber === unpaid.number)).toEqual([{ orderNumber: unpaid.number, kind: "overdue" }]);
    const reminders = await services.db
      .select({ orderId: orderReminders.orderId, kind: orderReminders.kind })
      .from(orderReminders)
      .where(and(inArray(orderReminders.orderId, [paid.id, unpaid.id]), eq(orderReminders.kind, "overdue")));
    expect(reminders).toEqual([{ orderId: unpaid.id, kind: "overdue" }]);
    // Only the reminder sent before it was paid.
    const sentToPaid = await reminderEmails(paid.number);
    expect(sentToPaid.map((e) => e.subject)).toEqual([expect.stringMatching(/ vence em \d{2}\/\d{2}\/\d{4}$/)]);
  });
});
