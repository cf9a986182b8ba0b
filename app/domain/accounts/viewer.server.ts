// Who a page was rendered for, as the render itself found out (decision 014).
// Each request gets one Viewer record in its load context; the lookups that
// read a personal cookie (session, admin session, subscription, one-time
// toast, the no-script quiz's answers) mark it. A shared cache may keep a page only when the route opted in
// and its render left this record empty: the proof travels with the response,
// nobody guesses from the request.

/** What a render can have resolved about its viewer. */
export type ViewerPart = "session" | "admin" | "subscription" | "toast" | "quiz";

export interface Viewer {
  /** What the render's lookups read; empty for an anonymous render. */
  readonly resolved: Set<ViewerPart>;
}

export function createViewer(): Viewer {
  return { resolved: new Set() };
}

/** Marks the request's viewer (contexts without one, e.g. background jobs and tests, are left alone). */
export function markViewer(ctx: { viewer?: Viewer } | null | undefined, part: ViewerPart): void {
  ctx?.viewer?.resolved.add(part);
}

export function isAnonymousRender(viewer: Viewer | undefined): boolean {
  return viewer !== undefined && viewer.resolved.size === 0;
}

/**
 * Set by the server entry on a page whose route opted in (`handle.cache =
 * "public"`) and whose render resolved nobody; the page cache keeps only
 * responses that carry it and removes it from every response it passes on.
 */
export const PUBLIC_RENDER_HEADER = "X-Lift-Public-Render";
