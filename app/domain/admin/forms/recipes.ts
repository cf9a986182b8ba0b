// The recipe form: ingredients and steps are typed one per line.
import { slugify } from "~/lib/slug";
import { z } from "~/lib/zod";
import { ADMIN_MESSAGES, checkbox, failure, issuesOf, multilineText, text, type Validation } from "./shared";

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
  title: text(200),
  description: multilineText(2000),
  premium: checkbox,
  ingredients: multilineText(10_000),
  steps: multilineText(20_000),
  prepMinutes: optionalInt,
  servings: optionalInt,
});
export type RecipeFormData = z.infer<typeof recipeFormSchema>;

/** One item per line, trimmed, blank lines dropped. */
export function parseLines(input: string): string[] {
  return input
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 100);
}

export function validateRecipeForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
): Validation<Omit<RecipeFormData, "ingredients" | "steps"> & { ingredients: string[]; steps: string[] }> {
  const title = mode === "create" ? "Erro ao adicionar receita" : "Erro ao atualizar receita";
  const parsed = z.safeParse(recipeFormSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), title);
  if (!parsed.data.title || !slugify(parsed.data.title)) return failure({ title: ADMIN_MESSAGES.recipeTitle }, title);
  return {
    ok: true,
    data: { ...parsed.data, ingredients: parseLines(parsed.data.ingredients), steps: parseLines(parsed.data.steps) },
  };
}
