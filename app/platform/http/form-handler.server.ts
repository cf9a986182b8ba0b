// The shop's one way to answer a form (issue 35 §5; the admin's handler made
// general). In a route's action:
//
//   export async function action({ request, context }: Route.ActionArgs) {
//     return handleForm(context, request, { guard: (ctx, req) => requireUser(ctx, req) }, {
//       "cancel-subscription": formHandler({
//         check: acceptAnyFields,            // or the form's own check, the one the browser runs
//         failure: "Não foi possível cancelar a assinatura. Tente novamente.",
//         run: ({ ctx, viewer }) => cancelClubSubscription(ctx, viewer),   // the concern's workflow: an Outcome
//       }),
//     });
//   }
//
// Order of work: the guard first (it throws its own redirect or refusal, or
// says who is asking), then the body cap, then the form is read once, its
// `intent` picks the handler (none posted: `default`), and the posted text is
// checked with Conform. The work returns an Outcome and `respond` turns it
// into HTTP: done → 303 (+ toast), anything else → its status with
// `{ intent, result }` (Conform's SubmissionResult), so the page shows the
// messages and keeps what was typed, with scripts on and off. An unexpected
// failure is logged with its cause and answered with the form's pt-BR
// message (500), never an error page.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { type Checked, parseSubmission, refusalReply } from "~/lib/forms";
import { isFilePresent, limitRequestBody } from "~/platform/storage/uploads.server";
import { redirectWithToast } from "./flash.server";
import type { FormReply, Outcome } from "./outcome";
import type { ToastMessage } from "./toast";

/** What the handler needs of the request context (the app's RequestContext has it). */
export interface FormContext {
  logger: {
    info(msg: string, fields?: Record<string, unknown>): void;
    error(msg: string, fields?: Record<string, unknown>): void;
  };
  config: { sessionSecret: string };
}

export interface FormInput<C, V, T> {
  ctx: C;
  request: Request;
  /** What the guard answered (an admin, a user, a portal viewer, a verified link… or null). */
  viewer: V;
  /** The form's checked data (its check's output). */
  value: T;
  /** The whole posted form (e.g. a field the check does not own). */
  form: FormData;
  /** A posted file, or null when the field is absent or empty. Checked by content by the concern. */
  file: (name: string) => File | null;
}

export interface FormHandler<C, V, T> {
  /** The form's check: the same function the browser runs. */
  check: (fields: Record<string, unknown>) => Checked<T>;
  /** The message when the work fails unexpectedly ('Não foi possível salvar o produto. Tente novamente.'). */
  failure: string;
  run(input: FormInput<C, V, T>): Promise<Outcome>;
}

/** Keeps one handler's types together (the check's output is the value `run` receives). */
export function formHandler<C, V, T>(handler: FormHandler<C, V, T>): FormHandler<C, V, unknown> {
  return handler;
}

/** The check of a form that posts nothing but its intent (a button): every body passes, nothing is read. */
export function acceptAnyFields(): Checked<Record<string, never>> {
  return { ok: true, data: {} };
}

export interface FormMessages {
  bodyTooLarge: string;
  formUnreadable: string;
  unknownIntent: string;
}

export const FORM_MESSAGES: FormMessages = {
  bodyTooLarge: "O envio excede o limite de 1 MB.",
  formUnreadable: "Não foi possível ler o formulário. Recarregue a página e tente novamente.",
  unknownIntent: "Ação desconhecida. Recarregue a página e tente novamente.",
};

/** A public form's body cap: the edge's own limit (server/security.ts), checked again where the body is read. */
export const PUBLIC_FORM_BYTES = 1024 * 1024;

export interface FormOptions<C, V> {
  /** Who may post: throws its own redirect or refusal, or answers who is asking (null allowed: the work decides). */
  guard(ctx: C, request: Request): Promise<V>;
  maxBytes?: number;
  messages?: FormMessages;
  /** After the work went through (the admin records who changed what). */
  onDone?(info: { viewer: V; intent: string; form: FormData; url: URL }): void;
}

