// /admin/produtos/{id}: one product's edit page (and its delete step,
// ?excluir=1); /admin/produtos/novo is the add form.
import { data } from "react-router";
import { ProductForm } from "~/components/admin/products/product-form";
import { adminForm, handleAdminForm, notFound } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { checkRowId, idFromParam } from "~/domain/admin/forms/admin-check";
import { checkProductForm } from "~/domain/catalog/forms/products";
import {
  createProduct,
  deleteProduct,
  findAdminProduct,
  productCategories,
  updateProduct,
} from "~/domain/catalog/admin-products.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/produto";

const noStore = { headers: { "Cache-Control": "no-store" } };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const categories = await productCategories(context);
  if (params.id === "novo") return data({ product: null, categories, confirmDelete: false }, noStore);
  const id = idFromParam(params.id);
  const product = id === null ? null : await findAdminProduct(context, id);
  if (!product) throw data("Produto não encontrado", { status: 404 });
  const confirmDelete = new URL(request.url).searchParams.has("excluir");
  return data({ product, categories, confirmDelete }, noStore);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idFromParam(params.id);
  return handleAdminForm(context, request, {
    save: adminForm({
      check: checkProductForm,
      failure:
        id === null
          ? "Não foi possível adicionar o produto. Tente novamente."
          : "Não foi possível atualizar o produto. Tente novamente.",
      async run({ ctx, value, file }) {
        if (params.id === "novo") {
          const outcome = await createProduct(ctx, value, file("image"));
          return outcome.ok ? { ...outcome, redirectTo: "/admin/produtos" } : outcome;
        }
        return id === null ? notFound() : updateProduct(ctx, id, value, file("image"));
      },
    }),
    delete: adminForm({
      check: checkRowId,
      failure: "Não foi possível excluir o produto. Tente novamente.",
      async run({ ctx, value }) {
        if (value.id !== id) return notFound();
        const outcome = await deleteProduct(ctx, value.id);
        return outcome.ok ? { ...outcome, redirectTo: "/admin/produtos" } : outcome;
      },
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, `${loaderData?.product ? loaderData.product.name : "Novo produto"}`, "Produto da loja.");

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductForm {...loaderData} reply={actionData} />;
}
