/** Reads a posted form as string fields; a file or repeated field becomes null (and fails validation). */
export async function readFormFields(request: Request): Promise<Record<string, unknown> | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) fields[key] = key in fields || typeof value !== "string" ? null : value;
  return fields;
}
