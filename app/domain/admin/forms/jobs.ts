// The admin's two job forms ("Tentar de novo", "Cancelar"): one hidden job id,
// checked by the same function in the browser (Conform) and on the server
// (app/domain/admin/admin-form.server.ts). Pure: no server imports.
import type { Checked } from "~/lib/forms";
import { z } from "~/lib/zod";

export const JOB_MESSAGES = {
  notFound: "Trabalho não encontrado. Atualize a página.",
  retried: "Trabalho enviado de novo",
  retriedDetail: "Ele roda nos próximos segundos; acompanhe nesta página.",
  notFailed: "Este trabalho não está mais com falha: atualize a página.",
  retryFailed: "Não foi possível tentar de novo. Tente mais uma vez.",
  cancelled: "Trabalho cancelado",
  cancelledDetail: "Ele não vai mais rodar.",
  notWaiting: "Este trabalho já começou ou terminou: não dá mais para cancelar.",
  cancelFailed: "Não foi possível cancelar. Tente novamente.",
} as const;

export const jobActionSchema = z.object({
  jobId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
});

/** The job's id is a hidden field: a wrong one is the form's message, not a field's. */
export function checkJobAction(fields: Record<string, unknown>): Checked<{ jobId: string }> {
  const parsed = z.safeParse(jobActionSchema, fields);
  if (!parsed.success) return { ok: false, formError: JOB_MESSAGES.notFound, fieldErrors: {} };
  return { ok: true, data: { jobId: parsed.data.jobId.toLowerCase() } };
}
