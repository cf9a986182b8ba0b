// The one writer of an order after it is placed (issue 35): its status, payment,
// confirmation, delivery contact and history change here and nowhere else,
// whoever asks (the admin, one order or in bulk; the customer's link; a payment
// provider; the privacy portal; a job). Status and payment moves are checked
// against the life cycle (order-status.ts); the columns that go with a move are
// set (carrier and tracking code for 'enviado', the reason for 'frustrado', the
// payment term for 'entregue'); every change is an order_events row with who,
// when and the detail; the customer's email is enqueued; all in the caller's
// transaction. one-writer.test.ts (beside this file) fails when another
// module writes `orders` or `order_events`.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Database, rowsOf, type Transaction } from "~/db/client.server";
import { orderEvents, orderItems, orders } from "~/db/schema";
import type { Mailer } from "~/platform/mail/mailer.server";
import { type EffectsContext, orderChanged } from "./order-effects.server";
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
  RISK_LEVELS,
  type RiskLevel,
  trackingUrl,
} from "~/domain/orders/lifecycle/order-status";
import { confirmationLinkUrl } from "../confirmation/confirmation-link.server";
import { isAwaitingPayment, paymentColumnsFor } from "~/domain/payments/payment-terms";
import type { orderAddressColumns } from "../records/order-delivery.server";
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

