// The orders' forms on the shop's one form layer (decision 016): Conform runs
// the form's check (app/domain/orders/forms/back-office.ts) in the browser before
// posting; the server runs it again and, on a refusal, answers Conform's
// result for the form that posted (`intent`), so the page shows its messages
// and keeps what was typed, with scripts on and off. Each form is a real
// <form method="post">: without scripts the browser posts it and the page
// comes back with the answer.
import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/button";
import type { FormFields } from "~/components/ui/checked-form";
import { cx } from "~/components/ui/cx";
import { errorOf, FormError } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { type Checked, parseSubmission } from "~/lib/forms";

/** What a refused admin form answers (app/domain/admin/admin-form.server.ts). */
export interface AdminFormReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/** The server's last answer, when it was for this form (its intent and, for one order, its id). */
export function useLastResult(intent: string, key?: string): SubmissionResult<string[]> | undefined {
  const reply = useActionData<AdminFormReply>();
  if (!reply || reply.intent !== intent) return undefined;
  if (key !== undefined) {
    const posted = reply.result.initialValue as Record<string, unknown> | undefined;
    if (posted && posted.formKey !== key) return undefined;
  }
  return reply.result;
}

/** One order form's Conform state: the check runs in the browser, the server's refusal comes back as lastResult. */
export function useOrderForm<T, F extends string = never>({
  id,
  intent,
  check,
  formKey,
  defaultValue,
}: {
  id: string;
  intent: string;
  check: (fields: Record<string, unknown>) => Checked<T>;
  /** Inputs posted beside the check's output (a confirmation box): see useCheckedForm. */
  extraFields?: readonly F[];
  /** Tells apart forms of one intent on one page (e.g. each status move). */
  formKey?: string;
  defaultValue?: DefaultValue<FormFields<T, NoInfer<F>>>;
}) {
  const lastResult = useLastResult(intent, formKey);
  const [form, fields] = useForm<FormFields<T, NoInfer<F>>, T>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, check),
  });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { form, fields, formProps: getFormProps(form), formError: errorOf(form), busy };
}

/** A posting form of an order page or the list: intent and key as hidden fields, the form's own message first. */
export function OrderForm({
  formProps,
  intent,
  formKey,
  formError,
  action,
  encType,
  className,
  children,
}: {
  formProps: ReturnType<typeof getFormProps>;
  intent: string;
  formKey?: string;
  formError?: string;
  action?: string;
  encType?: "multipart/form-data";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} encType={encType} preventScrollReset {...formProps} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {formKey !== undefined ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <FormError id={formProps.id ? `${formProps.id}-error` : undefined} message={formError} />
      {children}
    </Form>
  );
}

export function SubmitButton({
  busy,
  variant,
  className,
  children,
}: {
  busy: boolean;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} size="sm" className={className} disabled={busy}>
      {busy ? "Processando..." : children}
    </Button>
  );
}

/** The class of every input and select of the order forms (44 px, 16 px text). */
export const orderInputClasses = cx(inputClasses, "mt-1");
