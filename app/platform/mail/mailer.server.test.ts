// Email on the job queue, on both engines: an email and its delivery job exist
// iff the transaction that wrote them committed; the worker sends it once over
// SMTP; a refusal is recorded and retried by the queue; without SMTP nothing is
// queued and the email is kept for the outbox page.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices, type TestServices } from "../../../tests/support/services";
import { decodeMail, startSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { insertProduct } from "../../../tests/support/builders/catalog";
import { deliveryDetails, freshIdempotencyKey } from "../../../tests/support/builders/orders";
import { DELIVER_EMAIL_JOB } from "./mailer.server";

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describeEachDatabase("mailer", (get) => {
  let smtp: TestSmtp;
  let services: TestServices;
  beforeAll(async () => {
    smtp = await startSmtp();
    services = testServices(get(), { SMTP_URL: smtp.url, MAIL_FROM: "Lift <nao-responda@lift.test>" });
    await services.jobs.start();
  });
  afterAll(async () => {
    await services?.jobs.stop({ timeoutMs: 1000 });
    await services?.mailer.stop();
    await smtp?.close();
  });

  const jobsFor = async (emailId: number) =>
    rowsOf<{ state: string }>(
      await services.db.execute(
        sql`SELECT state::text AS state FROM pgboss.job WHERE name = ${DELIVER_EMAIL_JOB} AND data->>'emailId' = ${String(emailId)}`,
      ),
    );
  const emailTo = async (to: string) => (await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];

  it("writes the email with its delivery job in the caller's transaction; the worker sends it once and marks it sent", async () => {
    await services.db.transaction(async (tx) => {
      await services.mailer.enqueue(tx, {
        to: "cliente@example.com",
        subject: "Recebemos seu pedido",
        text: "Olá, Maria! Você paga depois de receber.",
      });
    });
    const mail = await smtp.waitFor((m) => m.to.includes("cliente@example.com"));
    expect(decodeMail(mail.raw)).toContain("Você paga depois de receber");
    const row = await until(
      () => emailTo("cliente@example.com"),
      (r) => r?.status === "sent",
      "the email marked sent",
    );
    expect(row!.attempts).toBe(1);
    const jobs = await until(
      () => jobsFor(row!.id),
      (j) => j[0]?.state === "completed",
      "the job completed",
    );
    expect(jobs).toHaveLength(1);
    // Run again (a retried job, a second worker): an email already sent is not sent twice.
    expect(await services.mailer.deliver(row!.id)).toBe("skipped");
    expect(smtp.received.filter((m) => m.to.includes("cliente@example.com"))).toHaveLength(1);
  });

  it("writes neither the email nor its job when the transaction rolls back", async () => {
    await expect(
      services.db.transaction(async (tx) => {
        await services.mailer.enqueue(tx, { to: "desfeito@example.com", subject: "Nunca", text: "Nunca" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await emailTo("desfeito@example.com")).toBeUndefined();
    const [{ n }] = rowsOf<{ n: number }>(
      await services.db.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job j JOIN email_outbox e ON j.data->>'emailId' = e.id::text WHERE e."to" = 'desfeito@example.com'`,
      ),
    ) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("records a refusal on the email and leaves the job to the queue's retry, which sends it", async () => {
    smtp.failing = true;
    await services.mailer.enqueue(services.db, { to: "retry@example.com", subject: "Teste", text: "Tentar de novo" });
    const failed = await until(
      () => emailTo("retry@example.com"),
      (r) => r?.status === "failed",
      "the refusal recorded",
    );
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    // The job waits for its retry, a minute later (the queue's backoff), rather than failing for good.
    await until(
      () => jobsFor(failed!.id),
      (j) => j.length === 1 && j[0]?.state === "retry",
      "the job waiting for its retry",
    );
    smtp.failing = false;
    // Time passes: the backoff (a minute) is over.
    await services.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${DELIVER_EMAIL_JOB} AND data->>'emailId' = ${String(failed!.id)}`,
    );
    await smtp.waitFor((m) => m.to.includes("retry@example.com"));
    const sent = await until(
      () => emailTo("retry@example.com"),
      (r) => r?.status === "sent",
      "the retry sent",
    );
    expect(sent!.attempts).toBe(2);
  });

  it("sends an order's emails written from the order's record, of which the outbox keeps no copy", async () => {
    const product = await insertProduct(services.db, { name: "Lift Sono Profundo", priceCents: 9_990 });
    const placed = await services.orders.place({
      source: "checkout",
      idempotencyKey: freshIdempotencyKey("mailer-order"),
      delivery: deliveryDetails({ fullName: "Joana Prado", email: "joana.prado@example.com", street: "Rua das Flores" }),
      items: [{ productId: product.id, quantity: 2 }],
    });
    if (!placed.ok) throw new Error(placed.message);
    const rows = await services.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, placed.orderId));
    expect(rows.map((r) => [r.template, r.subject, r.text])).toEqual(
      expect.arrayContaining([
        ["order-new-shop", null, null],
        ["order-received", null, null],
      ]),
    );
    const buyer = decodeMail((await smtp.waitFor((m) => m.to.includes("joana.prado@example.com"))).raw);
    expect(buyer).toContain(`recebemos seu pedido #${placed.number}`);
    expect(buyer).toContain("2x Lift Sono Profundo");
    expect(buyer).toContain("Rua das Flores");
    expect(buyer).toContain("/confirmar/");
    const shop = decodeMail(
      (await smtp.waitFor((m) => m.to.includes(services.config.shopEmail) && m.raw.includes(`#${placed.number}`))).raw,
    );
    expect(shop).toContain("Joana Prado");
    await until(
      () => services.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, placed.orderId)),
      (r) => r.length === 2 && r.every((e) => e.status === "sent"),
      "both marked sent",
    );
  });

  it("keeps messages in the outbox, and queues nothing, when no SMTP is configured", async () => {
    const offline = testServices(get());
    await offline.mailer.enqueue(offline.db, { to: "guardado@example.com", subject: "Guardado", text: "Sem SMTP" });
    const row = await emailTo("guardado@example.com");
    expect(row!.status).toBe("stored");
    expect(await jobsFor(row!.id)).toEqual([]);
    expect(await offline.mailer.deliver(row!.id)).toBe("skipped");
  });
});
