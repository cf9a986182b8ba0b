import { describe, expect, it } from "vitest";
import { ORDER_ADMIN_MESSAGES, validateBlockBuyer, validateOrderRules, validateOrderUpdate } from "./orders";

const id = "0b7f3c1e-8d2a-4c55-9f10-123456789abc";

describe("order admin forms", () => {
  it("accepts only known order statuses", () => {
    expect(validateOrderUpdate({ orderId: id, status: "confirmed", paymentStatus: "paid" }).ok).toBe(true);
    expect(validateOrderUpdate({ orderId: id, status: "lost", paymentStatus: "paid" }).ok).toBe(false);
    expect(validateOrderUpdate({ orderId: id, status: "pending", paymentStatus: "pending" }).ok).toBe(false);
    expect(validateOrderUpdate({ orderId: "1; drop table", status: "confirmed", paymentStatus: "paid" }).ok).toBe(false);
  });

  it("needs a carrier and a tracking code to ship, and a reason for a failed delivery", () => {
    const shipped = validateOrderUpdate({ orderId: id, status: "shipped", paymentStatus: "pending" });
    expect(shipped.ok ? null : shipped.fieldErrors).toEqual({ carrier: ORDER_ADMIN_MESSAGES.carrierRequired });
    const noCode = validateOrderUpdate({ orderId: id, status: "shipped", paymentStatus: "pending", carrier: "correios" });
    expect(noCode.ok ? null : noCode.fieldErrors).toEqual({ trackingCode: ORDER_ADMIN_MESSAGES.trackingRequired });
    const ok = validateOrderUpdate({
      orderId: id,
      status: "shipped",
      paymentStatus: "pending",
      carrier: "correios",
      trackingCode: " ab 123456789 br ",
    });
    expect(ok.ok && ok.data.trackingCode).toBe("AB123456789BR");
    expect(validateOrderUpdate({ orderId: id, status: "shipped", paymentStatus: "pending", carrier: "own" }).ok).toBe(true);
    expect(
      validateOrderUpdate({
        orderId: id,
        status: "shipped",
        paymentStatus: "pending",
        carrier: "correios",
        trackingCode: "<script>",
      }).ok,
    ).toBe(false);
    const failed = validateOrderUpdate({ orderId: id, status: "failed", paymentStatus: "pending" });
    expect(failed.ok ? null : failed.fieldErrors).toEqual({ failureReason: ORDER_ADMIN_MESSAGES.failureReasonRequired });
    expect(validateOrderUpdate({ orderId: id, status: "failed", paymentStatus: "pending", failureReason: "absent" }).ok).toBe(
      true,
    );
    expect(validateOrderUpdate({ orderId: id, status: "failed", paymentStatus: "pending", failureReason: "lost" }).ok).toBe(
      false,
    );
  });

  it("blocks a valid CPF or a phone with DDD, with a reason, in the form orders keep them", () => {
    expect(validateBlockBuyer({ kind: "cpf", value: "529.982.247-25", reason: "Golpe" })).toEqual({
      ok: true,
      data: { kind: "cpf", value: "52998224725", reason: "Golpe" },
    });
    expect(validateBlockBuyer({ kind: "cpf", value: "111.111.111-11", reason: "x" }).ok).toBe(false);
    expect(validateBlockBuyer({ kind: "phone", value: "+55 (11) 98888-7777", reason: "Nunca paga" })).toEqual({
      ok: true,
      data: { kind: "phone", value: "+5511988887777", reason: "Nunca paga" },
    });
    // The old 8-digit mobile form is the same number.
    expect(validateBlockBuyer({ kind: "phone", value: "(11) 8888-7777", reason: "x" })).toMatchObject({
      data: { value: "+5511988887777" },
    });
    // From an order's details: the chosen kind picks its own value.
    const fromOrder = { cpf: "52998224725", phone: "+5511988887777", reason: "Golpe" };
    expect(validateBlockBuyer({ kind: "phone", ...fromOrder })).toMatchObject({
      data: { kind: "phone", value: "+5511988887777" },
    });
    expect(validateBlockBuyer({ kind: "cpf", ...fromOrder })).toMatchObject({ data: { kind: "cpf", value: "52998224725" } });
    expect(validateBlockBuyer({ kind: "phone", value: "9999", reason: "x" }).ok).toBe(false);
    expect(validateBlockBuyer({ kind: "cpf", value: "52998224725", reason: "  " }).ok).toBe(false);
    expect(validateBlockBuyer({ kind: "email", value: "52998224725", reason: "x" }).ok).toBe(false);
  });

  it("reads the shop's rules", () => {
    expect(validateOrderRules({ holdHighRisk: "on", unconfirmedAfterHours: "48" })).toEqual({
      ok: true,
      data: { holdHighRisk: true, holdMediumRisk: false, unconfirmedAfterHours: 48 },
    });
    expect(validateOrderRules({ unconfirmedAfterHours: "0" }).ok).toBe(false);
    expect(validateOrderRules({ unconfirmedAfterHours: "1000" }).ok).toBe(false);
  });
});
