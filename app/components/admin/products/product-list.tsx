// The Produtos list: search (in the address, so it works without scripts),
// then one row per product with its image, name, category, price, a show/hide
// switch and links to edit or delete. Fits 1280 px beside the admin's menu;
// on a phone the table scrolls inside its own box.
import { ProductImage } from "~/components/product-image";
import { matchesSearch } from "~/domain/admin/forms/shared";
import type { AdminProductRow } from "~/domain/admin/products.server";
import { formatBRL } from "~/lib/money";
import { AdminTable } from "../admin-table";
import { ListSearch, RowLinks, VisibilityToggle } from "../fields";

export function ProductList({ products, query }: { products: AdminProductRow[]; query: string }) {
  const shown = products.filter((p) => matchesSearch(query, p.name, p.category));
  return (
    <>
      <ListSearch label="Buscar produtos" placeholder="Buscar por nome ou categoria..." query={query} />
      <AdminTable
        caption="Produtos da loja"
        columns={["Imagem", "Nome", "Categoria", "Preço", "Visível", "Ações"]}
        minWidth="min-w-[40rem]"
        className="mt-4"
        empty={shown.length === 0 && "Nenhum produto encontrado."}
      >
        {shown.map((p) => (
          <tr key={p.id} className="border-t border-stone-200 align-middle">
            <td className="px-3 py-2">
              <ProductImage src={p.imageUrl} alt="" width={48} height={48} className="size-12 rounded-lg text-[10px]" />
            </td>
            <td className="px-3 py-2 font-medium break-words">{p.name}</td>
            <td className="px-3 py-2">{p.category || "—"}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatBRL(p.priceCents)}</td>
            <td className="px-3 py-2">
              <VisibilityToggle id={p.id} visible={p.visible} label={p.name} />
            </td>
            <td className="px-3 py-2">
              <RowLinks to={`/admin/produtos/${p.id}`} label={p.name} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
