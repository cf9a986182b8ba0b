// The one mail module. Messages are written to email_outbox with one delivery
// job each (pg-boss, decision 026), inside the caller's transaction; a worker
// sends each over SMTP after the commit, with the queue's retries and backoff,
// and the admin sees failures at /admin/trabalhos. Without SMTP_URL messages are
// kept for the outbox page and no job is written. An email may also be a
// template and the record it is about, rendered from that record whenever it
// is read (decision 042): the outbox then holds no copy of what the record says.
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { type Database, rowsOf, type Transaction } from "~/db/client.server";
import { emailOutbox, type OutboxTemplate } from "~/db/schema";
import { insertAsJson } from "~/db/json-params.server";
import type { Logger } from "~/logger.server";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** An email kept as a template and the order it is about, rendered from the order when read. */
export interface TemplatedEmail {
  to: string;
  template: OutboxTemplate;
  orderId: string;
}

/** What the outbox holds: a written email, or a template and its order. */
export type OutboxEntry = EmailMessage | TemplatedEmail;

/**
 * Renders templated emails from their records, one answer per input, in order;
 * null when the record is gone (nothing left to send or show).
 */
export type EmailRenderer = (db: Database, emails: TemplatedEmail[]) => Promise<(EmailMessage | null)[]>;

/** An outbox row as it reads: a templated one with its rendered subject and text. */
export type OutboxEmail = Omit<typeof emailOutbox.$inferSelect, "subject" | "text"> & { subject: string; text: string };

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
  /** The INSERT of these entries, RETURNING their ids, for a caller that writes them within its own statement (the order batch). */
  outboxInsert(entries: OutboxEntry[]): SQL;
  /** The delivery jobs of emails written by outboxInsert, in the same transaction. */
  queueDelivery(tx: Database | Transaction, emailIds: number[]): Promise<void>;
  /**
   * Sends one email over SMTP and marks it sent (the delivery job's work). A
   * failure is recorded on the email and thrown, so the queue retries it with
   * backoff. An email already sent, or kept without SMTP, is left alone.
   */
  deliver(emailId: number): Promise<"sent" | "skipped">;
  /** The newest emails as they read (the outbox page), templated ones rendered from their records. */
  list(limit?: number): Promise<OutboxEmail[]>;
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  /** The job queue (read when an email is written: the queue is created after the mailer). */
  jobs: () => DeliveryJobs;
  /** Renders templated emails (the composition root passes the orders' renderer: the mailer knows no concern). */
  render?: EmailRenderer;
}

const REMOVED_RECORD: EmailMessage = { to: "", subject: "(pedido removido)", text: "(o pedido deste email não existe mais)" };

export function createMailer({ db, smtpUrl, from, logger, jobs, render }: MailerOptions): Mailer {
  // nodemailer is loaded with the first delivery, not at start-up (a shop without SMTP never loads it).
  let transport: Promise<Transporter> | null = null;
  // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default (the URL may still set its own).
  const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const transportOf = (url: string) =>
    (transport ??= import("nodemailer").then((m) => m.default.createTransport({ url, ...SMTP_TIMEOUTS })));

  // One JSON parameter however many messages (an order batch enqueues dozens).
  function outboxInsert(entries: OutboxEntry[]): SQL {
    const status = smtpUrl ? ("pending" as const) : ("stored" as const);
    const insert = insertAsJson(
      emailOutbox,
      ["to", "subject", "text", "html", "template", "orderId", "status"],
      entries.map((m) =>
        "template" in m
          ? { to: m.to, template: m.template, orderId: m.orderId, status }
          : { to: m.to, subject: m.subject.slice(0, 300), text: m.text, html: m.html ?? null, status },
      ),
    );
    return sql`${insert} RETURNING id`;
  }

  /** The rows' messages: written ones as they are, templated ones rendered (in one call for the lot). */
  async function messagesOf(rows: (typeof emailOutbox.$inferSelect)[]): Promise<(EmailMessage | null)[]> {
    const templated = rows.flatMap((r) =>
      r.template && r.orderId ? [{ to: r.to, template: r.template, orderId: r.orderId }] : [],
    );
    if (templated.length && !render) throw new Error("email com modelo, mas o mailer não tem quem o escreva");
    const rendered = templated.length ? await render!(db, templated) : [];
    let next = 0;
    return rows.map((r) =>
      r.template && r.orderId
        ? (rendered[next++] ?? null)
        : { to: r.to, subject: r.subject ?? "", text: r.text ?? "", html: r.html ?? undefined },
    );
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
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
      if (!row || !smtpUrl || row.status === "sent" || row.status === "stored") return "skipped";
      const [message] = await messagesOf([row]);
      if (!message) return "skipped";
      await db
        .update(emailOutbox)
        .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, emailId));
      try {
        const smtp = await transportOf(smtpUrl);
        await smtp.sendMail({
          from,
          to: row.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn("Falha ao enviar email; nova tentativa mais tarde", { emailId, attempt: row.attempts + 1, reason });
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
    async list(limit = 50) {
      const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
      const messages = await messagesOf(rows);
      return rows.map((row, i) => {
        const message = messages[i] ?? REMOVED_RECORD;
        return { ...row, subject: message.subject, text: message.text, html: message.html ?? null };
      });
    },
    async stop() {
      (await transport)?.close();
    },
  };
}
