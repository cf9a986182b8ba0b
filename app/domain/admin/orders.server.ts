// The admin's orders: every order newest first (filters by status, payment,
// risk and "não confirmado", search, pages), one order with items, address,
// risk reasons and history, and status/payment changes through the one order
// change (app/domain/orders/order-status.server.ts): transition checked,
// recorded in order_events and the customer emailed, in one transaction.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { likeContains } from "~/db/like";
import { customers, orderEvents, orderItems, orderRules, orders, users } from "~/db/schema";
import { ORDER_ADMIN_MESSAGES } from "~/domain/admin/forms/orders";
import {
  isOrderStatus,
  isPaymentStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  RISK_LEVELS,
} from "~/lib/order-status";
import type { AppServices } from "~/services.server";
import { applyOrderChange, type OrderChangeInput } from "~/domain/orders/order-status.server";
import { confirmationLinkUrl } from "~/domain/orders/confirmation-link.server";
import { orderHeadColumns } from "~/domain/orders/order-columns.server";
import { CUSTOMER_EDITABLE } from "~/domain/orders/order-confirmation.server";
import { orderDelivery } from "~/domain/orders/order-delivery.server";
import { canonicalPhone } from "~/lib/phone";
import { confirmationWhatsappUrl } from "~/lib/whatsapp";
import { type AdminResult, notFound, refusal, success } from "./admin-action.server";

type Ctx = Pick<AppServices, "db" | "mailer" | "config" | "logger">;

export const ORDERS_PAGE_SIZE = 25;

