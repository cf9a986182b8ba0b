// The admin's side of an order's Pix charge (issue 36): what the order page
// shows (txid, status, amounts, paid-at, end-to-end id, a wrong amount, the
// last error) and its three buttons, each writing a job (the click never waits
// on the PSP): "Reenviar cobrança", "Cancelar cobrança", "Devolver".
import { notFound, refused, saved, type AdminOutcome } from "~/domain/admin/admin-form.server";
import type { AppServices } from "~/services.server";
import { pixChargeOf } from "./pix-charges.server";

const STATUS_LABELS: Record<string, string> = {
  creating: "sendo criada",
  ATIVA: "ativa (aguardando o Pix)",
  CONCLUIDA: "concluída (Pix recebido)",
  REMOVIDA_PELO_USUARIO_RECEBEDOR: "cancelada pela loja",
  REMOVIDA_PELO_PSP: "removida pelo provedor",
  failed: "não criada",
};

export interface PixChargeView {
  txid: string;
  status: string;
  statusLabel: string;
  amountDueCents: number;
  amountPaidCents: number | null;
  dueDate: string | null;
  paidAt: string | null;
  e2eid: string | null;
  payerName: string | null;
  /** A Pix with less than was due: shown, never applied. */
  mismatch: string | null;
  refundedCents: number;
  refundStatus: string | null;
  lastError: string | null;
  canResend: boolean;
  canCancel: boolean;
  canRefund: boolean;
}

/** The order's charge for its admin page; null when the API Pix is off and the order has none. */
export async function pixChargeView(ctx: Pick<AppServices, "db" | "config">, orderId: string): Promise<PixChargeView | null> {
  const charge = await pixChargeOf(ctx.db, orderId);
  if (!charge) return null;
  const on = ctx.config.pixApi !== null;
  return {
    txid: charge.txid,
    status: charge.status,
    statusLabel: STATUS_LABELS[charge.status] ?? charge.status,
    amountDueCents: charge.amountDueCents,
    amountPaidCents: charge.amountPaidCents,
    dueDate: charge.dueDate,
    paidAt: charge.paidAt?.toISOString() ?? null,
    e2eid: charge.e2eid,
    payerName: charge.payerName,
    mismatch: charge.mismatch,
    refundedCents: charge.refundedCents,
    refundStatus: charge.refundStatus,
    lastError: charge.lastError,
    canResend: on && charge.status !== "CONCLUIDA",
    canCancel: on && (charge.status === "ATIVA" || charge.status === "creating"),
    canRefund: on && charge.e2eid !== null && (charge.amountPaidCents ?? 0) > charge.refundedCents,
  };
}

export type PixChargeAction = "resend" | "cancel" | "refund";

/** One of the order page's buttons: writes the job, answers at once. */
export async function requestPixChargeAction(
  ctx: Pick<AppServices, "db" | "config" | "jobs">,
  orderId: string,
  action: PixChargeAction,
  now: Date = new Date(),
): Promise<AdminOutcome> {
  if (!ctx.config.pixApi) return refused(409, "A cobrança pela API Pix não está configurada.");
  const charge = await pixChargeOf(ctx.db, orderId);
  // A doubled click within the same minute writes one job.
  const minute = Math.floor(now.getTime() / 60_000);
  if (action === "resend") {
    if (charge?.status === "CONCLUIDA") return refused(409, "A cobrança já foi paga.");
    await ctx.jobs.send(ctx.db, "payments.pix-create-charge", { orderId, again: true }, { key: `${orderId}:again:${minute}` });
    return saved("Cobrança Pix reenviada", "O provedor recebe o pedido em instantes; a página mostra o resultado.");
  }
  if (!charge) return notFound("Este pedido não tem cobrança Pix.");
  if (action === "cancel") {
    if (charge.status !== "ATIVA" && charge.status !== "creating") return refused(409, "A cobrança não está ativa.");
    await ctx.jobs.send(ctx.db, "payments.pix-cancel-charge", { orderId }, { key: `${charge.txid}:cancel:${minute}` });
    return saved("Cancelamento da cobrança Pix pedido");
  }
  if (!charge.e2eid || (charge.amountPaidCents ?? 0) <= charge.refundedCents)
    return refused(409, "Não há Pix recebido a devolver.");
  // One refund id per order: a retried job (or a second click) never returns twice.
  const refundId = `D${orderId.replace(/-/g, "")}`;
  await ctx.jobs.send(ctx.db, "payments.pix-refund", { orderId, refundId }, { key: refundId });
  return saved("Devolução do Pix pedida", "Marque o pagamento como reembolsado quando o provedor confirmar.");
}
