// Produtos and Adicionar Produto: search, the table (Imagem, Nome, Categoria,
// Preço, Visível, Ações), the add form, the edit drawer, delete with
// confirmation and the visibility switch.
import { useId, useState } from "react";
import { ProductImage } from "~/components/product-image";
import { cx } from "~/components/ui/cx";
import { validateProductForm } from "~/domain/admin/forms/products";
import { ADMIN_MESSAGES, centsToInput, matchesSearch } from "~/domain/admin/forms/shared";
import { browserFileProblem } from "~/domain/admin/forms/uploads";
import type { AdminProductRow as ProductRow } from "~/domain/admin/products.server";
import { formatBRL } from "~/lib/money";
import { AdminTable } from "./admin-table";
import { AdminForm, CheckboxField, FileField, FormButtons, IMAGE_ACCEPT, Panel, PriceField, TextArea, TextField } from "./fields";
import { DeleteRowDialog, Drawer } from "./overlays";
import { RowActions } from "./row-actions";
import { SearchBox } from "./search-box";
import { formFields, formFile, formProblem, useAdminAction, useAdminForm, useFormReset } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

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
  const shown = products.filter((p) => matchesSearch(query, p.name, p.category));
  return (
    <Panel
      title="Produtos"
      actions={
        <SearchBox label="Buscar produtos" placeholder="Buscar por nome ou categoria..." value={query} onChange={setQuery} />
      }
    >
      <AdminTable
        caption="Produtos da loja"
        columns={["Imagem", "Nome", "Categoria", "Preço", "Visível", "Ações"]}
        minWidth="min-w-[44rem]"
        empty={shown.length === 0 && "Nenhum produto encontrado."}
      >
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
      </AdminTable>

      <Drawer open={editing !== null} title="Editar Produto" description="Altere os dados e salve." onClose={close}>
        {editing ? <ProductForm key={editing.id} mode="update" product={editing} categories={categories} onDone={close} /> : null}
      </Drawer>

      <DeleteRowDialog
        row={deleting}
        action="/admin/produtos"
        title="Excluir produto?"
        description={
          <>
            <p>Tem certeza que deseja excluir {deleting?.name}? Esta ação não pode ser desfeita.</p>
            <p className="mt-2">Produtos com pedidos ou usados por páginas de plano são ocultados da loja em vez de excluídos.</p>
          </>
        }
        onClose={() => setDeleting(null)}
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
  const { formKey, reset } = useFormReset(mode === "update", onDone);
  const listId = useId();
  const action = useAdminForm({
    check: (form) =>
      formProblem(validateProductForm(formFields(form), mode), ADMIN_MESSAGES.imageUpload, {
        image: browserFileProblem(formFile(form, "image"), "product-image"),
      }),
    onSuccess: reset,
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
      <PriceField
        label="Preço (R$)"
        name="price"
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
        accept={IMAGE_ACCEPT}
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
      <FormButtons
        busy={action.busy}
        submitLabel={mode === "create" ? "Adicionar Produto" : "Salvar alterações"}
        onCancel={mode === "update" ? onDone : undefined}
      />
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
