// A fetcher for the admin's actions: shows the answer's toast (and warning),
// then lets the form react to a success (clear itself, close its dialog).
// A 403 (session ended) is thrown by the action and shows the password dialog.
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toaster";
import type { AdminActionData, FieldErrors, Validation } from "~/domain/admin/forms/shared";
import type { ToastMessage } from "~/lib/toast";

export function useAdminAction(options: { onSuccess?: (data: AdminActionData) => void } = {}) {
  const fetcher = useFetcher<AdminActionData>();
  const handled = useRef<AdminActionData | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const onSuccess = useEffectEvent((data: AdminActionData) => options.onSuccess?.(data));

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    toast(result.toast);
    if (result.warning) toast({ ...result.warning, variant: "destructive" });
    if (result.ok) onSuccess(result);
  }, [fetcher.state, fetcher.data]);

  const busy = fetcher.state !== "idle";
  const serverErrors = !busy && fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  return {
    fetcher,
    busy,
    /** Errors of the last browser check, else of the last answer. */
    errors: Object.keys(clientErrors).length ? clientErrors : serverErrors,
    setClientErrors,
  };
}

/** What the browser check of a form found: the toast to show and the fields to mark. */
export interface FormProblem {
  toast: ToastMessage;
  fieldErrors: FieldErrors;
}

/**
 * The first problem of a form: its rules (the same validation the server runs),
 * then its chosen files in order (`{ image: browserFileProblem(…) }`), shown
 * under `errorTitle`. Null when the form may be sent.
 */
export function formProblem(
  checked: Validation<unknown>,
  errorTitle: string,
  files: Record<string, string | null>,
): FormProblem | null {
  if (!checked.ok) return { toast: checked.toast, fieldErrors: checked.fieldErrors };
  for (const [field, problem] of Object.entries(files)) {
    if (problem)
      return { toast: { title: errorTitle, description: problem, variant: "destructive" }, fieldErrors: { [field]: problem } };
  }
  return null;
}

/**
 * An admin form: `useAdminAction` plus the submit handler every form shares.
 * A problem found by `check` stops the submit, shows its toast and marks its
 * fields; otherwise the marks are cleared and the form is sent.
 */
export function useAdminForm(options: {
  check: (form: HTMLFormElement) => FormProblem | null;
  onSuccess?: (data: AdminActionData) => void;
}) {
  const action = useAdminAction({ onSuccess: options.onSuccess });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = options.check(event.currentTarget);
    if (problem) {
      event.preventDefault();
      toast(problem.toast);
    }
    action.setClientErrors(problem?.fieldErrors ?? {});
  };
  return { ...action, onSubmit };
}

/** The text fields of a form element, as the server will read them (first value of each name). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/** A chosen file of a form element, or null. */
export function formFile(form: HTMLFormElement, name: string): File | null {
  const value = new FormData(form).get(name);
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/**
 * The end of an editor's work, after saving or on 'Cancelar': an edit is left
 * (`leave`), an add starts afresh (a new `formKey` mounts the form empty,
 * chosen files and their names included).
 */
export function useFormReset(editing: boolean, leave?: () => void) {
  const [formKey, setFormKey] = useState(0);
  const reset = () => {
    if (editing) leave?.();
    else setFormKey((k) => k + 1);
  };
  return { formKey, reset };
}
