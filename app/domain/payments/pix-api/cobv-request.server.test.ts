import { describe, expect, it } from "vitest";
import { PAYMENT_TERM_DAYS, paymentDueAt } from "~/domain/payments/payment-terms";
import { isoDay } from "~/lib/dates";
import { loadPixSpec } from "../../../../tests/fakes/pix-provider/spec";
import {
  centsOfPixAmount,
  COBV_TERM_DAYS,
  cobvDueDate,
  cobvRequest,
  cobvTxid,
  parseCobvTxid,
  percentText,
  type CobvSettings,
} from "./cobv-request.server";

const ORDER_ID = "3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b";
const settings: CobvSettings = {
  key: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
  validityDaysAfterDue: 30,
  fineBasisPoints: 200,
  interestBasisPointsPerMonth: 100,
  discountBasisPoints: 0,
};
const order = {
  id: ORDER_ID,
  number: 1042,
  totalCents: 14_790,
  deliveredAt: new Date("2026-11-28T15:00:00-03:00"),
  buyer: { cpf: "529.982.247-25", name: "  Maria da Silva " },
};

describe("cobv txid", () => {
  it("is the same for the same order and attempt, 26–35 letters and digits, and names its order back", () => {
    const txid = cobvTxid(ORDER_ID);
    expect(txid).toBe(cobvTxid(ORDER_ID.toUpperCase()));
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    expect(parseCobvTxid(txid)).toEqual({ orderId: ORDER_ID, attempt: 0 });
    expect(loadPixSpec().validateSchema("TxId", txid)).toEqual([]);
  });

  it("changes with the attempt (a new charge after one was removed) and with the order", () => {
    const seen = new Set([0, 1, 35, 36, 1295].map((attempt) => cobvTxid(ORDER_ID, attempt)));
    seen.add(cobvTxid("00000000-0000-4000-8000-000000000000"));
    expect(seen.size).toBe(6);
    expect(parseCobvTxid(cobvTxid(ORDER_ID, 1295))).toEqual({ orderId: ORDER_ID, attempt: 1295 });
    expect(() => cobvTxid(ORDER_ID, 1296)).toThrow(RangeError);
    expect(() => cobvTxid("pedido-1042")).toThrow(RangeError);
    expect(parseCobvTxid("7978c0c97ea847e78e8849634473c1f1")).toBeNull();
  });
});

describe("cobv due date", () => {
  it("is the São Paulo day of delivery plus 7, whatever the hour", () => {
    expect(cobvDueDate(new Date("2026-06-01T00:10:00-03:00"))).toBe("2026-06-08");
    expect(cobvDueDate(new Date("2026-06-01T23:59:00-03:00"))).toBe("2026-06-08");
    // 01:30 UTC on the 2nd is still the 1st in São Paulo.
    expect(cobvDueDate(new Date("2026-06-02T01:30:00Z"))).toBe("2026-06-08");
    expect(cobvDueDate(new Date("2026-12-28T12:00:00-03:00"))).toBe("2027-01-04");
  });

  it("is the day the payment page already promises (PAYMENT_TERM_DAYS, paymentDueAt)", () => {
    expect(COBV_TERM_DAYS).toBe(PAYMENT_TERM_DAYS);
    for (const at of ["2026-02-27T22:00:00-03:00", "2026-11-28T00:00:01-03:00", "2026-03-31T23:59:59-03:00"]) {
      expect(cobvDueDate(new Date(at)), at).toBe(isoDay(paymentDueAt(new Date(at))));
    }
  });
});

describe("cobv request", () => {
  it("carries the amount, the buyer's CPF and name, the due date, the shop's key, fine and interest", () => {
    expect(cobvRequest(order, settings)).toEqual({
      calendario: { dataDeVencimento: "2026-12-05", validadeAposVencimento: 30 },
      devedor: { cpf: "52998224725", nome: "Maria da Silva" },
      valor: {
        original: "147.90",
        multa: { modalidade: 2, valorPerc: "2.00" },
        juros: { modalidade: 3, valorPerc: "1.00" },
      },
      chave: settings.key,
      solicitacaoPagador: "Pedido 1042",
    });
  });

  it("leaves out what the shop does not charge, and offers the discount up to the due date", () => {
    const body = cobvRequest(order, {
      ...settings,
      fineBasisPoints: 0,
      interestBasisPointsPerMonth: 0,
      discountBasisPoints: 250,
    });
    expect(body.valor).toEqual({
      original: "147.90",
      desconto: { modalidade: 2, descontoDataFixa: [{ data: "2026-12-05", valorPerc: "2.50" }] },
    });
  });

  it("is a valid PUT /cobv/{txid} body for the Central Bank's spec, in every combination", () => {
    const spec = loadPixSpec();
    const op = spec.operation("PUT", `/cobv/${cobvTxid(ORDER_ID)}`)!;
    for (const [fine, interest, discount] of [
      [0, 0, 0],
      [200, 100, 0],
      [150, 33, 1000],
    ]) {
      const body = cobvRequest(order, {
        ...settings,
        fineBasisPoints: fine!,
        interestBasisPointsPerMonth: interest!,
        discountBasisPoints: discount!,
      });
      expect(spec.validateRequest(op, new URLSearchParams(), body), JSON.stringify(body.valor)).toEqual([]);
    }
  });

  it("refuses a buyer without an 11-digit CPF or without a name", () => {
    expect(() => cobvRequest({ ...order, buyer: { cpf: "123", name: "Ana" } }, settings)).toThrow(/CPF/);
    expect(() => cobvRequest({ ...order, buyer: { cpf: "52998224725", name: " " } }, settings)).toThrow(/nome/);
  });

  it("writes percentages and reads amounts in the API's two-decimal text", () => {
    expect([0, 5, 100, 250, 1000].map(percentText)).toEqual(["0.00", "0.05", "1.00", "2.50", "10.00"]);
    expect(centsOfPixAmount("147.90")).toBe(14_790);
    expect(centsOfPixAmount("0.01")).toBe(1);
    for (const bad of ["147.9", "147", "1,00", "R$ 1.00", "1.000"]) expect(centsOfPixAmount(bad), bad).toBeNull();
  });
});
