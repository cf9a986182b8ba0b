// Page numbers from the address bar ("?pagina=2"), safe against anything typed there.

/** The page asked for: a whole number from 1, anything else is page 1. */
export function pageFromParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The same address on another page (page 1 has no parameter, so it stays canonical). */
export function pageHref(pathname: string, search: URLSearchParams, page: number, param = "pagina"): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
