// The carrier's CSV: the orders the Pedidos page shows with its filters (all
// pages), one line each, with the order's own copy of who and where (never
// the customer row's current address), the items and the amount to collect.
import { asc, desc, inArray } from "drizzle-orm";
import { orderItems, orders } from "~/db/schema";
import { toCsv } from "~/domain/orders/back-office/csv";
import { orderHeadColumns } from "~/domain/orders/records/order-columns.server";
import { formatDate } from "~/lib/dates";
import { maskCep } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import { CARRIER_LABELS, type Carrier, orderStatusLabel, paymentStatusLabel } from "~/domain/orders/lifecycle/order-status";
import type { AppServices } from "~/services.server";
import { adminOrdersWhere, type OrderFilters } from "./orders.server";

/** Lines per export; a carrier's day never needs more. */
export const MAX_EXPORT_ORDERS = 5000;

export const ORDERS_CSV_HEADER = [
  "Pedido",
  "Data",
  "Status",
  "Pagamento",
  "Nome",
  "Telefone",
  "Rua",
  "Número",
  "Complemento",
  "Bairro",
  "Cidade",
  "UF",
  "CEP",
  "Ponto de referência",
  "Itens",
  "Valor a receber (R$)",
  "Transportadora",
  "Código de rastreio",
] as const;

/** 14790 → "147,90" (a number pt-BR Excel reads as one). */
function reais(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/** "00000000" → "00000-000" (app/lib/masks.ts); anything else as stored. */
function postalCode(digits: string): string {
  return /^\d{8}$/.test(digits) ? maskCep(digits) : digits;
}

export async function exportOrdersCsv(
  ctx: Pick<AppServices, "db">,
  filters: OrderFilters,
): Promise<{ csv: string; count: number }> {
  const rows = await ctx.db
    .select({
      ...orderHeadColumns,
      name: orders.customerName,
      phone: orders.customerPhone,
      street: orders.deliveryStreet,
      deliveryAddress: orders.deliveryAddress,
      streetNumber: orders.deliveryNumber,
      complement: orders.deliveryComplement,
      neighborhood: orders.deliveryNeighborhood,
      city: orders.deliveryCity,
      state: orders.deliveryState,
      postalCode: orders.deliveryPostalCode,
      referencePoint: orders.deliveryReferencePoint,
      carrier: orders.carrier,
      trackingCode: orders.trackingCode,
    })
    .from(orders)
    .where(adminOrdersWhere(filters))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(MAX_EXPORT_ORDERS);
  const items = rows.length
    ? await ctx.db
        .select({ orderId: orderItems.orderId, name: orderItems.productName, quantity: orderItems.quantity })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  const itemsOf = new Map<string, string[]>();
  for (const i of items) itemsOf.set(i.orderId, [...(itemsOf.get(i.orderId) ?? []), `${i.quantity}x ${i.name}`]);
  const lines = rows.map((r) => [
    r.number,
    formatDate(r.createdAt),
    orderStatusLabel(r.status),
    paymentStatusLabel(r.paymentStatus),
    r.name,
    r.phone ? formatPhone(r.phone) : "",
    // An order placed before its details were copied field by field keeps only the joined address: give that, not nothing.
    r.street || r.deliveryAddress,
    r.streetNumber,
    r.complement,
    r.neighborhood,
    r.city,
    r.state,
    postalCode(r.postalCode),
    r.referencePoint,
    (itemsOf.get(r.id) ?? []).join(", "),
    r.paymentStatus === "paid" || r.paymentStatus === "refunded" ? "0,00" : reais(r.totalCents),
    r.carrier ? CARRIER_LABELS[r.carrier as Carrier] : "",
    r.trackingCode ?? "",
  ]);
  return { csv: toCsv(ORDERS_CSV_HEADER, lines), count: rows.length };
}
