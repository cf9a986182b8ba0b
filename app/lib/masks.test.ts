import { describe, expect, it } from "vitest";
import { maskDate, maskKeepingCaret } from "./masks";

describe("maskDate", () => {
  it("writes dd/mm/aaaa as the digits come, whatever else is typed", () => {
    expect(["2", "29", "291", "2910", "29102", "29102026", "291020261"].map(maskDate)).toEqual([
      "2",
      "29",
      "29/1",
      "29/10",
      "29/10/2",
      "29/10/2026",
      "29/10/2026",
    ]);
    expect(maskDate("29.10.2026")).toBe("29/10/2026");
    expect(maskDate("")).toBe("");
  });

  it("turns a pasted ISO day around instead of reading its digits in order", () => {
    expect(maskDate("2026-10-29")).toBe("29/10/2026");
  });

  it("keeps the caret after the same digit when a slash is added", () => {
    expect(maskKeepingCaret("2910", 3, maskDate)).toEqual({ value: "29/10", caret: 4 });
  });
});
