// /admin/receitas/{id}: one recipe's edit page (and its delete step,
// ?excluir=1); /admin/receitas/novo is the add form.
import { data } from "react-router";
import { RecipeForm } from "~/components/admin/recipes/recipe-form";
import { adminForm, handleAdminForm, notFound } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { checkRowId, idFromParam } from "~/domain/admin/forms/admin-check";
import { checkRecipeForm } from "~/domain/content/forms/recipes";
import { createRecipe, deleteRecipe, findAdminRecipe, updateRecipe } from "~/domain/content/admin-recipes.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/receita";

const noStore = { headers: { "Cache-Control": "no-store" } };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  if (params.id === "novo") return data({ recipe: null, confirmDelete: false }, noStore);
  const id = idFromParam(params.id);
  const recipe = id === null ? null : await findAdminRecipe(context, id);
  if (!recipe) throw data("Receita não encontrada", { status: 404 });
  return data({ recipe, confirmDelete: new URL(request.url).searchParams.has("excluir") }, noStore);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idFromParam(params.id);
  return handleAdminForm(context, request, {
    save: adminForm({
      check: checkRecipeForm,
      failure:
        id === null
          ? "Não foi possível adicionar a receita. Tente novamente."
          : "Não foi possível atualizar a receita. Tente novamente.",
      async run({ ctx, value, file }) {
        if (params.id === "novo") {
          const outcome = await createRecipe(ctx, value, file("image"));
          return outcome.ok ? { ...outcome, redirectTo: "/admin/receitas" } : outcome;
        }
        return id === null ? notFound() : updateRecipe(ctx, id, value, file("image"));
      },
    }),
    delete: adminForm({
      check: checkRowId,
      failure: "Não foi possível excluir a receita. Tente novamente.",
      async run({ ctx, value }) {
        if (value.id !== id) return notFound();
        const outcome = await deleteRecipe(ctx, value.id);
        return outcome.ok ? { ...outcome, redirectTo: "/admin/receitas" } : outcome;
      },
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, `${loaderData?.recipe ? loaderData.recipe.title : "Nova receita"}`, "Receita da loja.");

export default function AdminRecipe({ loaderData, actionData }: Route.ComponentProps) {
  return <RecipeForm {...loaderData} reply={actionData} />;
}
