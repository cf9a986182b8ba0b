// /admin/produtos: every product (hidden ones too), searchable, with show/hide.
// Adding is /admin/produtos/novo, editing /admin/produtos/{id}.
import { data } from "react-router";
import { ActionLink, PageHeader, Panel, searchOf } from "~/components/admin/fields";
import { ProductList } from "~/components/admin/products/product-list";
import { adminForm, handleAdminForm } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { checkVisibility } from "~/domain/admin/forms/admin-check";
import { listAdminProducts, setProductVisibility } from "~/domain/admin/products.server";
import { pageMeta } from "~/lib/meta";
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

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Produtos · Painel", "Produtos da loja."),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData && "result" in actionData ? actionData.result.error?.[""]?.[0] : undefined;
  return (
    <>
      <PageHeader
        title="Produtos"
        description={`${loaderData.products.length} produtos, visíveis e ocultos.`}
        action={<ActionLink to="/admin/produtos/novo">Novo produto</ActionLink>}
      />
      {refusal ? (
        <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <Panel title="Lista de produtos">
        <ProductList products={loaderData.products} query={loaderData.query} />
      </Panel>
    </>
  );
}
