// Produtos and Adicionar Produto: search, the table (Imagem, Nome, Categoria,
// Preço, Visível, Ações), the add form, the edit drawer, delete with
// confirmation and the visibility switch.
import { useId, useState } from "react";
import { ProductImage } from "~/components/product-image";
import { Button } from "~/components/ui/button";
import { RowActions } from "./row-actions";
import { cx } from "~/components/ui/cx";
import { validateProductForm } from "~/domain/admin/forms/products";
import { ADMIN_MESSAGES, centsToInput, matchesSearch } from "~/domain/admin/forms/shared";
import { browserFileProblem } from "~/domain/admin/forms/uploads";
import { formatBRL } from "~/lib/money";
import { AdminForm, CheckboxField, FileField, Panel, TextArea, TextField } from "./fields";
import { ConfirmDialog, Drawer } from "./overlays";
import { SearchBox } from "./search-box";
import { formFields, formFile, formProblem, useAdminAction, useAdminForm } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  imageUrl: string | null;
  visible: boolean;
}

export function ProductsTab({
  products,
  categories,
  editing,
}: {
  products: ProductRow[];
  categories: string[];
  editing: ProductRow | null;
}) {
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const close = useCloseEditing();
  const remove = useAdminAction({ onSuccess: () => setDeleting(null) });
  const shown = products.filter((p) => matchesSearch(query, p.name, p.category));
  return (
    <Panel
      title="Produtos"
      actions={
        <SearchBox label="Buscar produtos" placeholder="Buscar por nome ou categoria..." value={query} onChange={setQuery} />
      }
    >
      <div className="overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Produtos da loja</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-3">
                Imagem
              </th>
              <th scope="col" className="px-3 py-3">
                Nome
              </th>
              <th scope="col" className="px-3 py-3">
                Categoria
              </th>
              <th scope="col" className="px-3 py-3">
                Preço
              </th>
              <th scope="col" className="px-3 py-3">
                Visível
              </th>
              <th scope="col" className="px-3 py-3">
                Ações
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.id} className="border-t border-stone-200 align-middle">
                <td className="px-3 py-2">
                  <ProductImage src={p.imageUrl} alt="" width={48} height={48} className="size-12 rounded-lg text-[10px]" />
                </td>
                <td className="px-3 py-2 font-medium">{p.name}</td>
                <td className="px-3 py-2">{p.category || "—"}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBRL(p.priceCents)}</td>
                <td className="px-3 py-2">
                  <VisibilitySwitch product={p} />
                </td>
                <td className="px-3 py-2">
                  <RowActions tab="produtos" id={p.id} label={p.name} onDelete={() => setDeleting(p)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 ? <p className="p-6 text-center text-stone-700">Nenhum produto encontrado.</p> : null}
      </div>

      <Drawer open={editing !== null} title="Editar Produto" description="Altere os dados e salve." onClose={close}>
        {editing ? <ProductForm key={editing.id} mode="update" product={editing} categories={categories} onDone={close} /> : null}
      </Drawer>

      <ConfirmDialog
        open={deleting !== null}
        title="Excluir produto?"
        description={
          <>
            <p>Tem certeza que deseja excluir {deleting?.name}? Esta ação não pode ser desfeita.</p>
            <p className="mt-2">Produtos com pedidos ou usados por páginas de plano são ocultados da loja em vez de excluídos.</p>
          </>
        }
        busy={remove.busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            void remove.fetcher.submit(
              { intent: "delete", id: String(deleting.id) },
              { method: "post", action: "/admin/produtos" },
            );
        }}
      />
    </Panel>
  );
}

function VisibilitySwitch({ product }: { product: ProductRow }) {
  const { fetcher } = useAdminAction();
  const pending = fetcher.formData?.get("visible");
  const visible = typeof pending === "string" ? pending === "true" : product.visible;
  return (
    <fetcher.Form method="post" action="/admin/produtos">
      <input type="hidden" name="intent" value="visibility" />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="visible" value={String(!visible)} />
      <button
        type="submit"
        role="switch"
        aria-checked={visible}
        aria-label={`Visível: ${product.name}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1"
      >
        <span
          className={cx(
            "relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors",
            visible ? "bg-primary" : "bg-stone-300",
          )}
        >
          <span
            className={cx(
              "absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform",
              visible ? "translate-x-5.5" : "translate-x-0.5",
            )}
          />
        </span>
        <span className="text-xs text-stone-700">{visible ? "Sim" : "Não"}</span>
      </button>
    </fetcher.Form>
  );
}

/** Add (tab 'Adicionar Produto') and edit (drawer) share this form. */
export function ProductForm({
  mode,
  product,
  categories,
  onDone,
}: {
  mode: "create" | "update";
  product?: ProductRow;
  categories: string[];
  onDone?: () => void;
}) {
  const [formKey, setFormKey] = useState(0);
  const listId = useId();
  const action = useAdminForm({
    check: (form) =>
      formProblem(validateProductForm(formFields(form), mode), ADMIN_MESSAGES.imageUpload, {
        image: browserFileProblem(formFile(form, "image"), "product-image"),
      }),
    onSuccess: () => {
      if (mode === "create") setFormKey((k) => k + 1);
      onDone?.();
    },
  });
  const { errors } = action;
  return (
    <AdminForm key={formKey} form={action} action="/admin/produtos" mode={mode} id={product?.id}>
      <TextField
        label="Nome"
        name="name"
        required
        maxLength={200}
        defaultValue={product?.name}
        error={errors.name}
        className="sm:col-span-2"
      />
      <TextField
        label="Preço (R$)"
        name="price"
        inputMode="decimal"
        placeholder="0,00"
        autoComplete="off"
        maxLength={20}
        required
        defaultValue={centsToInput(product?.priceCents)}
        hint="Ex.: 147,90"
        error={errors.price}
      />
      <TextField
        label="Categoria"
        name="category"
        list={listId}
        maxLength={80}
        defaultValue={product?.category}
        error={errors.category}
      />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextArea
        label="Descrição"
        name="description"
        rows={4}
        maxLength={5000}
        defaultValue={product?.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <FileField
        label="Imagem"
        name="image"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint="JPEG, PNG, WebP, GIF ou AVIF, até 10MB."
        error={errors.image}
        current={product?.imageUrl ? "Deixe vazio para manter a imagem atual." : undefined}
        className="sm:col-span-2"
      />
      <CheckboxField
        label="Visível na loja"
        name="visible"
        defaultChecked={product ? product.visible : true}
        className="sm:col-span-2"
      />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {mode === "update" ? (
          <Button variant="outline" onClick={onDone}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Processando..." : mode === "create" ? "Adicionar Produto" : "Salvar alterações"}
        </Button>
      </div>
    </AdminForm>
  );
}

export function AddProductTab({ categories }: { categories: string[] }) {
  return (
    <Panel title="Adicionar Produto">
      <ProductForm mode="create" categories={categories} />
    </Panel>
  );
}
