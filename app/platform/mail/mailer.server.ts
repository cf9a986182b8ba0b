// The one mail module. Messages are written to email_outbox (inside the
// caller's transaction), then delivered over SMTP after the commit, with
// retries and backoff. Without SMTP_URL they are kept for the outbox page.
import { and, asc, desc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database, Transaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { insertAsJson } from "~/db/json-params.server";
import type { Logger } from "~/logger.server";
import type { Metrics } from "~/platform/observability/metrics.server";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
/** A claimed message whose process died is tried again after this long. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;

export function backoffMs(attempt: number): number {
  return Math.min(60_000 * 2 ** (attempt - 1), 6 * 60 * 60_000);
}

export interface Mailer {
  readonly smtpConfigured: boolean;
  /** Writes the message(s) to the outbox in one statement; use the transaction that writes what the email is about. */
  enqueue(db: Database | Transaction, message: EmailMessage | EmailMessage[]): Promise<void>;
  /** The INSERT that enqueues these messages, for a caller that writes them within its own statement (the order batch). */
  outboxInsert(messages: EmailMessage[]): SQL;
  /** Delivers what is due now; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Asks for a delivery soon, without waiting for it (after a commit). */
  kick(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  metrics?: Pick<Metrics, "outboxDeliveryFailed">;
}

export function createMailer({ db, smtpUrl, from, logger, metrics }: MailerOptions): Mailer {
  // nodemailer is loaded with the first delivery, not at start-up (a shop without SMTP never loads it).
  let transport: Promise<Transporter> | null = null;
  const transportOf = (url: string) => (transport ??= import("nodemailer").then((m) => m.default.createTransport(url)));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;

  // One JSON parameter however many messages (an order batch enqueues dozens).
  function outboxInsert(messages: EmailMessage[]): SQL {
    return insertAsJson(
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
  }

  async function claim() {
    const now = new Date();
    return db
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_TIMEOUT_MS),
      })
      .where(
        inArray(
          emailOutbox.id,
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(
              and(
                or(eq(emailOutbox.status, "pending"), eq(emailOutbox.status, "failed"), eq(emailOutbox.status, "sending")),
                // The database clock, the one that stamped the row (a JS Date can be a microsecond behind it).
                lte(emailOutbox.nextAttemptAt, sql`now()`),
                sql`${emailOutbox.attempts} < ${MAX_ATTEMPTS}`,
              ),
            )
            .orderBy(asc(emailOutbox.id))
            .limit(BATCH)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();
  }

  async function deliverOnce(): Promise<number> {
    if (!smtpUrl) return 0;
    const smtp = await transportOf(smtpUrl);
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const message of batch) {
        try {
          await smtp.sendMail({
            from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? undefined,
          });
          await db
            .update(emailOutbox)
            .set({ status: "sent", sentAt: new Date(), lastError: null })
            .where(eq(emailOutbox.id, message.id));
          sent++;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          metrics?.outboxDeliveryFailed();
          logger.warn("Falha ao enviar email; nova tentativa mais tarde", {
            emailId: message.id,
            attempt: message.attempts,
            reason,
          });
          await db
            .update(emailOutbox)
            .set({
              status: "failed",
              lastError: reason.slice(0, 500),
              nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts)),
            })
            .where(eq(emailOutbox.id, message.id));
        }
      }
    }
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverOnce()
      .catch((error) => {
        logger.error("Erro ao processar a fila de emails", { reason: String(error) });
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  }

  return {
    smtpConfigured: !!smtpUrl,
    async enqueue(tx, message) {
      const messages = Array.isArray(message) ? message : [message];
      if (!messages.length) return;
      await tx.execute(outboxInsert(messages));
    },
    outboxInsert,
    deliverDue,
    kick() {
      if (smtpUrl) setImmediate(() => void deliverDue());
    },
    start(intervalMs = 30_000) {
      if (!smtpUrl || timer) return;
      timer = setInterval(() => void deliverDue(), intervalMs);
      timer.unref();
      void deliverDue();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      (await transport)?.close();
    },
  };
}

/** The newest messages, for the outbox page. */
export async function listOutbox(db: Database, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
