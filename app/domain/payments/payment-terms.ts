// An order's payment terms, pure: when a delivered order falls due (the end of
// the 7th São Paulo calendar day after delivery), when its reminders become
// due, and which columns a status or payment change sets. The order writer
// (orders/lifecycle) and the payment pages read them from here.
import { shopWallClock } from "~/lib/dates";

/** Days to pay after delivery (the shop's promise: "pague em até 7 dias"). */
export const PAYMENT_TERM_DAYS = 7;
/** Card installments shown on the page ('12x de R$ …'). */
export const CARD_INSTALLMENTS = 12;

/** Payment states an order can still be paid from. */
export const OPEN_PAYMENT = ["pending", "unpaid"] as const;

// ------------------------------------------------------------ due dates

/** The shop's wall clock at an instant, and how far ahead of UTC it reads (whole seconds). */
function wallClock(instant: Date): { year: number; month: number; day: number; offsetMs: number } {
  const { year, month, day, hour, minute, second } = shopWallClock(instant);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return { year, month, day, offsetMs: wall - Math.floor(instant.getTime() / 1000) * 1000 };
}

/** The instant a São Paulo calendar day begins (day may overflow the month: Date.UTC normalises it). */
function startOfShopDay(year: number, month: number, day: number): Date {
  const midnightUtc = Date.UTC(year, month - 1, day);
  let start = midnightUtc - wallClock(new Date(midnightUtc)).offsetMs;
  const offset = wallClock(new Date(start)).offsetMs;
  start = midnightUtc - offset;
  return new Date(start);
}

/** The last millisecond of the shop's calendar day `days` after the day of `from`. */
function endOfShopDayAfter(from: Date, days: number): Date {
  const { year, month, day } = wallClock(from);
  return new Date(startOfShopDay(year, month, day + days + 1).getTime() - 1);
}

/** Delivered on 01/06 (any hour) → due at the end of 08/06, São Paulo time. */
export function paymentDueAt(deliveredAt: Date): Date {
  return endOfShopDayAfter(deliveredAt, PAYMENT_TERM_DAYS);
}

/** When each reminder becomes due: from the start of the day 2 days before the due date, and from the day after it. */
export function reminderTimes(dueAt: Date): { beforeDueFrom: Date; overdueFrom: Date } {
  const { year, month, day } = wallClock(dueAt);
  return { beforeDueFrom: startOfShopDay(year, month, day - 2), overdueFrom: new Date(dueAt.getTime() + 1) };
}

export function isAwaitingPayment(order: { paymentStatus: string }): boolean {
  return (OPEN_PAYMENT as readonly string[]).includes(order.paymentStatus);
}

/** Delivered, still unpaid, and past the end of its due day. */
export function isOverdue(
  order: { status: string; paymentStatus: string; paymentDueAt: Date | null },
  now: Date = new Date(),
): boolean {
  return (
    order.status === "delivered" &&
    isAwaitingPayment(order) &&
    order.paymentDueAt !== null &&
    order.paymentDueAt.getTime() < now.getTime()
  );
}

/**
 * The columns a status change sets besides the status itself: becoming
 * 'entregue' starts the payment term, leaving it clears it; becoming 'pago'
 * records when, leaving it for 'não pago' clears that.
 */
export function paymentColumnsFor(
  change: { status?: { from: string; to: string }; payment?: { from: string; to: string } },
  now: Date = new Date(),
) {
  const columns: { deliveredAt?: Date | null; paymentDueAt?: Date | null; paidAt?: Date | null } = {};
  if (change.status?.to === "delivered") Object.assign(columns, { deliveredAt: now, paymentDueAt: paymentDueAt(now) });
  else if (change.status?.from === "delivered") Object.assign(columns, { deliveredAt: null, paymentDueAt: null });
  if (change.payment?.to === "paid") columns.paidAt = now;
  else if (change.payment?.from === "paid" && change.payment.to === "unpaid") columns.paidAt = null;
  return columns;
}
