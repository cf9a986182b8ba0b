// A field people never see or fill: a form that arrives with it filled was sent by a bot.
export const HONEYPOT_FIELD = "website";
export const HONEYPOT_MESSAGE = "Não foi possível enviar o formulário. Recarregue a página e tente novamente.";

/** The fields without the honeypot; null when a bot filled it. */
export function withoutHoneypot(fields: Record<string, unknown>): Record<string, unknown> | null {
  if (filledHoneypot(fields)) return null;
  const { [HONEYPOT_FIELD]: _honeypot, ...rest } = fields;
  return rest;
}

export function filledHoneypot(fields: Record<string, unknown> | FormData): boolean {
  const value = fields instanceof FormData ? fields.get(HONEYPOT_FIELD) : fields[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value != null;
}
