// Recipes: free ones for everybody, premium ones (ingredients and steps) only
// for club subscribers. Locked recipes never leave the server with their body.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recipes } from "~/db/schema";
import type { RecipeTab } from "./recipe-tabs";

export { parseRecipeTab, type RecipeTab } from "./recipe-tabs";

/** What a recipe card shows; the admin's editor reads these too. */
export const recipeCardColumns = {
  id: recipes.id,
  slug: recipes.slug,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  premium: recipes.premium,
  prepMinutes: recipes.prepMinutes,
  servings: recipes.servings,
  updatedAt: recipes.updatedAt,
};

/** Cards for /receitas: free first, then premium, by title. */
export async function listRecipes(db: Database, tab: RecipeTab = "todas") {
  return db
    .select(recipeCardColumns)
    .from(recipes)
    .where(tab === "gratuitas" ? eq(recipes.premium, false) : tab === "premium" ? eq(recipes.premium, true) : undefined)
    .orderBy(asc(recipes.premium), asc(recipes.title), asc(recipes.id));
}

/**
 * One recipe as the viewer may see it. A premium recipe for a non-subscriber
 * comes back `locked` with no ingredients and no steps at all, so they cannot
 * end up in the page's HTML or loader data.
 */
export async function findRecipeForViewer(db: Database, slug: string, subscriber: boolean) {
  if (slug.length > 200) return null;
  const [row] = await db
    .select({ ...recipeCardColumns, createdAt: recipes.createdAt, ingredients: recipes.ingredients, steps: recipes.steps })
    .from(recipes)
    .where(eq(recipes.slug, slug));
  if (!row) return null;
  const { ingredients, steps, ...recipe } = row;
  const locked = recipe.premium && !subscriber;
  return locked
    ? { recipe, locked: true as const, ingredients: null, steps: null }
    : { recipe, locked: false as const, ingredients, steps };
}
