// The e-book store's categories: pure data, shared by the page and the server
// (the SQL for each selection is in ./ebooks.server.ts, SELECTIONS).
/**
 * The `categoria` query parameter of /ebooks (docs/decisions/007):
 *
 * - ofertas       premium e-books with a price and a higher compare-at price
 *                 (a real discount), cheapest price first; ties: bigger
 *                 discount first, then newest.
 * - promocoes     any e-book whose compare-at price is above its price (a free
 *                 e-book counts as price 0), biggest discount in reais first;
 *                 ties: newest first.
 * - mais-vendidos every e-book, most downloads first; ties: newest first.
 * - lancamentos   every e-book, newest first (created_at).
 * - gratuitos     e-books that are not premium, newest first.
 *
 * Without a category (or with an unknown one) the page lists everything,
 * newest first. The "eBooks Premium" section uses the internal "premium"
 * selection (premium, newest first), which is not a `categoria` value.
 */
export const EBOOK_CATEGORIES = [
  { slug: "ofertas", name: "Ofertas do dia", description: "E-books premium com desconto, do menor preço ao maior." },
  { slug: "promocoes", name: "Promoções", description: "Todos os e-books com preço promocional, do maior desconto ao menor." },
  { slug: "mais-vendidos", name: "Mais vendidos", description: "Os e-books mais baixados pelos leitores." },
  { slug: "lancamentos", name: "Lançamentos", description: "Os e-books mais recentes da biblioteca." },
  { slug: "gratuitos", name: "Gratuitos", description: "E-books para baixar e ler sem pagar nada." },
] as const;

export type EbookCategory = (typeof EBOOK_CATEGORIES)[number];
export type EbookCategorySlug = EbookCategory["slug"];
export type EbookSelection = EbookCategorySlug | "todos" | "premium";

export function findEbookCategory(slug: string | null | undefined): EbookCategory | null {
  return EBOOK_CATEGORIES.find((c) => c.slug === slug) ?? null;
}
