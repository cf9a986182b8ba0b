// One form on the shop's form layer (decision 016): Conform runs the form's
// check (the same one its action runs) in the browser before posting, and the
// server answers Conform's result, so both show the same pt-BR messages. The
// account forms and the admin's forms are this hook with their own constraints.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { type Checked, parseSubmission } from "~/lib/forms";
import type { z } from "~/lib/zod";
import { errorOf } from "./field";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = z.ZodMiniType<any>;

export interface CheckedFormOptions<T> {
  id: string;
  schema: AnySchema;
  check: (fields: Record<string, unknown>) => Checked<T>;
  /** The action's answer to the last post, if any. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Values the form starts with (e.g. the profile's name). */
  defaultValue?: Record<string, string | undefined>;
}

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
export function useCheckedForm<T>(
  { id, schema, check, lastResult, defaultValue }: CheckedFormOptions<T>,
  constraintsOf: (schema: AnySchema, check: CheckedFormOptions<T>["check"]) => Constraints = schemaConstraints,
) {
  const constraint = useMemo(() => constraintsOf(schema, check), [constraintsOf, schema, check]);
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
