// The recipe's add and edit form; ingredients and steps one per line.
import { Form } from "react-router";
import { checkRecipeForm, recipeFormSchema } from "~/domain/admin/forms/recipes";
import type { AdminRecipeRow } from "~/domain/admin/recipes.server";
import {
  AdminFormError,
  type AdminReply,
  CheckboxField,
  FileField,
  FormButtons,
  IMAGE_ACCEPT,
  replyTo,
  TextAreaField,
  TextField,
  useAdminForm,
} from "../fields";

export function RecipeForm({ recipe, reply }: { recipe: AdminRecipeRow | null; reply: AdminReply }) {
  const { fields, formProps, formError } = useAdminForm({
    id: recipe ? `receita-${recipe.id}` : "receita-nova",
    schema: recipeFormSchema,
    check: checkRecipeForm,
    lastResult: replyTo(reply, "save"),
    defaultValue: {
      title: recipe?.title,
      description: recipe?.description,
      prepMinutes: recipe?.prepMinutes?.toString(),
      servings: recipe?.servings?.toString(),
      ingredients: recipe?.ingredients.join("\n"),
      steps: recipe?.steps.join("\n"),
      premium: recipe?.premium ? "on" : undefined,
    },
  });
  const number = { type: "text", inputMode: "numeric", maxLength: 4 } as const;
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" {...formProps}>
      <div className="sm:col-span-2">
        <AdminFormError message={formError} />
      </div>
      <TextField field={fields.title} label="Título" required maxLength={200} className="sm:col-span-2" />
      <TextAreaField field={fields.description} label="Descrição" rows={2} maxLength={2000} className="sm:col-span-2" />
      <TextField field={fields.prepMinutes} label="Tempo de preparo (min)" {...number} />
      <TextField field={fields.servings} label="Porções" {...number} />
      <TextAreaField
        field={fields.ingredients}
        label="Ingredientes"
        rows={6}
        hint="Um por linha."
        maxLength={10_000}
        className="sm:col-span-2"
      />
      <TextAreaField
        field={fields.steps}
        label="Modo de preparo"
        rows={6}
        hint="Um passo por linha."
        maxLength={20_000}
        className="sm:col-span-2"
      />
      <FileField
        field={fields.image}
        label="Imagem"
        purpose="recipe-image"
        accept={IMAGE_ACCEPT}
        hint="Imagem até 10MB."
        current={recipe?.imageUrl ? "Deixe vazio para manter a imagem atual." : undefined}
      />
      <div className="flex items-end pb-2">
        <CheckboxField field={fields.premium} label="Premium (exclusiva do Clube)" />
      </div>
      <FormButtons intent="save" submitLabel={recipe ? "Salvar alterações" : "Adicionar Receita"} cancelTo="/admin/receitas" />
    </Form>
  );
}
