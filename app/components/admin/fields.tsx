// Labelled form controls of the admin forms, each with its error linked for
// screen readers. The rules themselves live in app/lib/admin-forms.ts.
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { cx } from "~/components/ui/cx";
import { inputClasses } from "~/components/ui/input";
import { displayFileName } from "~/lib/admin-forms";

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function Described({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function TextField({ label, error, hint, className, ...props }: FieldShell & ComponentProps<"input">) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        className={cx(inputClasses, "mt-1")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({ label, error, hint, className, ...props }: FieldShell & ComponentProps<"textarea">) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        className={cx(inputClasses, "mt-1 h-auto min-h-24 py-2")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, error, hint, className, children, ...props }: FieldShell & ComponentProps<"select">) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        className={cx(inputClasses, "mt-1")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      >
        {children}
      </select>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ label, hint, className, ...props }: { label: string; hint?: ReactNode } & ComponentProps<"input">) {
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

/** A file input that shows the chosen name (spec: truncated to 37 characters plus '...' past 40). */
export function FileField({
  label,
  error,
  hint,
  className,
  current,
  onChange,
  ...props
}: FieldShell & ComponentProps<"input"> & { current?: ReactNode }) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-900 hover:file:bg-stone-100"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? displayFileName(file.name) : null);
          onChange?.(event);
        }}
        {...props}
      />
      {chosen ? <p className="mt-1 text-xs text-stone-700">Selecionado: {chosen}</p> : current ? <div className="mt-1 text-xs text-stone-700">{current}</div> : null}
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** A card section of the panel with its heading. */
export function Panel({ title, children, className, actions }: { title: string; children: ReactNode; className?: string; actions?: ReactNode }) {
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
