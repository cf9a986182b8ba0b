// The Receitas page: image, title with its address, premium, edit and delete.
import { ProductImage } from "~/components/product-image";
import type { AdminRecipeRow } from "~/domain/content/admin-recipes.server";
import { AdminList } from "../admin-list";

export function RecipeList({ recipes, query }: { recipes: AdminRecipeRow[]; query: string }) {
  return (
    <AdminList
      list="/admin/receitas"
      title="Receitas"
      description={`${recipes.length} receitas cadastradas.`}
      addLabel="Nova receita"
      panelTitle="Receitas cadastradas"
      items={recipes}
      query={query}
      search={{ label: "Buscar receitas", placeholder: "Buscar por título...", in: (r) => [r.title, r.description] }}
      table={{ caption: "Receitas", columns: ["Imagem", "Título", "Premium"], minWidth: "min-w-[34rem]" }}
      empty={{ none: "Nenhuma receita cadastrada ainda.", noMatch: "Nenhuma receita encontrada." }}
      labelOf={(r) => r.title}
      cells={(r) => (
        <>
          <td className="px-3 py-2">
            <ProductImage src={r.imageUrl} alt="" width={64} height={48} className="h-12 w-16 rounded-lg text-[10px]" />
          </td>
          <td className="px-3 py-2">
            <span className="block font-medium break-words">{r.title}</span>
            <span className="block text-xs break-all text-stone-600">/receitas/{r.slug}</span>
          </td>
          <td className="px-3 py-2">
            {r.premium ? <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold">Premium</span> : "Não"}
          </td>
        </>
      )}
    />
  );
}
