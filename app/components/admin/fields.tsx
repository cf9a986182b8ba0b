// The admin's forms on the shop's one form layer (decision 016): `useAdminForm`
// runs the form's check (the same one its action runs) in the browser, and
// each field takes its Conform metadata, so its name, the value typed before a
// refusal and its pt-BR message come from one place. Every form is a real
// <form> posting to its own page: it works with scripts off and comes back
// with what was typed. The server side is app/domain/admin/admin-form.server.ts.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { type ComponentProps, type ReactNode, useId, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { type AnyField, errorOf, FormError } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { LabelledField } from "~/components/ui/labelled-field";
import { browserFileProblem, displayFileName, type UploadPurpose } from "~/domain/admin/forms/uploads";
import type { Checked } from "~/lib/forms";
import { parseSubmission } from "~/lib/forms";
import type { z } from "~/lib/zod";

/** What a page's action answers on a refusal (AdminFormReply), as the page sees it. */
export type AdminReply = { intent: string; result: SubmissionResult<string[]> } | undefined;

/** The answer to one form of the page (by its intent), for its `lastResult`. */
export function replyTo(reply: AdminReply | null | unknown, intent: string): SubmissionResult<string[]> | undefined {
  const answer = reply as AdminReply | null;
  return answer && (answer.intent === intent || answer.intent === "") ? answer.result : undefined;
}

export interface AdminFormOptions<T> {
  id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: z.ZodMiniType<any>;
  check: (fields: Record<string, unknown>) => Checked<T>;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: Record<string, string | undefined>;
}

/**
 * The schema's constraints for the browser, with `required` only where the
 * check itself refuses an empty field: an optional text field is a pipe whose
 * output is a string, which Conform would otherwise mark required, and then a
 * browser without scripts would refuse to send the form with it left empty.
 */
function constraintsOf<T>(schema: AdminFormOptions<T>["schema"], check: AdminFormOptions<T>["check"]) {
  // A fresh object: the one getZodConstraint returns ignores assignments.
  const constraint = { ...getZodConstraint(schema) };
  // Every field posted empty, as a browser sends a blank input.
  const empty = check(Object.fromEntries(Object.keys(constraint).map((name) => [name, ""])));
  const refusedWhenEmpty = empty.ok ? {} : empty.fieldErrors;
  return Object.fromEntries(
    Object.entries(constraint).map(([name, rules]) => [
      name,
      rules?.required && !refusedWhenEmpty[name] ? { ...rules, required: false } : rules,
    ]),
  );
}

