// POST /admin/produtos: add, edit, delete (or hide), show/hide a product.
import { redirect } from "react-router";
import { handleAdminAction, invalid, notFound } from "~/domain/admin/admin-action.server";
import { createProduct, deleteProduct, setProductVisibility, updateProduct } from "~/domain/admin/products.server";
import { validateProductForm } from "~/domain/admin/forms/products";
import { idSchema } from "~/domain/admin/forms/shared";
import type { Route } from "./+types/admin.produtos";

export function loader() {
  return redirect("/admin?aba=produtos");
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(context, request, {
    create: {
      errorTitle: "Erro ao adicionar produto",
      errorDescription: "Não foi possível adicionar o produto. Tente novamente.",
      async run({ ctx, fields, file }) {
        const form = validateProductForm(fields, "create");
        if (!form.ok) return invalid(form);
        return createProduct(ctx, form.data, file("image"));
      },
    },
    update: {
      errorTitle: "Erro ao atualizar produto",
      errorDescription: "Não foi possível atualizar o produto. Tente novamente.",
      async run({ ctx, fields, file }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao atualizar produto");
        const form = validateProductForm(fields, "update");
        if (!form.ok) return invalid(form);
        return updateProduct(ctx, id.data, form.data, file("image"));
      },
    },
    visibility: {
      errorTitle: "Erro ao atualizar produto",
      errorDescription: "Não foi possível mudar a visibilidade. Tente novamente.",
      async run({ ctx, fields }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao atualizar produto");
        return setProductVisibility(ctx, id.data, fields.visible === "true");
      },
    },
    delete: {
      errorTitle: "Erro ao excluir produto",
      errorDescription: "Não foi possível excluir o produto. Tente novamente.",
      async run({ ctx, fields }) {
        const id = idSchema.safeParse(fields.id);
        if (!id.success) return notFound("Erro ao excluir produto");
        return deleteProduct(ctx, id.data);
      },
    },
  });
}
