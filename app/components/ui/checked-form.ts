// One form on the shop's form layer (decision 016): Conform runs the form's
// check (the same one its action runs) in the browser before posting, and the
// server answers Conform's result, so both show the same pt-BR messages. The
// account forms and the admin's forms are this hook with their own constraints.
import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { type Checked, parseSubmission } from "~/lib/forms";
import type { z } from "~/lib/zod";
import { errorOf } from "./field";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = z.ZodMiniType<any>;

export interface CheckedFormOptions<T, F extends string = never> {
  id: string;
  /**
   * Inputs the form posts that its check's output does not carry: file inputs (checked by content
   * on the server), a confirmation box. Only their names matter here.
   */
  extraFields?: readonly F[];
  schema: AnySchema;
  check: (fields: Record<string, unknown>) => Checked<T>;
  /** The action's answer to the last post, if any. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Values the form starts with (e.g. the profile's name). */
  defaultValue?: DefaultValue<FormFields<T, NoInfer<F>>>;
}

/**
 * The form's fields by name: its check's output keys and its extra inputs, so `fields.title` is
 * known to exist and a misspelt name does not compile (a check with a loose output keeps any name).
 * What the inputs hold is text, whatever the check makes of it: the values stay unknown.
 */
export type FormFields<T, F extends string> = Record<(T extends object ? keyof T & string : string) | F, unknown>;

/** The browser's own rules of each input (required, maxLength…), as Conform takes them. */
export type Constraints = ReturnType<typeof getZodConstraint>;

/** The schema's rules as they are (a module-level function, so the memo below holds). */
function schemaConstraints(schema: AnySchema): Constraints {
  return getZodConstraint(schema);
}

/**
 * One form: its Conform state, the props of its <form> and its own message.
 * `constraintsOf` turns the schema (and check) into the browser's rules; it
 * must be a stable function, e.g. declared at module level.
 */
export function useCheckedForm<T, F extends string = never>(
  { id, schema, check, lastResult, defaultValue }: CheckedFormOptions<T, F>,
  constraintsOf: (schema: AnySchema, check: CheckedFormOptions<T, F>["check"]) => Constraints = schemaConstraints,
) {
  const constraint = useMemo(() => constraintsOf(schema, check), [constraintsOf, schema, check]);
  // Typed by the check's output, so `fields.title` is known to exist (noUncheckedIndexedAccess).
  const [form, fields] = useForm<FormFields<T, NoInfer<F>>, T>({
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
