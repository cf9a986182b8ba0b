// A labelled text input of the shop's order forms (plan pages and checkout):
// controlled, with an optional mask applied as the visitor types, a hint and
// an error linked for screen readers.
import type { InputHTMLAttributes } from "react";

export interface MaskedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> {
  id: string;
  name: string;
  label: string;
  value: string;
  /** Receives the (masked) value on every change. */
  onValue: (value: string) => void;
  mask?: (value: string) => string;
  /** Runs after the value is set (a CEP lookup, say). */
  afterChange?: (value: string) => void;
  error?: string;
  hint?: string;
  /** Adds "(opcional)" to the label. */
  optional?: boolean;
  /** Classes of the wrapper; `inputClassName` styles the input. */
  className?: string;
  inputClassName: string;
}

export function MaskedField({ id, name, label, value, onValue, mask, afterChange, error, hint, optional, className, inputClassName, ...inputProps }: MaskedFieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (opcional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <input
        {...inputProps}
        id={id}
        name={name}
        value={value}
        onChange={(e) => {
          const next = mask ? mask(e.target.value) : e.target.value;
          onValue(next);
          afterChange?.(next);
        }}
        className={inputClassName}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
