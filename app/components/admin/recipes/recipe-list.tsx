// The Receitas list: image, title with its address, premium, edit and delete.
import { ProductImage } from "~/components/product-image";
import { matchesSearch } from "~/domain/admin/forms/shared";
import type { AdminRecipeRow } from "~/domain/admin/recipes.server";
import { AdminTable } from "../admin-table";
import { ListSearch, RowLinks } from "../fields";

export function RecipeList({ recipes, query }: { recipes: AdminRecipeRow[]; query: string }) {
  const shown = recipes.filter((r) => matchesSearch(query, r.title, r.description));
  const emptyText = recipes.length === 0 ? "Nenhuma receita cadastrada ainda." : "Nenhuma receita encontrada.";
  return (
    <>
      <ListSearch label="Buscar receitas" placeholder="Buscar por título..." query={query} />
      <AdminTable
        caption="Receitas"
        columns={["Imagem", "Título", "Premium", "Ações"]}
        minWidth="min-w-[34rem]"
        className="mt-4"
        empty={shown.length === 0 && emptyText}
      >
        {shown.map((r) => (
          <tr key={r.id} className="border-t border-stone-200">
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
            <td className="px-3 py-2">
              <RowLinks to={`/admin/receitas/${r.id}`} label={r.title} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
