// The product's add and edit form (/admin/produtos/novo, /admin/produtos/{id}):
// name, price, category (suggesting those in use), description, image and
// visibility. Checked by the same rules in the browser and on the server.
import { useId } from "react";
import { Form } from "react-router";
import { checkProductForm, productFormSchema } from "~/domain/admin/forms/products";
import { centsToInput } from "~/domain/admin/forms/shared";
import type { AdminProductRow } from "~/domain/admin/products.server";
import {
  AdminFormError,
  type AdminReply,
  CheckboxField,
  FileField,
  FormButtons,
  IMAGE_ACCEPT,
  PriceField,
  replyTo,
  TextAreaField,
  TextField,
  useAdminForm,
} from "../fields";

export function ProductForm({
  product,
  categories,
  reply,
}: {
  product: AdminProductRow | null;
  categories: string[];
  reply: AdminReply;
}) {
  const listId = useId();
  const { fields, formProps, formError } = useAdminForm({
    id: product ? `produto-${product.id}` : "produto-novo",
    schema: productFormSchema,
    check: checkProductForm,
    lastResult: replyTo(reply, "save"),
    defaultValue: {
      name: product?.name,
      price: centsToInput(product?.priceCents),
      category: product?.category,
      description: product?.description,
      visible: (product?.visible ?? true) ? "on" : undefined,
    },
  });
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" {...formProps}>
      <div className="sm:col-span-2">
        <AdminFormError message={formError} />
      </div>
      <TextField field={fields.name} label="Nome" required maxLength={200} className="sm:col-span-2" />
      <PriceField field={fields.price} label="Preço (R$)" required hint="Ex.: 147,90" />
      <TextField field={fields.category} label="Categoria" list={listId} maxLength={80} />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextAreaField field={fields.description} label="Descrição" rows={4} maxLength={5000} className="sm:col-span-2" />
      <FileField
        field={fields.image}
        label="Imagem"
        purpose="product-image"
        accept={IMAGE_ACCEPT}
        hint="JPEG, PNG, WebP, GIF ou AVIF, até 10MB."
        current={product?.imageUrl ? "Deixe vazio para manter a imagem atual." : undefined}
        className="sm:col-span-2"
      />
      <CheckboxField field={fields.visible} label="Visível na loja" className="sm:col-span-2" />
      <FormButtons intent="save" submitLabel={product ? "Salvar alterações" : "Adicionar Produto"} cancelTo="/admin/produtos" />
    </Form>
  );
}
