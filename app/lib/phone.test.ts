import { describe, expect, it } from "vitest";
import { canonicalCpf, canonicalPhone, formatPhone } from "./phone";

describe("canonical phone (E.164)", () => {
  it("gives every way of typing one number the same value", () => {
    for (const typed of [
      "(11) 98765-4321",
      "11987654321",
      "+55 11 98765-4321",
      "5511987654321",
      // The old 8-digit mobile form gets its 9.
      "(11) 8765-4321",
      "1187654321",
      "55 11 8765-4321",
    ])
      expect(canonicalPhone(typed), typed).toBe("+5511987654321");
  });

  it("keeps landlines at 8 digits and DDD 55 as a DDD", () => {
    expect(canonicalPhone("(11) 3333-4444")).toBe("+551133334444");
    expect(canonicalPhone("(55) 99876-5432")).toBe("+5555998765432");
    expect(canonicalPhone("+55 55 99876-5432")).toBe("+5555998765432");
  });

  it("refuses what cannot be a Brazilian phone with DDD", () => {
    for (const typed of [
      "",
      "123",
      "98765-4321",
      "(01) 98765-4321",
      "011 98765-4321",
      "(10) 98765-4321",
      "11 88765-4321",
      "1198765432100",
    ])
      expect(canonicalPhone(typed), typed).toBeNull();
  });

  it("prints a stored phone as people read it", () => {
    expect(formatPhone("+5511987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("+551133334444")).toBe("(11) 3333-4444");
    expect(formatPhone("1187654321")).toBe("(11) 98765-4321");
    expect(formatPhone("")).toBe("");
  });
});

describe("canonical CPF", () => {
  it("keeps the 11 digits", () => {
    expect(canonicalCpf("529.982.247-25")).toBe("52998224725");
    expect(canonicalCpf("5299822472")).toBeNull();
  });
});
