// The period of the figures pages (Resultados, Funil): two days typed
// dd/mm/aaaa, whatever the browser's language, in a GET form (?de=&ate=). The
// same schema checks the fields in the browser and reads the URL on the
// server; a link may also carry ISO days (aaaa-mm-dd), as the pages' own links
// and the older addresses do.
import { parseDay } from "~/lib/dates";
import { z } from "~/lib/zod";
import { adminCheck } from "./admin-check";

export const PERIOD_MESSAGES = {
  required: "Informe a data (dd/mm/aaaa).",
  invalid: "Data inválida: use dd/mm/aaaa, por exemplo 29/10/2026.",
} as const;

/** One end of the period → "aaaa-mm-dd". */
export const periodDay = z.pipe(
  z.string(PERIOD_MESSAGES.required).check(
    z.minLength(1, PERIOD_MESSAGES.required),
    z.refine((value) => parseDay(value) !== null, PERIOD_MESSAGES.invalid),
  ),
  z.transform((value: string) => parseDay(value) ?? ""),
);

export const periodSchema = z.object({ de: periodDay, ate: periodDay });

/** The period form's check (the page's other filters pass through untouched). */
export const checkPeriod = adminCheck(periodSchema);

/** One end of the period as the URL gives it: "aaaa-mm-dd", or null when missing or not a day. */
export function periodParam(params: URLSearchParams, name: "de" | "ate"): string | null {
  const parsed = z.safeParse(periodDay, params.get(name) ?? undefined);
  return parsed.success ? parsed.data : null;
}
