// Paying an order after delivery. The shop marks an order 'entregue'; its
// payment falls due at the end of the 7th day after (São Paulo calendar). The
// customer opens /pagar/{orderId}?exp=…&sig=… (payment-link.server.ts), sees
// the order and pays by Pix (a static BR Code the admin confirms by hand) or
// by card/boleto through the payment provider, whose signed event marks the
// order 'pago' here, once.
import { asc, eq } from "drizzle-orm";
import type { Config } from "~/config.server";
import { orderItems, orders } from "~/db/schema";
import type { SessionUser } from "~/domain/accounts/sessions.server";
import { type ApplyResult, recordEventOnce } from "~/domain/club/lifecycle.server";
import type { OrderPaidEvent, PaymentProvider } from "~/domain/payments/provider.server";
import { maskedAddress } from "~/domain/orders/records/delivery-address";
import { installmentCents } from "~/lib/money";
import { buildPixCode } from "~/domain/payments/static-pix";
import type { AppServices } from "~/services.server";
import { isUserOrder } from "../orders/tracking/customer-orders.server";
import { orderHeadColumns } from "../orders/records/order-columns.server";
import { orderDelivery } from "../orders/records/order-delivery.server";
import { paymentLinkPath, verifyPaymentLink } from "./payment-link.server";
import { CARD_INSTALLMENTS, isAwaitingPayment, isOverdue } from "./payment-terms";
import { recordProviderPayment } from "../orders/lifecycle/order-status.server";
import { openPixChargeOf } from "./pix-charges.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ------------------------------------------------------------ Pix

type PixConfig = Pick<Config, "pix">;

/** The order's static Pix code: its total, txid PEDIDO{number}. */
export function orderPixCode(config: PixConfig, order: { number: number; totalCents: number }): string {
  return buildPixCode({
    key: config.pix.key,
    merchantName: config.pix.merchantName,
    merchantCity: config.pix.merchantCity,
    amountCents: order.totalCents,
    txid: `PEDIDO${order.number}`,
  });
}

