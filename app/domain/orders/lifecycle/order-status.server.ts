// The one way an order's status or payment changes by hand (admin, one order or
// in bulk): the transition is checked against app/domain/orders/lifecycle/order-status.ts, the
// columns that go with it are set (carrier and tracking code for 'enviado', the
// reason for 'frustrado', the payment term for 'entregue'), every change is an
// order_events row with who, when and the detail, and the customer's email is
// enqueued in the outbox, all in the caller's transaction.
import { asc, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { orderEvents, orderItems, orders } from "~/db/schema";
import type { Mailer } from "~/platform/mail/mailer.server";
import { orderStatusEmail } from "./order-status-emails.server";
import {
  CARRIER_LABELS,
  canMoveOrder,
  canMovePayment,
  type Carrier,
  FAILURE_REASON_LABELS,
  type FailureReason,
  type OrderEventField,
  type OrderStatus,
  type PaymentStatus,
  trackingUrl,
} from "~/domain/orders/lifecycle/order-status";
import type { AppServices } from "~/services.server";
import { confirmationLinkUrl } from "../confirmation/confirmation-link.server";
import { paymentColumnsFor } from "../../payments/order-payment.server";
import { paymentLinkUrl } from "../../payments/payment-link.server";

export interface OrderChangeInput {
  orderId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  carrier?: Carrier | null;
  trackingCode?: string;
  failureReason?: FailureReason | null;
  /** Appended to the event's detail (e.g. "em lote"). */
  note?: string;
}

export type OrderChangeOutcome =
  | { kind: "missing" }
  | { kind: "refused"; number: number; reason: "transition" | "payment"; from: string; to: string }
  | { kind: "unchanged"; number: number }
  | { kind: "updated"; number: number; changes: { field: OrderEventField; from: string; to: string }[]; emailed: boolean };

type Ctx = Pick<AppServices, "config"> & { mailer: Pick<Mailer, "enqueue"> };

/** What goes in the event's detail (the customer's timeline shows it): carrier and code, or the failure reason. */
function detailOf(input: OrderChangeInput): string {
  const parts: string[] = [];
  if (input.status === "shipped" && input.carrier)
    parts.push([CARRIER_LABELS[input.carrier], input.trackingCode].filter(Boolean).join(" "));
  if (input.status === "failed" && input.failureReason) parts.push(`motivo: ${FAILURE_REASON_LABELS[input.failureReason]}`);
  if (input.note) parts.push(input.note);
  return parts.join(" · ").slice(0, 600);
}

/**
 * Applies one change inside `tx` (the row is locked first). Callers commit and
 * then kick the mailer when `emailed`. Refuses transitions the life cycle does
 * not allow, and a payment going back to 'pendente'.
 */
export async function applyOrderChange(
  tx: Transaction,
  ctx: Ctx,
  input: OrderChangeInput,
  actor: string,
  now: Date = new Date(),
): Promise<OrderChangeOutcome> {
  const [current] = await tx
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      number: orders.number,
      totalCents: orders.totalCents,
      deliveryAddress: orders.deliveryAddress,
      // The order's own copy: an order placed without an email is never emailed at its customer row's.
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for("update");
  if (!current) return { kind: "missing" };
  const changes: { field: OrderEventField; from: string; to: string }[] = [];
  if (input.status !== current.status) {
    if (!canMoveOrder(current.status, input.status))
      return { kind: "refused", number: current.number, reason: "transition", from: current.status, to: input.status };
    changes.push({ field: "status", from: current.status, to: input.status });
  }
  if (input.paymentStatus !== current.paymentStatus) {
    if (!canMovePayment(current.paymentStatus, input.paymentStatus)) {
      return { kind: "refused", number: current.number, reason: "payment", from: current.paymentStatus, to: input.paymentStatus };
    }
    changes.push({ field: "payment_status", from: current.paymentStatus, to: input.paymentStatus });
  }
  if (changes.length === 0) return { kind: "unchanged", number: current.number };
  const statusChange = changes.find((c) => c.field === "status");
  const paymentChange = changes.find((c) => c.field === "payment_status");
  const columns: Partial<typeof orders.$inferInsert> = {
    status: input.status,
    paymentStatus: input.paymentStatus,
    ...paymentColumnsFor({ status: statusChange, payment: paymentChange }, now),
  };
  if (statusChange?.to === "shipped")
    Object.assign(columns, { carrier: input.carrier ?? null, trackingCode: input.trackingCode || null, shippedAt: now });
  if (statusChange?.to === "failed") Object.assign(columns, { failureReason: input.failureReason ?? null, failedAt: now });
  await tx.update(orders).set(columns).where(eq(orders.id, input.orderId));
  const detail = detailOf(input);
  await tx.insert(orderEvents).values(
    changes.map((c) => ({
      orderId: input.orderId,
      field: c.field,
      fromValue: c.from,
      toValue: c.to,
      actor,
      detail: c.field === "status" ? detail : "",
      createdAt: now,
    })),
  );

  let emailed = false;
  if (statusChange && current.customerEmail) {
    const lines = await tx
      .select({ productName: orderItems.productName, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, input.orderId))
      .orderBy(asc(orderItems.id));
    const message = orderStatusEmail(statusChange.to, {
      brandName: ctx.config.brand.name,
      publicUrl: ctx.config.publicUrl,
      to: current.customerEmail,
      customerName: current.customerName,
      order: { number: current.number, totalCents: current.totalCents, deliveryAddress: current.deliveryAddress },
      lines,
      ...(columns.paymentDueAt && input.paymentStatus !== "paid"
        ? { payment: { url: paymentLinkUrl(ctx.config, input.orderId, now), dueAt: columns.paymentDueAt } }
        : {}),
      ...(statusChange.to === "shipped" && input.carrier
        ? {
            shipping: {
              carrier: CARRIER_LABELS[input.carrier],
              trackingCode: input.trackingCode ?? "",
              trackingUrl: trackingUrl(input.carrier, input.trackingCode),
            },
          }
        : {}),
      ...(statusChange.to === "failed"
        ? {
            failure: {
              reason: input.failureReason ? FAILURE_REASON_LABELS[input.failureReason] : "",
              fixUrl: confirmationLinkUrl(ctx.config, input.orderId, now),
            },
          }
        : {}),
    });
    if (message) {
      await ctx.mailer.enqueue(tx, message);
      emailed = true;
    }
  }
  return { kind: "updated", number: current.number, changes, emailed };
}
