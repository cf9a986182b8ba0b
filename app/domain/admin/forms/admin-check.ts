// An admin form's check on the one form layer (decision 016): the form's
// zod/mini schema, run as is in the browser (Conform's onValidate) and on the
// server (app/domain/admin/admin-form.server.ts), answering the `Checked`
// contract of app/lib/forms.ts. Unlike the shop's schemaCheck, each field keeps
// its schema's own message (a price that is not a price says so, rather than
// "Campo obrigatório").
import { type Checked } from "~/lib/forms";
import { z } from "~/lib/zod";
import { idSchema, issuesOf } from "./shared";

/** A check from a schema, with an optional last step on the parsed data (derive a slug, split lines). */
export function adminCheck<S, T = S>(
  schema: z.ZodMiniType<S>,
  finish?: (data: S) => Checked<T>,
): (fields: Record<string, unknown>) => Checked<T> {
  return (fields) => {
    const parsed = z.safeParse(schema, fields);
    if (!parsed.success) return { ok: false, formError: "", fieldErrors: issuesOf(parsed.error) };
    return finish ? finish(parsed.data) : { ok: true, data: parsed.data as unknown as T };
  };
}

/** A refusal of one field, found after the schema (a slug with no letters). */
export function fieldRefusal(
  field: string,
  message: string,
): { ok: false; formError: string; fieldErrors: Record<string, string> } {
  return { ok: false, formError: "", fieldErrors: { [field]: message } };
}

/** A row's own form (delete): its id. */
export const rowIdSchema = z.object({ id: idSchema });
export const checkRowId = adminCheck(rowIdSchema);

/** A row's show/hide switch. */
export const visibilitySchema = z.object({ id: idSchema, visible: z.enum(["true", "false"]) });
export const checkVisibility = adminCheck(visibilitySchema, (data) => ({
  ok: true,
  data: { id: data.id, visible: data.visible === "true" },
}));

/** An item's id from its address (/admin/produtos/12); null for anything else ('novo' is the add form). */
export function idFromParam(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}
