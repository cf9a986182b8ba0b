// Every date and time formatter of the shop, in one place (a test keeps it so:
// dates.test.ts): dates shown to people are pt-BR (dd/mm/aaaa, hh:mm) in the
// shop's time zone whatever the reader's browser; ISO days name files, periods
// and links. Each formatter is built once, on first use: a page's first Intl
// formatter loads the browser's locale data (a long task on a slow phone,
// issue 35), so a page that shows no date pays nothing.
export const SHOP_TIME_ZONE = "America/Sao_Paulo";

/** A formatter made on its first call, then kept. */
function once(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= make());
}

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: SHOP_TIME_ZONE,
    }),
);

const longDateFormat = once(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: SHOP_TIME_ZONE,
    }),
);

const dateTimeFormat = once(
  () => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: SHOP_TIME_ZONE }),
);

const dateTimeSecondsFormat = once(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      dateStyle: "short",
      timeStyle: "medium",
      timeZone: SHOP_TIME_ZONE,
    }),
);

const isoDayFormat = once(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: SHOP_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

// Numeric parts only (en-US with h23 gives plain digits for every part).
const wallClockFormat = once(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: SHOP_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }),
);

const localTimeFormat = once(() => new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" }));

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "21/11/2026" */
export function formatDate(value: Date | string | number): string {
  return dateFormat().format(toDate(value));
}

/** A shop calendar day, "2026-11-21" → "21/11/2026" (read at noon, so no time zone moves it). */
export function formatDay(isoDay: string): string {
  return formatDate(`${isoDay}T12:00:00-03:00`);
}

/** "21 de novembro de 2026" */
export function formatLongDate(value: Date | string | number): string {
  return longDateFormat().format(toDate(value));
}

/** "21/11/2026, 14:05" */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat().format(toDate(value));
}

/** "21/11/2026, 14:05:09" (a job's times, where seconds tell runs apart). */
export function formatDateTimeSeconds(value: Date | string | number): string {
  return dateTimeSecondsFormat().format(toDate(value));
}

/** "2026-11-21": the shop's calendar day, as file names and period bounds spell it. */
export function isoDay(value: Date | string | number = new Date()): string {
  return isoDayFormat().format(toDate(value));
}

/** "14:05" on the reader's own clock (a chat message's time, in the browser). */
export function formatLocalTime(value: Date | string | number): string {
  return localTimeFormat().format(toDate(value));
}

/** What a São Paulo wall clock reads at an instant (month 1-12, hour 0-23). */
export interface ShopWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function shopWallClock(instant: Date): ShopWallClock {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat().formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The hour (0-23) in the shop's time zone. */
export function shopHour(value: Date = new Date()): number {
  return shopWallClock(value).hour;
}

// ------------------------------------------------------------ typed days

/** What a day field accepts in the browser without scripts: dd/mm/aaaa. */
export const DAY_INPUT_PATTERN = String.raw`\d{2}/\d{2}/\d{4}`;

/**
 * A day as the admin types it ("29/10/2026") or as a link carries it
 * ("2026-10-29") → "2026-10-29"; null when it is not a day of the calendar
 * (31/02) or lies outside 1900–2999 (the database's dates and the figures'
 * periods stay sane).
 */
export function parseDay(text: string): string | null {
  const typed = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : /^\d{4}-\d{2}-\d{2}$/.test(typed) ? typed : null;
  if (!iso || iso < "1900-01-01" || iso > "2999-12-31") return null;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === iso ? iso : null;
}
