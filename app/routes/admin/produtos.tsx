// /admin/produtos: every product (hidden ones too), searchable, with show/hide.
// Adding is /admin/produtos/novo, editing /admin/produtos/{id}.
import { data } from "react-router";
import { searchOf } from "~/components/admin/fields";
import { ProductList } from "~/components/admin/products/product-list";
import { adminForm, handleAdminForm } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { checkVisibility } from "~/domain/admin/forms/admin-check";
import { listAdminProducts, setProductVisibility } from "~/domain/catalog/admin-products.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/produtos";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const products = await listAdminProducts(context);
  return data({ products, query: searchOf(request.url) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminForm(context, request, {
    visibility: adminForm({
      check: checkVisibility,
      failure: "Não foi possível mudar a visibilidade. Tente novamente.",
      run: ({ ctx, value }) => setProductVisibility(ctx, value.id, value.visible),
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Produtos", "Produtos da loja.");

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductList {...loaderData} reply={actionData} />;
}
