// Labelled form controls of the admin forms, each with its error linked for
// screen readers. The rules themselves live in app/domain/admin/forms/.
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { inputClasses } from "~/components/ui/input";
import { LabelledField } from "~/components/ui/labelled-field";
import { displayFileName } from "~/domain/admin/forms/uploads";
import type { useAdminForm } from "./use-admin-action";

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A field's props split into its label, error, hint and class (for LabelledField) and the control's own. */
function splitShell<P extends FieldShell & { className?: string }>({ label, error, hint, className, ...control }: P) {
  return [{ label, error, hint, className }, control] as const;
}

export function TextField(props: FieldShell & ComponentProps<"input">) {
  const [shell, input] = splitShell(props);
  return <LabelledField {...shell} control={(c) => <input {...c} className={cx(inputClasses, "mt-1")} {...input} />} />;
}

/** A price typed in reais ("147,90"). */
export function PriceField(props: FieldShell & ComponentProps<"input">) {
  return <TextField inputMode="decimal" placeholder="0,00" autoComplete="off" maxLength={20} {...props} />;
}

export function TextArea(props: FieldShell & ComponentProps<"textarea">) {
  const [shell, textarea] = splitShell(props);
  return (
    <LabelledField
      {...shell}
      control={(c) => <textarea {...c} className={cx(inputClasses, "mt-1 h-auto min-h-24 py-2")} {...textarea} />}
    />
  );
}

export function SelectField(props: FieldShell & ComponentProps<"select">) {
  const [shell, select] = splitShell(props);
  return <LabelledField {...shell} control={(c) => <select {...c} className={cx(inputClasses, "mt-1")} {...select} />} />;
}

/** A select of a list's values by their labels; `none` is a first, empty option ("Todos", "—"). */
export function ListSelectField<T extends string>({
  values,
  labelOf,
  none,
  ...props
}: FieldShell &
  Omit<ComponentProps<"select">, "children"> & { values: readonly T[]; labelOf: (value: T) => string; none?: string }) {
  return (
    <SelectField {...props}>
      {none !== undefined ? <option value="">{none}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </SelectField>
  );
}

export function CheckboxField({
  label,
  hint,
  className,
  ...props
}: { label: string; hint?: ReactNode } & ComponentProps<"input">) {
  const id = useId();
  return (
    <div className={cx("flex items-start gap-3", className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-teal-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** What an image field takes (the server checks the bytes: app/domain/storage/uploads.server.ts). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** A file input that shows the chosen name (spec: truncated to 37 characters plus '...' past 40). */
export function FileField({ current, onChange, ...props }: FieldShell & ComponentProps<"input"> & { current?: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [shell, input] = splitShell(props);
  return (
    <LabelledField
      {...shell}
      control={(c) => (
        <>
          <input
            {...c}
            type="file"
            className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-900 hover:file:bg-stone-100"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setChosen(file ? displayFileName(file.name) : null);
              onChange?.(event);
            }}
            {...input}
          />
          {chosen ? (
            <p className="mt-1 text-xs text-stone-700">Selecionado: {chosen}</p>
          ) : current ? (
            <div className="mt-1 text-xs text-stone-700">{current}</div>
          ) : null}
        </>
      )}
    />
  );
}

/** An editor's form: posts its fields and files to the tab's action once the browser check passes. */
export function AdminForm({
  form,
  action,
  mode,
  id,
  children,
}: {
  form: ReturnType<typeof useAdminForm>;
  action: string;
  mode: "create" | "update";
  /** The row being edited (update). */
  id?: number;
  children: ReactNode;
}) {
  return (
    <form.fetcher.Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={form.onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={mode} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {children}
    </form.fetcher.Form>
  );
}

/** A form's buttons, at its end: 'Cancelar' when there is `onCancel`, and the submit ('Processando...' while busy). */
export function FormButtons({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel?: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Processando..." : submitLabel}
      </Button>
    </div>
  );
}

/** A card section of the panel with its heading. */
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
    <section aria-labelledby={id} className={cx("rounded-2xl border border-stone-200 bg-white p-4 sm:p-6", className)}>
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
