// /admin/trabalhos: the background job queue (issue 27, decision 026): each
// queue with its jobs counted by state, and the latest failed, waiting and
// running jobs with their error and attempts. Posts: "retry" (a failed job
// runs again) and "cancel" (a waiting job will not run), each a real form.
import { data } from "react-router";
import { JobsPage } from "~/components/admin/jobs/jobs-page";
import { adminForm, handleAdminForm } from "~/domain/admin/admin-form.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { cancelJob, loadJobsPage, retryJob } from "~/domain/admin/jobs-page.server";
import { checkJobAction, JOB_MESSAGES } from "~/domain/admin/forms/jobs";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/trabalhos";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return data(await loadJobsPage(context), { headers: ADMIN_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminForm(context, request, {
    retry: adminForm({
      check: checkJobAction,
      failure: JOB_MESSAGES.retryFailed,
      run: ({ ctx, value }) => retryJob(ctx, value.jobId),
    }),
    cancel: adminForm({
      check: checkJobAction,
      failure: JOB_MESSAGES.cancelFailed,
      run: ({ ctx, value }) => cancelJob(ctx, value.jobId),
    }),
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Trabalhos", "A fila de trabalhos em segundo plano da loja.");

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  return <JobsPage page={loaderData} />;
}
