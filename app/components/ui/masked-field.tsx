// A labelled text input of the shop's order forms (plan pages and checkout):
// controlled, with an optional mask applied as the visitor types, a hint and
// an error linked for screen readers.
import type { InputHTMLAttributes } from "react";
import { LabelledField } from "./labelled-field";

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
  return (
    <LabelledField
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      hintFirst
      error={error}
      className={className}
      control={(c) => (
        <input
          {...inputProps}
          {...c}
          name={name}
          value={value}
          onChange={(e) => {
            const next = mask ? mask(e.target.value) : e.target.value;
            onValue(next);
            afterChange?.(next);
          }}
          className={inputClassName}
        />
      )}
    />
  );
}
