// Receitas: 'Nova Receita' / 'Editar Receita' and the list (Imagem, Título,
// Premium, Ações) with delete confirmation.
import { useState } from "react";
import { ProductImage } from "~/components/product-image";
import { validateRecipeForm } from "~/domain/admin/forms/recipes";
import { matchesSearch } from "~/domain/admin/forms/shared";
import { browserFileProblem } from "~/domain/admin/forms/uploads";
import type { AdminRecipeRow as RecipeRow } from "~/domain/admin/recipes.server";
import { AdminTable } from "./admin-table";
import { AdminForm, CheckboxField, FileField, FormButtons, IMAGE_ACCEPT, Panel, TextArea, TextField } from "./fields";
import { DeleteRowDialog } from "./overlays";
import { RowActions } from "./row-actions";
import { SearchBox } from "./search-box";
import { formFields, formFile, formProblem, useAdminForm, useFormReset } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

export function RecipesTab({ recipes, editing }: { recipes: RecipeRow[]; editing: RecipeRow | null }) {
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<RecipeRow | null>(null);
  const close = useCloseEditing();
  const shown = recipes.filter((r) => matchesSearch(query, r.title, r.description));
  const emptyText = recipes.length === 0 ? "Nenhuma receita cadastrada ainda." : "Nenhuma receita encontrada.";
  return (
    <div className="space-y-6">
      <Panel title={editing ? "Editar Receita" : "Nova Receita"}>
        <RecipeForm key={editing?.id ?? "new"} recipe={editing} onCancel={close} />
      </Panel>
      <Panel
        title="Receitas"
        actions={<SearchBox label="Buscar receitas" placeholder="Buscar por título..." value={query} onChange={setQuery} />}
      >
        <AdminTable
          caption="Receitas"
          columns={["Imagem", "Título", "Premium", "Ações"]}
          minWidth="min-w-[36rem]"
          empty={shown.length === 0 && emptyText}
        >
          {shown.map((r) => (
            <tr key={r.id} className="border-t border-stone-200">
              <td className="px-3 py-2">
                <ProductImage src={r.imageUrl} alt="" width={64} height={48} className="h-12 w-16 rounded-lg text-[10px]" />
              </td>
              <td className="px-3 py-2">
                <span className="block font-medium">{r.title}</span>
                <span className="block text-xs text-stone-600">/receitas/{r.slug}</span>
              </td>
              <td className="px-3 py-2">
                {r.premium ? (
                  <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold">Premium</span>
                ) : (
                  "Não"
                )}
              </td>
              <td className="px-3 py-2">
                <RowActions tab="receitas" id={r.id} label={r.title} onDelete={() => setDeleting(r)} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </Panel>
      <DeleteRowDialog
        row={deleting}
        action="/admin/receitas"
        title="Excluir receita?"
        description={<p>Tem certeza que deseja excluir {deleting?.title}? Esta ação não pode ser desfeita.</p>}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (deleting && editing?.id === deleting.id) close();
        }}
      />
    </div>
  );
}

/** Minutes and servings: a whole number from 1 to 1440 (the form's rule). */
const WHOLE_NUMBER = { type: "number", inputMode: "numeric", min: "1", max: "1440" } as const;

function RecipeForm({ recipe, onCancel }: { recipe: RecipeRow | null; onCancel: () => void }) {
  const mode = recipe ? "update" : "create";
  const { formKey, reset } = useFormReset(recipe !== null, onCancel);
  const action = useAdminForm({
    check: (form) =>
      formProblem(
        validateRecipeForm(formFields(form), mode),
        mode === "create" ? "Erro ao adicionar receita" : "Erro ao atualizar receita",
        {
          image: browserFileProblem(formFile(form, "image"), "recipe-image"),
        },
      ),
    onSuccess: reset,
  });
  const { errors } = action;
  return (
    <AdminForm key={formKey} form={action} action="/admin/receitas" mode={mode} id={recipe?.id}>
      <TextField
        label="Título"
        name="title"
        required
        maxLength={200}
        defaultValue={recipe?.title}
        error={errors.title}
        className="sm:col-span-2"
      />
      <TextArea
        label="Descrição"
        name="description"
        rows={2}
        maxLength={2000}
        defaultValue={recipe?.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <TextField
        label="Tempo de preparo (min)"
        name="prepMinutes"
        {...WHOLE_NUMBER}
        defaultValue={recipe?.prepMinutes ?? ""}
        error={errors.prepMinutes}
      />
      <TextField
        label="Porções"
        name="servings"
        {...WHOLE_NUMBER}
        defaultValue={recipe?.servings ?? ""}
        error={errors.servings}
      />
      <TextArea
        label="Ingredientes"
        name="ingredients"
        rows={6}
        hint="Um por linha."
        defaultValue={recipe?.ingredients.join("\n")}
        error={errors.ingredients}
      />
      <TextArea
        label="Modo de preparo"
        name="steps"
        rows={6}
        hint="Um passo por linha."
        defaultValue={recipe?.steps.join("\n")}
        error={errors.steps}
      />
      <FileField
        label="Imagem"
        name="image"
        accept={IMAGE_ACCEPT}
        hint="Imagem até 10MB."
        current={recipe?.imageUrl ? "Deixe vazio para manter a imagem atual." : undefined}
        error={errors.image}
      />
      <div className="flex items-center">
        <CheckboxField label="Premium (exclusiva do Clube)" name="premium" defaultChecked={recipe?.premium ?? false} />
      </div>
      <FormButtons
        busy={action.busy}
        submitLabel={recipe ? "Salvar alterações" : "Adicionar Receita"}
        onCancel={() => {
          action.setClientErrors({});
          reset();
        }}
      />
    </AdminForm>
  );
}
