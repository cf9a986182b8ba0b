// The orders' forms on the shop's one form layer (decision 016): each is a
// zod/mini schema wrapped in a check (fields in, data or pt-BR messages out)
// that Conform runs in the browser and the server runs again on the posted
// body. One form per move: a status move carries only its own fields (carrier
// and code for 'enviado', the reason for 'frustrado'), a payment move only the
// payment. Also the risk tools (approve, block the order's CPF or phone after a
// confirmation, block a typed value, unblock, the shop's rules), the bulk form
// and the list's filters (a GET form: its values live in the URL).
import type { Checked } from "~/lib/forms";
import { isValidCpf } from "~/lib/cpf";
import { canonicalCpf, canonicalPhone } from "~/lib/phone";
import {
  BLOCK_KINDS,
  type BlockKind,
  CARRIERS,
  FAILURE_REASONS,
  isOrderStatus,
  isPaymentStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  type PaymentStatus,
  RISK_LEVELS,
} from "~/domain/orders/lifecycle/order-status";
import { z } from "~/lib/zod";
import { checkbox, text, uuid } from "../../admin/forms/shared";

export const ORDER_ADMIN_MESSAGES = {
  status: "Status inválido.",
  transition: (from: string, to: string) => `Um pedido ${from} não pode passar para ${to}.`,
  paymentBackToPending: "O pagamento não volta para pendente.",
  paymentNotNow: (payment: string, status: string) => `Um pedido ${status} não pode ter o pagamento marcado como ${payment}.`,
  carrierRequired: "Escolha a transportadora.",
  trackingRequired: "Informe o código de rastreio.",
  tracking: "Código de rastreio: só letras, números e hífen (até 40).",
  failureReasonRequired: "Informe o motivo da entrega frustrada.",
  blockKind: "Escolha CPF ou telefone.",
  blockCpf: "Informe um CPF válido (11 dígitos).",
  blockPhone: "Informe um telefone com DDD (10 ou 11 dígitos).",
  blockReason: "Informe o motivo do bloqueio.",
  blockConfirm: "Confirme o bloqueio marcando a caixa.",
  blockMissing: (kind: string) => `Este pedido não tem ${kind} para bloquear.`,
  hours: "Informe um número de horas entre 1 e 720.",
  failed: "Confira os campos destacados.",
} as const;

