// The Pedidos tab's forms: a status change (with carrier and tracking code for
// 'enviado', a reason for 'frustrado'), approving an order held for review,
// blocking a CPF or phone, and the shop's order rules. Run in the browser for
// instant messages and again on the server.
import { isValidCpf } from "~/lib/cpf";
import { canonicalCpf, canonicalPhone } from "~/lib/phone";
import { BLOCK_KINDS, type BlockKind, CARRIERS, FAILURE_REASONS, ORDER_STATUSES, PAYMENT_STATUSES } from "~/lib/order-status";
import { z } from "~/lib/zod";
import { failure, issuesOf, text, uuid, type Validation } from "./shared";

export const ORDER_ADMIN_MESSAGES = {
  status: "Status inválido.",
  transition: (from: string, to: string) => `Um pedido ${from} não pode passar para ${to}.`,
  paymentBackToPending: "O pagamento não volta para pendente.",
  carrierRequired: "Escolha a transportadora.",
  trackingRequired: "Informe o código de rastreio.",
  tracking: "Código de rastreio: só letras, números e hífen (até 40).",
  failureReasonRequired: "Informe o motivo da entrega frustrada.",
  blockKind: "Escolha CPF ou telefone.",
  blockCpf: "Informe um CPF válido (11 dígitos).",
  blockPhone: "Informe um telefone com DDD (10 ou 11 dígitos).",
  blockReason: "Informe o motivo do bloqueio.",
  hours: "Informe um número de horas entre 1 e 720.",
} as const;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(40))),
    z.pipe(
      z.transform((v: string | undefined) => (v ? v : null)),
      z.nullable(z.enum(values, message)),
    ),
  );

const trackingCode = z.pipe(
  text(80),
  z.pipe(
    z.transform((v: string) => v.replace(/\s+/g, "").toUpperCase()),
    z.string().check(z.refine((v) => v === "" || /^[A-Z0-9-]{4,40}$/.test(v), ORDER_ADMIN_MESSAGES.tracking)),
  ),
);

export const orderUpdateSchema = z.object({
  orderId: uuid,
  status: z.enum(ORDER_STATUSES, ORDER_ADMIN_MESSAGES.status),
  paymentStatus: z.enum(PAYMENT_STATUSES, ORDER_ADMIN_MESSAGES.status),
  carrier: optionalChoice(CARRIERS, ORDER_ADMIN_MESSAGES.carrierRequired),
  trackingCode,
  failureReason: optionalChoice(FAILURE_REASONS, ORDER_ADMIN_MESSAGES.failureReasonRequired),
});
export type OrderUpdateData = z.infer<typeof orderUpdateSchema>;

/** Besides the shape: 'enviado' needs a carrier and (unless own delivery) a code; 'frustrado' needs its reason. */
export function validateOrderUpdate(raw: Record<string, unknown>): Validation<OrderUpdateData> {
  const parsed = z.safeParse(orderUpdateSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), "Erro ao atualizar pedido");
  const data = parsed.data;
  const problems: Record<string, string> = {};
  if (data.status === "shipped") {
    if (!data.carrier) problems.carrier = ORDER_ADMIN_MESSAGES.carrierRequired;
    else if (data.carrier !== "own" && !data.trackingCode) problems.trackingCode = ORDER_ADMIN_MESSAGES.trackingRequired;
  }
  if (data.status === "failed" && !data.failureReason) problems.failureReason = ORDER_ADMIN_MESSAGES.failureReasonRequired;
  if (Object.keys(problems).length) return failure(problems, "Erro ao atualizar pedido");
  return { ok: true, data };
}

export const orderIdSchema = z.object({ orderId: uuid });

export function validateOrderId(raw: Record<string, unknown>): Validation<{ orderId: string }> {
  const parsed = z.safeParse(orderIdSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), "Erro ao atualizar pedido");
  return { ok: true, data: parsed.data };
}

export const blockBuyerSchema = z.object({
  kind: z.enum(BLOCK_KINDS, ORDER_ADMIN_MESSAGES.blockKind),
  /** Typed in the rules panel. */
  value: z.optional(text(40)),
  // An order's details send both of its own and the chosen kind picks one (one hidden value cannot follow the select).
  cpf: z.optional(text(40)),
  phone: z.optional(text(40)),
  reason: z.pipe(text(500), z.string().check(z.minLength(1, ORDER_ADMIN_MESSAGES.blockReason))),
});
export interface BlockBuyerData {
  kind: BlockKind;
  /** Canonical (app/lib/phone.ts): CPF digits or the E.164 phone, as orders keep them. */
  value: string;
  reason: string;
}

export function validateBlockBuyer(raw: Record<string, unknown>): Validation<BlockBuyerData> {
  const parsed = z.safeParse(blockBuyerSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), "Erro ao bloquear");
  const { kind, reason } = parsed.data;
  const typed = parsed.data.value || parsed.data[kind] || "";
  if (kind === "cpf") {
    const cpf = canonicalCpf(typed);
    if (!cpf || !isValidCpf(cpf)) return failure({ value: ORDER_ADMIN_MESSAGES.blockCpf }, "Erro ao bloquear");
    return { ok: true, data: { kind, value: cpf, reason } };
  }
  const phone = canonicalPhone(typed);
  if (!phone) return failure({ value: ORDER_ADMIN_MESSAGES.blockPhone }, "Erro ao bloquear");
  return { ok: true, data: { kind, value: phone, reason } };
}

export const unblockSchema = z.object({
  blockId: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, "Bloqueio não encontrado.")),
    z.transform((v) => Number(v)),
  ),
});

export function validateUnblock(raw: Record<string, unknown>): Validation<{ blockId: number }> {
  const parsed = z.safeParse(unblockSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), "Erro ao desbloquear");
  return { ok: true, data: parsed.data };
}

const checkbox = z.pipe(
  z.optional(z.string().check(z.maxLength(10))),
  z.transform((v: string | undefined) => v === "on" || v === "true" || v === "1"),
);

export const orderRulesSchema = z.object({
  holdHighRisk: checkbox,
  holdMediumRisk: checkbox,
  unconfirmedAfterHours: z.pipe(
    z.string().check(z.regex(/^\d{1,3}$/, ORDER_ADMIN_MESSAGES.hours)),
    z.pipe(
      z.transform((v: string) => Number(v)),
      z.number().check(z.refine((n) => n >= 1 && n <= 720, ORDER_ADMIN_MESSAGES.hours)),
    ),
  ),
});
export type OrderRulesData = z.infer<typeof orderRulesSchema>;

export function validateOrderRules(raw: Record<string, unknown>): Validation<OrderRulesData> {
  const parsed = z.safeParse(orderRulesSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), "Erro ao salvar regras");
  return { ok: true, data: parsed.data };
}
