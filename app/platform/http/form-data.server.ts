import { hasNulByte } from "~/lib/forms";

export { hasNulByte };

/** A posted form as string fields; a file, a repeated field or a NUL byte becomes null (and fails validation). */
export function formFieldsOf(form: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) fields[key] = key in fields || typeof value !== "string" || hasNulByte(value) ? null : value;
  return fields;
}

/** Reads the request's form as string fields; null when the body is not a form. */
export async function readFormFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    return formFieldsOf(await request.formData());
  } catch {
    return null;
  }
}

/** The request's form (repeated fields kept, for checkbox groups); an empty form when the body is not one. */
export async function readFormDataOrEmpty(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
