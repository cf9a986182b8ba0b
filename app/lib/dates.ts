// Every date and time formatter of the shop: dates shown to people are pt-BR
// (dd/mm/yyyy, hh:mm) in the shop's time zone; ISO days name files and periods.
export const SHOP_TIME_ZONE = "America/Sao_Paulo";

const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});

const longDateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});

const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: SHOP_TIME_ZONE });

const isoDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "21/11/2026" */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

/** A shop calendar day, "2026-11-21" → "21/11/2026" (read at noon, so no time zone moves it). */
export function formatDay(isoDay: string): string {
  return formatDate(`${isoDay}T12:00:00-03:00`);
}

/** "21 de novembro de 2026" */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormat.format(toDate(value));
}

/** "21/11/2026, 14:05" */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

/** "2026-11-21": the shop's calendar day, as file names and period bounds spell it. */
export function isoDay(value: Date | string | number = new Date()): string {
  return isoDayFormat.format(toDate(value));
}

/** "14:05" on the reader's own clock (a chat message's time, in the browser). */
export function formatLocalTime(value: Date | string | number): string {
  return toDate(value).toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });
}

/** The hour (0-23) in the shop's time zone. */
export function shopHour(value: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: SHOP_TIME_ZONE }).format(value);
  return Number(hour);
}
