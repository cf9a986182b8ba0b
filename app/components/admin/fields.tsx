// The admin's forms on the shop's one form layer (decision 016): `useAdminForm`
// runs the form's check (the same one its action runs) in the browser
// (app/components/ui/checked-form.ts), and each field takes its Conform
// metadata, so its name, the value typed before a refusal and its pt-BR
// message come from one place. Every form is a real <form> posting to its own
// page: it works with scripts off and comes back with what was typed. The
// server side is app/domain/admin/admin-form.server.ts; the content sections'
// pages are editor-frame.tsx and admin-list.tsx.
import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { type CheckedFormOptions, type Constraints, useCheckedForm } from "~/components/ui/checked-form";
import { cx } from "~/components/ui/cx";
import { type AnyField, errorOf, FormError, useMask } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { LabelledField, type LabelledFieldProps } from "~/components/ui/labelled-field";
import { browserFileProblem, displayFileName, type UploadPurpose } from "~/platform/storage/upload-rules";
import { DAY_INPUT_PATTERN } from "~/lib/dates";
import { maskDate } from "~/lib/masks";

/** What a page's action answers on a refusal (AdminFormReply), as the page sees it. */
export type AdminReply = { intent: string; result: SubmissionResult<string[]> } | undefined;

/** The answer to one form of the page (by its intent), for its `lastResult`. */
export function replyTo(reply: unknown, intent: string): SubmissionResult<string[]> | undefined {
  const answer = reply as AdminReply | null;
  return answer && (answer.intent === intent || answer.intent === "") ? answer.result : undefined;
}

/** The message of a refused form of the page (by its intent), not about one field. */
export function refusalOf(reply: unknown, intent: string): string | undefined {
  return replyTo(reply, intent)?.error?.[""]?.[0];
}

/**
 * The schema's constraints for the browser, with `required` only where the
 * check itself refuses an empty field: an optional text field is a pipe whose
 * output is a string, which Conform would otherwise mark required, and then a
 * browser without scripts would refuse to send the form with it left empty.
 */
function constraintsOf<T>(schema: CheckedFormOptions<T>["schema"], check: CheckedFormOptions<T>["check"]): Constraints {
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
export function useAdminForm<T, F extends string = never>(options: CheckedFormOptions<T, F>) {
  return useCheckedForm(options, constraintsOf);
}

interface FieldShell {
  field: AnyField;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/** A field's props split in two: those of its label, hint and message (LabelledField), and the control's own. */
function splitShell<P extends FieldShell>({ field, label, hint, className, ...control }: P) {
  const shell: Omit<LabelledFieldProps, "control"> = { id: field.id, label, hint, error: errorOf(field), className };
  return [shell, control] as const;
}

type InputProps = Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "className">;

export function TextField(props: FieldShell & InputProps) {
  const [shell, input] = splitShell(props);
  const { key, ...conform } = getInputProps(props.field, { type: "text", ariaAttributes: true });
  return (
    <LabelledField
      {...shell}
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

/**
 * A day typed dd/mm/aaaa, whatever the browser's language (a native date
 * input would read 10/29/2026 on an English browser). Digits only on a phone;
 * the mask adds the slashes, also to what was typed before scripts loaded;
 * without scripts the browser holds the form to the pattern.
 */
export function DateField(props: FieldShell & InputProps) {
  const mask = useMask(maskDate);
  return (
    <TextField
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      pattern={DAY_INPUT_PATTERN}
      title="Data no formato dd/mm/aaaa"
      maxLength={10}
      autoComplete="off"
      {...props}
      ref={mask}
    />
  );
}

/** A price typed in reais ("147,90"). */
export function PriceField(props: FieldShell & InputProps) {
  return <TextField inputMode="decimal" placeholder="0,00" autoComplete="off" maxLength={20} {...props} />;
}

export function TextAreaField(
  props: FieldShell & Omit<ComponentProps<"textarea">, "name" | "id" | "defaultValue" | "className">,
) {
  const [shell, textarea] = splitShell(props);
  const { key, ...conform } = getTextareaProps(props.field, { ariaAttributes: true });
  return (
    <LabelledField
      {...shell}
      control={(c) => (
        <textarea key={key} {...conform} {...textarea} {...c} className={cx(inputClasses, "mt-1 h-auto min-h-24 py-2")} />
      )}
    />
  );
}

export function SelectField(props: FieldShell & { children: ReactNode }) {
  const [shell, { children }] = splitShell(props);
  const { key, ...conform } = getSelectProps(props.field, { ariaAttributes: true });
  return (
    <LabelledField
      {...shell}
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

/** What an image field takes (the server checks the bytes: app/platform/storage/uploads.server.ts). */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/**
 * A file input. Files never go through the form's check: the server checks
 * them by their bytes and answers a refusal on this field. The browser only
 * warns early about size and declared type.
 */
type FileFieldProps = FieldShell & { purpose: UploadPurpose; current?: ReactNode } & Omit<
    ComponentProps<"input">,
    "name" | "id" | "type" | "className" | "defaultValue"
  >;

export function FileField(props: FileFieldProps) {
  const [shell, { purpose, current, ...input }] = splitShell(props);
  const [chosen, setChosen] = useState<{ name: string; problem: string | null } | null>(null);
  return (
    <LabelledField
      {...shell}
      error={chosen?.problem ?? shell.error}
      control={(c) => (
        <>
          <input
            {...input}
            {...c}
            name={props.field.name}
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

/** An item's image: sent empty, the stored one stays ("a imagem", or what `kept` names, e.g. "a capa"). */
export function ImageField({
  stored,
  kept = "a imagem",
  hint = "Imagem até 10MB.",
  ...props
}: Omit<FileFieldProps, "accept" | "current"> & { stored: boolean; kept?: string }) {
  return (
    <FileField
      accept={IMAGE_ACCEPT}
      hint={hint}
      current={stored ? `Deixe vazio para manter ${kept} atual.` : undefined}
      {...props}
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

/** The search typed in a list's address (?q=), bounded. */
export function searchOf(url: string): string {
  return (new URL(url).searchParams.get("q") ?? "").slice(0, 100);
}
