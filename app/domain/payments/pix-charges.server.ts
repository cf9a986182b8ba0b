// An order's Pix charge through the API Pix (issue 36, decision 030), phase 2:
// what the jobs do with the client (pix-api/) and the charge's own record
// (pix_charges). The order is marked pago only by the one writer
// (recordProviderPayment), only after the charge was read back from the PSP,
// only when it is CONCLUIDA and the Pix covers what was due, and once per
// endToEndId whatever the webhook repeats.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { orders, pixCharges, pixReconciliation } from "~/db/schema";
import { recordProviderPayment } from "~/domain/orders/lifecycle/order-status.server";
import { isAwaitingPayment } from "~/domain/payments/payment-terms";
import { isoDay } from "~/lib/dates";
import { formatBRL } from "~/lib/money";
import type { AppServices } from "~/services.server";
import type { Cobv } from "./pix-api/answers.server";
import type { PixApi } from "./pix-api/client.server";
import { centsOfPixAmount, cobvRequest, cobvTxid, parseCobvTxid } from "./pix-api/cobv-request.server";
import { isPixApiError } from "./pix-api/errors.server";

export type PixChargeRow = typeof pixCharges.$inferSelect;

/** Who the order's history names for what the PSP confirmed. */
export const PIX_API_ACTOR = "API Pix";

type Services = Pick<AppServices, "config" | "db" | "jobs" | "logger" | "pixApi">;

