// The admin's recipes: list, add, edit, delete, premium flag, image,
// ingredients and steps. The slug comes from the title when the recipe is
// created (kept unique with -2, -3…) and stays the same on edit, so links keep working.
import { and, asc, eq, like, ne, or } from "drizzle-orm";
import { recipes } from "~/db/schema";
import { deleteObjects, keyFromPublicUrl, prepareUpload, storeUpload } from "~/platform/storage/uploads.server";
import { type RecipeFormData } from "~/domain/content/forms/recipes";
import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";
import { recipeCardColumns } from "~/domain/content/recipes.server";
import { slugify } from "~/lib/slug";
import type { AppServices } from "~/services.server";
import { type AdminOutcome as AdminResult, notFound, refused, saved } from "../admin/admin-form.server";

type Ctx = Pick<AppServices, "db" | "storage" | "logger">;

export type RecipeInput = Omit<RecipeFormData, "ingredients" | "steps"> & { ingredients: string[]; steps: string[] };

// The card's columns plus the body the editor changes.
const columns = { ...recipeCardColumns, ingredients: recipes.ingredients, steps: recipes.steps };

export async function listAdminRecipes(ctx: Pick<Ctx, "db">) {
  return ctx.db.select(columns).from(recipes).orderBy(asc(recipes.title), asc(recipes.id));
}

export type AdminRecipeRow = Awaited<ReturnType<typeof listAdminRecipes>>[number];

export async function findAdminRecipe(ctx: Pick<Ctx, "db">, id: number): Promise<AdminRecipeRow | null> {
  const [row] = await ctx.db.select(columns).from(recipes).where(eq(recipes.id, id));
  return row ?? null;
}

async function uniqueRecipeSlug(ctx: Pick<Ctx, "db">, base: string, exceptId?: number): Promise<string> {
  const rows = await ctx.db
    .select({ slug: recipes.slug })
    .from(recipes)
    .where(
      and(
        or(eq(recipes.slug, base), like(recipes.slug, `${base}-%`)),
        exceptId === undefined ? undefined : ne(recipes.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function uploadImage(
  ctx: Ctx,
  image: File | null,
): Promise<{ ok: true; url: string | null } | { ok: false; result: AdminResult }> {
  if (!image) return { ok: true, url: null };
  const prepared = await prepareUpload(image, "recipe-image");
  if (!prepared.ok) return { ok: false, result: refused(400, prepared.message, { image: prepared.message }) };
  try {
    return { ok: true, url: (await storeUpload(ctx.storage, prepared.upload)).url };
  } catch (error) {
    ctx.logger.error("Falha ao gravar imagem de receita", { reason: String(error) });
    return { ok: false, result: refused(500, ADMIN_MESSAGES.retry) };
  }
}

function values(input: RecipeInput) {
  return {
    title: input.title,
    description: input.description,
    premium: input.premium,
    ingredients: input.ingredients,
    steps: input.steps,
    prepMinutes: input.prepMinutes,
    servings: input.servings,
  };
}

export async function createRecipe(ctx: Ctx, input: RecipeInput, image: File | null): Promise<AdminResult> {
  const uploaded = await uploadImage(ctx, image);
  if (!uploaded.ok) return uploaded.result;
  const base = slugify(input.title).slice(0, 100).replace(/-+$/, "");
  try {
    const slug = await uniqueRecipeSlug(ctx, base);
    await ctx.db.insert(recipes).values({ ...values(input), slug, imageUrl: uploaded.url });
  } catch (error) {
    await deleteObjects(ctx, [keyFromPublicUrl(uploaded.url)]);
    throw error;
  }
  return saved("Receita adicionada", `${input.title} foi adicionada.`);
}

export async function updateRecipe(ctx: Ctx, id: number, input: RecipeInput, image: File | null): Promise<AdminResult> {
  const existing = await findAdminRecipe(ctx, id);
  if (!existing) return notFound();
  const uploaded = await uploadImage(ctx, image);
  if (!uploaded.ok) return uploaded.result;
  const [row] = await ctx.db
    .update(recipes)
    .set({ ...values(input), ...(uploaded.url ? { imageUrl: uploaded.url } : {}) })
    .where(eq(recipes.id, id))
    .returning({ id: recipes.id });
  if (!row) {
    await deleteObjects(ctx, [keyFromPublicUrl(uploaded.url)]);
    return notFound();
  }
  if (uploaded.url) await deleteObjects(ctx, [keyFromPublicUrl(existing.imageUrl)]);
  return saved("Receita atualizada", `${input.title} foi atualizada.`);
}

export async function deleteRecipe(ctx: Ctx, id: number): Promise<AdminResult> {
  const [deleted] = await ctx.db
    .delete(recipes)
    .where(eq(recipes.id, id))
    .returning({ title: recipes.title, imageUrl: recipes.imageUrl });
  if (!deleted) return notFound();
  await deleteObjects(ctx, [keyFromPublicUrl(deleted.imageUrl)]);
  return saved("Receita excluída", `${deleted.title} foi excluída.`);
}
