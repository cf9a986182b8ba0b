// The opt-in of a route to the shared page cache (decision 014): a route
// module exports `handle = PUBLIC_PAGE` when its page is the same for every
// anonymous visitor. A route without it is never stored, whoever asks.
export const PUBLIC_PAGE = { cache: "public" } as const;

export function isPublicPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { cache?: unknown }).cache === "public";
}