/** A check from a schema: the form's summary plus one message per wrong field (the first of each). */
function checkOf<T>(schema: z.ZodMiniType<T>, refine?: (data: T) => Record<string, string> | null) {
  return (fields: Record<string, unknown>): Checked<T> => {
    const parsed = z.safeParse(schema, fields);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = typeof issue.path[0] === "string" ? issue.path[0] : "";
        if (name) fieldErrors[name] ??= issue.message;
      }
      return { ok: false, formError: Object.keys(fieldErrors).length ? "" : ORDER_ADMIN_MESSAGES.failed, fieldErrors };
    }
    const problems = refine?.(parsed.data);
    if (problems && Object.keys(problems).length) return { ok: false, formError: "", fieldErrors: problems };
    return { ok: true, data: parsed.data };
  };
}

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.maxLength(40)))),
    z.pipe(
      z.transform((v: string | null | undefined) => (v ? v : null)),
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

// ---------------------------------------------------------------- legal moves

/** The status moves an order may make now (the one transitions table). */
export function statusMoves(status: string): readonly OrderStatus[] {
  return isOrderStatus(status) ? ORDER_TRANSITIONS[status] : [];
}

/**
 * The payment moves offered for an order now: the payment transitions table,
 * and only after delivery for 'pago' and 'não pago' (the customer pays after
 * receiving); a refund only of what was paid.
 */
export function paymentMoves(status: string, payment: string): readonly PaymentStatus[] {
  if (!isPaymentStatus(payment)) return [];
  return PAYMENT_TRANSITIONS[payment].filter((to) => {
    if (to === "refunded") return payment === "paid";
    return status === "delivered";
  });
}

// ---------------------------------------------------------------- one order

export const orderStatusSchema = z.object({
  orderId: uuid,
  status: z.enum(ORDER_STATUSES, ORDER_ADMIN_MESSAGES.status),
  carrier: optionalChoice(CARRIERS, ORDER_ADMIN_MESSAGES.carrierRequired),
  trackingCode,
  failureReason: optionalChoice(FAILURE_REASONS, ORDER_ADMIN_MESSAGES.failureReasonRequired),
});
export type OrderStatusData = z.infer<typeof orderStatusSchema>;

/** Besides the shape: 'enviado' needs a carrier and (unless own delivery) a code; 'frustrado' needs its reason. */
export const checkOrderStatusForm = checkOf(orderStatusSchema, (data) => {
  const problems: Record<string, string> = {};
  if (data.status === "shipped") {
    if (!data.carrier) problems.carrier = ORDER_ADMIN_MESSAGES.carrierRequired;
    else if (data.carrier !== "own" && !data.trackingCode) problems.trackingCode = ORDER_ADMIN_MESSAGES.trackingRequired;
  }
  if (data.status === "failed" && !data.failureReason) problems.failureReason = ORDER_ADMIN_MESSAGES.failureReasonRequired;
  return problems;
});

export const orderPaymentSchema = z.object({
  orderId: uuid,
  paymentStatus: z.enum(PAYMENT_STATUSES, ORDER_ADMIN_MESSAGES.status),
});
export type OrderPaymentData = z.infer<typeof orderPaymentSchema>;
export const checkOrderPaymentForm = checkOf(orderPaymentSchema);

export const orderIdSchema = z.object({ orderId: uuid });
export const checkApproveForm = checkOf(orderIdSchema);

const reason = z.pipe(text(500), z.string().check(z.minLength(1, ORDER_ADMIN_MESSAGES.blockReason)));

/**
 * Blocking the CPF or the phone of one order: the kind is chosen first (a link),
 * the page then shows that exact value and asks for the reason and a
 * confirmation. The value itself is read from the order on the server, never
 * from the form, so what is blocked is what was shown.
 */
export const blockOrderBuyerSchema = z.object({
  orderId: uuid,
  kind: z.enum(BLOCK_KINDS, ORDER_ADMIN_MESSAGES.blockKind),
  reason,
  confirm: z.pipe(
    z.optional(z.nullable(z.string().check(z.maxLength(10)))),
    z.string(ORDER_ADMIN_MESSAGES.blockConfirm).check(z.refine((v) => v === "sim", ORDER_ADMIN_MESSAGES.blockConfirm)),
  ),
});
export type BlockOrderBuyerData = z.infer<typeof blockOrderBuyerSchema>;
export const checkBlockOrderBuyerForm = checkOf(blockOrderBuyerSchema);

/** A block with its canonical value (app/lib/phone.ts): CPF digits or the E.164 phone, as orders keep them. */
export interface BlockBuyerData {
  kind: BlockKind;
  value: string;
  reason: string;
}

/** The value of a block as the shop stores it, or the field's message. */
export function canonicalBlockValue(
  kind: BlockKind,
  typed: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (kind === "cpf") {
    const cpf = canonicalCpf(typed);
    return cpf && isValidCpf(cpf) ? { ok: true, value: cpf } : { ok: false, message: ORDER_ADMIN_MESSAGES.blockCpf };
  }
  const phone = canonicalPhone(typed);
  return phone ? { ok: true, value: phone } : { ok: false, message: ORDER_ADMIN_MESSAGES.blockPhone };
}

/** Blocking a typed CPF or phone (the risk rules' page). */
export const blockBuyerSchema = z.object({
  kind: z.enum(BLOCK_KINDS, ORDER_ADMIN_MESSAGES.blockKind),
  value: text(40),
  reason,
});
const checkTypedBlock = checkOf(blockBuyerSchema, (data) => {
  const value = canonicalBlockValue(data.kind, data.value);
  return value.ok ? null : { value: value.message };
});
export function checkBlockBuyerForm(fields: Record<string, unknown>): Checked<BlockBuyerData> {
  const checked = checkTypedBlock(fields);
  if (!checked.ok) return checked;
  const value = canonicalBlockValue(checked.data.kind, checked.data.value);
  return value.ok
    ? { ok: true, data: { ...checked.data, value: value.value } }
    : { ok: false, formError: "", fieldErrors: { value: value.message } };
}

export const unblockSchema = z.object({
  blockId: z.pipe(
    z.string("Bloqueio não encontrado.").check(z.regex(/^\d{1,9}$/, "Bloqueio não encontrado.")),
    z.transform((v) => Number(v)),
  ),
});
export const checkUnblockForm = checkOf(unblockSchema);

export const orderRulesSchema = z.object({
  holdHighRisk: checkbox,
  holdMediumRisk: checkbox,
  unconfirmedAfterHours: z.pipe(
    z.string(ORDER_ADMIN_MESSAGES.hours).check(z.regex(/^\d{1,3}$/, ORDER_ADMIN_MESSAGES.hours)),
    z.pipe(
      z.transform((v: string) => Number(v)),
      z.number().check(z.refine((n) => n >= 1 && n <= 720, ORDER_ADMIN_MESSAGES.hours)),
    ),
  ),
});
export type OrderRulesData = z.infer<typeof orderRulesSchema>;
export const checkOrderRulesForm = checkOf(orderRulesSchema);

// ---------------------------------------------------------------- the list

const filterChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v: string | null | undefined): T[number] | null => (v && values.includes(v) ? v : null)),
  );

