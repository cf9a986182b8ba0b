/** A posted form as string fields; a file or repeated field becomes null (and fails validation). */
export function formFieldsOf(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) fields[key] = key in fields || typeof value !== "string" ? null : value;
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
