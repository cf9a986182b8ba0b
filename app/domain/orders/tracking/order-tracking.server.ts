// What a customer sees of an order's way to them: the status timeline (from
// the order and its events: never who in the shop did it, nor risk notes), the
// carrier with its tracking link, and, once delivered and unpaid, the due date
// and the signed pay link; once paid, the day it was paid. Used by /acompanhar
// (order number + CPF or phone, no account) and by Meus Pedidos. With the API
// Pix (issue 36), /acompanhar also shows the provider's charge as /pagar does:
// its QR code, copia-e-cola, due date and what applies after it.
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import { orderEvents, orders } from "~/db/schema";
import { maskedAddress } from "~/domain/orders/records/delivery-address";
import {
  CARRIER_LABELS,
  ORDER_STATUS_LABELS,
  isOrderStatus,
  orderStatusLabel,
  trackingUrl,
} from "~/domain/orders/lifecycle/order-status";
import { countAttemptOn } from "~/platform/security/credential-limits.server";
import { canonicalCpf, canonicalPhone } from "~/lib/phone";
import type { AppServices } from "~/services.server";
import { isAwaitingPayment } from "~/domain/payments/payment-terms";
import { pixQrSvg } from "~/domain/payments/order-payment.server";
import { openPixChargeOf } from "~/domain/payments/pix-charges.server";
import { paymentLinkPath } from "../../payments/payment-link.server";

export interface TimelineStep {
  at: Date;
  title: string;
  detail: string;
}

export interface TrackedOrder {
  id: string;
  number: number;
  createdAt: Date;
  status: string;
  statusLabel: string;
  confirmed: boolean;
  carrier: string | null;
  trackingCode: string | null;
  trackingUrl: string | null;
  paymentDueAt: Date | null;
  /** When it was paid (the order is 'pago'); null otherwise. */
  paidAt: Date | null;
  /** What the order costs (the amount due once delivered). */
  totalCents: number;
  /** "Rua ***, Belo Horizonte - MG": enough to recognise, never the address itself. */
  maskedAddress: string;
  payPath: string | null;
  steps: TimelineStep[];
}

const STEP_TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ORDER_STATUS_LABELS).map(([k, v]) => [k, `Pedido ${v}`])),
  review: "Pedido em análise",
  shipped: "Pedido enviado",
  delivered: "Pedido entregue",
  failed: "Entrega não realizada",
  reshipping: "Reenvio preparado",
};

const trackedColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  confirmedAt: orders.confirmedAt,
  carrier: orders.carrier,
  trackingCode: orders.trackingCode,
  paymentDueAt: orders.paymentDueAt,
  paidAt: orders.paidAt,
  totalCents: orders.totalCents,
  street: orders.deliveryStreet,
  city: orders.deliveryCity,
  state: orders.deliveryState,
};

type TrackedRow = {
  [K in keyof typeof trackedColumns]: (typeof trackedColumns)[K]["_"]["notNull"] extends true
    ? (typeof trackedColumns)[K]["_"]["data"]
    : (typeof trackedColumns)[K]["_"]["data"] | null;
};

