// Public pages rendered once and served from memory to anonymous visitors,
// invalidated by the live-updates events (any process's writes) and a short TTL.
// What may be stored is proved, never guessed (decision 014): only a response
// whose route opted in and whose render resolved no viewer carries the
// PUBLIC_RENDER_HEADER (set by app/entry.server.tsx), and the request's viewer
// record must still be empty once the whole body has been read. Whom a stored
// page may be served to is asked with the cookie owners' own names and parser.
// Each response still gets its own CSP nonce: the cached HTML keeps a marker
// that is replaced per response, and the ETag carries the nonce it was sent with.
// Memory is bounded by bytes, not by entries (PAGE_CACHE_MAX_BYTES): the least
// recently used pages go first. Which addresses may be stored at all is part of
// the proof: the render carries it only for the address its route calls
// canonical (app/platform/http/public-page.ts), so made-up query parameters, values the
// page does not know, other letter cases or a trailing slash are rendered and
// never stored.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { isAnonymousRender, PUBLIC_RENDER_HEADER, type Viewer } from "~/domain/accounts/viewer.server";
import { presentsViewer } from "~/domain/accounts/viewer-cookies.server";
import type { LiveUpdates } from "~/platform/live/live-updates.server";
import { LIVE_TOPICS } from "~/platform/live/live-updates.server";
import { readSidebarOpen } from "~/platform/http/sidebar-cookie";

const TTL_MS = 60_000;
/** The default byte budget (PAGE_CACHE_MAX_BYTES). */
export const DEFAULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** One page may take at most this share of the budget, so a huge page never empties the cache. */
const MAX_ENTRY_SHARE = 16;

interface Entry {
  status: number;
  headers: [string, string][];
  /** The HTML as bytes, split where the nonce was: joined with each response's nonce. */
  parts: Buffer[];
  hash: string;
  /** What the entry holds in memory (body, headers, key), as counted against the budget. */
  bytes: number;
}

const NONCE_MARKER = "__LIFT_CSP_NONCE__";

export interface NodeResponseOptions {
  csp: (nonce: string) => string;
  newNonce: () => string;
  /** Headers the app's middleware adds to every response (security headers). */
  headers: [string, string][];
  onServed?: (fields: { method: string; path: string; status: number; ms: number; requestId: string }) => void;
}

export interface PageCache {
  /**
   * Answers from memory when it may, else renders; stores the render only when
   * it carries the proof of a public page and `viewer` is still empty after it.
   */
  handle(
    c: Context,
    nonce: string,
    render: () => Promise<Response>,
    csp: (nonce: string) => string,
    viewer?: Viewer,
  ): Promise<Response>;
  /**
   * The same cached pages straight on Node's request and response, before the
   * app's routing and middleware: one write per response. Returns false (and
   * touches nothing) when the request is not for a page in the cache.
   */
  serveNode(req: IncomingMessage, res: ServerResponse, options: NodeResponseOptions): boolean;
  clear(): void;
  /** Pages stored. */
  readonly size: number;
  /** Bytes they take, counted against the budget. */
  readonly bytes: number;
}

export interface PageCacheOptions {
  /** Over https the session cookies carry the __Host- prefix: the names the app reads. */
  secureCookies: boolean;
  /** Byte budget (PAGE_CACHE_MAX_BYTES); 0 keeps nothing. Default 32 MB. */
  pageCacheMaxBytes?: number;
}

/** A request a stored page may answer: a GET for a page (no file, no loader data) from nobody the app would recognise. */
function servable(method: string, path: string, cookie: string, secure: boolean): boolean {
  if (method !== "GET") return false;
  if (path.endsWith(".data") || path.includes(".")) return false;
  return !presentsViewer(cookie, secure);
}

/** The sidebar's state is part of the render (read with its owner's parser), so it is part of the key. */
function keyFor(cookie: string, pathAndSearch: string): string {
  return `${readSidebarOpen(cookie) ? "o" : "c"}|${pathAndSearch}`;
}

function cacheKey(c: Context): string {
  const url = new URL(c.req.url);
  return keyFor(c.req.header("Cookie") ?? "", `${url.pathname}${url.search}`);
}

