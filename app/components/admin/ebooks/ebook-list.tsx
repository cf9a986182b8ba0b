// The E-books page: cover, title (and a warning when its PDF is missing),
// description, price, premium, and links to edit or delete.
import { ProductImage } from "~/components/product-image";
import type { AdminEbookRow } from "~/domain/content/admin-ebooks.server";
import { formatBRL } from "~/lib/money";
import { AdminList } from "../admin-list";

export function EbookList({ ebooks, query }: { ebooks: AdminEbookRow[]; query: string }) {
  return (
    <AdminList
      list="/admin/ebooks"
      title="E-books"
      description={`${ebooks.length} e-books cadastrados.`}
      addLabel="Novo e-book"
      panelTitle="E-books cadastrados"
      items={ebooks}
      query={query}
      search={{ label: "Buscar e-books", placeholder: "Buscar por título ou descrição...", in: (e) => [e.title, e.description] }}
      table={{ caption: "E-books", columns: ["Capa", "Título", "Descrição", "Preço", "Premium"], minWidth: "min-w-[44rem]" }}
      empty={{ none: "Nenhum e-book cadastrado ainda.", noMatch: "Nenhum e-book encontrado." }}
      labelOf={(e) => e.title}
      cells={(e) => (
        <>
          <td className="px-3 py-2">
            <ProductImage src={e.coverUrl} alt="" width={40} height={56} className="h-14 w-10 rounded text-[9px]" />
          </td>
          <td className="px-3 py-2 font-medium break-words">
            {e.title}
            {!e.hasFile ? <span className="mt-1 block text-xs font-normal text-red-800">Sem arquivo PDF</span> : null}
          </td>
          <td className="max-w-xs px-3 py-2 text-stone-700">
            <span className="line-clamp-2">{e.description || "—"}</span>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{e.premium && e.priceCents ? formatBRL(e.priceCents) : "Grátis"}</td>
          <td className="px-3 py-2">
            <span
              className={
                e.premium
                  ? "rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-stone-900"
                  : "text-xs text-stone-700"
              }
            >
              {e.premium ? "Premium" : "Não"}
            </span>
          </td>
        </>
      )}
    />
  );
}
