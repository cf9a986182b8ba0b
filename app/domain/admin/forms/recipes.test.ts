import { describe, expect, it } from "vitest";
import { parseLines, validateRecipeForm } from "./recipes";

describe("recipe form", () => {
  it("reads recipes' ingredients and steps one per line", () => {
    expect(
      validateRecipeForm(
        { title: "Suco", ingredients: "1 maçã\r\n\n 2 folhas de couve \n", steps: "Bata\nSirva", prepMinutes: "10" },
        "create",
      ),
    ).toMatchObject({
      ok: true,
      data: { ingredients: ["1 maçã", "2 folhas de couve"], steps: ["Bata", "Sirva"], prepMinutes: 10, servings: null },
    });
    expect(validateRecipeForm({ title: "Suco", prepMinutes: "abc" }, "create")).toMatchObject({ ok: false });
    expect(parseLines("")).toEqual([]);
  });
});