type AnySubmission = Submission<Record<string, unknown>, string[], unknown>;

/** React Router's answer to a refused form: its data and status (the action's `actionData`). */
export type FormAnswer = ReturnType<typeof data<FormReply>>;

/** The one mapping of an Outcome to HTTP (see outcome.ts). */
export async function respond(
  outcome: Outcome,
  at: { request: Request; secret: string; intent?: string; submission?: AnySubmission },
): Promise<Response | FormAnswer> {
  if (outcome.ok) {
    const to = outcome.redirectTo ?? pageAddress(new URL(at.request.url));
    const setCookies = outcome.setCookies ?? [];
    const toast = withWarning(outcome.toast, outcome.warning);
    if (toast) return redirectWithToast(to, toast, at.secret, setCookies);
    const headers = new Headers({ Location: to });
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    return new Response(null, { status: 303, headers });
  }
  const fieldErrors =
    "fieldErrors" in outcome && outcome.fieldErrors
      ? Object.fromEntries(Object.entries(outcome.fieldErrors).map(([name, message]) => [name, [message]]))
      : undefined;
  const message = outcome.message;
  const result: SubmissionResult<string[]> = at.submission
    ? refusalReply(at.submission, message, fieldErrors)
    : { status: "error", error: { ...(message ? { "": [message] } : {}), ...fieldErrors } };
  return reply(at.intent ?? "", result, outcome.status);
}

function withWarning(toast: ToastMessage | undefined, warning: ToastMessage | undefined): ToastMessage | undefined {
  if (!toast || !warning) return toast;
  return { ...toast, description: [toast.description, warning.description].filter(Boolean).join(" ") };
}

function reply(intent: string, result: SubmissionResult<string[]>, status: number): FormAnswer {
  return data<FormReply>({ intent, result }, { status, headers: { "Cache-Control": "no-store" } });
}

/** The posted text fields only (files go to `file()`), so the check and Conform's echo never see a file. */
function textFields(form: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  return fields;
}

export async function handleForm<C extends FormContext, V>(
  ctx: C,
  request: Request,
  options: FormOptions<NoInfer<C>, V>,
  handlers: Record<string, FormHandler<NoInfer<C>, V, unknown>>,
): Promise<Response | FormAnswer> {
  const messages = options.messages ?? FORM_MESSAGES;
  const secret = ctx.config.sessionSecret;
  const viewer = await options.guard(ctx, request);
  const limited = limitRequestBody(request, messages.bodyTooLarge, options.maxBytes ?? PUBLIC_FORM_BYTES);
  if (!limited.ok) return reply("", { status: "error", error: { "": [limited.message] } }, limited.status);
  let form: FormData;
  try {
    form = await limited.request.formData();
  } catch {
    return reply("", { status: "error", error: { "": [messages.formUnreadable] } }, 400);
  }
  const posted = form.get("intent");
  const intent = typeof posted === "string" && posted ? posted : "default";
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return reply(intent, { status: "error", error: { "": [messages.unknownIntent] } }, 400);

  const submission = parseSubmission(textFields(form), handler.check);
  if (submission.status !== "success") return reply(intent, refusalReply(submission), 400);

  const file = (name: string) => {
    const value = form.get(name);
    return isFilePresent(value) ? value : null;
  };
  let outcome: Outcome;
  try {
    outcome = await handler.run({ ctx, request, viewer, value: submission.value, form, file });
  } catch (error) {
    // A thrown Response is a route's own answer (a guard's redirect, a 404): passed on as it is.
    if (error instanceof Response) throw error;
    ctx.logger.error("Falha ao processar formulário", {
      path: new URL(request.url).pathname,
      intent,
      reason: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return reply(intent, refusalReply(submission, handler.failure), 500);
  }
  if (outcome.ok) options.onDone?.({ viewer, intent, form, url: new URL(request.url) });
  return respond(outcome, { request, secret, intent, submission });
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
