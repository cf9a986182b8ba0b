// What every admin page shares on the server: its headers (never cached nor
// indexed) and where an old single-page address (`/admin?aba=…`, from before
// each section had its own page) now lives.

/** Every admin page and answer: never stored by a cache, never indexed. */
export const ADMIN_PAGE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** Old tab → its page. */
const OLD_TABS: Record<string, string> = {
  pedidos: "/admin/pedidos",
  produtos: "/admin/produtos",
  adicionar: "/admin/produtos/novo",
  ebooks: "/admin/ebooks",
  blog: "/admin/blog",
  receitas: "/admin/receitas",
  assinantes: "/admin/assinantes",
  funil: "/admin/funil",
  resultados: "/admin/resultados",
};

/** Tabs whose `?editar=ID` opened one item: now `/admin/{section}/{id}`. */
const EDITABLE = new Set(["produtos", "ebooks", "blog", "receitas"]);

/**
 * The page an old `/admin?aba=…` address means, with the query it still
 * carries (the filters of Pedidos, the period of Funil and Resultados), or
 * null when the address is not an old one.
 */
export function oldAdminAddress(url: URL): string | null {
  const tab = url.searchParams.get("aba");
  if (tab === null) return null;
  const page = Object.hasOwn(OLD_TABS, tab) ? OLD_TABS[tab]! : "/admin";
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("aba");
  const edit = rest.get("editar");
  rest.delete("editar");
  // The old order dialog (?pedido=UUID): the order's page answers to its id too.
  const order = rest.get("pedido");
  rest.delete("pedido");
  if (tab === "pedidos" && order && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(order))
    return `/admin/pedidos/${order.toLowerCase()}`;
  if (EDITABLE.has(tab) && edit && /^\d{1,9}$/.test(edit)) return `${page}/${edit}`;
  const query = rest.toString();
  return query ? `${page}?${query}` : page;
}