/** The timelines of some orders (one query for all their events). */
export async function orderTimelines(
  ctx: Pick<AppServices, "db" | "config">,
  rows: TrackedRow[],
  now: Date = new Date(),
): Promise<TrackedOrder[]> {
  if (rows.length === 0) return [];
  const events = await ctx.db
    .select({
      orderId: orderEvents.orderId,
      field: orderEvents.field,
      toValue: orderEvents.toValue,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(
      and(
        inArray(
          orderEvents.orderId,
          rows.map((r) => r.id),
        ),
        ne(orderEvents.field, "risk"),
      ),
    )
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((row) => {
    const steps: TimelineStep[] = [{ at: row.createdAt, title: "Pedido recebido", detail: "" }];
    for (const e of events) {
      if (e.orderId !== row.id) continue;
      if (e.field === "status")
        steps.push({
          at: e.createdAt,
          title: STEP_TITLES[e.toValue] ?? `Pedido ${orderStatusLabel(e.toValue)}`,
          detail: e.detail,
        });
      else if (e.field === "confirmation")
        steps.push({ at: e.createdAt, title: "Pedido e endereço confirmados por você", detail: "" });
      // Never the address itself: whoever holds the order number and a CPF or phone reads this.
      else if (e.field === "address") steps.push({ at: e.createdAt, title: "Endereço de entrega corrigido", detail: "" });
      else if (e.field === "payment_status" && e.toValue === "paid")
        steps.push({ at: e.createdAt, title: "Pagamento confirmado", detail: "" });
    }
    const payable = row.status === "delivered" && isAwaitingPayment(row);
    return {
      id: row.id,
      number: row.number,
      createdAt: row.createdAt,
      status: row.status,
      statusLabel: isOrderStatus(row.status) ? ORDER_STATUS_LABELS[row.status] : row.status,
      confirmed: row.confirmedAt !== null,
      carrier: row.carrier ? CARRIER_LABELS[row.carrier] : null,
      trackingCode: row.trackingCode,
      trackingUrl: trackingUrl(row.carrier, row.trackingCode),
      paymentDueAt: payable ? row.paymentDueAt : null,
      paidAt: row.paymentStatus === "paid" ? row.paidAt : null,
      totalCents: row.totalCents,
      maskedAddress: maskedAddress(row),
      payPath: payable ? paymentLinkPath(ctx.config.sessionSecret, row.id, now) : null,
      steps,
    };
  });
}

/**
 * The rule for /acompanhar: at most this many lookups per address, and per
 * order number from one address. No counter per order alone: order numbers
 * are sequential, so a stranger could use it up and lock the buyer out
 * (decision 023).
 */
export const TRACKING_LIMITS = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perTargetAddress: { max: 5, windowMs: 60 * 60_000 },
};

/** The one answer for a wrong number, a wrong CPF/phone, or both. */
export const TRACKING_NOT_FOUND =
  "Não encontramos um pedido com esse número e esse CPF ou telefone. Confira os dados e tente de novo.";
export const TRACKING_LIMITED = "Muitas tentativas. Aguarde alguns minutos e tente de novo.";

/** The provider's open Pix charge of an order, as /pagar shows it (PixPayment's props). */
export interface TrackedPix {
  code: string;
  /** `<svg>` of the QR code, drawn on the server from `code`. */
  qrSvg: string;
  merchantName: string;
  demo: boolean;
  /** Due date (YYYY-MM-DD) and what applies after it, in the customer's words. */
  charge: { dueDate: string | null; terms: string | null };
}

export type TrackingLookup =
  { kind: "found"; order: TrackedOrder; pix: TrackedPix | null } | { kind: "not_found" } | { kind: "limited" };

/** The provider's charge of an order still to be paid (same rule as /pagar); null without the API Pix or before the charge exists. */
async function trackedPix(ctx: Pick<AppServices, "db" | "config">, order: TrackedOrder): Promise<TrackedPix | null> {
  if (!order.payPath) return null;
  const charge = await openPixChargeOf(ctx, order.id);
  if (!charge) return null;
  return {
    code: charge.code,
    qrSvg: await pixQrSvg(charge.code),
    merchantName: ctx.config.pix.merchantName,
    demo: ctx.config.pix.demo,
    charge: { dueDate: charge.dueDate, terms: charge.terms },
  };
}

/**
 * Finds an order by its number and the CPF or phone it was placed with.
 * Counts the attempt first (per address, and per order number from that address), so guessing
 * is bounded before any lookup; every miss gets the same answer.
 */
export async function trackOrder(
  ctx: Pick<AppServices, "db" | "config" | "rateLimiter">,
  input: { number: number; identity: string; clientIp: string },
  now: Date = new Date(),
): Promise<TrackingLookup> {
  const attempt = await countAttemptOn(
    ctx.rateLimiter,
    { scope: "track", noun: "order", id: String(input.number) },
    input.clientIp,
    TRACKING_LIMITS,
  );
  if (!attempt.ok) return { kind: "limited" };
  // Only the details this order was placed with (its own copy), in their canonical form; never the
  // customer row, which another person's order may have made or shares (decision 013).
  const cpf = canonicalCpf(input.identity);
  const phone = canonicalPhone(input.identity);
  const matches = [...(cpf ? [eq(orders.customerCpf, cpf)] : []), ...(phone ? [eq(orders.customerPhone, phone)] : [])];
  if (matches.length === 0) return { kind: "not_found" };
  const [row] = await ctx.db
    .select(trackedColumns)
    .from(orders)
    .where(and(eq(orders.number, input.number), or(...matches)));
  if (!row) return { kind: "not_found" };
  const [order] = await orderTimelines(ctx, [row], now);
  // Only now, number and CPF/phone matched this order's own record: its charge.
  return { kind: "found", order: order!, pix: await trackedPix(ctx, order!) };
}

/** Timelines of a signed-in customer's orders (ids already checked as theirs). */
export async function userOrderTimelines(ctx: Pick<AppServices, "db" | "config">, orderIds: string[]): Promise<TrackedOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await ctx.db.select(trackedColumns).from(orders).where(inArray(orders.id, orderIds));
  return orderTimelines(ctx, rows);
}
