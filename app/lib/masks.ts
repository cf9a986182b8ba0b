// Input masks of the shop's forms (the order forms' follow the spec's "Validation rules").
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * '(00) 00000-0000', at most 15 characters. A value written with its country
 * code ("+55 11 98765-4321", the stored E.164) drops the 55 first, so a
 * pre-filled stored phone is shown and posted back unchanged.
 */
export function maskWhatsapp(value: string): string {
  const all = onlyDigits(value);
  const national = value.trimStart().startsWith("+") && all.startsWith("55") && all.length >= 12 ? all.slice(2) : all;
  const d = national.slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** '000.000.000-00', at most 14 characters. */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, "$1.$2")
    .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
    .replace(/\.(\d{3})(\d{1,2})$/, ".$1-$2");
}

/** '00000-000', digits capped at 8. */
export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** 'dd/mm/aaaa', digits capped at 8 (an ISO day pasted whole, '2026-10-29', is turned around). */
export function maskDate(value: string): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(value);
  const d = iso ? `${iso[3]}${iso[2]}${iso[1]}` : onlyDigits(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/**
 * A mask applied to what is in the input, keeping the caret after the same
 * digit it followed (typing or deleting in the middle never sends it to the end).
 */
export function maskKeepingCaret(
  value: string,
  caret: number,
  mask: (value: string) => string,
): { value: string; caret: number } {
  const masked = mask(value);
  const digitsBefore = onlyDigits(value.slice(0, caret)).length;
  let position = 0;
  for (let seen = 0; position < masked.length && seen < digitsBefore; position++) if (/\d/.test(masked[position]!)) seen++;
  return { value: masked, caret: position };
}
