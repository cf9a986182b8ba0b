// The one form layer (decision 016): every form's rules are one zod/mini schema
// wrapped in a check function (fields in, data or pt-BR messages out). Conform
// runs that same check in the browser (useForm's onValidate) and the server
// runs it again on the posted body, answering Conform's SubmissionResult so the
// form shows the server's messages exactly like its own.
import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { HONEYPOT_MESSAGE, withoutHoneypot } from "./honeypot";
import { z } from "./zod";

export type FieldErrors = Record<string, string | undefined>;

/** What a form's rules decide: the normalised data, or a summary and the message of each wrong field. */
export type Checked<T> = { ok: true; data: T } | { ok: false; formError: string; fieldErrors: FieldErrors };

/** Keys Conform itself may post (a validation intent, its state input): never a field of ours. */
const CONFORM_KEYS = new Set(["__intent__", "__state__"]);

/** True for text no field of ours accepts: a NUL byte (PostgreSQL text cannot store one). */
export function hasNulByte(value: string): boolean {
  return value.includes("\u0000");
}

/**
 * The posted fields as strings; a file, a repeated field or a NUL byte becomes
 * null, which every rule refuses. Conform's own keys are dropped.
 */
export function formFields(payload: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (CONFORM_KEYS.has(key)) continue;
    fields[key] = typeof value === "string" && !hasNulByte(value) ? value : null;
  }
  return fields;
}

/** Conform's error map: "" is the form's own message (the summary, when there is one), the rest one message per field. */
export function conformErrors(result: { formError: string; fieldErrors: FieldErrors }): Record<string, string[]> {
  const error: Record<string, string[]> = result.formError ? { "": [result.formError] } : {};
  for (const [name, message] of Object.entries(result.fieldErrors)) if (message) error[name] = [message];
  return error;
}

/** Runs a form's check on a posted body as a Conform submission (browser and server alike). */
export function parseSubmission<T>(
  payload: FormData | URLSearchParams,
  check: (fields: Record<string, unknown>) => Checked<T>,
): Submission<Record<string, unknown>, string[], T> {
  return parse<T, string[]>(payload, {
    resolve(value) {
      const result = check(formFields(value));
      return result.ok ? { value: result.data } : { error: conformErrors(result) };
    },
  });
}

/** Every form's answer to a filled honeypot: the form's message, no field's. */
export const BOT_REFUSAL = { ok: false, formError: HONEYPOT_MESSAGE, fieldErrors: {} } as const;

/** What every form says of a field that came without text (missing, a file, repeated). */
export const REQUIRED_MESSAGE = "Campo obrigatório";

/** The first message of each field in a schema's issues ("Campo obrigatório" when the field was not text). */
export function fieldErrorsOf(
  issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== "string") continue;
    errors[field] ??= issue.code === "invalid_type" ? REQUIRED_MESSAGE : issue.message;
  }
  return errors;
}

/**
 * A form's check from its schema, for forms whose messages are all about
 * fields (account, payment): a bot's filled honeypot is the form's message,
 * a wrong field only its own.
 */
export function schemaCheck<T>(schema: z.ZodMiniType<T>): (fields: Record<string, unknown>) => Checked<T> {
  return (fields) => {
    const raw = withoutHoneypot(fields);
    if (!raw) return BOT_REFUSAL;
    const parsed = z.safeParse(schema, raw);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, formError: "", fieldErrors: fieldErrorsOf(parsed.error.issues) };
  };
}

/** Fields whose typed value never comes back in an answer (nor in the page's HTML). */
export const SECRET_FIELDS = ["password", "confirmPassword", "currentPassword", "cardNumber", "cvc"];

/**
 * The server's answer to a refused submission: its messages (`message` as the
 * form's, `fieldErrors` found only on the server), secrets left out.
 */
export function refusalReply<T>(
  submission: Submission<Record<string, unknown>, string[], T>,
  message?: string,
  fieldErrors?: Record<string, string[]>,
): SubmissionResult<string[]> {
  return submission.reply({
    hideFields: SECRET_FIELDS,
    ...(message ? { formErrors: [message] } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
  });
}