/** The response without the internal proof header (it never leaves the server). */
function withoutProof(response: Response): Response {
  if (!response.headers.has(PUBLIC_RENDER_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(PUBLIC_RENDER_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const gzipAsync = promisify(gzip);
/** Accept-Encoding values the fast path answers itself: none (identity) or a plain "gzip" among others. */
const PLAIN_GZIP = /(?:^|,)\s*gzip\s*(?:,|$)/i;

function etagFor(entry: Entry, nonce: string): string {
  return `W/"${entry.hash}.${nonce}"`;
}

/** The nonce a browser's cached copy was sent with, when its ETag is for this version. */
function revalidatedNonce(ifNoneMatch: string | undefined, entry: Entry): string | null {
  const match = /^W\/"([0-9a-f]{16})\.([0-9a-f]{32})"$/.exec(ifNoneMatch?.trim() ?? "");
  return match && match[1] === entry.hash ? match[2]! : null;
}

/** The page with this response's nonce where the original had its own. */
function bodyWith(entry: Entry, nonce: string): Buffer {
  const marker = Buffer.from(nonce);
  return Buffer.concat(entry.parts.flatMap((part, i) => (i ? [marker, part] : [part])));
}

export function createPageCache(
  live: LiveUpdates,
  { secureCookies, pageCacheMaxBytes = DEFAULT_PAGE_CACHE_BYTES }: PageCacheOptions,
): PageCache {
  // lru-cache keeps the byte count and evicts least recently used first; an entry past its TTL is never returned.
  const entries =
    pageCacheMaxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: pageCacheMaxBytes,
          maxEntrySize: Math.max(1, Math.floor(pageCacheMaxBytes / MAX_ENTRY_SHARE)),
          sizeCalculation: (entry) => entry.bytes,
          ttl: TTL_MS,
        })
      : null;
  live.subscribe(LIVE_TOPICS, () => entries?.clear());

  function lookup(key: string): Entry | undefined {
    return entries?.get(key);
  }

  function respond(entry: Entry, nonce: string, csp: (nonce: string) => string, status = entry.status): Response {
    const headers = new Headers(entry.headers);
    headers.set("ETag", etagFor(entry, nonce));
    headers.set("Cache-Control", "private, no-cache");
    headers.set("Content-Security-Policy", csp(nonce));
    headers.set("X-Frame-Options", "DENY");
    if (status === 304) return new Response(null, { status, headers });
    headers.delete("Content-Length");
    return new Response(bodyWith(entry, nonce) as BodyInit, { status, headers });
  }

  function serveNode(req: IncomingMessage, res: ServerResponse, options: NodeResponseOptions): boolean {
    const started = performance.now();
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const cookie = req.headers.cookie ?? "";
    if (!path.startsWith("/") || !servable(method, path, cookie, secureCookies)) return false;
    const encoding = req.headers["accept-encoding"];
    if (encoding !== undefined && !PLAIN_GZIP.test(encoding)) return false;
    const entry = lookup(keyFor(cookie, url));
    if (!entry) return false;

    const previous = revalidatedNonce(req.headers["if-none-match"], entry);
    const nonce = previous ?? options.newNonce();
    const status = previous ? 304 : entry.status;
    const requestId = randomUUID();
    const headers: [string, string][] = [
      ...entry.headers,
      ["ETag", etagFor(entry, nonce)],
      ["Cache-Control", "private, no-cache"],
      ["Content-Security-Policy", options.csp(nonce)],
      ["X-Frame-Options", "DENY"],
      ...options.headers,
      ["X-Request-Id", requestId],
    ];
    const done = () => options.onServed?.({ method, path, status, ms: Math.round(performance.now() - started), requestId });
    if (status === 304) {
      res.writeHead(304, headers.flat()).end(done);
      return true;
    }
    const html = bodyWith(entry, nonce);
    if (encoding === undefined) {
      res.writeHead(status, [...headers, ["Content-Length", String(html.length)]].flat()).end(html, done);
      return true;
    }
    gzipAsync(html).then(
      (body) => {
        const zipped: [string, string][] = [
          ...headers,
          ["Content-Encoding", "gzip"],
          ["Vary", "Accept-Encoding"],
          ["Content-Length", String(body.length)],
        ];
        res.writeHead(status, zipped.flat()).end(body, done);
      },
      () => res.writeHead(status, [...headers, ["Content-Length", String(html.length)]].flat()).end(html, done),
    );
    return true;
  }

  return {
    get size() {
      return entries?.size ?? 0;
    },
    get bytes() {
      return entries?.calculatedSize ?? 0;
    },
    clear() {
      entries?.clear();
    },
    serveNode,
    async handle(c, nonce, render, csp, viewer) {
      if (!servable(c.req.method, c.req.path, c.req.header("Cookie") ?? "", secureCookies)) return withoutProof(await render());
      const key = cacheKey(c);
      const entry = lookup(key);
      if (entry) {
        const previous = revalidatedNonce(c.req.header("If-None-Match"), entry);
        return previous ? respond(entry, previous, csp, 304) : respond(entry, nonce, csp);
      }
      const rendered = await render();
      const proved = rendered.headers.get(PUBLIC_RENDER_HEADER) === "1";
      const response = withoutProof(rendered);
      const type = response.headers.get("Content-Type") ?? "";
      const cacheControl = response.headers.get("Cache-Control") ?? "";
      // Only a proved public render; never one that sets a cookie or asks not to be stored.
      if (
        !proved ||
        response.status !== 200 ||
        !type.startsWith("text/html") ||
        response.headers.has("Set-Cookie") ||
        /no-store|private/.test(cacheControl)
      ) {
        return response;
      }
      const html = await response.text();
      // The proof again once the whole body is rendered (a streamed part could have looked someone up).
      if (!entries || !html.includes(nonce) || !isAnonymousRender(viewer)) return new Response(html, response);
      const template = html.replaceAll(nonce, NONCE_MARKER);
      const parts = template.split(NONCE_MARKER).map((part) => Buffer.from(part));
      const headers = [...response.headers.entries()].filter(
        ([name]) => !["content-length", "etag", "content-security-policy"].includes(name),
      );
      const fresh: Entry = {
        status: 200,
        headers,
        parts,
        hash: createHash("sha256").update(template).digest("hex").slice(0, 16),
        bytes:
          parts.reduce((n, p) => n + p.byteLength, 0) + key.length + headers.reduce((n, [a, b]) => n + a.length + b.length, 0),
      };
      // Past the budget, the least recently used pages make room; a page larger than its share is not kept.
      entries.set(key, fresh);
      if (!entries.has(key)) return new Response(html, response);
      return respond(fresh, nonce, csp);
    },
  };
}
