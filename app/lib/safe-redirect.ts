// The shop's one check of a path that came from the client (a form field, a
// query parameter, a Referer) before it becomes a redirect's Location: the
// sidebar's return, the sign-in's and the panel's return after login, the
// order form's way back, a checkout's return paths. Pure: the browser may use it too.
//
// Only printable ASCII is accepted: a browser drops TAB, CR and LF inside a
// URL (so "/\t/evil.example" is read as "//evil.example"), treats "\" as "/",
// and a header cannot hold CR, LF or anything past U+00FF (U+2028 in a
// Location makes the response itself fail). The paths the shop's own pages
// send (location.pathname + search) are percent-encoded, hence ASCII already.

/** Longer return paths than any page of the shop has are refused. */
const MAX_LENGTH = 2000;

/** Printable ASCII (U+0021–U+007E) without "\": no controls, spaces, DEL, C1, U+2028/2029 or anything non-ASCII. */
function isPlainAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f || c === 0x5c) return false;
  }
  return true;
}

/** Controls (C0, DEL, C1), the line and paragraph separators, and "\\": what a decoded path part must not hold. */
function hasBreakingCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c === 0x5c) return true;
  }
  return false;
}

/** Any origin stands in for "this site": the shop's origin is never needed to decide. */
const HERE = "http://lift.invalid";

/**
 * True when `value` is a path on this site ("/pedidos?x=1"): starts with one
 * "/", not "//" (another host) nor any scheme, holds only printable ASCII
 * without "\", and its path part still names this site once percent-decoded
 * ("/%2F%2Fevil.example" and "/%0d%0a…" are refused too, so no later step that
 * decodes the path can turn it into another host or a header break).
 */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return false;
  if (!isPlainAscii(value) || value[0] !== "/" || value[1] === "/") return false;
  const pathPart = value.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return false;
  }
  if (decoded.startsWith("//") || hasBreakingCharacter(decoded)) return false;
  try {
    return new URL(value, HERE).origin === HERE;
  } catch {
    return false;
  }
}

export interface SafeRedirectOptions {
  /** Where to go when the value is refused (a constant path of the shop). Default "/". */
  fallback?: string;
  /** Only paths under this section are accepted ("/admin": "/admin", "/admin/…", "/admin?…"). */
  within?: string;
}

/** `value` when it is a safe same-site path (and inside `within`, when given); the fallback otherwise. */
export function safeRedirectPath(value: unknown, options: SafeRedirectOptions = {}): string {
  const fallback = options.fallback ?? "/";
  if (!isSafeRedirectPath(value)) return fallback;
  const within = options.within;
  if (within && !(value === within || [`${within}/`, `${within}?`, `${within}#`].some((p) => value.startsWith(p))))
    return fallback;
  return value;
}
