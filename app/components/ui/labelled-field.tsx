// The one shell of a labelled form control: label, the control, a hint and an
// error, with the control linked to both for screen readers. The shop's order
// forms show the hint above the control, the admin forms below it.
import { type ReactNode, useId } from "react";
import { cx } from "./cx";

/** What the control gets: its id and the links to its hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface LabelledFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shows the hint between the label and the control (default: below the control). */
  hintFirst?: boolean;
  /** Adds "(opcional)" to the label. */
  optional?: boolean;
  /** The control's id; a generated one when not given. */
  id?: string;
  className?: string;
  control: (props: ControlProps) => ReactNode;
}

export function LabelledField({ label, error, hint, hintFirst, optional, id: givenId, className, control }: LabelledFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const hintText = hint ? (
    <p id={`${id}-hint`} className={cx("text-xs text-stone-600", !hintFirst && "mt-1")}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (opcional)</span> : null}
      </label>
      {hintFirst ? hintText : null}
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hintFirst ? null : hintText}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
