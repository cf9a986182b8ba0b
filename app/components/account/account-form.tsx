// The account and payment forms on the shop's one form layer (decision 016):
// Conform runs the form's check in the browser before posting, the server runs
// it again and answers Conform's result, so both show the same pt-BR messages.
// They post to their own page: without JavaScript the browser does it, and the
// page comes back with the messages and what was typed (never a password).
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { type ReactNode, useMemo } from "react";
import { errorOf, Field, type FieldProps } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { cx } from "~/components/ui/cx";
import { type Checked, parseSubmission } from "~/lib/forms";
import type { z } from "~/lib/zod";

/** The card that frames sign-in, sign-up and password screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A message about the whole form (a refusal, a limit), announced when it appears. */
export function FormAlert({ title, message }: { title?: string; message?: string }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {title ? <p className="font-semibold">{title}</p> : null}
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}

export interface AccountFormOptions<T> {
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: z.ZodMiniType<any>;
  check: (fields: Record<string, unknown>) => Checked<T>;
  /** The action's answer to the last post, if any. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Values the form starts with (e.g. the profile's name). */
  defaultValue?: Record<string, string>;
}

/** One account form: its Conform state, the props of its <form>, and its own message. */
export function useAccountForm<T>({ id, schema, check, lastResult, defaultValue }: AccountFormOptions<T>) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint,
    defaultValue,
    // Without scripts the browser checks the required fields itself.
    defaultNoValidate: false,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, check),
  });
  return { form, fields, formProps: getFormProps(form), formError: errorOf(form) };
}

/** A field of an account form (16 px text, 44 px tall, like every input of the shop). */
export function AccountField(props: Omit<FieldProps, "inputClassName" | "className">) {
  return <Field {...props} inputClassName={cx(inputClasses, "mt-1")} />;
}

/** A new password and its confirmation (sign-up says "Senha", a change says "Nova senha"). */
export function NewPasswordFields({
  password,
  confirmPassword,
  changing,
}: {
  password: FieldProps["field"];
  confirmPassword: FieldProps["field"];
  changing?: boolean;
}) {
  return (
    <>
      <AccountField
        field={password}
        label={changing ? "Nova senha" : "Senha"}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <AccountField
        field={confirmPassword}
        label={changing ? "Confirmar nova senha" : "Confirmar senha"}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