/** One admin form: its Conform state, the props of its <form> and its own message. */
export function useAdminForm<T>({ id, schema, check, lastResult, defaultValue }: AdminFormOptions<T>) {
  const constraint = useMemo(() => constraintsOf(schema, check), [schema, check]);
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

interface FieldShell {
  field: AnyField;
  label: string;
  hint?: ReactNode;
  className?: string;
}

export function TextField({
  field,
  label,
  hint,
  className,
  ...input
}: FieldShell & Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "className">) {
  const { key, ...conform } = getInputProps(field, { type: "text", ariaAttributes: true });
  return (
    <LabelledField
      id={field.id}
      label={label}
      hint={hint}
      error={errorOf(field)}
      className={className}
      control={(c) => (
        <input
          key={key}
          {...conform}
          {...input}
          {...c}
          required={input.required ?? conform.required}
          className={cx(inputClasses, "mt-1")}
        />
      )}
    />
  );
}

/** A price typed in reais ("147,90"). */
export function PriceField(props: FieldShell & Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "className">) {
  return <TextField inputMode="decimal" placeholder="0,00" autoComplete="off" maxLength={20} {...props} />;
}

export function TextAreaField({
  field,
  label,
  hint,
  className,
  ...textarea
}: FieldShell & Omit<ComponentProps<"textarea">, "name" | "id" | "defaultValue" | "className">) {
  const { key, ...conform } = getTextareaProps(field, { ariaAttributes: true });
  return (
    <LabelledField
      id={field.id}
      label={label}
      hint={hint}
      error={errorOf(field)}
      className={className}
      control={(c) => (
        <textarea key={key} {...conform} {...textarea} {...c} className={cx(inputClasses, "mt-1 h-auto min-h-24 py-2")} />
      )}
    />
  );
}

export function SelectField({ field, label, hint, className, children }: FieldShell & { children: ReactNode }) {
  const { key, ...conform } = getSelectProps(field, { ariaAttributes: true });
  return (
    <LabelledField
      id={field.id}
      label={label}
      hint={hint}
      error={errorOf(field)}
      className={className}
      control={(c) => (
        <select key={key} {...conform} {...c} className={cx(inputClasses, "mt-1")}>
          {children}
        </select>
      )}
    />
  );
}

export function CheckboxField({ field, label, hint, className }: FieldShell) {
  const { key, ...conform } = getInputProps(field, { type: "checkbox", ariaAttributes: true });
  return (
    <div className={cx("flex items-start gap-3", className)}>
      <input
        key={key}
        {...conform}
        className="mt-0.5 size-5 shrink-0 accent-teal-700"
        aria-describedby={hint ? `${field.id}-hint` : undefined}
      />
      <div>
        <label htmlFor={field.id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint ? (
          <p id={`${field.id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** What an image field takes (the server checks the bytes: app/domain/storage/uploads.server.ts). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/**
 * A file input. Files never go through the form's check: the server checks
 * them by their bytes and answers a refusal on this field. The browser only
 * warns early about size and declared type.
 */
export function FileField({
  field,
  label,
  hint,
  className,
  purpose,
  current,
  ...input
}: FieldShell & { purpose: UploadPurpose; current?: ReactNode } & Omit<
    ComponentProps<"input">,
    "name" | "id" | "type" | "className" | "defaultValue"
  >) {
  const [chosen, setChosen] = useState<{ name: string; problem: string | null } | null>(null);
  const error = chosen?.problem ?? errorOf(field);
  return (
    <LabelledField
      id={field.id}
      label={label}
      hint={hint}
      error={error ?? undefined}
      className={className}
      control={(c) => (
        <>
          <input
            {...input}
            {...c}
            name={field.name}
            type="file"
            className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-900 hover:file:bg-stone-100"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setChosen(file ? { name: displayFileName(file.name), problem: browserFileProblem(file, purpose) } : null);
            }}
          />
          {chosen ? (
            <p className="mt-1 text-xs text-stone-700">Selecionado: {chosen.name}</p>
          ) : current ? (
            <div className="mt-1 text-xs text-stone-700">{current}</div>
          ) : null}
        </>
      )}
    />
  );
}

/** The form's own message (a refusal not about one field). */
export function AdminFormError({ message }: { message: string | undefined }) {
  return <FormError message={message} />;
}

/** A form's buttons at its end: a way back (a link, so it works without scripts) and the submit. */
export function FormButtons({ submitLabel, intent, cancelTo }: { submitLabel: string; intent?: string; cancelTo?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!intent || navigation.formData?.get("intent") === intent);
  return (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
      {cancelTo ? (
        <Link to={cancelTo} className={buttonClasses({ variant: "outline" })}>
          Cancelar
        </Link>
      ) : null}
      <Button type="submit" name={intent ? "intent" : undefined} value={intent} disabled={busy}>
        {busy ? "Processando..." : submitLabel}
      </Button>
    </div>
  );
}

/** A card section of a page with its heading. */
export function Panel({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx("min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A section page's title, a line about it and its main action (e.g. "Novo produto"). */
export function PageHeader({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description ? <p className="text-sm text-stone-700">{description}</p> : null}
      </div>
      {action}
    </header>
  );
}

/** A link that looks like a button (the main action of a page). */
export function ActionLink({
  to,
  children,
  variant = "primary",
}: {
  to: string;
  children: ReactNode;
  variant?: "primary" | "outline";
}) {
  return (
    <Link to={to} className={buttonClasses({ variant, size: "sm" })}>
      {children}
    </Link>
  );
}

/** 'Editar' and 'Excluir' of one row of a list: links to the item's page (and its confirm step), so they work without scripts. */
export function RowLinks({ to, label }: { to: string; label: string }) {
  const link =
    "inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-stone-100";
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={to} aria-label={`Editar ${label}`} className={link}>
        Editar
      </Link>
      <Link to={`${to}?excluir=1`} aria-label={`Excluir ${label}`} className={cx(link, "text-red-800")}>
        Excluir
      </Link>
    </div>
  );
}

/**
 * The confirm step of a deletion: a page state (`?excluir=1`), so it works
 * without scripts. Posting intent 'delete' to the item's page.
 */
export function DeleteConfirm({
  title,
  children,
  cancelTo,
  id,
  error,
}: {
  title: string;
  children: ReactNode;
  cancelTo: string;
  id: number;
  error?: string;
}) {
  const headingId = useId();
  return (
    <section
      role="alertdialog"
      aria-labelledby={headingId}
      className="mb-5 rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-red-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-stone-800">{children}</div>
      <AdminFormError message={error} />
      <Form method="post" className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <input type="hidden" name="id" value={id} />
        <Link to={cancelTo} className={buttonClasses({ variant: "outline" })}>
          Cancelar
        </Link>
        <Button type="submit" name="intent" value="delete" variant="destructive">
          Excluir
        </Button>
      </Form>
    </section>
  );
}

/** Show/hide of one row: a one-button form, so it works without scripts. */
export function VisibilityToggle({ id, visible, label }: { id: number; visible: boolean; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="visible" value={visible ? "false" : "true"} />
      <button
        type="submit"
        name="intent"
        value="visibility"
        role="switch"
        aria-checked={visible}
        aria-label={`Visível: ${label}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1"
      >
        <span
          className={cx(
            "relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors",
            visible ? "bg-primary" : "bg-stone-300",
          )}
        >
          <span
            className={cx(
              "absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform",
              visible ? "translate-x-5.5" : "translate-x-0.5",
            )}
          />
        </span>
        <span className="text-xs text-stone-700">{visible ? "Sim" : "Não"}</span>
      </button>
    </Form>
  );
}

/** A list's search: a GET form (?q=), so it works without scripts and the address keeps it. */
export function ListSearch({ label, placeholder, query }: { label: string; placeholder: string; query: string }) {
  const id = useId();
  return (
    <Form method="get" role="search" className="flex w-full gap-2 sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={placeholder}
        maxLength={100}
        className={cx(inputClasses, "flex-1")}
      />
      <Button type="submit" variant="outline">
        Buscar
      </Button>
    </Form>
  );
}

/** The search typed in a list's address (?q=), bounded. */
export function searchOf(url: string): string {
  return (new URL(url).searchParams.get("q") ?? "").slice(0, 100);
}
