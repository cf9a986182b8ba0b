// The one mail module. Messages are written to email_outbox with one delivery
// job each (pg-boss, decision 026), inside the caller's transaction; a worker
// sends each over SMTP after the commit, with the queue's retries and backoff,
// and the admin sees failures at /admin/trabalhos. Without SMTP_URL messages are
// kept for the outbox page and no job is written.
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { type Database, rowsOf, type Transaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { insertAsJson } from "~/db/json-params.server";
import type { Logger } from "~/logger.server";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Attempts per email (the first one and its retries), through the job queue's retry policy. */
export const MAX_ATTEMPTS = 8;
/** The job that delivers one email (deliver-email.job.server.ts). */
export const DELIVER_EMAIL_JOB = "mail.deliver";

/** What the mailer needs of the job queue: writing delivery jobs in the caller's transaction. */
export interface DeliveryJobs {
  sendMany(tx: Database | Transaction, name: string, jobs: { data: object; key?: string }[]): Promise<void>;
}

export interface Mailer {
  readonly smtpConfigured: boolean;
  /**
   * Writes the message(s) to the outbox and, with SMTP, one delivery job per
   * message, in the transaction of `db` (use the one that writes what the email
   * is about): the email exists, and will be sent, iff that transaction commits.
   */
  enqueue(db: Database | Transaction, message: EmailMessage | EmailMessage[]): Promise<void>;
  /** The INSERT of these messages, RETURNING their ids, for a caller that writes them within its own statement (the order batch). */
  outboxInsert(messages: EmailMessage[]): SQL;
  /** The delivery jobs of emails written by outboxInsert, in the same transaction. */
  queueDelivery(tx: Database | Transaction, emailIds: number[]): Promise<void>;
  /**
   * Sends one email over SMTP and marks it sent (the delivery job's work). A
   * failure is recorded on the email and thrown, so the queue retries it with
   * backoff. An email already sent, or kept without SMTP, is left alone.
   */
  deliver(emailId: number): Promise<"sent" | "skipped">;
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  /** The job queue (read when an email is written: the queue is created after the mailer). */
  jobs: () => DeliveryJobs;
}

export function createMailer({ db, smtpUrl, from, logger, jobs }: MailerOptions): Mailer {
  // nodemailer is loaded with the first delivery, not at start-up (a shop without SMTP never loads it).
  let transport: Promise<Transporter> | null = null;
  // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default (the URL may still set its own).
  const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const transportOf = (url: string) =>
    (transport ??= import("nodemailer").then((m) => m.default.createTransport({ url, ...SMTP_TIMEOUTS })));

  // One JSON parameter however many messages (an order batch enqueues dozens).
  function outboxInsert(messages: EmailMessage[]): SQL {
    const insert = insertAsJson(
      emailOutbox,
      ["to", "subject", "text", "html", "status"],
      messages.map((m) => ({
        to: m.to,
        subject: m.subject.slice(0, 300),
        text: m.text,
        html: m.html ?? null,
        status: smtpUrl ? ("pending" as const) : ("stored" as const),
      })),
    );
    return sql`${insert} RETURNING id`;
  }

  async function queueDelivery(tx: Database | Transaction, emailIds: number[]) {
    if (!smtpUrl || !emailIds.length) return;
    // Keyed by the email: a job written twice for one email is one job.
    await jobs().sendMany(
      tx,
      DELIVER_EMAIL_JOB,
      emailIds.map((id) => ({ data: { emailId: id }, key: String(id) })),
    );
  }

  return {
    smtpConfigured: !!smtpUrl,
    async enqueue(target, message) {
      const messages = Array.isArray(message) ? message : [message];
      if (!messages.length) return;
      // A savepoint inside the caller's transaction, or a transaction of its own: rows and jobs together.
      await target.transaction(async (tx) => {
        const rows = rowsOf<{ id: number }>(await tx.execute(outboxInsert(messages)));
        await queueDelivery(
          tx,
          rows.map((r) => Number(r.id)),
        );
      });
    },
    outboxInsert,
    queueDelivery,
    async deliver(emailId) {
      const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
      if (!message || !smtpUrl || message.status === "sent" || message.status === "stored") return "skipped";
      await db
        .update(emailOutbox)
        .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, emailId));
      try {
        const smtp = await transportOf(smtpUrl);
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn("Falha ao enviar email; nova tentativa mais tarde", { emailId, attempt: message.attempts + 1, reason });
        await db
          .update(emailOutbox)
          .set({ status: "failed", lastError: reason.slice(0, 500) })
          .where(eq(emailOutbox.id, emailId));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, emailId));
      return "sent";
    },
    async stop() {
      (await transport)?.close();
    },
  };
}

/** The newest messages, for the outbox page. */
export async function listOutbox(db: Database, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
