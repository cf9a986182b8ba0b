// The carrier's CSV: the orders the Pedidos page shows with its filters (all
// pages, no cap), one line each, with the order's own copy of who and where
// (never the customer row's current address), the items and the amount to collect.
//
// Streamed: read in batches by key (newest first by created_at and number, the
// list's own indexes), each batch with its items joined in the same query, and
// written as it is read, so the first lines leave within milliseconds and memory
// stays one batch whatever the filter holds. Batches by key work the same on
// PGlite and postgres.js (a server-side cursor would need a transaction held
// open for the whole download).
import { and, desc, sql } from "drizzle-orm";
import { orders } from "~/db/schema";
import { csvCell } from "~/domain/orders/back-office/csv";
import { orderHeadColumns } from "~/domain/orders/records/order-columns.server";
import { formatDate } from "~/lib/dates";
import { maskCep } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import { CARRIER_LABELS, type Carrier, orderStatusLabel, paymentStatusLabel } from "~/domain/orders/lifecycle/order-status";
import type { AppServices } from "~/services.server";
import { adminOrdersWhere, type OrderFilters } from "./orders.server";

/** Orders read per query while streaming. */
export const EXPORT_BATCH = 1000;

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

type CsvRow = (string | number | null | undefined)[];
const line = (cells: readonly (string | number | null | undefined)[]) => cells.map((c) => csvCell(c)).join(";") + "\r\n";

/** The export as chunks of text: BOM and header first, then one chunk per batch of orders. */
export async function* exportOrdersCsvStream(
  ctx: Pick<AppServices, "db">,
  filters: OrderFilters,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<string> {
  // BOM (so Excel reads UTF-8), ';' between cells (pt-BR Excel), CRLF between lines: as toCsv writes them.
  yield "\uFEFF" + line(ORDERS_CSV_HEADER);
  const where = await adminOrdersWhere(ctx, filters);
  let last: number | null = null;
  for (;;) {
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
        items: sql<
          string | null
        >`(SELECT string_agg(i.quantity || 'x ' || i.product_name, ', ' ORDER BY i.id) FROM order_items i WHERE i.order_id = ${sql.raw('"orders"."id"')})`,
      })
      .from(orders)
      .where(
        and(
          where,
          last
            ? // By the last order's number: its created_at keeps microseconds a JavaScript Date would round.
              sql`(${orders.createdAt}, ${orders.number}) < (SELECT k.created_at, k.number FROM ${orders} k WHERE k.number = ${last})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(batchSize);
    if (!rows.length) return;
    yield rows.map((r) => line(csvLine(r))).join("");
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1]!.number;
  }
}

function csvLine(r: {
  number: number;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  totalCents: number;
  name: string;
  phone: string;
  street: string;
  deliveryAddress: string;
  streetNumber: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  postalCode: string;
  referencePoint: string;
  carrier: string | null;
  trackingCode: string | null;
  items: string | null;
}): CsvRow {
  return [
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
    r.items ?? "",
    r.paymentStatus === "paid" || r.paymentStatus === "refunded" ? "0,00" : reais(r.totalCents),
    r.carrier ? CARRIER_LABELS[r.carrier as Carrier] : "",
    r.trackingCode ?? "",
  ];
}

/** The whole export as one string (tests and small callers; the route streams). */
export async function exportOrdersCsv(
  ctx: Pick<AppServices, "db">,
  filters: OrderFilters,
): Promise<{ csv: string; count: number }> {
  let csv = "";
  for await (const chunk of exportOrdersCsvStream(ctx, filters)) csv += chunk;
  return { csv, count: csv.split("\r\n").length - 2 };
}

/** The export as a byte stream for a Response: pulled batch by batch as the client reads. */
export function ordersCsvResponseBody(ctx: Pick<AppServices, "db">, filters: OrderFilters): ReadableStream<Uint8Array> {
  const chunks = exportOrdersCsvStream(ctx, filters);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
