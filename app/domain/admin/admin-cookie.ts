// The admin session cookie's name, the one source for every reader (the admin
// guard, the page cache's test of who may get a shared page). Kept apart from
// admin-session.server.ts so reading the name does not load the panel's forms.

/** Separate from the customer's session cookie. */
export const ADMIN_COOKIE = "lift_admin";

/** __Host- prefixed (and Secure) over https. */
export function adminCookieName(secure: boolean): string {
  return secure ? `__Host-${ADMIN_COOKIE}` : ADMIN_COOKIE;
}
