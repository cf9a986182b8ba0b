// The product's add and edit page (/admin/produtos/novo, /admin/produtos/{id}):
// name, price, category (suggesting those in use), description, image and
// visibility. Checked by the same rules in the browser and on the server.
import { useId } from "react";
import { checkProductForm, productFormSchema } from "~/domain/catalog/forms/products";
import { centsToInput } from "~/domain/admin/forms/shared";
import type { AdminProductRow } from "~/domain/catalog/admin-products.server";
import { EditorFrame, useEditorForm } from "../editor-frame";
import { type AdminReply, CheckboxField, ImageField, PriceField, TextAreaField, TextField } from "../fields";

export function ProductForm({
  product,
  categories,
  confirmDelete,
  reply,
}: {
  product: AdminProductRow | null;
  categories: string[];
  confirmDelete: boolean;
  reply: AdminReply;
}) {
  const listId = useId();
  const form = useEditorForm({
    id: product ? `produto-${product.id}` : "produto-novo",
    schema: productFormSchema,
    check: checkProductForm,
    extraFields: ["image"],
    reply,
    defaultValue: {
      name: product?.name,
      price: centsToInput(product?.priceCents),
      category: product?.category,
      description: product?.description,
      visible: (product?.visible ?? true) ? "on" : undefined,
    },
  });
  const { fields } = form;
  return (
    <EditorFrame
      form={form}
      list="/admin/produtos"
      item={product && { id: product.id, title: product.name }}
      addTitle="Novo produto"
      addDescription="Preencha os dados e adicione o produto à loja."
      panelTitle={product ? "Dados do produto" : "Adicionar Produto"}
      submitLabel={product ? "Salvar alterações" : "Adicionar Produto"}
      deleteTitle="Excluir produto?"
      deleteMessage={
        <>
          <p>Tem certeza que deseja excluir {product?.name}? Esta ação não pode ser desfeita.</p>
          <p className="mt-2">Produtos com pedidos ou usados por páginas de plano são ocultados da loja em vez de excluídos.</p>
        </>
      }
      confirmDelete={confirmDelete}
      reply={reply}
    >
      <TextField field={fields.name} label="Nome" required maxLength={200} className="sm:col-span-2" />
      <PriceField field={fields.price} label="Preço (R$)" required hint="Ex.: 147,90" />
      <TextField field={fields.category} label="Categoria" list={listId} maxLength={80} />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextAreaField field={fields.description} label="Descrição" rows={4} maxLength={5000} className="sm:col-span-2" />
      <ImageField
        field={fields.image}
        label="Imagem"
        purpose="product-image"
        hint="JPEG, PNG, WebP, GIF ou AVIF, até 10MB."
        stored={Boolean(product?.imageUrl)}
        className="sm:col-span-2"
      />
      <CheckboxField field={fields.visible} label="Visível na loja" className="sm:col-span-2" />
    </EditorFrame>
  );
}
