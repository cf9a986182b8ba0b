// What a background job is (decision 026, revised by 032): each job lives in its
// own file next to its concern (`<name>.job.server.ts`), declaring its name,
// pt-BR label, handler, retry policy and optional schedule with defineJob. The
// server's composition root (server/jobs.ts) lists them for the queue, so the
// platform never imports a business concern.
import type { AppServices } from "~/services.server";

/** What a handler gets: the process's services (no request, no viewer). */
export type JobContext = AppServices;

/** The job being run, as the handler sees it. */
export interface RunningJob {
  id: string;
  /** 0 on the first attempt, 1 on the first retry… */
  retryCount: number;
  /** Retries allowed after the first attempt: on the last one, retryCount === retryLimit. */
  retryLimit: number;
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
  /**
   * Jobs a worker takes per poll (default 1). Each still completes or fails on its own;
   * a queue of many small jobs (emails) uses more, since an idle worker only polls
   * every few seconds.
   */
  batchSize?: number;
  /** An attempt still running after this long is failed (and retried) by the queue's supervisor (default 15 min). */
  expireInSeconds?: number;
  /** A cron schedule (5 fields, minute precision), evaluated in `tz` (default America/Sao_Paulo): one job per tick across processes. */
  schedule?: { cron: string; tz?: string };
  /** Also run once soon after each process starts (the handler must be harmless to run twice: several processes may start together). */
  runAtStart?: boolean;
}

/** A job's definition with its data type checked, stored untyped in the queue's list. */
export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition {
  return definition as unknown as JobDefinition;
}
