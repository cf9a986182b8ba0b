// The shape every admin action shares: guard first (so nobody else gets to
// send 21 MB), cap the body, parse the form once, pick the handler by
// `intent`, and answer AdminActionData with a status. An unexpected failure is
// logged with its cause and answered with the intent's pt-BR error and a
// retry hint, never a 500 page.
import { data } from "react-router";
import { ADMIN_MESSAGES, type AdminActionData, type FieldErrors, type Validation } from "~/domain/admin/forms/shared";
import type { ToastMessage } from "~/lib/toast";
import type { RequestContext } from "~/services.server";
import { isFilePresent, limitRequestBody } from "~/domain/storage/uploads.server";
import { hasNulByte } from "~/domain/http/form-data.server";
import { type Admin, requireAdmin } from "./admin-session.server";

/** A domain answer: AdminActionData plus the HTTP status (200 unless told). */
export type AdminResult = AdminActionData & { status?: number };

export function success(title: string, description?: string, warning?: ToastMessage): AdminResult {
  return { ok: true, toast: { title, ...(description ? { description } : {}) }, ...(warning ? { warning } : {}) };
}

export function refusal(status: number, toast: ToastMessage, fieldErrors?: FieldErrors): AdminResult {
  return { ok: false, status, toast: { ...toast, variant: "destructive" }, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** A failed validation (from app/domain/admin/forms/) as a 400 answer. */
export function invalid(validation: Extract<Validation<unknown>, { ok: false }>): AdminResult {
  return refusal(400, validation.toast, validation.fieldErrors);
}

export function notFound(title: string): AdminResult {
  return refusal(404, { title, description: ADMIN_MESSAGES.notFound });
}

export interface AdminInput {
  ctx: RequestContext;
  request: Request;
  admin: Admin;
  /** The posted text fields (first value of each name). */
  fields: Record<string, string>;
  /** A posted file, or null when the field is absent or empty. */
  file(name: string): File | null;
}

export interface AdminHandler {
  /** Toast title when the handler fails unexpectedly ('Erro ao adicionar produto'). */
  errorTitle: string;
  /** Its description ('Não foi possível adicionar o produto. Tente novamente.'). */
  errorDescription?: string;
  run(input: AdminInput): Promise<AdminResult>;
}

function answer(result: AdminResult) {
  const { status = result.ok ? 200 : 400, ...body } = result;
  return data<AdminActionData>(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function handleAdminAction(ctx: RequestContext, request: Request, handlers: Record<string, AdminHandler>) {
  const admin = await requireAdmin(ctx, request);
  const limited = limitRequestBody(request, ADMIN_MESSAGES.bodyTooLarge);
  if (!limited.ok) return answer(refusal(limited.status, { title: "Arquivo muito grande", description: limited.message }));
  let form: FormData;
  try {
    form = await limited.request.formData();
  } catch {
    return answer(refusal(400, { title: "Erro", description: ADMIN_MESSAGES.formUnreadable }));
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  if (Object.values(fields).some(hasNulByte))
    return answer(refusal(400, { title: "Erro", description: ADMIN_MESSAGES.formUnreadable }));
  const handler = Object.hasOwn(handlers, fields.intent ?? "") ? handlers[fields.intent!] : undefined;
  if (!handler) return answer(refusal(400, { title: "Erro", description: ADMIN_MESSAGES.unknownIntent }));
  const file = (name: string) => {
    const value = form.get(name);
    return isFilePresent(value) ? value : null;
  };
  try {
    const result = await handler.run({ ctx, request, admin, fields, file });
    if (result.ok) {
      // Who changed what, for the shop's records (ids only, never the content).
      ctx.logger.info("Alteração no painel", {
        actor: admin.actor,
        via: admin.via,
        path: new URL(request.url).pathname,
        intent: fields.intent,
        id: fields.id ?? fields.orderId,
      });
    }
    return answer(result);
  } catch (error) {
    ctx.logger.error("Falha em ação do painel", {
      intent: fields.intent,
      reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return answer(refusal(500, { title: handler.errorTitle, description: handler.errorDescription ?? ADMIN_MESSAGES.retry }));
  }
}
