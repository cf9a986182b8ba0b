// The opt-in of a route to the shared page cache (decision 014): a route
// module exports `handle = PUBLIC_PAGE` when its page is the same for every
// anonymous visitor. A route without it is never stored, whoever asks.
//
// A page is stored only under its canonical address: the path spelled as the
// route spells it (letter case, no trailing slash) and exactly the query
// parameters the page reads, with values it accepted. A route that reads
// some says which with `publicPage(canonicalQuery)`; PUBLIC_PAGE reads none.
// Any other address of the same page (made-up parameters, unknown values,
// `/LOJA`) is rendered for whoever asks and never stored: every address of a
// page echoes its query in the HTML (the sidebar form returns to it), so only
// the canonical one is known to be the render that is kept, and made-up
// addresses cannot fill the cache.

/** The query parameters, with their values, that a render stands for; null, undefined or "" means absent. */
export type CanonicalQuery<Data> = (search: URLSearchParams, data: Data) => Record<string, string | number | null | undefined>;

export interface PublicPageHandle {
  cache: "public";
  canonicalQuery?: CanonicalQuery<unknown>;
}

/** A public page that reads no query parameter. */
export const PUBLIC_PAGE: PublicPageHandle = { cache: "public" };

/** A public page that reads query parameters: `canonicalQuery` names them, with the values this render accepted (from its loader's data). */
export function publicPage<Data>(canonicalQuery: CanonicalQuery<Data>): PublicPageHandle {
  return { cache: "public", canonicalQuery: canonicalQuery as CanonicalQuery<unknown> };
}

export function isPublicPage(handle: unknown): handle is PublicPageHandle {
  return typeof handle === "object" && handle !== null && (handle as { cache?: unknown }).cache === "public";
}

/** The part of a React Router match this needs (the server's matches, root first). */
export interface RouteMatchLike {
  route: { path?: string };
  params: Record<string, string | undefined>;
}

/** The path as the matched routes spell it, parameters percent-encoded; null for a splat (no single spelling). */
export function canonicalPath(matches: readonly RouteMatchLike[]): string | null {
  const params = matches[matches.length - 1]?.params ?? {};
  const segments: string[] = [];
  for (const match of matches) {
    for (const segment of (match.route.path ?? "").split("/")) {
      if (!segment) continue;
      if (segment === "*") return null;
      if (!segment.startsWith(":")) {
        segments.push(segment);
        continue;
      }
      const optional = segment.endsWith("?");
      const value = params[segment.slice(1, optional ? -1 : undefined)];
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      segments.push(encodeURIComponent(value));
    }
  }
  return `/${segments.join("/")}`;
}

/** Whether the query holds exactly the canonical parameters, each once, with their values (in any order). */
function hasCanonicalQuery(search: URLSearchParams, canonical: ReturnType<CanonicalQuery<unknown>>): boolean {
  const wanted = Object.entries(canonical).filter(([, v]) => v !== null && v !== undefined && v !== "");
  if ([...search.keys()].length !== wanted.length) return false;
  return wanted.every(([name, value]) => search.getAll(name).length === 1 && search.get(name) === String(value));
}

/**
 * Whether `url` is the address under which this render may be stored: the
 * route's own spelling of the path and exactly its canonical query.
 */
export function isCanonicalAddress(
  handle: PublicPageHandle,
  url: URL,
  matches: readonly RouteMatchLike[],
  leafData: unknown,
): boolean {
  if (canonicalPath(matches) !== url.pathname) return false;
  return hasCanonicalQuery(url.searchParams, handle.canonicalQuery?.(url.searchParams, leafData) ?? {});
}
