// The "Trabalhos" section: the job queues with their counts by state, and the
// latest failed, waiting and running jobs. A failed job has "Tentar de novo",
// a waiting one "Cancelar": each a real <form method="post"> of this page, so
// they work with scripts off; with scripts Conform checks the hidden job id
// with the server's own check (app/domain/admin/forms/jobs.ts) and the server's
// refusal shows on the row that posted.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { PageHeader, Panel } from "~/components/admin/fields";
import { Button } from "~/components/ui/button";
import { errorOf, FormError } from "~/components/ui/field";
import type { JobsPageData } from "~/domain/admin/jobs-page.server";
import { checkJobAction } from "~/domain/admin/forms/jobs";
import { formatDateTimeSeconds } from "~/lib/dates";
import { parseSubmission } from "~/lib/forms";

type Job = JobsPageData["jobs"][number];
type State = Job["state"];

export const STATE_LABELS: Record<State, string> = {
  created: "Na fila",
  retry: "Aguardando nova tentativa",
  active: "Rodando",
  completed: "Concluídos",
  cancelled: "Cancelados",
  failed: "Com falha",
};

/** One job's state, in the singular. */
const STATE_OF_ONE: Record<State, string> = {
  created: "Na fila",
  retry: "Nova tentativa agendada",
  active: "Rodando",
  completed: "Concluído",
  cancelled: "Cancelado",
  failed: "Falhou",
};

const STATE_ORDER: State[] = ["created", "retry", "active", "failed", "completed", "cancelled"];

/** A cron schedule in words, for the common ones; the expression itself otherwise. */
function scheduleText(cron: string | null): string {
  if (!cron) return "Quando a loja pede";
  const every = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (every) return `A cada ${every[1]} minutos`;
  if (cron === "* * * * *") return "A cada minuto";
  const hourly = /^(\d+) \* \* \* \*$/.exec(cron);
  if (hourly) return `De hora em hora, aos ${hourly[1]} min`;
  const daily = /^(\d+) (\d+) \* \* \*$/.exec(cron);
  if (daily) return `Todo dia às ${daily[2]!.padStart(2, "0")}h${daily[1]!.padStart(2, "0")}`;
  return `Agenda ${cron}`;
}

interface JobFormReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/** The server's refusal, when it answered this row's form (same intent, same job). */
function useRowResult(intent: string, jobId: string): SubmissionResult<string[]> | undefined {
  const reply = useActionData<JobFormReply>();
  if (!reply || reply.intent !== intent) return undefined;
  const posted = reply.result.initialValue as Record<string, unknown> | undefined;
  return posted?.jobId === jobId ? reply.result : undefined;
}

function JobAction({ job, intent, label }: { job: Job; intent: "retry" | "cancel"; label: string }) {
  const lastResult = useRowResult(intent, job.id);
  const [form] = useForm({
    id: `${intent}-${job.id}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseSubmission(formData, checkJobAction),
  });
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("jobId") === job.id;
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-2">
      <FormError id={`${form.id}-error`} message={errorOf(form)} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="jobId" value={job.id} />
      <Button
        type="submit"
        size="sm"
        variant={intent === "cancel" ? "outline" : undefined}
        disabled={busy}
        aria-label={`${label}: ${job.label}, criado em ${formatDateTimeSeconds(new Date(job.createdAt))}`}
      >
        {busy ? "Processando..." : label}
      </Button>
    </Form>
  );
}

function JobRow({ job }: { job: Job }) {
  const waitingUntil = new Date(job.startAfter);
  return (
    <tr className="border-t border-stone-200 align-top">
      <td className="px-3 py-3">
        <span className="font-semibold">{job.label}</span>
        <span className="block font-mono text-xs text-stone-600">{job.name}</span>
      </td>
      <td className="px-3 py-3">
        <span className={job.state === "failed" ? "font-semibold text-red-800" : undefined}>{STATE_OF_ONE[job.state]}</span>
        {job.state === "retry" || job.state === "created" ? (
          <span className="block text-xs text-stone-600">a partir de {formatDateTimeSeconds(waitingUntil)}</span>
        ) : null}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {job.attempts} de {job.maxAttempts}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{formatDateTimeSeconds(new Date(job.createdAt))}</td>
      <td className="max-w-sm px-3 py-3 break-words">{job.error ?? "—"}</td>
      <td className="px-3 py-3">
        {job.state === "failed" ? <JobAction job={job} intent="retry" label="Tentar de novo" /> : null}
        {job.state === "created" || job.state === "retry" ? <JobAction job={job} intent="cancel" label="Cancelar" /> : null}
      </td>
    </tr>
  );
}

/** A refusal for a job no longer listed (it finished meanwhile, or a made-up id): shown above the lists. */
function usePageRefusal(jobs: Job[]): string | undefined {
  const reply = useActionData<JobFormReply>();
  if (!reply) return undefined;
  const posted = reply.result.initialValue as Record<string, unknown> | undefined;
  if (jobs.some((job) => job.id === posted?.jobId)) return undefined;
  return reply.result.error?.[""]?.[0];
}

export function JobsPage({ page }: { page: JobsPageData }) {
  const failed = page.jobs.filter((j) => j.state === "failed").length;
  const refusal = usePageRefusal(page.jobs);
  return (
    <>
      <PageHeader
        title="Trabalhos"
        description="O que a loja faz em segundo plano (lembretes, rotinas agendadas): cada trabalho é gravado junto com o que o causou, tentado de novo quando falha e roda uma vez só, mesmo com vários servidores."
      />
      <div className={refusal ? "mb-4" : undefined}>
        <FormError id="trabalhos-erro" message={refusal} />
      </div>
      {!page.enabled ? (
        <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Este servidor não roda trabalhos (JOBS_ENABLED=false): eles ficam na fila até outro servidor rodá-los.
        </p>
      ) : null}
      <Panel title="Filas">
        <AdminTable
          caption="Filas de trabalhos e quantos há em cada estado"
          minWidth="min-w-[760px]"
          columns={["Trabalho", "Quando roda", ...STATE_ORDER.map((s) => STATE_LABELS[s])]}
          empty={page.queues.length ? undefined : "Nenhum trabalho cadastrado."}
        >
          {page.queues.map((queue) => (
            <tr key={queue.name} className="border-t border-stone-200">
              <th scope="row" className="px-3 py-3 text-left font-semibold">
                {queue.label}
                <span className="block font-mono text-xs font-normal text-stone-600">{queue.name}</span>
              </th>
              <td className="px-3 py-3">{scheduleText(queue.schedule)}</td>
              {STATE_ORDER.map((state) => (
                <td
                  key={state}
                  className={state === "failed" && queue.counts[state] ? "px-3 py-3 font-semibold text-red-800" : "px-3 py-3"}
                >
                  {queue.counts[state]}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
        <p className="mt-2 text-xs text-stone-600">Concluídos e com falha ficam listados por 7 dias.</p>
      </Panel>
      <Panel title={failed ? `Trabalhos recentes (${failed} com falha)` : "Trabalhos recentes"} className="mt-5">
        <AdminTable
          caption="Trabalhos com falha, na fila e rodando, dos mais recentes aos mais antigos"
          minWidth="min-w-[900px]"
          columns={["Trabalho", "Estado", "Tentativas", "Criado em", "Último erro", "Ações"]}
          empty={page.jobs.length ? undefined : "Nenhum trabalho com falha, na fila ou rodando."}
        >
          {page.jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </AdminTable>
      </Panel>
    </>
  );
}
