// A fetcher for the admin's actions: shows the answer's toast (and warning),
// then lets the form react to a success (clear itself, close its dialog).
// A 403 (session ended) is thrown by the action and shows the password dialog.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toaster";
import type { AdminActionData, FieldErrors } from "~/lib/admin-forms";

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
