// The Pedidos tab's risk tools: approve an order held 'em análise' (it goes on
// to 'confirmado' when the customer already confirmed, else back to 'novo' to
// wait for the confirmation), block or unblock a CPF or phone with a reason,
// and the shop's order rules. Every write is one transaction with its record.
import { asc, desc, eq } from "drizzle-orm";
import { isUniqueViolation } from "~/db/client.server";
import { blockedBuyers, orderEvents, orderRules, orders } from "~/db/schema";
import type { BlockBuyerData, OrderRulesData } from "~/domain/admin/forms/orders";
import { BLOCK_KIND_LABELS, RISK_LEVEL_LABELS } from "~/lib/order-status";
import { maskCpf } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import type { AppServices } from "~/services.server";
import { applyOrderChange } from "~/domain/orders/order-status.server";
import { type AdminResult, notFound, refusal, success } from "./admin-action.server";

type Ctx = Pick<AppServices, "db" | "mailer" | "config">;

export async function approveOrder(ctx: Ctx, orderId: string, actor: string): Promise<AdminResult> {
  const title = "Erro ao aprovar pedido";
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
    await tx
      .insert(orderEvents)
      .values({ orderId, field: "risk", fromValue: order.riskLevel, toValue: "approved", actor, detail: "" });
    return { kind: "approved" as const, number: order.number, next, emailed: change.kind === "updated" && change.emailed };
  });
  if (outcome.kind === "missing") return notFound(title);
  if (outcome.kind === "not-held")
    return refusal(409, { title, description: `O pedido #${outcome.number} não está em análise.` });
  if (outcome.emailed) ctx.mailer.kick();
  return success(
    "Pedido aprovado",
    outcome.next === "confirmed"
      ? `Pedido #${outcome.number} confirmado: pode ser enviado.`
      : `Pedido #${outcome.number} aprovado: aguarda a confirmação do cliente.`,
  );
}

export async function blockBuyer(ctx: Pick<AppServices, "db">, input: BlockBuyerData, actor: string): Promise<AdminResult> {
  const shown = input.kind === "cpf" ? maskCpf(input.value) : formatPhone(input.value);
  try {
    await ctx.db.insert(blockedBuyers).values({ kind: input.kind, value: input.value, reason: input.reason, blockedBy: actor });
  } catch (error) {
    if (isUniqueViolation(error))
      return success("Já bloqueado", `O ${BLOCK_KIND_LABELS[input.kind]} ${shown} já estava bloqueado.`);
    throw error;
  }
  return success("Comprador bloqueado", `Novos pedidos com o ${BLOCK_KIND_LABELS[input.kind]} ${shown} serão recusados.`);
}

export async function unblockBuyer(ctx: Pick<AppServices, "db">, blockId: number): Promise<AdminResult> {
  const removed = await ctx.db.delete(blockedBuyers).where(eq(blockedBuyers.id, blockId)).returning({ kind: blockedBuyers.kind });
  if (!removed.length) return notFound("Erro ao desbloquear");
  return success("Bloqueio removido", "Os próximos pedidos serão aceitos normalmente.");
}

export async function listBlockedBuyers(ctx: Pick<AppServices, "db">) {
  return ctx.db
    .select({
      id: blockedBuyers.id,
      kind: blockedBuyers.kind,
      value: blockedBuyers.value,
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

export async function saveOrderRules(ctx: Pick<AppServices, "db">, input: OrderRulesData, actor: string): Promise<AdminResult> {
  const values = { id: 1, ...input, updatedBy: actor, updatedAt: new Date() };
  await ctx.db
    .insert(orderRules)
    .values(values)
    .onConflictDoUpdate({ target: orderRules.id, set: { ...input, updatedBy: actor, updatedAt: values.updatedAt } });
  const held = [
    input.holdHighRisk ? RISK_LEVEL_LABELS.high : null,
    input.holdMediumRisk ? RISK_LEVEL_LABELS.medium : null,
  ].filter(Boolean) as string[];
  return success(
    "Regras salvas",
    `${held.length ? `Risco ${held.join(" e ")} aguarda aprovação` : "Nenhum pedido aguarda aprovação"}; não confirmados são sinalizados após ${input.unconfirmedAfterHours} h.`,
  );
}
