import { describe, expect, it } from "vitest";
import { assessRisk, emailProblem, type RiskFacts } from "./risk";

const clean: RiskFacts = {
  email: "ana@gmail.com",
  typedCity: "São Paulo",
  typedState: "SP",
  cepAddress: { city: "Sao Paulo", state: "sp" },
  units: 2,
  usualUnits: 3,
  history: { unpaid: 0, failed: 0, recent: 0 },
};

describe("order risk", () => {
  it("is low for a first order with matching CEP and a real email", () => {
    expect(assessRisk(clean)).toEqual({ level: "low", reasons: [] });
    expect(assessRisk({ ...clean, cepAddress: null, email: null })).toEqual({ level: "low", reasons: [] });
  });

  it("is high when an earlier order with the same data is unpaid or overdue", () => {
    const risk = assessRisk({ ...clean, history: { unpaid: 1, failed: 0, recent: 0 } });
    expect(risk.level).toBe("high");
    expect(risk.reasons).toEqual(["1 pedido anterior não pago ou vencido com o mesmo CPF, telefone ou email."]);
  });

  it("weighs failed deliveries: one is medium, two are high", () => {
    expect(assessRisk({ ...clean, history: { unpaid: 0, failed: 1, recent: 0 } }).level).toBe("medium");
    expect(assessRisk({ ...clean, history: { unpaid: 0, failed: 2, recent: 0 } }).level).toBe("high");
  });

  it("flags several orders in a short time", () => {
    expect(assessRisk({ ...clean, history: { unpaid: 0, failed: 0, recent: 1 } }).level).toBe("low");
    expect(assessRisk({ ...clean, history: { unpaid: 0, failed: 0, recent: 2 } })).toEqual({
      level: "medium",
      reasons: ["2 outros pedidos com os mesmos dados nas últimas 24 horas."],
    });
    expect(assessRisk({ ...clean, history: { unpaid: 0, failed: 0, recent: 4 } }).level).toBe("high");
  });

  it("flags a CEP whose city or state differs from the typed address (accents and case do not count)", () => {
    expect(assessRisk({ ...clean, typedCity: "SAO PAULO" }).level).toBe("low");
    const risk = assessRisk({ ...clean, cepAddress: { city: "Rio de Janeiro", state: "RJ" } });
    expect(risk).toEqual({
      level: "medium",
      reasons: ["O CEP é de Rio de Janeiro/RJ, mas o endereço digitado diz São Paulo/SP."],
    });
  });

  it("flags invalid and disposable emails", () => {
    expect(emailProblem("ana@gmail.com")).toBeNull();
    expect(emailProblem("ana@@gmail")).toBe("invalid");
    expect(emailProblem("ana@gmail..com")).toBe("invalid");
    expect(emailProblem("x@yopmail.com")).toBe("disposable");
    expect(emailProblem("x@mail.MAILINATOR.com")).toBe("disposable");
    expect(assessRisk({ ...clean, email: "x@yopmail.com" }).reasons).toEqual(["Email descartável (caixa temporária)."]);
  });

  it("flags a quantity far above the usual", () => {
    expect(assessRisk({ ...clean, units: 9 }).level).toBe("low");
    expect(assessRisk({ ...clean, units: 10 }).level).toBe("medium");
    expect(assessRisk({ ...clean, units: 19 })).toEqual({
      level: "high",
      reasons: ["19 unidades: muito acima do normal da loja (até 3)."],
    });
  });

  it("makes two weaker signs together high", () => {
    const risk = assessRisk({ ...clean, email: "x@yopmail.com", cepAddress: { city: "Recife", state: "PE" } });
    expect(risk.level).toBe("high");
    expect(risk.reasons).toHaveLength(2);
  });
});