export interface OrderFilters {
  status: (typeof ORDER_STATUSES)[number] | null;
  payment: (typeof PAYMENT_STATUSES)[number] | null;
  risk: (typeof RISK_LEVELS)[number] | null;
  /** Only orders flagged "não confirmado" (older than the shop's rule, not confirmed by the customer). */
  unconfirmed: boolean;
  q: string;
  page: number;
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get("status");
  const payment = params.get("pagamento");
  const risk = params.get("risco");
  const page = Number(params.get("pagina"));
  return {
    status: isOrderStatus(status) ? status : null,
    payment: isPaymentStatus(payment) ? payment : null,
    risk: (RISK_LEVELS as readonly string[]).includes(risk ?? "") ? (risk as OrderFilters["risk"]) : null,
    unconfirmed: params.get("sinal") === "nao-confirmado",
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Delivered, unpaid and past the end of its due day ('vencido'), decided by the database clock. */
const overdue = sql<boolean>`(${orders.status} = 'delivered' AND ${orders.paymentStatus} IN ('pending', 'unpaid') AND ${orders.paymentDueAt} IS NOT NULL AND ${orders.paymentDueAt} < now())`;

/**
 * Not confirmed by the customer, still before shipping, and older than the
 * shop's rule (order_rules.unconfirmed_after_hours), by the database clock.
 */
export const unconfirmed = sql<boolean>`(${orders.confirmedAt} IS NULL AND ${orders.status} IN ('new', 'review') AND ${orders.createdAt} < now() - make_interval(hours => COALESCE((SELECT ${orderRules.unconfirmedAfterHours} FROM ${orderRules} WHERE ${orderRules.id} = 1), 24)))`;

/** The list's filters as a WHERE over orders alone (the CSV export uses the same). */
export function adminOrdersWhere(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.risk) conditions.push(eq(orders.riskLevel, filters.risk));
  if (filters.unconfirmed) conditions.push(unconfirmed);
  if (filters.q) {
    const pattern = likeContains(filters.q);
    const number = /^#?\d{1,9}$/.test(filters.q) ? Number(filters.q.replace("#", "")) : null;
    const digits = filters.q.replace(/\D/g, "");
    // The order's own details only (decision 013): a customer row may carry someone else's name or email.
    const phone = canonicalPhone(filters.q);
    conditions.push(
      or(
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        ...(digits.length >= 8 ? [eq(orders.customerCpf, digits), ilike(orders.customerPhone, `%${digits}%`)] : []),
        ...(phone ? [eq(orders.customerPhone, phone)] : []),
        ...(number ? [eq(orders.number, number)] : []),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminOrders(ctx: Pick<Ctx, "db">, filters: OrderFilters) {
  const where = adminOrdersWhere(filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        ...orderHeadColumns,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        paymentDueAt: orders.paymentDueAt,
        overdue,
        riskLevel: orders.riskLevel,
        riskReasons: orders.riskReasons,
        confirmedAt: orders.confirmedAt,
        unconfirmed,
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
      ...orderHeadColumns,
      source: orders.source,
      deliveryAddress: orders.deliveryAddress,
      deliveredAt: orders.deliveredAt,
      paymentDueAt: orders.paymentDueAt,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      overdue,
      riskLevel: orders.riskLevel,
      riskReasons: orders.riskReasons,
      confirmedAt: orders.confirmedAt,
      unconfirmed,
      carrier: orders.carrier,
      trackingCode: orders.trackingCode,
      shippedAt: orders.shippedAt,
      failureReason: orders.failureReason,
      failedAt: orders.failedAt,
      /** The buyer: the order's own copy of who and where, the only details shown as the order's. */
      snapshot: orderDelivery,
      /**
       * What the order is linked to, shown apart as "Conta vinculada": the customer record (the
       * details first seen with that email or CPF, possibly another person's) and the account that placed it.
       */
      linked: {
        name: customers.name,
        email: customers.email,
        accountEmail: users.email,
      },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!order) return null;
  const [items, events] = await Promise.all([
    ctx.db
      .select({
        id: orderItems.id,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        priceCents: orderItems.priceCents,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    ctx.db
      .select({
        id: orderEvents.id,
        field: orderEvents.field,
        fromValue: orderEvents.fromValue,
        toValue: orderEvents.toValue,
        actor: orderEvents.actor,
        detail: orderEvents.detail,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id)),
  ]);
  return { ...order, items, events };
}

export type AdminOrderDetails = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/** The signed confirmation link and the ready WhatsApp message, while the customer may still confirm or fix the address. */
export function orderContactLinks(
  config: Pick<AppServices["config"], "publicUrl" | "sessionSecret" | "brand">,
  order: AdminOrderDetails,
) {
  if (!(CUSTOMER_EDITABLE as readonly string[]).includes(order.status)) return { confirmUrl: null, whatsappUrl: null };
  const confirmUrl = confirmationLinkUrl(config, order.id);
  const whatsappUrl = confirmationWhatsappUrl({
    phone: order.snapshot.phone,
    name: order.snapshot.fullName,
    brandName: config.brand.name,
    number: order.number,
    totalCents: order.totalCents,
    address: order.deliveryAddress,
    confirmUrl,
  });
  return { confirmUrl, whatsappUrl };
}

/**
 * Sets an order's status and payment (with carrier and tracking code, or a
 * failure reason). Unchanged values record nothing; a transition the life
 * cycle does not allow is refused and changes nothing.
 */
export async function updateOrderStatus(ctx: Ctx, input: OrderChangeInput, actor: string): Promise<AdminResult> {
  const errorTitle = "Erro ao atualizar pedido";
  const outcome = await ctx.db.transaction((tx) => applyOrderChange(tx, ctx, input, actor));
  if (outcome.kind === "missing") return notFound(errorTitle);
  if (outcome.kind === "refused") {
    const description =
      outcome.reason === "payment"
        ? ORDER_ADMIN_MESSAGES.paymentBackToPending
        : ORDER_ADMIN_MESSAGES.transition(orderStatusLabel(outcome.from), orderStatusLabel(outcome.to));
    return refusal(400, { title: errorTitle, description });
  }
  if (outcome.kind === "unchanged") return success("Nada a alterar", `O pedido #${outcome.number} já está assim.`);
  if (outcome.emailed) ctx.mailer.kick();
  const summary = outcome.changes
    .map((c) => (c.field === "status" ? `status ${orderStatusLabel(c.to)}` : `pagamento ${paymentStatusLabel(c.to)}`))
    .join(", ");
  return success(
    "Pedido atualizado",
    `Pedido #${outcome.number}: ${summary}${outcome.emailed ? ". O cliente foi avisado por email." : "."}`,
  );
}
