// The admin's orders: every order newest first (filters, search, pages), one
// order with items, address and history, and status/payment changes. Each
// change is recorded in order_events in the same transaction as the update;
// 'enviado' and 'entregue' email the customer through the outbox. 'entregue'
// starts the 7-day payment term (delivered_at, payment_due_at) and its email
// carries the signed payment link; 'pago' records paid_at. Names, contacts and
// addresses are the order's own copy (decision 013), never the customer row's.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { orderEvents, orderItems, orders } from "~/db/schema";
import { orderDelivery } from "~/domain/orders/order-delivery.server";
import { deliveryAddressText, streetLine } from "~/lib/delivery-address";
import { type OrderUpdateData, ORDER_STATUS_VALUES, PAYMENT_STATUS_VALUES, ADMIN_MESSAGES } from "~/lib/admin-forms";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "~/lib/order-status";
import type { AppServices } from "~/services.server";
import { paymentColumnsFor } from "~/domain/orders/order-payment.server";
import { paymentLinkUrl } from "~/domain/orders/payment-link.server";
import { type AdminResult, notFound, refusal, success } from "./admin-action.server";
import { orderStatusEmail } from "./order-status-emails.server";

type Ctx = Pick<AppServices, "db" | "mailer" | "config" | "logger">;

export const ORDERS_PAGE_SIZE = 25;

export interface OrderFilters {
  status: (typeof ORDER_STATUS_VALUES)[number] | null;
  payment: (typeof PAYMENT_STATUS_VALUES)[number] | null;
  q: string;
  page: number;
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get("status");
  const payment = params.get("pagamento");
  const page = Number(params.get("pagina"));
  return {
    status: (ORDER_STATUS_VALUES as readonly string[]).includes(status ?? "") ? (status as OrderFilters["status"]) : null,
    payment: (PAYMENT_STATUS_VALUES as readonly string[]).includes(payment ?? "") ? (payment as OrderFilters["payment"]) : null,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Delivered, unpaid and past the end of its due day ('vencido'), decided by the database clock. */
const overdue = sql<boolean>`(${orders.status} = 'delivered' AND ${orders.paymentStatus} IN ('pending', 'unpaid') AND ${orders.paymentDueAt} IS NOT NULL AND ${orders.paymentDueAt} < now())`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listAdminOrders(ctx: Pick<Ctx, "db">, filters: OrderFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    const number = /^#?\d{1,9}$/.test(filters.q) ? Number(filters.q.replace("#", "")) : null;
    conditions.push(or(ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern), ...(number ? [eq(orders.number, number)] : []))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        totalCents: orders.totalCents,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        paymentDueAt: orders.paymentDueAt,
        overdue,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(ORDERS_PAGE_SIZE)
      .offset((filters.page - 1) * ORDERS_PAGE_SIZE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { orders: rows, total: total?.n ?? 0, pageSize: ORDERS_PAGE_SIZE };
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>["orders"][number];

export async function findAdminOrder(ctx: Pick<Ctx, "db">, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [order] = await ctx.db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      source: orders.source,
      deliveredAt: orders.deliveredAt,
      paymentDueAt: orders.paymentDueAt,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      overdue,
      delivery: orderDelivery,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) return null;
  const d = order.delivery;
  const address = deliveryAddressText(d);
  const [items, events] = await Promise.all([
    ctx.db
      .select({ id: orderItems.id, productName: orderItems.productName, quantity: orderItems.quantity, priceCents: orderItems.priceCents })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    ctx.db
      .select({ id: orderEvents.id, field: orderEvents.field, fromValue: orderEvents.fromValue, toValue: orderEvents.toValue, actor: orderEvents.actor, createdAt: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id)),
  ]);
  return {
    ...order,
    deliveryAddress: d.referencePoint ? `${address} (referência: ${d.referencePoint})` : address,
    customer: { name: d.fullName, email: d.email, phone: d.phone, cpf: d.cpf, address: streetLine(d), city: d.city, state: d.state, postalCode: d.postalCode },
    items,
    events,
  };
}

export type AdminOrderDetails = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/**
 * Sets an order's status and payment. Unchanged values record nothing; each
 * change is one order_events row, written with the update in one transaction,
 * and so is the customer's email for 'enviado' / 'entregue'.
 */
export async function updateOrderStatus(ctx: Ctx, input: OrderUpdateData, actor: string): Promise<AdminResult> {
  const errorTitle = "Erro ao atualizar pedido";
  const outcome = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        number: orders.number,
        totalCents: orders.totalCents,
        delivery: orderDelivery,
      })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!current) return { kind: "missing" as const };
    const changes: { field: "status" | "payment_status"; from: string; to: string }[] = [];
    if (input.status !== current.status) {
      if (input.status === "pending") return { kind: "back-to-pending" as const };
      changes.push({ field: "status", from: current.status, to: input.status });
    }
    if (input.paymentStatus !== current.paymentStatus) {
      if (input.paymentStatus === "pending") return { kind: "back-to-pending" as const };
      changes.push({ field: "payment_status", from: current.paymentStatus, to: input.paymentStatus });
    }
    if (changes.length === 0) return { kind: "unchanged" as const, number: current.number };
    const change = (field: "status" | "payment_status") => changes.find((c) => c.field === field);
    const payment = paymentColumnsFor({ status: change("status"), payment: change("payment_status") });
    await tx
      .update(orders)
      .set({ status: input.status, paymentStatus: input.paymentStatus, ...payment })
      .where(eq(orders.id, input.orderId));
    await tx.insert(orderEvents).values(changes.map((c) => ({ orderId: input.orderId, field: c.field, fromValue: c.from, toValue: c.to, actor })));
    let emailed = false;
    const statusChange = changes.find((c) => c.field === "status");
    if (statusChange && (statusChange.to === "shipped" || statusChange.to === "delivered")) {
      // To the person and address the order was placed with (its own copy).
      const customer = { name: current.delivery.fullName, email: current.delivery.email };
      if (customer.email) {
        const lines = await tx.select({ productName: orderItems.productName, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, input.orderId)).orderBy(asc(orderItems.id));
        const message = orderStatusEmail(statusChange.to, {
          brandName: ctx.config.brand.name,
          publicUrl: ctx.config.publicUrl,
          to: customer.email,
          customerName: customer.name,
          order: { number: current.number, totalCents: current.totalCents, deliveryAddress: deliveryAddressText(current.delivery) },
          lines,
          ...(payment.paymentDueAt && input.paymentStatus !== "paid"
            ? { payment: { url: paymentLinkUrl(ctx.config, input.orderId), dueAt: payment.paymentDueAt } }
            : {}),
        });
        if (message) {
          await ctx.mailer.enqueue(tx, message);
          emailed = true;
        }
      }
    }
    return { kind: "updated" as const, number: current.number, changes, emailed };
  });
  if (outcome.kind === "missing") return notFound(errorTitle);
  if (outcome.kind === "back-to-pending") return refusal(400, { title: errorTitle, description: ADMIN_MESSAGES.orderBackToPending });
  if (outcome.kind === "unchanged") return success("Nada a alterar", `O pedido #${outcome.number} já está assim.`);
  if (outcome.emailed) ctx.mailer.kick();
  const summary = outcome.changes
    .map((c) => (c.field === "status" ? `status ${ORDER_STATUS_LABELS[c.to]}` : `pagamento ${PAYMENT_STATUS_LABELS[c.to]}`))
    .join(", ");
  return success("Pedido atualizado", `Pedido #${outcome.number}: ${summary}${outcome.emailed ? ". O cliente foi avisado por email." : "."}`);
}
