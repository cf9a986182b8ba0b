import { describe, expect, it } from "vitest";
import { formatBRL, installmentCents, parseBRLToCents } from "./money";

describe("money", () => {
  it("formats cents as pt-BR reais", () => {
    expect(formatBRL(14700)).toBe("R$\u00a0147,00");
    expect(formatBRL(1997)).toBe("R$\u00a019,97");
    expect(formatBRL(118200)).toBe("R$\u00a01.182,00");
    expect(formatBRL(0)).toBe("R$\u00a00,00");
  });

  it("writes exactly what Intl writes for pt-BR reais (it is formatted by hand: see money.ts)", () => {
    const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 99_999_999, 123_456_789_012];
    for (let cents = 0; cents < 250_000; cents += 997) samples.push(cents);
    for (const cents of samples) {
      expect(formatBRL(cents)).toBe(intl.format(cents / 100));
      expect(formatBRL(-cents || 0)).toBe(intl.format((-cents || 0) / 100));
    }
  });

  it("splits installments rounding up to the cent", () => {
    expect(installmentCents(14700, 12)).toBe(1225);
    expect(installmentCents(100, 3)).toBe(34);
  });

  it("parses typed prices into cents and refuses what is not a price", () => {
    expect(parseBRLToCents("147")).toBe(14700);
    expect(parseBRLToCents("147,9")).toBe(14790);
    expect(parseBRLToCents("1.234,56")).toBe(123456);
    expect(parseBRLToCents("R$ 19,97")).toBe(1997);
    expect(parseBRLToCents("19.97")).toBe(1997);
    expect(parseBRLToCents("1.234")).toBe(123400);
    expect(parseBRLToCents("1.234.567")).toBe(123456700);
    for (const bad of ["", "abc", "-1", "1,234", "1e5", "12,345"]) expect(parseBRLToCents(bad)).toBeNull();
  });
});
