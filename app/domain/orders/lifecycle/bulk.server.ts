// Many orders at once from the Pedidos page: confirm, ship (a tracking code per
// order, from the carrier's CSV) or mark delivered. Every order goes through
// the one order change (order-status.server.ts: transition checked, event and
// email), all in ONE transaction: either every allowed change is stored or,
// on any failure, none. Orders that may not move are skipped and reported
// one by one in pt-BR; they never stop the others.
import { inArray } from "drizzle-orm";
import { orders } from "~/db/schema";
import { type Carrier, type OrderStatus, orderStatusLabel } from "~/domain/orders/lifecycle/order-status";
import type { AppServices } from "~/services.server";
import { applyOrderChange } from "./order-status.server";

export const BULK_ACTIONS = ["confirm", "ship", "deliver"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const TARGET: Record<BulkAction, OrderStatus> = { confirm: "confirmed", ship: "shipped", deliver: "delivered" };

/** Orders per bulk action (the CSV allows the same). */
export const MAX_BULK_ORDERS = 500;

/** One order to change: by id (selected in the list) or by number (a CSV line). */
export type BulkItem = ({ orderId: string } | { number: number }) & {
  trackingCode?: string;
  carrier?: Carrier | null;
  line?: number;
};

export interface BulkSkip {
  /** The order's number when it exists. */
  number: number | null;
  /** The CSV line, when the order came from one. */
  line?: number;
  reason: string;
}

export interface BulkReport {
  action: BulkAction;
  changed: number[];
  skipped: BulkSkip[];
  emailed: number;
}

export const BULK_MESSAGES = {
  notFound: "pedido não encontrado.",
  already: (status: string) => `já está ${status}.`,
  transition: (from: string, to: string) => `um pedido ${from} não pode passar para ${to}.`,
  review: "está em análise: aprove-o no pedido, depois de ver os motivos do risco.",
  carrier: "escolha a transportadora.",
  tracking: "falta o código de rastreio.",
  duplicate: "aparece mais de uma vez.",
} as const;

type Ctx = Pick<AppServices, "db" | "mailer" | "config" | "jobs">;

/**
 * Applies `action` to every item in one transaction (rows locked in order
 * number order, so two bulk actions never deadlock). A failure of any row
 * (database, mail outbox) rolls back all of them and is thrown to the caller.
 */
export async function applyBulkOrderChange(
  ctx: Ctx,
  action: BulkAction,
  items: readonly BulkItem[],
  actor: string,
  now: Date = new Date(),
): Promise<BulkReport> {
  const target = TARGET[action];
  const report = await ctx.db.transaction(async (tx) => {
    const ids = items.filter((i): i is BulkItem & { orderId: string } => "orderId" in i).map((i) => i.orderId);
    const numbers = items.filter((i): i is BulkItem & { number: number } => "number" in i).map((i) => i.number);
    const found = [
      ...(ids.length
        ? await tx
            .select({ id: orders.id, number: orders.number, status: orders.status, paymentStatus: orders.paymentStatus })
            .from(orders)
            .where(inArray(orders.id, ids))
        : []),
      ...(numbers.length
        ? await tx
            .select({ id: orders.id, number: orders.number, status: orders.status, paymentStatus: orders.paymentStatus })
            .from(orders)
            .where(inArray(orders.number, numbers))
        : []),
    ];
    const byId = new Map(found.map((o) => [o.id, o]));
    const byNumber = new Map(found.map((o) => [o.number, o]));
    const changed: number[] = [];
    const skipped: BulkSkip[] = [];
    let emailed = 0;
    const done = new Set<string>();
    const work = items
      .map((item) => ({ item, order: "orderId" in item ? byId.get(item.orderId) : byNumber.get(item.number) }))
      .sort((a, b) => (a.order?.number ?? 0) - (b.order?.number ?? 0));
    for (const { item, order } of work) {
      const line = item.line !== undefined ? { line: item.line } : {};
      if (!order) {
        skipped.push({ number: "number" in item ? item.number : null, ...line, reason: BULK_MESSAGES.notFound });
        continue;
      }
      const skip = (reason: string) => skipped.push({ number: order.number, ...line, reason });
      if (done.has(order.id)) {
        skip(BULK_MESSAGES.duplicate);
        continue;
      }
      done.add(order.id);
      // A held order is released by a person who has read its risk reasons, one by one.
      if (action === "confirm" && order.status === "review") {
        skip(BULK_MESSAGES.review);
        continue;
      }
      const carrier = item.carrier ?? null;
      if (action === "ship") {
        if (!carrier) {
          skip(BULK_MESSAGES.carrier);
          continue;
        }
        if (carrier !== "own" && !item.trackingCode) {
          skip(BULK_MESSAGES.tracking);
          continue;
        }
      }
      const outcome = await applyOrderChange(
        tx,
        ctx,
        {
          orderId: order.id,
          status: target,
          paymentStatus: order.paymentStatus,
          ...(action === "ship" ? { carrier, trackingCode: item.trackingCode ?? "" } : {}),
          note: "em lote",
        },
        actor,
        now,
      );
      if (outcome.kind === "missing") skip(BULK_MESSAGES.notFound);
      else if (outcome.kind === "unchanged") skip(BULK_MESSAGES.already(orderStatusLabel(target)));
      else if (outcome.kind === "refused")
        skip(BULK_MESSAGES.transition(orderStatusLabel(outcome.from), orderStatusLabel(outcome.to)));
      else {
        changed.push(outcome.number);
        if (outcome.emailed) emailed++;
      }
    }
    return { action, changed, skipped, emailed };
  });
  return report;
}

/** "3 pedidos enviados" etc. */
export function bulkSummary(report: BulkReport, badLines = 0): string {
  const n = report.changed.length;
  const verb = {
    confirm: n === 1 ? "confirmado" : "confirmados",
    ship: n === 1 ? "enviado" : "enviados",
    deliver: n === 1 ? "entregue" : "entregues",
  }[report.action];
  const head = n === 0 ? "Nenhum pedido alterado" : `${n} ${n === 1 ? "pedido" : "pedidos"} ${verb}`;
  const skipped = report.skipped.length + badLines;
  return skipped === 0 ? `${head}.` : `${head}; ${skipped} ${skipped === 1 ? "ignorado" : "ignorados"}.`;
}

/** One skipped order in pt-BR: "Linha 3, pedido #1004: já está enviado." */
export function skipLine(skip: BulkSkip): string {
  const where = [skip.line !== undefined ? `Linha ${skip.line}` : null, skip.number !== null ? `pedido #${skip.number}` : null]
    .filter(Boolean)
    .join(", ");
  return `${where.charAt(0).toUpperCase()}${where.slice(1)}: ${skip.reason}`;
}
