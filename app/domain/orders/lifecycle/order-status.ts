// The one source of an order's states: the values the database accepts (the
// schema builds its enum and CHECK constraints from these lists), their pt-BR
// labels and colours, and which status may follow which. No imports: the
// browser, the admin forms, the emails and the Drizzle schema all read it.

/** An order's life: novo → em análise → confirmado → enviado → entregue / frustrado → reenvio → enviado … */
export const ORDER_STATUSES = [
  "new",
  "review",
  "confirmed",
  "shipped",
  "delivered",
  "failed",
  "reshipping",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "unpaid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: "novo",
  review: "em análise",
  confirmed: "confirmado",
  shipped: "enviado",
  delivered: "entregue",
  failed: "frustrado",
  reshipping: "reenvio",
  cancelled: "cancelado",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "pendente",
  paid: "pago",
  unpaid: "não pago",
  refunded: "reembolsado",
};

/**
 * Where each status may go. A shipment starts only from 'confirmado' or
 * 'reenvio'; 'entregue' and 'cancelado' are final (a return after delivery is a
 * payment matter: 'reembolsado').
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ["review", "confirmed", "cancelled"],
  review: ["new", "confirmed", "cancelled"],
  confirmed: ["shipped", "review", "cancelled"],
  shipped: ["delivered", "failed"],
  delivered: [],
  failed: ["reshipping", "cancelled"],
  reshipping: ["shipped", "cancelled"],
  cancelled: [],
};

/** Payment never goes back to 'pendente' by hand; everything else is the admin's (or the provider's) call. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["paid", "unpaid", "refunded"],
  paid: ["unpaid", "refunded"],
  unpaid: ["paid", "refunded"],
  refunded: ["paid", "unpaid"],
};

export function canMoveOrder(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && ORDER_TRANSITIONS[from].includes(to);
}

export function canMovePayment(from: string, to: string): boolean {
  return isPaymentStatus(from) && isPaymentStatus(to) && PAYMENT_TRANSITIONS[from].includes(to);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Why a delivery failed ('frustrado'). */
export const FAILURE_REASONS = ["absent", "wrong_address", "refused"] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
export const FAILURE_REASON_LABELS: Record<FailureReason, string> = {
  absent: "ausente",
  wrong_address: "endereço incorreto",
  refused: "recusado",
};

/** How risky an order looks before shipping (app/domain/orders/placement/risk.ts decides). */
export const RISK_LEVELS = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { low: "baixo", medium: "médio", high: "alto" };

/** What an order_events row records: a status, the payment, the customer's confirmation, an address fix, a risk decision. */
export const ORDER_EVENT_FIELDS = ["status", "payment_status", "confirmation", "address", "risk"] as const;
export type OrderEventField = (typeof ORDER_EVENT_FIELDS)[number];

/** A blocked buyer is matched by CPF or by phone (canonical: app/lib/phone.ts). */
export const BLOCK_KINDS = ["cpf", "phone"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const BLOCK_KIND_LABELS: Record<BlockKind, string> = { cpf: "CPF", phone: "telefone" };

/** Carriers the shop ships with, and where a customer tracks a parcel ({code} is replaced). */
export const CARRIERS = ["correios", "jadlog", "loggi", "total_express", "own"] as const;
export type Carrier = (typeof CARRIERS)[number];
export const CARRIER_LABELS: Record<Carrier, string> = {
  correios: "Correios",
  jadlog: "Jadlog",
  loggi: "Loggi",
  total_express: "Total Express",
  own: "Entrega própria",
};
const CARRIER_TRACKING_URLS: Record<Carrier, string | null> = {
  correios: "https://rastreamento.correios.com.br/app/index.php?objetos={code}",
  jadlog: "https://www.jadlog.com.br/jadlog/tracking?cte={code}",
  loggi: "https://www.loggi.com/rastreador/{code}",
  total_express: "https://tracking.totalexpress.com.br/poupup_track.php?reid=&pedido={code}",
  own: null,
};

/** The carrier's tracking page for a code, or null (own delivery, unknown carrier). */
export function trackingUrl(carrier: string | null | undefined, code: string | null | undefined): string | null {
  if (!carrier || !code || !(CARRIERS as readonly string[]).includes(carrier)) return null;
  const template = CARRIER_TRACKING_URLS[carrier as Carrier];
  return template ? template.replace("{code}", encodeURIComponent(code)) : null;
}

/** A SQL list literal for a CHECK constraint, e.g. `'new', 'review'` (values are the constants above, never input). */
export function sqlValueList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
}

const GREY = "bg-stone-100 text-stone-800";

/** entregue green; enviado/confirmado blue; em análise/frustrado amber; cancelado red; other grey. */
export function orderStatusClass(status: string): string {
  return (
    {
      delivered: "bg-green-100 text-green-900",
      confirmed: "bg-blue-100 text-blue-900",
      shipped: "bg-blue-100 text-blue-900",
      review: "bg-amber-100 text-amber-900",
      failed: "bg-amber-100 text-amber-900",
      reshipping: "bg-amber-100 text-amber-900",
      cancelled: "bg-red-100 text-red-900",
    }[status] ?? GREY
  );
}

/** pago green, não pago yellow, reembolsado grey, other grey. */
export function paymentStatusClass(status: string): string {
  return { paid: "bg-green-100 text-green-900", unpaid: "bg-yellow-100 text-yellow-900" }[status] ?? GREY;
}

/** alto red, médio amber, baixo grey. */
export function riskLevelClass(level: string): string {
  return { high: "bg-red-100 text-red-900", medium: "bg-amber-100 text-amber-900" }[level] ?? GREY;
}

export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

export function paymentStatusLabel(status: string): string {
  return isPaymentStatus(status) ? PAYMENT_STATUS_LABELS[status] : status;
}