/**
 * The list's filters (GET, in the URL). A filter is never refused: an unknown
 * value means "todos", so an old or edited link still opens the list.
 */
export const orderFiltersSchema = z.object({
  status: filterChoice(ORDER_STATUSES),
  pagamento: filterChoice(PAYMENT_STATUSES),
  risco: filterChoice(RISK_LEVELS),
  sinal: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v: string | null | undefined) => v === "nao-confirmado"),
  ),
  q: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v: string | null | undefined) =>
      (v ?? "")
        .replace(/\p{Cc}/gu, " ")
        .trim()
        .slice(0, 100),
    ),
  ),
  pagina: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v: string | null | undefined) => {
      const n = Number(v);
      return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
    }),
  ),
});
export const checkOrderFilters = checkOf(orderFiltersSchema);

export const BULK_ACTIONS = ["confirm", "ship", "deliver"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_MESSAGES = {
  action: "Escolha a ação.",
  carrier: "Escolha a transportadora.",
  tooLarge: "O CSV passa de 256 KB. Divida em partes menores.",
  nothingSelected: "Selecione ao menos um pedido na lista.",
  shipNeedsCsv:
    "Para enviar, cole ou envie o CSV com número do pedido e código de rastreio (ou escolha entrega própria e selecione os pedidos).",
} as const;

const ORDER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bulk bar's form: which action, the rows ticked ("sel:{uuid}") or every order of the filter ("todos"), and the ship fields. */
export const bulkOrdersSchema = z.object({
  acao: z.enum(BULK_ACTIONS, BULK_MESSAGES.action),
  transportadora: optionalChoice(CARRIERS, BULK_MESSAGES.carrier),
  codigos: z.optional(z.nullable(z.string().check(z.maxLength(256 * 1024, BULK_MESSAGES.tooLarge)))),
  todos: checkbox,
});
export interface BulkOrdersData {
  action: BulkAction;
  carrier: (typeof CARRIERS)[number] | null;
  csv: string;
  allMatching: boolean;
  selected: string[];
}

const checkBulkShape = checkOf(bulkOrdersSchema);
export function checkBulkOrdersForm(fields: Record<string, unknown>): Checked<BulkOrdersData> {
  const checked = checkBulkShape(fields);
  if (!checked.ok) return checked;
  const selected = Object.entries(fields)
    .filter(([key, value]) => key.startsWith("sel:") && value != null && ORDER_UUID.test(key.slice(4)))
    .map(([key]) => key.slice(4).toLowerCase());
  const { acao, transportadora, codigos, todos } = checked.data;
  return {
    ok: true,
    data: { action: acao, carrier: transportadora, csv: (codigos ?? "").trim() ? codigos! : "", allMatching: todos, selected },
  };
}
