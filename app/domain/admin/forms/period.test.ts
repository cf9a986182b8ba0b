import { describe, expect, it } from "vitest";
import { checkPeriod, PERIOD_MESSAGES } from "./period";

describe("the figures pages' period form", () => {
  it("takes two days typed dd/mm/aaaa (or as links carry them) and gives ISO days", () => {
    expect(checkPeriod({ de: "29/10/2026", ate: "2026-11-04", produto: "3" })).toEqual({
      ok: true,
      data: { de: "2026-10-29", ate: "2026-11-04" },
    });
  });

  it("refuses, field by field, what is not a day of the calendar in dd/mm/aaaa", () => {
    expect(checkPeriod({ de: "", ate: "31/02/2026" })).toEqual({
      ok: false,
      formError: "",
      fieldErrors: { de: PERIOD_MESSAGES.required, ate: PERIOD_MESSAGES.invalid },
    });
    for (const typed of ["10/29/2026", "1/6/2026", "29-10-2026", "29/10/26", "00/01/2026", "01/01/0000", "29/10/2026x"])
      expect(checkPeriod({ de: typed, ate: "01/11/2026" }), typed).toMatchObject({
        ok: false,
        fieldErrors: { de: PERIOD_MESSAGES.invalid },
      });
  });
});
