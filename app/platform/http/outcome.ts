// What a request's work decided, said once for every route (issue 35 §5). A
// concern's workflow returns an Outcome; `respond` (form-handler.server.ts)
// is the one place that turns it into HTTP:
//
//   done       303 to `redirectTo` (default: the page posted from), with an optional toast and cookies
//   invalid    400, the submission's field messages (Conform shows them and keeps what was typed)
//   refused    its status (403, 409, 410, 429, 502, 503…) and a pt-BR message; nothing was written
//   not-found  404 and a pt-BR message
//
// `ok` is kept beside `kind` so callers can ask "did it go through?" without
// naming every kind (the admin's pages and domain modules did so before).
// Pure: no server imports, so a concern's pure rules may build outcomes too.
import type { SubmissionResult } from "@conform-to/react";
import type { ToastMessage } from "./toast";

/** What a refused form answers: which form (intent) and Conform's result (the page shows its messages, scripts on or off). */
export interface FormReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

export type Outcome =
  | {
      ok: true;
      kind: "done";
      /** The toast the next page shows (none: a plain redirect, e.g. to a payment page). */
      toast?: ToastMessage;
      /** A second message that rides in the same toast (a cover that could not be stored). */
      warning?: ToastMessage;
      /** Where to go next: a path of ours, or an absolute address (a hosted checkout). Default: the page posted from. */
      redirectTo?: string;
      /** Cookies to set with the redirect (a grant ended, a session). */
      setCookies?: string[];
    }
  | { ok: false; kind: "invalid"; status: 400; message?: string; fieldErrors: Record<string, string> }
  | { ok: false; kind: "refused"; status: number; message: string; fieldErrors?: Record<string, string> }
  | { ok: false; kind: "not-found"; status: 404; message: string };

/** An outcome that went through. */
export type DoneOutcome = Extract<Outcome, { ok: true }>;
/** An outcome that changed nothing. */
export type RefusedOutcome = Extract<Outcome, { ok: false }>;

/** Done: the toast the next page shows (title, optional description), and where to go. */
export function done(
  toast: ToastMessage | string,
  extra: { redirectTo?: string; warning?: ToastMessage; setCookies?: string[] } = {},
): DoneOutcome {
  return { ok: true, kind: "done", toast: typeof toast === "string" ? { title: toast } : toast, ...extra };
}

/** Done, going elsewhere: a redirect with or without a toast. */
export function redirectTo(to: string, toast?: ToastMessage, setCookies?: string[]): DoneOutcome {
  return { ok: true, kind: "done", redirectTo: to, ...(toast ? { toast } : {}), ...(setCookies ? { setCookies } : {}) };
}

/** Bad input found only by the work itself (the form's check passed): each field's message, 400. */
export function invalid(fieldErrors: Record<string, string>, message?: string): RefusedOutcome {
  return { ok: false, kind: "invalid", status: 400, fieldErrors, ...(message ? { message } : {}) };
}

/** Refused: nothing was written; `status` says why (403 not allowed, 409 state changed, 429 too often, 503 unavailable…). */
export function refusal(status: number, message: string, fieldErrors?: Record<string, string>): RefusedOutcome {
  return { ok: false, kind: "refused", status, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** The thing named by the request does not exist (any more). */
export function missing(message: string): RefusedOutcome {
  return { ok: false, kind: "not-found", status: 404, message };
}
