import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { createLogger } from "~/logger.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { decodeMail, startSmtp, type TestSmtp } from "../../../tests/support/smtp";
import { createMailer } from "./mailer.server";

const logger = createLogger("silent", false);

describeEachDatabase("mailer", (get) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it("delivers queued messages over SMTP and marks them sent", async () => {
    const { db } = get();
    const mailer = createMailer({ db, smtpUrl: smtp.url, from: "Lift <nao-responda@lift.test>", logger });
    await mailer.enqueue(db, {
      to: "cliente@example.com",
      subject: "Recebemos seu pedido",
      text: "Olá, Maria! Você paga depois de receber.",
    });
    expect(await mailer.deliverDue()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes("cliente@example.com"));
    expect(decodeMail(mail.raw)).toContain("Você paga depois de receber");
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "cliente@example.com"));
    expect(row!.status).toBe("sent");
    await mailer.stop();
  });

  it("keeps a message when SMTP fails and sends it on a later attempt", async () => {
    const { db } = get();
    const mailer = createMailer({ db, smtpUrl: smtp.url, from: "Lift <nao-responda@lift.test>", logger });
    smtp.failing = true;
    await mailer.enqueue(db, { to: "retry@example.com", subject: "Teste", text: "Tentar de novo" });
    expect(await mailer.deliverDue()).toBe(0);
    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "retry@example.com"));
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    smtp.failing = false;
    // Not due yet: nothing is sent before the backoff.
    expect(await mailer.deliverDue()).toBe(0);
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, failed!.id));
    expect(await mailer.deliverDue()).toBe(1);
    await smtp.waitFor((m) => m.to.includes("retry@example.com"));
    await mailer.stop();
  });

  it("keeps messages in the outbox when no SMTP is configured", async () => {
    const { db } = get();
    const mailer = createMailer({ db, smtpUrl: undefined, from: "Lift <x@lift.test>", logger });
    await mailer.enqueue(db, { to: "guardado@example.com", subject: "Guardado", text: "Sem SMTP" });
    expect(await mailer.deliverDue()).toBe(0);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "guardado@example.com"));
    expect(row!.status).toBe("stored");
  });
});