/** The code as an SVG QR image, drawn on the server (decorative: the page labels it). */
export async function pixQrSvg(code: string): Promise<string> {
  // Loaded with the first payment page, not at start-up.
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(code, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return svg.trim().replace(/^<svg /, '<svg aria-hidden="true" focusable="false" width="100%" height="100%" ');
}

// ------------------------------------------------------------ the payment page

type Ctx = Pick<AppServices, "db" | "config" | "payments" | "logger">;

export interface PaymentLinkParams {
  orderId: string;
  exp: string | null;
  sig: string | null;
}

async function loadOrder(ctx: Pick<AppServices, "db">, orderId: string) {
  const [order] = await ctx.db
    .select({
      ...orderHeadColumns,
      deliveredAt: orders.deliveredAt,
      paymentDueAt: orders.paymentDueAt,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      delivery: orderDelivery,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  // The order's own copy of its details (decision 013), never the customer row's. Whoever holds the
  // signed link sees the page (a link reached from /acompanhar too): the address only masked.
  return order
    ? {
        ...order,
        deliveryAddress: maskedAddress(order.delivery),
        customerName: order.delivery.fullName,
        customerEmail: order.delivery.email,
      }
    : null;
}

export type OrderPaymentAccess =
  | { kind: "ok"; linkPath: string }
  /** A signed-in owner without a (valid) link: send them to a fresh one. */
  | { kind: "redirect"; to: string }
  | { kind: "refused"; reason: "invalid" | "expired" };

/** Who may see the page: a valid link, or the signed-in owner (who gets a fresh link). */
export async function checkOrderPaymentAccess(
  ctx: Pick<AppServices, "db" | "config">,
  params: PaymentLinkParams,
  /** The signed-in person, asked only when the link does not hold. */
  currentUser: () => Promise<Pick<SessionUser, "id" | "email" | "emailConfirmed"> | null>,
  now: Date = new Date(),
): Promise<OrderPaymentAccess> {
  const link = verifyPaymentLink(ctx.config.sessionSecret, params.orderId, params.exp, params.sig, now);
  if (link.ok) return { kind: "ok", linkPath: `/pagar/${params.orderId}?exp=${params.exp}&sig=${params.sig}` };
  if (!UUID.test(params.orderId)) return { kind: "refused", reason: link.reason };
  const user = await currentUser();
  if (user && (await isUserOrder(ctx.db, user, params.orderId))) {
    return { kind: "redirect", to: paymentLinkPath(ctx.config.sessionSecret, params.orderId, now) };
  }
  return { kind: "refused", reason: link.reason };
}

/** Everything /pagar shows; null when the order no longer exists. */
export async function orderPaymentPage(
  ctx: Pick<AppServices, "db" | "config" | "payments">,
  orderId: string,
  now: Date = new Date(),
) {
  const order = await loadOrder(ctx, orderId);
  if (!order) return null;
  const items = await ctx.db
    .select({ productName: orderItems.productName, quantity: orderItems.quantity, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const payable = isAwaitingPayment(order) && order.status !== "cancelled" && order.totalCents > 0;
  // With the API Pix, the provider's charge (its own QR) once the job made it; until then, and without it, the static code.
  const charge = payable ? await openPixChargeOf(ctx, orderId) : null;
  const pixCode = charge?.code ?? (payable ? orderPixCode(ctx.config, order) : null);
  return {
    order: {
      id: order.id,
      number: order.number,
      createdAt: order.createdAt,
      status: order.status,
      paymentStatus: order.paymentStatus,
      totalCents: order.totalCents,
      deliveryAddress: order.deliveryAddress,
      deliveredAt: order.deliveredAt,
      paymentDueAt: order.paymentDueAt,
      paidAt: order.paidAt,
      paymentMethod: order.paymentMethod,
      firstName: order.customerName.trim().split(/\s+/)[0] ?? "",
      items,
    },
    payable,
    overdue: isOverdue(order, now),
    installments: { count: CARD_INSTALLMENTS, cents: installmentCents(order.totalCents, CARD_INSTALLMENTS) },
    pix: pixCode
      ? {
          code: pixCode,
          qrSvg: await pixQrSvg(pixCode),
          demo: ctx.config.pix.demo,
          merchantName: ctx.config.pix.merchantName,
          key: ctx.config.pix.key,
          /** The provider's charge: due date (YYYY-MM-DD) and what applies after it; confirmed automatically. */
          charge: charge ? { dueDate: charge.dueDate, terms: charge.terms } : null,
        }
      : null,
    /** null: no online payment (no Stripe, demo payments off); only Pix, confirmed by an admin. */
    provider: ctx.payments?.name ?? null,
    brandName: ctx.config.brand.name,
  };
}

export type StartCheckoutResult =
  { kind: "redirect"; url: string } | { kind: "not_payable" } | { kind: "unavailable" } | { kind: "failed" };

/**
 * 'Pagar com cartão ou boleto': a provider checkout for the order's total, read
 * from the database, returning to the same payment link. The caller has
 * checked the link (checkOrderPaymentAccess).
 */
export async function startOrderCheckout(ctx: Ctx, orderId: string, linkPath: string): Promise<StartCheckoutResult> {
  const order = await loadOrder(ctx, orderId);
  if (!order || !isAwaitingPayment(order) || order.status === "cancelled" || order.totalCents <= 0)
    return { kind: "not_payable" };
  // No Stripe and no demo payments: nothing online can mark the order paid.
  const payments = ctx.payments;
  if (!payments) return { kind: "unavailable" };
  // A hosted page elsewhere (Stripe) needs absolute return addresses; ours stays on this origin.
  const base = payments.name === "stripe" ? ctx.config.publicUrl : "";
  try {
    const { url } = await payments.createOrderCheckout({
      orderId: order.id,
      orderNumber: order.number,
      amountCents: order.totalCents,
      email: order.customerEmail,
      successUrl: `${base}${linkPath}&pagamento=concluido`,
      cancelUrl: `${base}${linkPath}`,
    });
    return { kind: "redirect", url };
  } catch (error) {
    ctx.logger.error("Falha ao criar o checkout do pedido", {
      order: order.number,
      provider: payments.name,
      reason: error instanceof Error ? error.message : String(error),
    });
    return { kind: "failed" };
  }
}

// ------------------------------------------------------------ provider events

const PROVIDER_ACTORS: Record<PaymentProvider["name"], string> = {
  stripe: "pagamento online (Stripe)",
  local: "pagamento online (local)",
};

/**
 * A provider's 'order paid' event, applied once: the event id is recorded in
 * payment_events in the same transaction that marks the order 'pago' (with
 * paid_at, the method and an order_events row). A replayed event is a
 * duplicate; a second payment of an order already paid changes nothing.
 */
export async function applyOrderPaidEvent(
  ctx: Pick<AppServices, "db" | "logger" | "config" | "jobs">,
  provider: PaymentProvider["name"],
  event: OrderPaidEvent,
): Promise<ApplyResult> {
  return ctx.db.transaction(async (tx) => {
    if (!(await recordEventOnce(tx, provider, event))) return "duplicate";
    const [order] = await tx
      .select({ number: orders.number, paymentStatus: orders.paymentStatus, totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, event.orderId))
      .for("update");
    if (!order) return "ignored";
    if (event.amountCents !== null && event.amountCents !== order.totalCents) {
      ctx.logger.warn("Pagamento com valor diferente do pedido: confira no provedor", {
        order: order.number,
        provider,
        paidCents: event.amountCents,
        totalCents: order.totalCents,
      });
      return "ignored";
    }
    if (!isAwaitingPayment(order)) return "ignored";
    const paid = await recordProviderPayment(tx, ctx, {
      orderId: event.orderId,
      method: event.method,
      actor: PROVIDER_ACTORS[provider],
    });
    if (paid.kind !== "paid") return "ignored";
    return "applied";
  });
}
