// The recipe's add and edit page; ingredients and steps one per line.
import { checkRecipeForm, recipeFormSchema } from "~/domain/content/forms/recipes";
import type { AdminRecipeRow } from "~/domain/content/admin-recipes.server";
import { EditorFrame, useEditorForm } from "../editor-frame";
import { type AdminReply, CheckboxField, ImageField, TextAreaField, TextField } from "../fields";

export function RecipeForm({
  recipe,
  confirmDelete,
  reply,
}: {
  recipe: AdminRecipeRow | null;
  confirmDelete: boolean;
  reply: AdminReply;
}) {
  const form = useEditorForm({
    id: recipe ? `receita-${recipe.id}` : "receita-nova",
    schema: recipeFormSchema,
    check: checkRecipeForm,
    extraFields: ["image"],
    reply,
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
  const { fields } = form;
  const number = { type: "text", inputMode: "numeric", maxLength: 4 } as const;
  const lines = { rows: 6, className: "sm:col-span-2" };
  return (
    <EditorFrame
      form={form}
      list="/admin/receitas"
      item={recipe}
      addTitle="Nova receita"
      panelTitle={recipe ? "Dados da receita" : "Nova Receita"}
      submitLabel={recipe ? "Salvar alterações" : "Adicionar Receita"}
      deleteTitle="Excluir receita?"
      deleteMessage={<p>Tem certeza que deseja excluir {recipe?.title}? Esta ação não pode ser desfeita.</p>}
      confirmDelete={confirmDelete}
      reply={reply}
    >
      <TextField field={fields.title} label="Título" required maxLength={200} className="sm:col-span-2" />
      <TextAreaField field={fields.description} label="Descrição" rows={2} maxLength={2000} className="sm:col-span-2" />
      <TextField field={fields.prepMinutes} label="Tempo de preparo (min)" {...number} />
      <TextField field={fields.servings} label="Porções" {...number} />
      <TextAreaField field={fields.ingredients} label="Ingredientes" hint="Um por linha." maxLength={10_000} {...lines} />
      <TextAreaField field={fields.steps} label="Modo de preparo" hint="Um passo por linha." maxLength={20_000} {...lines} />
      <ImageField field={fields.image} label="Imagem" purpose="recipe-image" stored={Boolean(recipe?.imageUrl)} />
      <div className="flex items-end pb-2">
        <CheckboxField field={fields.premium} label="Premium (exclusiva do Clube)" />
      </div>
    </EditorFrame>
  );
}
