// The recipe form: ingredients and steps are typed one per line.
import { slugify } from "~/lib/slug";
import { z } from "~/lib/zod";
import { adminCheck } from "../../admin/forms/admin-check";
import { ADMIN_MESSAGES, checkbox, multilineText, text } from "../../admin/forms/shared";

const optionalInt = z.pipe(
  text(6),
  z.pipe(
    z.transform((v: string) => (v === "" ? null : /^\d{1,4}$/.test(v) ? Number(v) : Number.NaN)),
    z.nullable(
      z.number(ADMIN_MESSAGES.number).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 1440, ADMIN_MESSAGES.number)),
    ),
  ),
);
export const recipeFormSchema = z.object({
  // A title must give the recipe an address (/receitas/{slug}).
  title: z.pipe(text(200), z.string().check(z.refine((v) => slugify(v) !== "", ADMIN_MESSAGES.recipeTitle))),
  description: multilineText(2000),
  premium: checkbox,
  ingredients: multilineText(10_000),
  steps: multilineText(20_000),
  prepMinutes: optionalInt,
  servings: optionalInt,
});
export type RecipeFormData = z.infer<typeof recipeFormSchema>;
export type RecipeInput = Omit<RecipeFormData, "ingredients" | "steps"> & { ingredients: string[]; steps: string[] };

/** One item per line, trimmed, blank lines dropped. */
export function parseLines(input: string): string[] {
  return input
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 100);
}

export const checkRecipeForm = adminCheck(recipeFormSchema, (data) => ({
  ok: true,
  data: { ...data, ingredients: parseLines(data.ingredients), steps: parseLines(data.steps) } satisfies RecipeInput,
}));
