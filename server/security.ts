// Security at the edge of every request: headers (CSP with a per-request
// nonce), cross-site request refusal for state-changing methods, body limits.
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "~/config.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Paths that receive posts from other sites by design (signed by the sender instead). */
const CROSS_SITE_ALLOWED = ["/webhooks/"];
const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Admin uploads: two files of 10 MB plus the form. */
const ADMIN_BODY_LIMIT = 22 * 1024 * 1024;

// Random bytes drawn 4 KB at a time: one call into the CSPRNG per 256 nonces
// instead of one per response. Every nonce still gets its own fresh bytes.
let pool = Buffer.alloc(0);
let offset = 0;

export function newNonce(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  const nonce = pool.toString("hex", offset, offset + 16);
  offset += 16;
  return nonce;
}

export function contentSecurityPolicy(nonce: string, config: Pick<Config, "stripe">): string {
  const formTargets = ["'self'", ...(config.stripe ? ["https://checkout.stripe.com"] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formTargets.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers every response carries, whatever it is (the page cache's fast path sends them too). */
export function baseSecurityHeaders(config: Pick<Config, "publicUrl">): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...(config.publicUrl.startsWith("https:")
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
  ];
}

/** Headers for every response; HTML pages get the CSP with this request's nonce. */
export function securityHeaders(config: Config): MiddlewareHandler {
  const https = config.publicUrl.startsWith("https:");
  const base = baseSecurityHeaders(config);
  return async (c, next) => {
    const nonce = newNonce();
    c.set("cspNonce" as never, nonce as never);
    await next();
    const h = c.res.headers;
    for (const [name, value] of base) h.set(name, value);
    if (https) {
      // Over https every cookie is Secure (sessions also get __Host-; toasts and the last order get it here).
      const cookies = h.getSetCookie();
      if (cookies.some((cookie) => !/;\s*secure\s*(;|$)/i.test(cookie))) {
        h.delete("Set-Cookie");
        for (const cookie of cookies) h.append("Set-Cookie", /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
      }
    }
    // Files set their own, stricter policy (served objects may be framed by our PDF reader).
    if (!h.has("Content-Security-Policy")) {
      h.set("Content-Security-Policy", contentSecurityPolicy(nonce, config));
      h.set("X-Frame-Options", "DENY");
    }
  };
}

export function cspNonceOf(c: Context): string {
  return (c.get("cspNonce" as never) as string | undefined) ?? newNonce();
}

function sameOrigin(value: string, allowed: Set<string>): boolean {
  try {
    return allowed.has(new URL(value).origin);
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests from other sites: a foreign Origin, or a
 * browser request (Sec-Fetch-Site) that is not same-origin. Server-to-server
 * calls (no Origin, no Sec-Fetch-Site) go through to their own authorisation.
 */
export function crossSiteGuard(config: Config): MiddlewareHandler {
  const publicOrigin = new URL(config.publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || CROSS_SITE_ALLOWED.some((p) => c.req.path.startsWith(p))) return next();
    const allowed = new Set([publicOrigin, new URL(c.req.url).origin]);
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    const refused = origin
      ? origin === "null" || !sameOrigin(origin, allowed)
      : site !== undefined && site !== "same-origin" && site !== "none";
    if (refused) {
      return c.json({ error: "Requisição recusada: origem não permitida." }, 403);
    }
    return next();
  };
}

/**
 * Addresses that no page of ours has: a NUL byte (PostgreSQL text cannot hold
 * one, so it would surface as a database error) or a path whose percent
 * escapes do not decode. Refused with a 400 before any route sees them.
 */
export function malformedUrlGuard(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.url;
    let bad = /%00/i.test(raw) || raw.includes("\0");
    if (!bad) {
      try {
        decodeURIComponent(new URL(raw).pathname);
      } catch {
        bad = true;
      }
    }
    if (bad) return c.json({ error: "Endereço inválido." }, 400);
    return next();
  };
}

/** The pt-BR refusal of a body past its limit (JSON: every endpoint answers it the same way). */
export function bodyTooLarge(c: Context, limit: number): Response {
  return c.json({ error: `O envio excede o limite de ${Math.round(limit / 1024 / 1024)} MB.` }, 413);
}

/** The limit of a path's body: 1 MB, 22 MB for the admin's uploads. */
export function bodyLimitOf(path: string): number {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.") ? ADMIN_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

/**
 * Request bodies have limits: 1 MB, 22 MB for the admin's uploads. A declared
 * length is checked before anything is read. A chunked body (no length) is
 * read here, counted, and refused with the same 413 once past the limit; within
 * it, the routes get it whole with its length, so no route ever meets a body
 * that fails half-way (which would surface as a 500).
 */
export function bodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const limit = bodyLimitOf(c.req.path);
    const declared = c.req.header("Content-Length");
    const length = Number(declared ?? "0");
    if (!Number.isFinite(length) || length > limit) return bodyTooLarge(c, limit);
    if (declared === undefined && c.req.raw.body) {
      const body = await readWithin(c.req.raw.body, limit);
      if (!body) return bodyTooLarge(c, limit);
      const headers = new Headers(c.req.raw.headers);
      headers.delete("Transfer-Encoding");
      headers.set("Content-Length", String(body.byteLength));
      c.req.raw = new Request(c.req.raw.url, {
        method: c.req.raw.method,
        headers,
        body: body as BodyInit,
        signal: c.req.raw.signal,
      });
    }
    return next();
  };
}

/** Most of what a client sends past the limit is read and dropped, so it can read our 413 instead of a broken pipe. */
const DISCARD_AT_MOST = 16 * 1024 * 1024;

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let dropped = 0;
  try {
    while (dropped <= DISCARD_AT_MOST) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** The whole body, or null as soon as it passes `limit` bytes (the rest is not read). */
async function readWithin(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > limit) {
        void discardRest(reader);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // The client went away mid-body: nothing to answer; treat as refused.
    return null;
  }
  return Buffer.concat(chunks, seen);
}
