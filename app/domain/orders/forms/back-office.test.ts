import { describe, expect, it } from "vitest";
import {
  checkBlockBuyerForm,
  checkBlockOrderBuyerForm,
  checkBulkOrdersForm,
  checkOrderFilters,
  checkOrderPaymentForm,
  checkOrderRulesForm,
  checkOrderStatusForm,
  checkUnblockForm,
  ORDER_ADMIN_MESSAGES,
  paymentMoves,
  statusMoves,
} from "./back-office";

const id = "0b7f3c1e-8d2a-4c55-9f10-123456789abc";

describe("order admin forms", () => {
  it("accepts only known order statuses and a real order id", () => {
    expect(checkOrderStatusForm({ orderId: id, status: "confirmed" }).ok).toBe(true);
    expect(checkOrderStatusForm({ orderId: id, status: "lost" }).ok).toBe(false);
    expect(checkOrderStatusForm({ orderId: id, status: "pending" }).ok).toBe(false);
    expect(checkOrderStatusForm({ orderId: "1; drop table", status: "confirmed" }).ok).toBe(false);
    expect(checkOrderStatusForm({ orderId: null, status: "confirmed" }).ok).toBe(false);
  });

  it("needs a carrier and a tracking code to ship, and a reason for a failed delivery", () => {
    const shipped = checkOrderStatusForm({ orderId: id, status: "shipped" });
    expect(shipped.ok ? null : shipped.fieldErrors).toEqual({ carrier: ORDER_ADMIN_MESSAGES.carrierRequired });
    const noCode = checkOrderStatusForm({ orderId: id, status: "shipped", carrier: "correios" });
    expect(noCode.ok ? null : noCode.fieldErrors).toEqual({ trackingCode: ORDER_ADMIN_MESSAGES.trackingRequired });
    const ok = checkOrderStatusForm({ orderId: id, status: "shipped", carrier: "correios", trackingCode: " ab 123456789 br " });
    expect(ok.ok && ok.data.trackingCode).toBe("AB123456789BR");
    expect(checkOrderStatusForm({ orderId: id, status: "shipped", carrier: "own" }).ok).toBe(true);
    const script = checkOrderStatusForm({ orderId: id, status: "shipped", carrier: "correios", trackingCode: "<script>" });
    expect(script.ok ? null : script.fieldErrors).toEqual({ trackingCode: ORDER_ADMIN_MESSAGES.tracking });
    const failed = checkOrderStatusForm({ orderId: id, status: "failed" });
    expect(failed.ok ? null : failed.fieldErrors).toEqual({ failureReason: ORDER_ADMIN_MESSAGES.failureReasonRequired });
    expect(checkOrderStatusForm({ orderId: id, status: "failed", failureReason: "absent" }).ok).toBe(true);
  });

  it("offers only the legal moves: status from the transitions table, 'pago' only after delivery", () => {
    expect(statusMoves("delivered")).toEqual([]);
    expect(statusMoves("confirmed")).toEqual(["shipped", "review", "cancelled"]);
    expect(statusMoves("nonsense")).toEqual([]);
    expect(paymentMoves("shipped", "pending")).toEqual([]);
    expect(paymentMoves("confirmed", "pending")).toEqual([]);
    expect(paymentMoves("delivered", "pending")).toEqual(["paid", "unpaid"]);
    expect(paymentMoves("delivered", "paid")).toEqual(["unpaid", "refunded"]);
    expect(paymentMoves("cancelled", "paid")).toEqual(["refunded"]);
    expect(paymentMoves("delivered", "refunded")).toEqual(["paid", "unpaid"]);
    expect(checkOrderPaymentForm({ orderId: id, paymentStatus: "paid" }).ok).toBe(true);
    expect(checkOrderPaymentForm({ orderId: id, paymentStatus: "free" }).ok).toBe(false);
  });

  it("blocks an order's own value only after an explicit confirmation, with a reason", () => {
    const unconfirmed = checkBlockOrderBuyerForm({ orderId: id, kind: "phone", reason: "golpe" });
    expect(unconfirmed.ok ? null : unconfirmed.fieldErrors).toEqual({ confirm: ORDER_ADMIN_MESSAGES.blockConfirm });
    const noReason = checkBlockOrderBuyerForm({ orderId: id, kind: "phone", reason: "  ", confirm: "sim" });
    expect(noReason.ok ? null : noReason.fieldErrors).toEqual({ reason: ORDER_ADMIN_MESSAGES.blockReason });
    expect(checkBlockOrderBuyerForm({ orderId: id, kind: "email", reason: "x", confirm: "sim" }).ok).toBe(false);
    const ok = checkBlockOrderBuyerForm({ orderId: id, kind: "phone", reason: "golpe", confirm: "sim", value: "123" });
    // The value never comes from the form: the server reads the order's own.
    expect(ok).toEqual({ ok: true, data: { orderId: id, kind: "phone", reason: "golpe", confirm: "sim" } });
  });

  it("canonicalises a typed CPF or phone and refuses invalid ones", () => {
    const cpf = checkBlockBuyerForm({ kind: "cpf", value: "529.982.247-25", reason: "fraude" });
    expect(cpf.ok && cpf.data.value).toBe("52998224725");
    const phone = checkBlockBuyerForm({ kind: "phone", value: "(11) 98765-4321", reason: "fraude" });
    expect(phone.ok && phone.data.value).toBe("+5511987654321");
    const badCpf = checkBlockBuyerForm({ kind: "cpf", value: "111.111.111-11", reason: "x" });
    expect(badCpf.ok ? null : badCpf.fieldErrors).toEqual({ value: ORDER_ADMIN_MESSAGES.blockCpf });
    const badPhone = checkBlockBuyerForm({ kind: "phone", value: "123", reason: "x" });
    expect(badPhone.ok ? null : badPhone.fieldErrors).toEqual({ value: ORDER_ADMIN_MESSAGES.blockPhone });
    expect(checkUnblockForm({ blockId: "12" })).toEqual({ ok: true, data: { blockId: 12 } });
    expect(checkUnblockForm({ blockId: "x" }).ok).toBe(false);
  });

  it("validates the order rules", () => {
    const ok = checkOrderRulesForm({ holdHighRisk: "on", unconfirmedAfterHours: "48" });
    expect(ok).toEqual({ ok: true, data: { holdHighRisk: true, holdMediumRisk: false, unconfirmedAfterHours: 48 } });
    const bad = checkOrderRulesForm({ unconfirmedAfterHours: "0" });
    expect(bad.ok ? null : bad.fieldErrors).toEqual({ unconfirmedAfterHours: ORDER_ADMIN_MESSAGES.hours });
  });

  it("reads the list's filters leniently: unknown values mean 'todos'", () => {
    expect(
      checkOrderFilters({ status: "review", pagamento: "x", risco: "high", sinal: "nao-confirmado", q: " ana ", pagina: "3" }),
    ).toEqual({
      ok: true,
      data: { status: "review", pagamento: null, risco: "high", sinal: true, q: "ana", pagina: 3 },
    });
    expect(checkOrderFilters({ pagina: "-1" })).toMatchObject({ ok: true, data: { pagina: 1, status: null, sinal: false } });
  });

  it("reads the bulk bar: the action, ticked rows (sel:{uuid}) and the 'todos do filtro' flag", () => {
    const other = "1b7f3c1e-8d2a-4c55-9f10-123456789abd";
    const ok = checkBulkOrdersForm({ acao: "confirm", [`sel:${id}`]: "on", [`sel:${other.toUpperCase()}`]: "on", "sel:x": "on" });
    expect(ok).toEqual({
      ok: true,
      data: { action: "confirm", carrier: null, csv: "", allMatching: false, selected: [id, other] },
    });
    expect(checkBulkOrdersForm({ acao: "deliver", todos: "on" })).toMatchObject({ ok: true, data: { allMatching: true } });
    const bad = checkBulkOrdersForm({ acao: "explodir" });
    expect(bad.ok ? null : bad.fieldErrors).toEqual({ acao: "Escolha a ação." });
  });
});
