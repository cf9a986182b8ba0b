// Receitas: 'Nova Receita' / 'Editar Receita' and the list (Imagem, Título,
// Premium, Ações) with delete confirmation.
import { useState } from "react";
import { ProductImage } from "~/components/product-image";
import { Button } from "~/components/ui/button";
import { RowActions } from "./row-actions";
import { validateRecipeForm } from "~/domain/admin/forms/recipes";
import { matchesSearch } from "~/domain/admin/forms/shared";
import { browserFileProblem } from "~/domain/admin/forms/uploads";
import { AdminForm, CheckboxField, FileField, Panel, TextArea, TextField } from "./fields";
import { ConfirmDialog } from "./overlays";
import { SearchBox } from "./search-box";
import { formFields, formFile, formProblem, useAdminAction, useAdminForm } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

export interface RecipeRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  premium: boolean;
  ingredients: string[];
  steps: string[];
  prepMinutes: number | null;
  servings: number | null;
}

export function RecipesTab({ recipes, editing }: { recipes: RecipeRow[]; editing: RecipeRow | null }) {
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<RecipeRow | null>(null);
  const close = useCloseEditing();
  const remove = useAdminAction({
    onSuccess: () => {
      if (deleting && editing?.id === deleting.id) close();
      setDeleting(null);
    },
  });
  const shown = recipes.filter((r) => matchesSearch(query, r.title, r.description));
  return (
    <div className="space-y-6">
      <Panel title={editing ? "Editar Receita" : "Nova Receita"}>
        <RecipeForm key={editing?.id ?? "new"} recipe={editing} onCancel={close} />
      </Panel>
      <Panel
        title="Receitas"
        actions={<SearchBox label="Buscar receitas" placeholder="Buscar por título..." value={query} onChange={setQuery} />}
      >
        <div className="overflow-x-auto rounded-xl border border-stone-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Receitas</caption>
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-3">
                  Imagem
                </th>
                <th scope="col" className="px-3 py-3">
                  Título
                </th>
                <th scope="col" className="px-3 py-3">
                  Premium
                </th>
                <th scope="col" className="px-3 py-3">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
          {shown.length === 0 ? (
            <p className="p-6 text-center text-stone-700">
              {recipes.length === 0 ? "Nenhuma receita cadastrada ainda." : "Nenhuma receita encontrada."}
            </p>
          ) : null}
        </div>
      </Panel>
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir receita?"
        description={<p>Tem certeza que deseja excluir {deleting?.title}? Esta ação não pode ser desfeita.</p>}
        busy={remove.busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            void remove.fetcher.submit(
              { intent: "delete", id: String(deleting.id) },
              { method: "post", action: "/admin/receitas" },
            );
        }}
      />
    </div>
  );
}

function RecipeForm({ recipe, onCancel }: { recipe: RecipeRow | null; onCancel: () => void }) {
  const mode = recipe ? "update" : "create";
  const [formKey, setFormKey] = useState(0);
  const action = useAdminForm({
    check: (form) =>
      formProblem(
        validateRecipeForm(formFields(form), mode),
        mode === "create" ? "Erro ao adicionar receita" : "Erro ao atualizar receita",
        {
          image: browserFileProblem(formFile(form, "image"), "recipe-image"),
        },
      ),
    onSuccess: () => {
      if (recipe) onCancel();
      else setFormKey((k) => k + 1);
    },
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
        type="number"
        inputMode="numeric"
        min="1"
        max="1440"
        defaultValue={recipe?.prepMinutes ?? ""}
        error={errors.prepMinutes}
      />
      <TextField
        label="Porções"
        name="servings"
        type="number"
        inputMode="numeric"
        min="1"
        max="1440"
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
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint="Imagem até 10MB."
        current={recipe?.imageUrl ? "Deixe vazio para manter a imagem atual." : undefined}
        error={errors.image}
      />
      <div className="flex items-center">
        <CheckboxField label="Premium (exclusiva do Clube)" name="premium" defaultChecked={recipe?.premium ?? false} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            action.setClientErrors({});
            if (recipe) onCancel();
            else setFormKey((k) => k + 1);
          }}
        >
          Cancelar
        </Button>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Processando..." : recipe ? "Salvar alterações" : "Adicionar Receita"}
        </Button>
      </div>
    </AdminForm>
  );
}
