// POST /admin/receitas: add, edit, delete a recipe.
import { redirect } from "react-router";
import { handleAdminAction, invalid, notFound } from "~/domain/admin/admin-action.server";
import { createRecipe, deleteRecipe, updateRecipe } from "~/domain/admin/recipes.server";
import { validateRecipeForm } from "~/domain/admin/forms/recipes";
import { idSchema } from "~/domain/admin/forms/shared";
import type { Route } from "./+types/admin.receitas";

export function loader() {
  return redirect("/admin?aba=receitas");
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(context, request, {
    create: {
      errorTitle: "Erro ao adicionar receita",
      errorDescription: "Não foi possível adicionar a receita. Tente novamente.",
      async run({ ctx, fields, file }) {
        const form = validateRecipeForm(fields, "create");
        if (!form.ok) return invalid(form);
        return createRecipe(ctx, form.data, file("image"));
      },
    },
    update: {
      errorTitle: "Erro ao atualizar receita",
      errorDescription: "Não foi possível atualizar a receita. Tente novamente.",
      async run({ ctx, fields, file }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao atualizar receita");
        const form = validateRecipeForm(fields, "update");
        if (!form.ok) return invalid(form);
        return updateRecipe(ctx, id.data, form.data, file("image"));
      },
    },
    delete: {
      errorTitle: "Erro ao excluir receita",
      errorDescription: "Não foi possível excluir a receita. Tente novamente.",
      async run({ ctx, fields }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao excluir receita");
        return deleteRecipe(ctx, id.data);
      },
    },
  });
}