function apiOf(services: Services): PixApi {
  if (!services.pixApi || !services.config.pixApi) throw new Error("API Pix não configurada (PIX_API_URL e demais)");
  return services.pixApi;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** The address the PSP posts to (it appends /pix): the secret is in the path, compared in constant time. */
export function pixWebhookUrl(config: Pick<AppServices["config"], "publicUrl" | "pixApi">): string {
  if (!config.pixApi) throw new Error("API Pix não configurada");
  return `${config.publicUrl.replace(/\/+$/, "")}/webhooks/pix/${encodeURIComponent(config.pixApi.webhookSecret)}`;
}

export async function pixChargeOf(db: Database | Transaction, orderId: string): Promise<PixChargeRow | null> {
  const [row] = await db.select().from(pixCharges).where(eq(pixCharges.orderId, orderId));
  return row ?? null;
}

/** The charge's columns from what the PSP answered (status, due date, QR). */
function cobvColumns(cobv: Cobv): Partial<typeof pixCharges.$inferInsert> {
  return {
    status: cobv.status,
    dueDate: cobv.calendario.dataDeVencimento,
    location: cobv.loc?.location ?? cobv.location ?? null,
    ...(cobv.pixCopiaECola && { pixCopiaECola: cobv.pixCopiaECola }),
    lastError: null,
  };
}

// ------------------------------------------------------------ create

export type CreateChargeOutcome =
  | { kind: "skipped"; reason: string }
  | { kind: "exists"; txid: string; status: string }
  | { kind: "created"; txid: string; status: string };

/**
 * Makes the charge of a delivered, unpaid order: the row first (with its txid),
 * then PUT /cobv/{txid}. Run again after a timeout, a lost answer or a killed
 * worker, it PUTs the same txid (one charge at the PSP); a charge that is no
 * longer ATIVA answers 400, and is then read and recorded instead.
 * `again`: the admin's "Reenviar cobrança" (a removed charge gets a new txid).
 */
export async function createPixCharge(services: Services, orderId: string, again = false): Promise<CreateChargeOutcome> {
  const api = apiOf(services);
  const settings = services.config.pixApi!;
  const [order] = await services.db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      deliveredAt: orders.deliveredAt,
      customerName: orders.customerName,
      customerCpf: orders.customerCpf,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return { kind: "skipped", reason: "pedido não existe" };
  if (order.status !== "delivered" || !order.deliveredAt) return { kind: "skipped", reason: "pedido não está entregue" };
  if (!isAwaitingPayment(order)) return { kind: "skipped", reason: "pedido não aguarda pagamento" };

  const existing = await pixChargeOf(services.db, orderId);
  if (existing && (existing.status === "CONCLUIDA" || (existing.status === "ATIVA" && !again)))
    return { kind: "exists", txid: existing.txid, status: existing.status };
  const removed = existing?.status === "REMOVIDA_PELO_USUARIO_RECEBEDOR" || existing?.status === "REMOVIDA_PELO_PSP";
  const attempt = existing ? existing.attempt + (removed ? 1 : 0) : 0;
  const txid = cobvTxid(orderId, attempt);

  let body;
  try {
    body = cobvRequest(
      {
        id: order.id,
        number: order.number,
        totalCents: order.totalCents,
        deliveredAt: order.deliveredAt,
        buyer: { cpf: order.customerCpf ?? "", name: order.customerName },
      },
      { key: settings.key, ...settings.charge },
    );
  } catch (error) {
    // No CPF or name: the PSP would refuse it every time. Recorded for the admin, not retried.
    await services.db
      .insert(pixCharges)
      .values({ orderId, txid, attempt, status: "failed", amountDueCents: order.totalCents, lastError: errorText(error) })
      .onConflictDoUpdate({
        target: pixCharges.orderId,
        set: { txid, attempt, status: "failed", lastError: errorText(error), updatedAt: new Date() },
      });
    return { kind: "skipped", reason: errorText(error) };
  }

  // The row (and its txid) exists before the PSP is asked, so a cancellation meanwhile finds it.
  await services.db
    .insert(pixCharges)
    .values({
      orderId,
      txid,
      attempt,
      status: "creating",
      amountDueCents: order.totalCents,
      dueDate: body.calendario.dataDeVencimento,
    })
    .onConflictDoUpdate({
      target: pixCharges.orderId,
      set: {
        txid,
        attempt,
        status: sql`CASE WHEN ${pixCharges.txid} = ${txid} AND ${pixCharges.status} = 'ATIVA' THEN 'ATIVA' ELSE 'creating' END`,
        amountDueCents: order.totalCents,
        updatedAt: new Date(),
      },
    });

  let cobv: Cobv;
  try {
    cobv = await api.putCobv(txid, body);
  } catch (error) {
    if (isPixApiError(error) && error.status === 400 && error.problem?.type.endsWith("CobVOperacaoInvalida")) {
      // The charge exists and is no longer ATIVA (paid, removed): read it and act on what it is.
      cobv = await api.getCobv(txid);
    } else {
      await recordError(services.db, orderId, error, isPixApiError(error) && !error.retryable);
      throw error;
    }
  }
  await applyCobv(services, cobv);
  // Cancelled while the PSP was being asked: the charge goes too.
  const [after] = await services.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (cobv.status === "ATIVA" && after?.status !== "delivered") {
    await cancelPixCharge(services, orderId);
    return { kind: "skipped", reason: "pedido deixou de estar entregue durante a criação" };
  }
  return { kind: "created", txid, status: cobv.status };
}

async function recordError(db: Database, orderId: string, error: unknown, final: boolean): Promise<void> {
  await db
    .update(pixCharges)
    .set({
      lastError: errorText(error),
      ...(final && { status: sql`CASE WHEN ${pixCharges.status} = 'creating' THEN 'failed' ELSE ${pixCharges.status} END` }),
      updatedAt: new Date(),
    })
    .where(eq(pixCharges.orderId, orderId));
}

// ------------------------------------------------------------ apply what the PSP says

export type ApplyOutcome =
  | { kind: "unknown" }
  | { kind: "recorded"; status: string }
  | { kind: "paid"; e2eid: string }
  | { kind: "already-paid"; e2eid: string }
  | { kind: "short"; e2eid: string; paidCents: number; dueCents: number };

/** The least a Pix may carry: what was due, less the shop's discount when paid up to the due date. */
function minimumDue(charge: PixChargeRow, paidAt: Date, discountBasisPoints: number): number {
  if (!discountBasisPoints || !charge.dueDate) return charge.amountDueCents;
  if (isoDay(paidAt) > charge.dueDate) return charge.amountDueCents;
  return charge.amountDueCents - Math.floor((charge.amountDueCents * discountBasisPoints) / 10_000);
}

/**
 * Applies a charge as read from the PSP (never as a webhook told it): records
 * its status and QR; when CONCLUIDA with a Pix covering what was due, marks the
 * order pago once (the e2eid is unique and checked under the charge's lock). A
 * Pix with less than due is recorded as a mismatch for the admin, not applied.
 */
export async function applyCobv(services: Services, cobv: Cobv): Promise<ApplyOutcome> {
  const ours = parseCobvTxid(cobv.txid);
  if (!ours) return { kind: "unknown" };
  return services.db.transaction(async (tx) => {
    const [charge] = await tx.select().from(pixCharges).where(eq(pixCharges.txid, cobv.txid)).for("update");
    if (!charge) return { kind: "unknown" } as const;
    if (charge.e2eid && charge.mismatch === null) return { kind: "already-paid", e2eid: charge.e2eid } as const;
    const pix = cobv.pix?.[0];
    if (cobv.status !== "CONCLUIDA" || !pix) {
      await tx
        .update(pixCharges)
        .set({ ...cobvColumns(cobv), updatedAt: new Date() })
        .where(eq(pixCharges.id, charge.id));
      return { kind: "recorded", status: cobv.status } as const;
    }
    const paidCents = (cobv.pix ?? []).reduce((sum, p) => sum + (centsOfPixAmount(p.valor) ?? 0), 0);
    const paidAt = new Date(pix.horario);
    const payerName = pix.pagador?.nome ?? null;
    const due = minimumDue(charge, paidAt, services.config.pixApi?.charge.discountBasisPoints ?? 0);
    const paidColumns = {
      ...cobvColumns(cobv),
      e2eid: pix.endToEndId,
      amountPaidCents: paidCents,
      payerName,
      paidAt,
      updatedAt: new Date(),
    };
    if (paidCents < due) {
      const mismatch = `Pix de ${formatBRL(paidCents)} para uma cobrança de ${formatBRL(due)}: o pedido não foi marcado como pago.`;
      await tx
        .update(pixCharges)
        .set({ ...paidColumns, mismatch })
        .where(eq(pixCharges.id, charge.id));
      services.logger.warn("pix: valor recebido menor que o devido", { txid: cobv.txid, paidCents, due });
      return { kind: "short", e2eid: pix.endToEndId, paidCents, dueCents: due } as const;
    }
    await tx
      .update(pixCharges)
      .set({ ...paidColumns, mismatch: null })
      .where(eq(pixCharges.id, charge.id));
    const outcome = await recordProviderPayment(tx, services, {
      orderId: charge.orderId,
      method: "pix",
      actor: PIX_API_ACTOR,
      paidAt,
      detail: `Pix ${pix.endToEndId}${payerName ? ` de ${payerName}` : ""}`,
    });
    if (outcome.kind !== "paid") {
      services.logger.warn("pix: pagamento de pedido que não aguardava pagamento", {
        txid: cobv.txid,
        outcome: outcome.kind,
      });
    }
    return { kind: "paid", e2eid: pix.endToEndId } as const;
  });
}

/** A webhook or reconciliation named this txid: read the charge from the PSP and apply it. */
export async function applyPixCharge(services: Services, txid: string): Promise<ApplyOutcome> {
  if (!parseCobvTxid(txid)) return { kind: "unknown" };
  const [charge] = await services.db.select({ id: pixCharges.id }).from(pixCharges).where(eq(pixCharges.txid, txid));
  if (!charge) return { kind: "unknown" };
  return applyCobv(services, await apiOf(services).getCobv(txid));
}

// ------------------------------------------------------------ cancel, refund

/** PATCH the charge to REMOVIDA_PELO_USUARIO_RECEBEDOR; one no longer ATIVA is read back (it may have been paid). */
export async function cancelPixCharge(services: Services, orderId: string): Promise<ApplyOutcome | { kind: "none" }> {
  const api = apiOf(services);
  const charge = await pixChargeOf(services.db, orderId);
  if (!charge || charge.status === "failed" || charge.status.startsWith("REMOVIDA")) return { kind: "none" };
  let cobv: Cobv;
  try {
    cobv = await api.patchCobv(charge.txid, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" });
  } catch (error) {
    if (isPixApiError(error) && (error.status === 400 || error.status === 404)) {
      if (error.status === 404) {
        // Never reached the PSP (created in the row only): nothing to remove there.
        await services.db
          .update(pixCharges)
          .set({ status: "REMOVIDA_PELO_USUARIO_RECEBEDOR", updatedAt: new Date() })
          .where(eq(pixCharges.id, charge.id));
        return { kind: "recorded", status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" };
      }
      cobv = await api.getCobv(charge.txid);
    } else {
      await recordError(services.db, orderId, error, false);
      throw error;
    }
  }
  return applyCobv(services, cobv);
}

/** Returns the Pix that paid the order (all of it); the refund id makes a retry harmless. */
export async function refundPixCharge(services: Services, orderId: string, refundId: string) {
  const api = apiOf(services);
  const charge = await pixChargeOf(services.db, orderId);
  if (!charge?.e2eid || !charge.amountPaidCents) return { kind: "none" } as const;
  const amount = charge.amountPaidCents - charge.refundedCents;
  if (amount <= 0) return { kind: "none" } as const;
  let devolucao;
  try {
    devolucao = await api.putDevolucao(charge.e2eid, refundId, amount);
  } catch (error) {
    await recordError(services.db, orderId, error, false);
    throw error;
  }
  await services.db
    .update(pixCharges)
    .set({
      refundStatus: devolucao.status,
      refundedCents: sql`${pixCharges.refundedCents} + ${centsOfPixAmount(devolucao.valor) ?? amount}`,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(eq(pixCharges.id, charge.id));
  return { kind: "requested", status: devolucao.status } as const;
}

// ------------------------------------------------------------ webhook registration, reconciliation

export async function registerPixWebhook(services: Services): Promise<{ callbackUrl: string } | null> {
  if (!services.pixApi || !services.config.pixApi) return null;
  return services.pixApi.putWebhook(services.config.pixApi.key, pixWebhookUrl(services.config));
}

/** Extra time read before the last window's end (a Pix settled late, clocks apart). */
export const RECONCILE_MARGIN_MS = 10 * 60_000;

/**
 * Pages GET /pix from the last pass's end (less a margin) to now and applies
 * every Pix of ours through the same rule as the webhook. Runs each minute by
 * cron and does nothing until PIX_RECONCILE_INTERVAL_SECONDS have passed.
 */
export async function reconcilePix(
  services: Services,
  now: Date = new Date(),
  options: { force?: boolean } = {},
): Promise<{ ran: boolean; seen: number; applied: number }> {
  if (!services.pixApi || !services.config.pixApi) return { ran: false, seen: 0, applied: 0 };
  const interval = services.config.pixApi.reconcileIntervalSeconds * 1000;
  const [last] = await services.db.select().from(pixReconciliation);
  if (last && !options.force && now.getTime() - last.windowEnd.getTime() < interval) return { ran: false, seen: 0, applied: 0 };
  const inicio = new Date((last?.windowEnd.getTime() ?? now.getTime() - interval) - RECONCILE_MARGIN_MS);
  let seen = 0;
  let applied = 0;
  const txids = new Set<string>();
  for await (const pix of services.pixApi.listPix({ inicio, fim: now })) {
    seen += 1;
    if (pix.txid && parseCobvTxid(pix.txid)) txids.add(pix.txid);
  }
  for (const txid of txids) {
    const outcome = await applyPixCharge(services, txid);
    if (outcome.kind === "paid") applied += 1;
  }
  await services.db
    .insert(pixReconciliation)
    .values({ id: 1, windowEnd: now })
    .onConflictDoUpdate({ target: pixReconciliation.id, set: { windowEnd: now } });
  return { ran: true, seen, applied };
}

// ------------------------------------------------------------ what the customer sees

/** 250 → "2,5%" */
function percentLabel(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
}

/** What applies after the due date (and before it), in the customer's words; null when nothing does. */
export function chargeTermsText(charge: {
  fineBasisPoints: number;
  interestBasisPointsPerMonth: number;
  discountBasisPoints: number;
}): string | null {
  const late = [
    charge.fineBasisPoints > 0 ? `multa de ${percentLabel(charge.fineBasisPoints)}` : null,
    charge.interestBasisPointsPerMonth > 0 ? `juros de ${percentLabel(charge.interestBasisPointsPerMonth)} ao mês` : null,
  ].filter(Boolean);
  const parts = [
    charge.discountBasisPoints > 0 ? `Pagando até o vencimento, desconto de ${percentLabel(charge.discountBasisPoints)}.` : null,
    late.length ? `Depois do vencimento: ${late.join(" e ")}.` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : null;
}

/** What the customer is shown of an open charge: its copia-e-cola, due date (YYYY-MM-DD) and terms. */
export interface OpenPixCharge {
  code: string;
  dueDate: string | null;
  terms: string | null;
}

/** The provider's open charge of an order, or null: then the static code applies. */
export async function openPixChargeOf(ctx: Pick<AppServices, "db" | "config">, orderId: string): Promise<OpenPixCharge | null> {
  return (await openPixChargesOf(ctx, [orderId])).get(orderId) ?? null;
}

/** The open charges of several orders in one read (the reminder run's batch), by order id. */
export async function openPixChargesOf(
  ctx: { db: Database | Transaction; config: AppServices["config"] },
  orderIds: string[],
): Promise<Map<string, OpenPixCharge>> {
  const open = new Map<string, OpenPixCharge>();
  if (!ctx.config.pixApi || orderIds.length === 0) return open;
  const terms = chargeTermsText(ctx.config.pixApi.charge);
  const rows = await ctx.db
    .select({ orderId: pixCharges.orderId, code: pixCharges.pixCopiaECola, dueDate: pixCharges.dueDate })
    .from(pixCharges)
    .where(and(inArray(pixCharges.orderId, orderIds), eq(pixCharges.status, "ATIVA"), isNotNull(pixCharges.pixCopiaECola)));
  for (const row of rows) open.set(row.orderId, { code: row.code!, dueDate: row.dueDate, terms });
  return open;
}
