// The server side of every admin form, on the shop's one form layer (decision 016).
//
// Usage, in a route's action (one entry per `intent` the page posts; a page
// with one form may post no intent and use `default`):
//
//   export async function action({ request, context }: Route.ActionArgs) {
//     return handleAdminForm(context, request, {
//       default: adminForm({
//         check: checkProductForm, // the same check the browser runs (useAdminForm)
//         failure: "Não foi possível salvar o produto. Tente novamente.",
//         run: ({ ctx, value, file }) => saveProduct(ctx, value, file("image")),
//       }),
//     });
//   }
//
// Order of work: the admin guard first (a 403 the layout answers with the
// sign-in, so nobody else gets to send 21 MB), then the body cap, then the
// form is read once and checked with Conform. A refusal answers
// `{ intent, result }` (Conform's SubmissionResult) with status 400, so the page
// shows the messages and keeps what was typed, with scripts on and off. Files
// never reach the check: `file(name)` hands them to the domain, which checks
// them by content (prepareUpload). Success redirects (303) with a toast. An
// unexpected failure is logged with its cause and answered with the form's
// pt-BR message, never a 500 page.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";
import { redirectWithToast } from "~/platform/http/flash.server";
import { isFilePresent, limitRequestBody } from "~/platform/storage/uploads.server";
import { type Checked, parseSubmission, refusalReply } from "~/lib/forms";
import type { ToastMessage } from "~/platform/http/toast";
import type { RequestContext } from "~/services.server";
import { type Admin, requireAdmin } from "./admin-session.server";

/** What a form's work decided: saved (toast, where to go next) or refused (status, pt-BR message, field messages). */
export type AdminOutcome =
  | { ok: true; toast: ToastMessage; warning?: ToastMessage; redirectTo?: string }
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };

/** A saved change: the toast the next page shows. */
export function saved(
  title: string,
  description?: string,
  extra?: { warning?: ToastMessage; redirectTo?: string },
): AdminOutcome {
  return { ok: true, toast: { title, ...(description ? { description } : {}) }, ...extra };
}

/** A refused change: nothing was written. */
export function refused(status: number, message: string, fieldErrors?: Record<string, string>): AdminOutcome {
  return { ok: false, status, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** The item named by the form no longer exists. */
export function notFound(message: string = ADMIN_MESSAGES.notFound): AdminOutcome {
  return refused(404, message);
}

export interface AdminFormInput<T> {
  ctx: RequestContext;
  request: Request;
  admin: Admin;
  /** The form's checked data (its check's output). */
  value: T;
  /** The whole posted form (e.g. a field the check does not own). */
  form: FormData;
  /** A posted file, or null when the field is absent or empty. Checked by content by the domain. */
  file(name: string): File | null;
}

export interface AdminFormHandler<T> {
  /** The form's check: the same function the browser runs. */
  check: (fields: Record<string, unknown>) => Checked<T>;
  /** The message when the work fails unexpectedly ('Não foi possível salvar o produto. Tente novamente.'). */
  failure: string;
  run(input: AdminFormInput<T>): Promise<AdminOutcome>;
}

/** Keeps one handler's types together (the check's output is the value run receives). */
export function adminForm<T>(handler: AdminFormHandler<T>): AdminFormHandler<unknown> {
  return handler as AdminFormHandler<unknown>;
}

/** What a refused admin form answers: which form (intent) and Conform's result. */
export interface AdminFormReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/** Conform's result for a refusal without a parsed submission (body too large or unreadable). */
function formLevelResult(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

function reply(intent: string, result: SubmissionResult<string[]>, status: number) {
  return data<AdminFormReply>({ intent, result }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The posted text fields only (files go to `file()`), so the check and Conform's echo never see a file. */
function textFields(form: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  return fields;
}

export async function handleAdminForm(
  ctx: RequestContext,
  request: Request,
  handlers: Record<string, AdminFormHandler<unknown>>,
) {
  const admin = await requireAdmin(ctx, request);
  const limited = limitRequestBody(request, ADMIN_MESSAGES.bodyTooLarge);
  if (!limited.ok) return reply("", formLevelResult(limited.message), limited.status);
  let form: FormData;
  try {
    form = await limited.request.formData();
  } catch {
    return reply("", formLevelResult(ADMIN_MESSAGES.formUnreadable), 400);
  }
  const posted = form.get("intent");
  const intent = typeof posted === "string" && posted ? posted : "default";
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return reply(intent, formLevelResult(ADMIN_MESSAGES.unknownIntent), 400);

  const submission = parseSubmission(textFields(form), handler.check);
  if (submission.status !== "success") return reply(intent, refusalReply(submission), 400);

  const file = (name: string) => {
    const value = form.get(name);
    return isFilePresent(value) ? value : null;
  };
  let outcome: AdminOutcome;
  try {
    outcome = await handler.run({ ctx, request, admin, value: submission.value, form, file });
  } catch (error) {
    ctx.logger.error("Falha em ação do painel", {
      intent,
      reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return reply(intent, refusalReply(submission, handler.failure), 500);
  }
  if (!outcome.ok) {
    const fieldErrors = outcome.fieldErrors
      ? Object.fromEntries(Object.entries(outcome.fieldErrors).map(([name, message]) => [name, [message]]))
      : undefined;
    return reply(intent, refusalReply(submission, outcome.message, fieldErrors), outcome.status);
  }
  // Who changed what, for the shop's records (ids only, never the content).
  const url = new URL(request.url);
  ctx.logger.info("Alteração no painel", {
    actor: admin.actor,
    via: admin.via,
    path: url.pathname,
    intent,
    id: form.get("id") ?? undefined,
  });
  // A warning (a cover that could not be stored) rides along in the same toast.
  const toast = outcome.warning
    ? {
        title: outcome.toast.title,
        description: [outcome.toast.description, outcome.warning.description].filter(Boolean).join(" "),
      }
    : outcome.toast;
  return redirectWithToast(outcome.redirectTo ?? pageAddress(url), toast, ctx.config.sessionSecret);
}

/**
 * The page a form was posted from. A script-driven post arrives at the page's
 * data address (`/admin/produtos.data?_routes=…`), which is not a page to land on.
 */
export function pageAddress(url: URL): string {
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
