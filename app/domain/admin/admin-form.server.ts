// The server side of every admin form, on the shop's one form layer (decision 016):
// the shop-wide handler (app/platform/http/form-handler.server.ts) with the
// admin's guard, its 21 MB cap, its messages and its record of who changed what.
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
import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";
import { type FormHandler, type FormInput, formHandler, handleForm } from "~/platform/http/form-handler.server";
import { done, missing, type Outcome, refusal } from "~/platform/http/outcome";
import { MAX_FORM_BYTES } from "~/platform/storage/upload-rules";
import type { ToastMessage } from "~/platform/http/toast";
import type { RequestContext } from "~/services.server";
import { type Admin, requireAdmin } from "./admin-session.server";

/** What a form's work decided: the shop-wide Outcome (saved: a toast and where to go next; refused: status, pt-BR message, field messages). */
export type AdminOutcome = Outcome;

/** A saved change: the toast the next page shows. */
export function saved(
  title: string,
  description?: string,
  extra?: { warning?: ToastMessage; redirectTo?: string },
): AdminOutcome {
  return done({ title, ...(description ? { description } : {}) }, extra);
}

/** A refused change: nothing was written. */
export function refused(status: number, message: string, fieldErrors?: Record<string, string>): AdminOutcome {
  return refusal(status, message, fieldErrors);
}

/** The item named by the form no longer exists. */
export function notFound(message: string = ADMIN_MESSAGES.notFound): AdminOutcome {
  return missing(message);
}

export interface AdminFormInput<T> extends Omit<FormInput<RequestContext, Admin, T>, "viewer"> {
  admin: Admin;
}

export interface AdminFormHandler<T> {
  /** The form's check: the same function the browser runs. */
  check: FormHandler<RequestContext, Admin, T>["check"];
  /** The message when the work fails unexpectedly ('Não foi possível salvar o produto. Tente novamente.'). */
  failure: string;
  run(input: AdminFormInput<T>): Promise<AdminOutcome>;
}

/** Keeps one handler's types together (the check's output is the value run receives). */
export function adminForm<T>(handler: AdminFormHandler<T>): AdminFormHandler<unknown> {
  return handler;
}

export async function handleAdminForm(
  ctx: RequestContext,
  request: Request,
  handlers: Record<string, AdminFormHandler<unknown>>,
) {
  const shared = Object.fromEntries(
    Object.entries(handlers).map(([intent, handler]) => [
      intent,
      formHandler<RequestContext, Admin, unknown>({
        check: handler.check,
        failure: handler.failure,
        run: ({ viewer, ...input }) => handler.run({ ...input, admin: viewer }),
      }),
    ]),
  );
  return handleForm<RequestContext, Admin>(
    ctx,
    request,
    {
      // The guard first: a 403 the layout answers with the sign-in, so nobody else gets to send 21 MB.
      guard: requireAdmin,
      maxBytes: MAX_FORM_BYTES,
      messages: ADMIN_MESSAGES,
      // Who changed what, for the shop's records (ids only, never the content).
      onDone: ({ viewer, intent, form, url }) =>
        ctx.logger.info("Alteração no painel", {
          actor: viewer.actor,
          via: viewer.via,
          path: url.pathname,
          intent,
          id: form.get("id") ?? undefined,
        }),
    },
    shared,
  );
}
