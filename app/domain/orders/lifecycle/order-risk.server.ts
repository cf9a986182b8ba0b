// The orders' risk tools: approve an order held 'em análise' (it goes on to
// 'confirmado' when the customer already confirmed, else back to 'novo' to
// wait for the confirmation), block an order's own CPF or phone, block or
// unblock a typed CPF or phone with a reason, and the shop's order rules.
// Every write is one transaction with its record.
import { and, asc, desc, eq, or } from "drizzle-orm";
import { isUniqueViolation } from "~/db/client.server";
import { blockedBuyers, orderRules, orders } from "~/db/schema";
import type { BlockBuyerData, BlockOrderBuyerData, OrderRulesData } from "~/domain/orders/forms/back-office";
import { ORDER_ADMIN_MESSAGES } from "~/domain/orders/forms/back-office";
import { BLOCK_KIND_LABELS, RISK_LEVEL_LABELS } from "~/domain/orders/lifecycle/order-status";
import { maskCpf } from "~/lib/masks";
import { canonicalCpf, canonicalPhone, formatPhone } from "~/lib/phone";
import type { AppServices } from "~/services.server";
import { applyOrderChange, recordRiskDecision } from "~/domain/orders/lifecycle/order-status.server";
import { type AdminOutcome, notFound, refused, saved } from "../../admin/admin-form.server";

type Ctx = Pick<AppServices, "db" | "mailer" | "config" | "jobs">;

export async function approveOrder(ctx: Ctx, orderId: string, actor: string): Promise<AdminOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        confirmedAt: orders.confirmedAt,
        riskLevel: orders.riskLevel,
        number: orders.number,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return { kind: "missing" as const };
    if (order.status !== "review") return { kind: "not-held" as const, number: order.number };
    const next = order.confirmedAt ? ("confirmed" as const) : ("new" as const);
    const change = await applyOrderChange(tx, ctx, { orderId, status: next, paymentStatus: order.paymentStatus }, actor);
    await recordRiskDecision(tx, ctx, { orderId, from: order.riskLevel, to: "approved", actor });
    return { kind: "approved" as const, number: order.number, next, emailed: change.kind === "updated" && change.emailed };
  });
  if (outcome.kind === "missing") return notFound();
  if (outcome.kind === "not-held") return refused(409, `O pedido #${outcome.number} não está em análise.`);
  return saved(
    "Pedido aprovado",
    outcome.next === "confirmed"
      ? `Pedido #${outcome.number} confirmado: pode ser enviado.`
      : `Pedido #${outcome.number} aprovado: aguarda a confirmação do cliente.`,
  );
}

export async function blockBuyer(ctx: Pick<AppServices, "db">, input: BlockBuyerData, actor: string): Promise<AdminOutcome> {
  const shown = input.kind === "cpf" ? maskCpf(input.value) : formatPhone(input.value);
  try {
    await ctx.db.insert(blockedBuyers).values({ kind: input.kind, value: input.value, reason: input.reason, blockedBy: actor });
  } catch (error) {
    if (isUniqueViolation(error))
      return saved("Já bloqueado", `O ${BLOCK_KIND_LABELS[input.kind]} ${shown} já estava bloqueado.`);
    throw error;
  }
  return saved("Comprador bloqueado", `Novos pedidos com o ${BLOCK_KIND_LABELS[input.kind]} ${shown} serão recusados.`);
}

/**
 * Blocks the CPF or the phone of one order: the value is the order's own
 * (what its page showed, canonical as stored), never one typed in the form.
 */
export async function blockOrderBuyer(
  ctx: Pick<AppServices, "db">,
  input: BlockOrderBuyerData,
  actor: string,
): Promise<AdminOutcome> {
  const [order] = await ctx.db
    .select({ cpf: orders.customerCpf, phone: orders.customerPhone })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) return notFound();
  // Stored canonical already (migration 0009); canonicalised again so a block always matches what placement compares.
  const value = input.kind === "cpf" ? order.cpf && canonicalCpf(order.cpf) : order.phone && canonicalPhone(order.phone);
  if (!value) return refused(409, ORDER_ADMIN_MESSAGES.blockMissing(BLOCK_KIND_LABELS[input.kind]));
  return blockBuyer(ctx, { kind: input.kind, value, reason: input.reason }, actor);
}

export async function unblockBuyer(ctx: Pick<AppServices, "db">, blockId: number): Promise<AdminOutcome> {
  const removed = await ctx.db.delete(blockedBuyers).where(eq(blockedBuyers.id, blockId)).returning({ kind: blockedBuyers.kind });
  if (!removed.length) return notFound("Este bloqueio não existe mais. Recarregue a página.");
  return saved("Bloqueio removido", "Os próximos pedidos serão aceitos normalmente.");
}

export async function listBlockedBuyers(ctx: Pick<AppServices, "db">) {
  return ctx.db
    .select({
      id: blockedBuyers.id,
      kind: blockedBuyers.kind,
      /** Null for an erased person's block, kept as a keyed hash (decision 031). */
      value: blockedBuyers.value,
      anonymizedAt: blockedBuyers.anonymizedAt,
      reason: blockedBuyers.reason,
      blockedBy: blockedBuyers.blockedBy,
      createdAt: blockedBuyers.createdAt,
    })
    .from(blockedBuyers)
    .orderBy(desc(blockedBuyers.createdAt), asc(blockedBuyers.id))
    .limit(200);
}

export async function loadOrderRules(ctx: Pick<AppServices, "db">) {
  const [rules] = await ctx.db.select().from(orderRules).where(eq(orderRules.id, 1));
  return (
    rules ?? {
      id: 1,
      holdHighRisk: true,
      holdMediumRisk: false,
      unconfirmedAfterHours: 24,
      updatedBy: "sistema",
      updatedAt: new Date(0),
    }
  );
}

export async function saveOrderRules(ctx: Pick<AppServices, "db">, input: OrderRulesData, actor: string): Promise<AdminOutcome> {
  const values = { id: 1, ...input, updatedBy: actor, updatedAt: new Date() };
  await ctx.db
    .insert(orderRules)
    .values(values)
    .onConflictDoUpdate({ target: orderRules.id, set: { ...input, updatedBy: actor, updatedAt: values.updatedAt } });
  const held = [
    input.holdHighRisk ? RISK_LEVEL_LABELS.high : null,
    input.holdMediumRisk ? RISK_LEVEL_LABELS.medium : null,
  ].filter(Boolean) as string[];
  return saved(
    "Regras salvas",
    `${held.length ? `Risco ${held.join(" e ")} aguarda aprovação` : "Nenhum pedido aguarda aprovação"}; não confirmados são sinalizados após ${input.unconfirmedAfterHours} h.`,
  );
}

/** Which of an order's own CPF and phone are blocked already (its page offers to block only the others). */
export async function blockedValuesOf(ctx: Pick<AppServices, "db">, cpf: string | null, phone: string | null) {
  const wanted = [
    ...(cpf ? [and(eq(blockedBuyers.kind, "cpf"), eq(blockedBuyers.value, cpf))] : []),
    ...(phone ? [and(eq(blockedBuyers.kind, "phone"), eq(blockedBuyers.value, phone))] : []),
  ];
  if (!wanted.length) return { cpf: false, phone: false };
  const rows = await ctx.db
    .select({ kind: blockedBuyers.kind })
    .from(blockedBuyers)
    .where(or(...wanted));
  return { cpf: rows.some((r) => r.kind === "cpf"), phone: rows.some((r) => r.kind === "phone") };
}
