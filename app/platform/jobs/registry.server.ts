// The shop's named background jobs. Each concern adds one entry to
// `jobDefinitions` (a targeted edit): a name, a pt-BR label for the admin, the
// handler, and optionally a cron schedule and retry policy. The queue
// (queue.server.ts) creates one pg-boss queue per entry, works it in every
// process, and runs each schedule once per tick across processes.
//
// Adding a scheduled job (e.g. privacy retention):
//   {
//     name: "privacy.retention",
//     label: "Retenção de dados pessoais",
//     schedule: { cron: "15 3 * * *" },          // every day at 03:15 (São Paulo)
//     retry: { limit: 3, delaySeconds: 60 },
//     run: ({ db, config }, _data, job) => runRetention(db, job.startedAt, config.privacy),
//   }
// Sending a one-off job in the transaction that causes it:
//   await db.transaction(async (tx) => { …; await services.jobs.send(tx, "pix.create-charge", { orderId }) });
import type { AppServices } from "~/services.server";
import { sendPaymentReminders } from "~/domain/payments/reminders.server";
import { runRetention } from "~/domain/privacy/retention.server";

/** What a handler gets: the process's services (no request, no viewer). */
export type JobContext = Pick<AppServices, "db" | "mailer" | "config" | "logger" | "metrics">;

/** The job being run, as the handler sees it. */
export interface RunningJob {
  id: string;
  /** 0 on the first attempt, 1 on the first retry… */
  retryCount: number;
  /** When this attempt started (the handler's clock). */
  startedAt: Date;
}

export interface JobDefinition<Data extends object = Record<string, unknown>> {
  /** Dotted, lower case, stable: it is the pg-boss queue name and is stored with every job. */
  name: string;
  /** What the admin's "Trabalhos" page calls it (pt-BR). */
  label: string;
  /** Throws to fail the attempt (it is retried while retries remain); resolves to complete it. */
  run(ctx: JobContext, data: Data, job: RunningJob): Promise<unknown>;
  /** Retries after a failure (default 3 retries, 30 s doubling each time). */
  retry?: { limit?: number; delaySeconds?: number; backoff?: boolean };
  /** An attempt still running after this long is failed (and retried) by the queue's supervisor (default 15 min). */
  expireInSeconds?: number;
  /** A cron schedule (5 fields, minute precision), evaluated in `tz` (default America/Sao_Paulo): one job per tick across processes. */
  schedule?: { cron: string; tz?: string };
  /** Also run once soon after each process starts (the handler must be harmless to run twice: several processes may start together). */
  runAtStart?: boolean;
}

/** Registers a definition with its data type checked, stored untyped in the list. */
function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition {
  return definition as unknown as JobDefinition;
}

export const jobDefinitions: JobDefinition[] = [
  defineJob({
    name: "orders.payment-reminders",
    label: "Lembretes de pagamento",
    // Every 10 minutes, and soon after start so a restarted server catches up.
    schedule: { cron: "*/10 * * * *" },
    runAtStart: true,
    retry: { limit: 2, delaySeconds: 60 },
    run: async (ctx, _data, job) => {
      await sendPaymentReminders(ctx, job.startedAt);
    },
  }),
  defineJob({
    name: "privacy.retention",
    label: "Retenção de dados pessoais (LGPD)",
    // Every day at 03:15 (São Paulo): old rate-limit rows and outbox emails, expired sessions and tokens,
    // old funnel events, inactive customers anonymised (app/domain/privacy/retention.server.ts).
    schedule: { cron: "15 3 * * *" },
    retry: { limit: 3, delaySeconds: 60 },
    expireInSeconds: 30 * 60,
    run: async ({ db, config, logger }, _data, job) => {
      const report = await runRetention(db, job.startedAt, config.privacy);
      logger.info("privacy retention done", { retention: report });
      return report;
    },
  }),
];
