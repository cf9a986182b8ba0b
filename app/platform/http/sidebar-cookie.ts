// The sidebar's expanded/collapsed state, remembered for 7 days (spec).
export const SIDEBAR_COOKIE = "sidebar:state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

export function readSidebarOpen(cookieHeader: string | null): boolean {
  if (!cookieHeader) return true;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return value !== "false";
  }
  return true;
}

export function sidebarCookieValue(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The desktop toggle's form without scripts: the server flips the cookie and sends the shopper back. */
export const SIDEBAR_FORM_ACTION = "/menu-lateral";
export const SIDEBAR_OPEN_FIELD = "aberto";
export const SIDEBAR_RETURN_FIELD = "volta";
