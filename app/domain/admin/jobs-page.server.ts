// The admin's "Trabalhos" section (issue 27): what the page shows and what its
// two forms do. Thin over the queue (queue.server.ts); the route guards with
// requireAdmin and runs these through handleAdminForm.
import { type AdminOutcome, refused, saved } from "~/domain/admin/admin-form.server";
import type { AppServices } from "~/services.server";
import { JOB_MESSAGES } from "./forms/jobs";
import type { JobState } from "~/platform/jobs/queue.server";

type Ctx = Pick<AppServices, "jobs" | "config">;

export interface JobsPageData {
  /** Whether this process runs jobs (JOBS_ENABLED); they are written either way. */
  enabled: boolean;
  queues: { name: string; label: string; schedule: string | null; counts: Record<JobState, number> }[];
  jobs: {
    id: string;
    label: string;
    name: string;
    state: JobState;
    attempts: number;
    maxAttempts: number;
    createdAt: string;
    startAfter: string;
    completedAt: string | null;
    error: string | null;
  }[];
}

export async function loadJobsPage(ctx: Ctx): Promise<JobsPageData> {
  const [queues, jobs] = await Promise.all([ctx.jobs.overview(), ctx.jobs.recent(50)]);
  return {
    enabled: ctx.config.jobs.enabled,
    queues,
    jobs: jobs.map((job) => ({
      ...job,
      // Only the first line: a stack trace is for the logs, not the page.
      error: job.error ? job.error.split("\n")[0]!.slice(0, 300) : null,
      createdAt: job.createdAt.toISOString(),
      startAfter: job.startAfter.toISOString(),
      completedAt: job.completedAt?.toISOString() ?? null,
    })),
  };
}

export async function retryJob(ctx: Ctx, jobId: string): Promise<AdminOutcome> {
  return (await ctx.jobs.retry(jobId))
    ? saved(JOB_MESSAGES.retried, JOB_MESSAGES.retriedDetail)
    : refused(409, JOB_MESSAGES.notFailed);
}

export async function cancelJob(ctx: Ctx, jobId: string): Promise<AdminOutcome> {
  return (await ctx.jobs.cancel(jobId))
    ? saved(JOB_MESSAGES.cancelled, JOB_MESSAGES.cancelledDetail)
    : refused(409, JOB_MESSAGES.notWaiting);
}
