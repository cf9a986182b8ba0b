// How order and payment statuses read and look (spec "Order (checkout)").
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "pendente",
  processing: "processando",
  shipped: "enviado",
  delivered: "entregue",
  cancelled: "cancelado",
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "pendente",
  paid: "pago",
  unpaid: "não pago",
  refunded: "reembolsado",
};

const GREY = "bg-stone-100 text-stone-800";

/** entregue green, processando blue, cancelado red, other grey. */
export function orderStatusClass(status: string): string {
  return { delivered: "bg-green-100 text-green-900", processing: "bg-blue-100 text-blue-900", cancelled: "bg-red-100 text-red-900" }[status] ?? GREY;
}

/** pago green, não pago yellow, reembolsado grey, other grey. */
export function paymentStatusClass(status: string): string {
  return { paid: "bg-green-100 text-green-900", unpaid: "bg-yellow-100 text-yellow-900" }[status] ?? GREY;
}
