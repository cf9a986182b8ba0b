// The Produtos page: every product (hidden ones too) with its image, name,
// category, price, a show/hide switch and links to edit or delete. Fits
// 1280 px beside the admin's menu; on a phone the table scrolls inside its own box.
import { ProductImage } from "~/components/product-image";
import type { AdminProductRow } from "~/domain/catalog/admin-products.server";
import { formatBRL } from "~/lib/money";
import { AdminList } from "../admin-list";
import type { AdminReply } from "../fields";

export function ProductList({ products, query, reply }: { products: AdminProductRow[]; query: string; reply: AdminReply }) {
  return (
    <AdminList
      list="/admin/produtos"
      title="Produtos"
      description={`${products.length} produtos, visíveis e ocultos.`}
      addLabel="Novo produto"
      panelTitle="Lista de produtos"
      items={products}
      query={query}
      search={{ label: "Buscar produtos", placeholder: "Buscar por nome ou categoria...", in: (p) => [p.name, p.category] }}
      table={{ caption: "Produtos da loja", columns: ["Imagem", "Nome", "Categoria", "Preço"], minWidth: "min-w-[40rem]" }}
      empty={{ noMatch: "Nenhum produto encontrado." }}
      labelOf={(p) => p.name}
      visibility={{ of: (p) => p.visible, reply }}
      cells={(p) => (
        <>
          <td className="px-3 py-2">
            <ProductImage src={p.imageUrl} alt="" width={48} height={48} className="size-12 rounded-lg text-[10px]" />
          </td>
          <td className="px-3 py-2 font-medium break-words">{p.name}</td>
          <td className="px-3 py-2">{p.category || "—"}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatBRL(p.priceCents)}</td>
        </>
      )}
    />
  );
}
