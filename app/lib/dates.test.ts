import { describe, expect, it } from "vitest";
import { formatDate, formatLongDate, shopHour } from "./dates";

describe("dates", () => {
  it("formats dd/mm/yyyy in the shop's time zone", () => {
    expect(formatDate("2026-11-21T12:00:00Z")).toBe("21/11/2026");
    // 01:30 UTC is still the previous day in São Paulo (UTC-3).
    expect(formatDate(new Date("2026-03-01T01:30:00Z"))).toBe("28/02/2026");
    expect(formatLongDate("2026-11-21T12:00:00Z")).toBe("21 de novembro de 2026");
  });

  it("tells the hour in São Paulo", () => {
    expect(shopHour(new Date("2026-11-21T08:00:00Z"))).toBe(5);
    expect(shopHour(new Date("2026-11-21T02:59:00Z"))).toBe(23);
  });
});
