import { describe, expect, it } from "vitest";
import { checkRecipeForm, parseLines } from "./recipes";
import { ADMIN_MESSAGES } from "../../admin/forms/shared";

describe("recipe form", () => {
  it("reads recipes' ingredients and steps one per line", () => {
    expect(
      checkRecipeForm({
        title: "Suco",
        ingredients: "1 maçã\r\n\n 2 folhas de couve \n",
        steps: "Bata\nSirva",
        prepMinutes: "10",
      }),
    ).toMatchObject({
      ok: true,
      data: { ingredients: ["1 maçã", "2 folhas de couve"], steps: ["Bata", "Sirva"], prepMinutes: 10, servings: null },
    });
    expect(checkRecipeForm({ title: "Suco", prepMinutes: "abc" })).toMatchObject({
      ok: false,
      fieldErrors: { prepMinutes: ADMIN_MESSAGES.number },
    });
    expect(checkRecipeForm({ title: " !! " })).toMatchObject({ fieldErrors: { title: ADMIN_MESSAGES.recipeTitle } });
    expect(parseLines("")).toEqual([]);
  });
});
