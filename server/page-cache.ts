// Public pages rendered once and served from memory to anonymous visitors,
// invalidated by the live-updates events (any process's writes) and a short TTL.
// Each response still gets its own CSP nonce: the cached HTML keeps a marker
// that is replaced per response, and the ETag carries the nonce it was sent with.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { LiveUpdates } from "~/domain/live/live-updates.server";
import { LIVE_TOPICS } from "~/domain/live/live-updates.server";

const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const MAX_BODY = 2 * 1024 * 1024;
const PRIVATE_PREFIXES = [
  "/admin",
  "/auth",
  "/dashboard",
  "/perfil",
  "/pedidos",
  "/pedido-confirmado",
  "/pagamento",
  "/pagar",
  "/reset-password",
  "/api",
  "/dev",
  "/webhooks",
  "/events",
  "/files",
  "/checkout",
];
/** Cookies that make a page personal (session, admin session, one-time toast, last order). */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Host-)?(?:lift_session|lift_admin|flash-toast|ultimo-pedido)=/;

interface Entry {
  status: number;
  headers: [string, string][];
  /** HTML with the nonce replaced by NONCE_MARKER. */
  template: string;
  hash: string;
  storedAt: number;
}

const NONCE_MARKER = "__LIFT_CSP_NONCE__";

export interface PageCache {
  handle(c: Context, nonce: string, render: () => Promise<Response>, csp: (nonce: string) => string): Promise<Response>;
  clear(): void;
  readonly size: number;
}

export function isCacheable(c: Context): boolean {
  if (c.req.method !== "GET") return false;
  const path = c.req.path;
  if (path.endsWith(".data") || path.includes(".")) return false;
  if (PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return !PERSONAL_COOKIES.test(c.req.header("Cookie") ?? "");
}

function cacheKey(c: Context): string {
  const sidebar = /sidebar:state=false/.test(c.req.header("Cookie") ?? "") ? "c" : "o";
  const url = new URL(c.req.url);
  return `${sidebar}|${url.pathname}${url.search}`;
}

function etagFor(entry: Entry, nonce: string): string {
  return `W/"${entry.hash}.${nonce}"`;
}

/** The nonce a browser's cached copy was sent with, when its ETag is for this version. */
function revalidatedNonce(ifNoneMatch: string | undefined, entry: Entry): string | null {
  const match = /^W\/"([0-9a-f]{16})\.([0-9a-f]{32})"$/.exec(ifNoneMatch?.trim() ?? "");
  return match && match[1] === entry.hash ? match[2]! : null;
}

export function createPageCache(live: LiveUpdates): PageCache {
  const entries = new Map<string, Entry>();
  live.subscribe(LIVE_TOPICS, () => entries.clear());

  function respond(entry: Entry, nonce: string, csp: (nonce: string) => string, status = entry.status): Response {
    const headers = new Headers(entry.headers);
    headers.set("ETag", etagFor(entry, nonce));
    headers.set("Cache-Control", "private, no-cache");
    headers.set("Content-Security-Policy", csp(nonce));
    headers.set("X-Frame-Options", "DENY");
    if (status === 304) return new Response(null, { status, headers });
    headers.delete("Content-Length");
    return new Response(entry.template.replaceAll(NONCE_MARKER, nonce), { status, headers });
  }

  return {
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
    async handle(c, nonce, render, csp) {
      if (!isCacheable(c)) return render();
      const key = cacheKey(c);
      let entry = entries.get(key);
      if (entry && Date.now() - entry.storedAt > TTL_MS) {
        entries.delete(key);
        entry = undefined;
      }
      if (entry) {
        const previous = revalidatedNonce(c.req.header("If-None-Match"), entry);
        return previous ? respond(entry, previous, csp, 304) : respond(entry, nonce, csp);
      }
      const response = await render();
      const type = response.headers.get("Content-Type") ?? "";
      const cacheControl = response.headers.get("Cache-Control") ?? "";
      // A page that asks not to be stored (personal links, signed pages) is not kept either.
      if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie") || /no-store|private/.test(cacheControl)) {
        return response;
      }
      const html = await response.text();
      if (html.length > MAX_BODY || !html.includes(nonce)) return new Response(html, response);
      const template = html.replaceAll(nonce, NONCE_MARKER);
      const fresh: Entry = {
        status: 200,
        headers: [...response.headers.entries()].filter(([name]) => !["content-length", "etag", "content-security-policy"].includes(name)),
        template,
        hash: createHash("sha256").update(template).digest("hex").slice(0, 16),
        storedAt: Date.now(),
      };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, fresh);
      return respond(fresh, nonce, csp);
    },
  };
}
