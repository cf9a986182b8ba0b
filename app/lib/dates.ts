// Dates shown to people are pt-BR dd/mm/yyyy in the shop's time zone.
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

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "21/11/2026" */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

/** "21 de novembro de 2026" */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormat.format(toDate(value));
}

/** The hour (0-23) in the shop's time zone. */
export function shopHour(value: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: SHOP_TIME_ZONE }).format(value);
  return Number(hour);
}
