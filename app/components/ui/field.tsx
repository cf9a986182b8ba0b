// The shop's form fields on Conform (decision 016), after the Epic Stack's
// forms.tsx: a label, the control Conform describes (name, id, defaultValue,
// required, aria-invalid and aria-describedby linked to the error) and the
// error, announced. Inputs are uncontrolled: what a shopper types before the
// page's scripts run stays in the input when they do. A mask attaches to the
// input that is already there and keeps the caret where it was.
import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useCallback } from "react";
import { maskKeepingCaret } from "~/lib/masks";
import { LabelledField } from "./labelled-field";

/** The first message of a field (or of the form: name ""), if any. */
export function errorOf(field: { errors?: string[] }): string | undefined {
  return field.errors?.[0];
}

/** Applies `mask` to the input's current value (on attach and on every input), keeping the caret. */
export function applyMask(input: HTMLInputElement, mask: (value: string) => string): void {
  const focused = input.ownerDocument.activeElement === input;
  const caret = focused ? (input.selectionStart ?? input.value.length) : input.value.length;
  const next = maskKeepingCaret(input.value, caret, mask);
  if (next.value === input.value) return;
  input.value = next.value;
  if (focused) input.setSelectionRange(next.caret, next.caret);
}

/** A ref that masks the input as it is typed, including what was typed before hydration. */
export function useMask(mask: ((value: string) => string) | undefined) {
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || !mask) return;
      applyMask(input, mask);
      const onInput = () => applyMask(input, mask);
      input.addEventListener("input", onInput);
      return () => input.removeEventListener("input", onInput);
    },
    [mask],
  );
}

/** A field of any Conform form of the shop (errors are lists of pt-BR messages). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;

type InputType = "text" | "email" | "tel" | "password" | "number" | "search" | "url";

export interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "id" | "type" | "defaultValue" | "value" | "className"
> {
  field: AnyField;
  label: string;
  type?: InputType;
  mask?: (value: string) => string;
  hint?: ReactNode;
  /** Shows the hint between the label and the control (the order forms). */
  hintFirst?: boolean;
  /** Adds "(opcional)" to the label. */
  optional?: boolean;
  className?: string;
  inputClassName: string;
}

export function Field({
  field,
  label,
  type = "text",
  mask,
  hint,
  hintFirst,
  optional,
  className,
  inputClassName,
  ...inputProps
}: FieldProps) {
  const maskRef = useMask(mask);
  const { key, ...conformProps } = getInputProps(field, { type, ariaAttributes: true });
  return (
    <LabelledField
      id={field.id}
      label={label}
      optional={optional}
      hint={hint}
      hintFirst={hintFirst}
      error={errorOf(field)}
      className={className}
      control={(c) => <input key={key} {...inputProps} {...conformProps} {...c} ref={maskRef} className={inputClassName} />}
    />
  );
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "name" | "id" | "defaultValue" | "value" | "className"
> {
  field: AnyField;
  label: string;
  className?: string;
  selectClassName: string;
  children: ReactNode;
}

export function SelectField({ field, label, className, selectClassName, children, ...selectProps }: SelectFieldProps) {
  const { key, ...conformProps } = getSelectProps(field, { ariaAttributes: true });
  return (
    <LabelledField
      id={field.id}
      label={label}
      error={errorOf(field)}
      className={className}
      control={(c) => (
        <select key={key} {...selectProps} {...conformProps} {...c} className={selectClassName}>
          {children}
        </select>
      )}
    />
  );
}

/** The form's own message (a summary, a refusal), announced as soon as it appears. */
export function FormError({ id, message }: { id?: string; message: string | undefined }) {
  return (
    <div id={id} aria-live="assertive" aria-atomic="true">
      {message ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}
