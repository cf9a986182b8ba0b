// What the header search finds besides products: the shop's pages whose name
// contains the text. One list for the search dialog and the /busca page.
import { clubPath, type Brand } from "~/lib/brand";

export interface SearchHit {
  name: string;
  href: string;
}

/** The page the header search form posts to without scripts (GET /busca?q=…). */
export const SEARCH_PAGE = "/busca";
export const SEARCH_FIELD = "q";
/** The search dialog and the /busca page use the same texts. */
export const SEARCH_TEXTS = {
  pages: "Páginas",
  products: "Produtos",
  empty: "Nenhum resultado encontrado.",
} as const;

export function matchingPages(brand: Brand, text: string): SearchHit[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return [
    { name: `Clube ${brand.name}`, href: clubPath(brand) },
    { name: "Loja", href: "/loja" },
  ].filter((page) => page.name.toLowerCase().includes(wanted));
}

/** A product's page in the results. */
export function productHref(id: number): string {
  return `/produto/${id}`;
}