type Ctx = EffectsContext & { mailer: Pick<Mailer, "enqueue"> };

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
  const detail = detailOf(input);
  await writeOrder(
    tx,
    ctx,
    input.orderId,
    columns,
    changes.map((c) => ({ field: c.field, fromValue: c.from, toValue: c.to, detail: c.field === "status" ? detail : "" })),
    actor,
    now,
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

// ------------------------------------------------------------ the customer's confirmation

export interface CustomerConfirmation {
  orderId: string;
  /** "cliente" (the signed link), "cliente (WhatsApp)" (a button tap), … */
  actor: string;
  /** The order as the caller read it, locked, in this transaction. */
  current: { status: OrderStatus; confirmedAt: Date | null; riskLevel: RiskLevel; deliveryAddress: string };
  /** A fixed delivery address, screened again, or null. */
  address: {
    columns: ReturnType<typeof orderAddressColumns>;
    joined: string;
    referencePoint: string;
    risk: { level: RiskLevel; reasons: string[] };
  } | null;
  /** The shop's rules hold the new address's risk level. */
  hold: boolean;
}

/**
 * The customer confirms (and maybe fixes the address of) an order: the
 * address and its new risk, confirmed_at, and the status move the life cycle
 * allows ('novo' → 'confirmado', or → 'em análise' when a riskier address is
 * held), each with its event. Returns whether the order now waits 'em análise'.
 */
export async function confirmOrderByCustomer(
  tx: Transaction,
  ctx: EffectsContext,
  input: CustomerConfirmation,
  now: Date = new Date(),
): Promise<{ held: boolean }> {
  const { current, actor, orderId } = input;
  const set: Partial<typeof orders.$inferInsert> = {};
  const events: NewOrderEvent[] = [];
  let held = false;
  if (input.address) {
    const { columns, joined, referencePoint, risk } = input.address;
    Object.assign(set, { ...columns, deliveryAddress: joined, riskLevel: risk.level, riskReasons: risk.reasons });
    events.push({
      field: "address",
      fromValue: current.deliveryAddress,
      toValue: joined,
      detail: referencePoint ? `ponto de referência: ${referencePoint}` : "",
    });
    // A rise is recorded; when the rules hold the new level, a new or confirmed order waits for a person.
    if (RISK_LEVELS.indexOf(risk.level) > RISK_LEVELS.indexOf(current.riskLevel)) {
      events.push({
        field: "risk",
        fromValue: current.riskLevel,
        toValue: risk.level,
        detail: `endereço corrigido: ${risk.reasons.join(" ")}`.slice(0, 600),
      });
      held = input.hold && canMoveOrder(current.status, "review");
    }
  }
  if (current.confirmedAt === null) {
    set.confirmedAt = now;
    events.push({ field: "confirmation", fromValue: "", toValue: "confirmed", detail: "" });
  }
  const next: OrderStatus | null = held ? "review" : current.status === "new" ? "confirmed" : null;
  if (next && canMoveOrder(current.status, next)) {
    set.status = next;
    events.push({ field: "status", fromValue: current.status, toValue: next, detail: "" });
  }
  await writeOrder(tx, ctx, orderId, set, events, actor, now);
  return { held };
}

// ------------------------------------------------------------ payments from a provider

export type ProviderPaymentOutcome =
  { kind: "missing" } | { kind: "not-open"; number: number; paymentStatus: PaymentStatus } | { kind: "paid"; number: number };

/**
 * A provider confirmed the payment of an order (the caller checked the amount
 * against the provider's own record): 'pago' with paid_at and the method, once.
 * An order not awaiting payment is left alone.
 */
export async function recordProviderPayment(
  tx: Transaction,
  ctx: EffectsContext,
  input: { orderId: string; method: string; actor: string; paidAt?: Date; detail?: string },
  now: Date = new Date(),
): Promise<ProviderPaymentOutcome> {
  const [order] = await tx
    .select({ number: orders.number, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for("update");
  if (!order) return { kind: "missing" };
  if (!isAwaitingPayment(order) || !canMovePayment(order.paymentStatus, "paid"))
    return { kind: "not-open", number: order.number, paymentStatus: order.paymentStatus };
  await writeOrder(
    tx,
    ctx,
    input.orderId,
    { paymentStatus: "paid", paidAt: input.paidAt ?? now, paymentMethod: input.method },
    [{ field: "payment_status", fromValue: order.paymentStatus, toValue: "paid", detail: input.detail ?? "" }],
    input.actor,
    now,
  );
  return { kind: "paid", number: order.number };
}

// ------------------------------------------------------------ risk, contact, erasure

/** A person's decision on an order's risk ("approved"), on its record. */
export async function recordRiskDecision(
  tx: Transaction,
  ctx: EffectsContext,
  input: { orderId: string; from: string; to: string; actor: string; detail?: string },
  now: Date = new Date(),
): Promise<void> {
  await writeOrder(
    tx,
    ctx,
    input.orderId,
    {},
    [{ field: "risk", fromValue: input.from, toValue: input.to, detail: input.detail ?? "" }],
    input.actor,
    now,
  );
}

/** The buyer corrected the delivery contact (name, phone) of an order not yet shipped (privacy portal). */
export async function correctDeliveryContact(
  tx: Transaction,
  ctx: EffectsContext,
  input: {
    orderId: string;
    from: { name: string; phone: string };
    to: { name: string; phone: string };
    actor: string;
    detail: string;
  },
  now: Date = new Date(),
): Promise<void> {
  await writeOrder(
    tx,
    ctx,
    input.orderId,
    { customerName: input.to.name, customerPhone: input.to.phone },
    [
      {
        field: "address",
        fromValue: `${input.from.name} · ${input.from.phone}`,
        toValue: `${input.to.name} · ${input.to.phone}`,
        detail: input.detail,
      },
    ],
    input.actor,
    now,
  );
}

type NewOrderEvent = { field: OrderEventField; fromValue: string; toValue: string; detail: string };

/** The one place an order's row changes after placement and its history grows; then its effects (order-effects.server.ts). */
async function writeOrder(
  tx: Transaction,
  ctx: EffectsContext,
  orderId: string,
  set: Partial<typeof orders.$inferInsert>,
  events: NewOrderEvent[],
  actor: string,
  now: Date,
): Promise<void> {
  if (Object.keys(set).length) await tx.update(orders).set(set).where(eq(orders.id, orderId));
  if (!events.length) return;
  await tx.insert(orderEvents).values(events.map((e) => ({ ...e, orderId, actor, createdAt: now })));
  await orderChanged(tx, ctx, { orderId, events, actor, at: now });
}

/**
 * Erasure (LGPD art. 18, VI) of the buyer of these orders (found by their keys,
 * app/domain/privacy/anonymise.server.ts): who and where go, the fiscal record
 * stays (number, date, items, amounts, status, payment, the state and the
 * CEP's first 5 digits). One statement per table, by id, whatever the number
 * of orders (decision 031):
 * - the risk reasons may quote the typed city or the matched details: the
 *   level stays, the reasons become one fixed sentence (no pattern over text);
 * - the idempotency fingerprint (a keyed hash of the buyer's details) and a
 *   key derived from it (no-JS forms, "nojs-…") go: nothing left to confirm a
 *   guess of who placed it;
 * - their address events lose the addresses, and address and risk events the
 *   free-text detail (a reference point, a contact, a team note).
 * Lines (product, price, quantity) are never touched. Returns how many orders
 * changed (0 when they were anonymised already).
 */
export async function anonymiseOrderRecords(
  tx: Transaction,
  orderIds: string[],
  opts: { name: string },
  now: Date,
): Promise<number> {
  if (!orderIds.length) return 0;
  const cep5 = sql`left(regexp_replace(${orders.deliveryPostalCode}, '[^0-9]', '', 'g'), 5)`;
  const changed = await tx
    .update(orders)
    .set({
      customerName: opts.name,
      customerEmail: null,
      customerPhone: "",
      customerCpf: null,
      deliveryPostalCode: cep5,
      deliveryStreet: "",
      deliveryNumber: "",
      deliveryComplement: "",
      deliveryNeighborhood: "",
      deliveryCity: "",
      deliveryReferencePoint: "",
      deliveryAddress: sql`coalesce(nullif(concat_ws(', ', nullif(upper(${orders.deliveryState}), ''),
        CASE WHEN ${cep5} <> '' THEN 'CEP ' || ${cep5} || '-***' END), ''), 'Endereço anonimizado')`,
      riskReasons: sql`CASE WHEN jsonb_array_length(${orders.riskReasons}) > 0
        THEN jsonb_build_array(${ANONYMISED_RISK_REASON}::text) ELSE '[]'::jsonb END`,
      idempotencyFingerprint: null,
      idempotencyKey: sql`CASE WHEN ${orders.idempotencyKey} LIKE 'nojs-%' THEN NULL ELSE ${orders.idempotencyKey} END`,
      anonymizedAt: now,
    })
    .where(and(inArray(orders.id, orderIds), isNull(orders.anonymizedAt)))
    .returning({ id: orders.id });
  await tx
    .update(orderEvents)
    .set({
      fromValue: sql`CASE WHEN ${orderEvents.field} = 'address' THEN 'endereço anonimizado' ELSE ${orderEvents.fromValue} END`,
      toValue: sql`CASE WHEN ${orderEvents.field} = 'address' THEN 'endereço anonimizado' ELSE ${orderEvents.toValue} END`,
      detail: "",
    })
    .where(and(inArray(orderEvents.orderId, orderIds), inArray(orderEvents.field, ["address", "risk"])));
  return changed.length;
}

/** What an anonymised order's risk reasons become (its level stays). */
export const ANONYMISED_RISK_REASON = "Motivos da análise removidos na anonimização do comprador; o nível foi mantido.";

/**
 * Clears idempotency fingerprints (and no-JS keys derived from them) of orders
 * placed before `before`, at most `limit` per call: past the idempotency
 * window nothing compares them (privacy retention, decision 031). Returns how many.
 */
export async function clearIdempotencyFingerprints(tx: Transaction | Database, before: Date, limit: number): Promise<number> {
  const rows = rowsOf(
    await tx.execute(sql`UPDATE ${orders} SET idempotency_fingerprint = NULL,
        idempotency_key = CASE WHEN idempotency_key LIKE 'nojs-%' THEN NULL ELSE idempotency_key END
      WHERE id IN (SELECT id FROM ${orders}
        WHERE idempotency_fingerprint IS NOT NULL AND created_at < ${before.toISOString()}::timestamptz
        ORDER BY created_at LIMIT ${limit})
      RETURNING 1`),
  );
  return rows.length;
}
