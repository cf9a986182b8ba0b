import { describe, expect, it } from "vitest";
import { matchesSearch, priceToCents } from "./shared";

describe("admin forms: shared", () => {
  it("parses typed reais into cents and refuses what is not a price", () => {
    expect(priceToCents("147")).toBe(14700);
    expect(priceToCents("147,9")).toBe(14790);
    expect(priceToCents("147.90")).toBe(14790);
    expect(priceToCents("1.234,56")).toBe(123456);
    expect(priceToCents("1.234")).toBe(123400);
    expect(priceToCents("0")).toBe(0);
    expect(priceToCents("")).toBeNull();
    expect(priceToCents("-5")).toBeNaN();
    expect(priceToCents("1,999")).toBeNaN();
    expect(priceToCents("abc")).toBeNaN();
  });

  it("searches without case or accents", () => {
    expect(matchesSearch("COLAGENO", "Lift Skin (Colágeno Premium)")).toBe(true);
    expect(matchesSearch("sono", "Guia", "Durma melhor")).toBe(false);
    expect(matchesSearch("  ", "qualquer")).toBe(true);
  });
});
