// /admin/receitas: every recipe by title, searchable. Adding is
// /admin/receitas/novo, editing /admin/receitas/{id}.
import { data } from "react-router";
import { RecipeList } from "~/components/admin/recipes/recipe-list";
import { searchOf } from "~/components/admin/fields";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { listAdminRecipes } from "~/domain/content/admin-recipes.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/receitas";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const recipes = await listAdminRecipes(context);
  return data({ recipes, query: searchOf(request.url) }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Receitas", "Receitas da loja.");

export default function AdminRecipes({ loaderData }: Route.ComponentProps) {
  return <RecipeList {...loaderData} />;
}
