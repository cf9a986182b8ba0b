// Security at the edge of every request: headers (CSP with a per-request
// nonce), cross-site request refusal for state-changing methods, body limits.
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "~/config.server";
import { type AdminSessionContext, getAdmin } from "~/domain/admin/admin-session.server";
import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";
import type { Logger } from "~/logger.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Paths that receive posts from other sites by design (signed by the sender instead). */
const CROSS_SITE_ALLOWED = ["/webhooks/"];
const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Admin uploads: two files of 10 MB plus the form. */
const ADMIN_BODY_LIMIT = 22 * 1024 * 1024;
/** On the admin's paths, what a request that has not proved an admin may send: the panel's sign-in form and more. */
export const UNPROVED_ADMIN_BODY_LIMIT = 64 * 1024;

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

/** The refusal of a body on the admin's paths from someone who has not proved an admin (the panel shows its sign-in on a 403). */
function adminRequired(c: Context): Response {
  return c.json({ error: ADMIN_MESSAGES.adminRequired }, 403, { "Cache-Control": "no-store" });
}

export interface BodyLimitOptions {
  /** Whether the request comes from an admin: decided from its cookies alone, never its body. */
  isAdmin(request: Request): Promise<boolean>;
}

/** The app's own admin check (getAdmin: the panel's session or a user with the admin role); a failing lookup proves nothing. */
export function adminCheck(ctx: AdminSessionContext & { logger: Pick<Logger, "warn"> }): BodyLimitOptions["isAdmin"] {
  return async (request) => {
    try {
      return (await getAdmin({ db: ctx.db, config: ctx.config }, request)) !== null;
    } catch (error) {
      ctx.logger.warn("Falha ao verificar o administrador antes de ler o corpo", { reason: String(error) });
      return false;
    }
  };
}

/**
 * Request bodies have limits: 1 MB, 22 MB for the admin's uploads. The large
 * allowance is only for an admin, proved from the cookies before a byte of
 * the body is read: anyone else gets 64 KB on the admin's paths (its sign-in
 * form fits), refused with a 403 (as the route would) without reading more.
 * A declared length is checked before anything is read. A chunked body (no
 * length) is read here, counted, and refused once past the limit; within it,
 * the routes get it whole with its length, so no route ever meets a body that
 * fails half-way (which would surface as a 500).
 */
export function bodyLimits(options: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const declared = c.req.header("Content-Length");
    const length = Number(declared ?? "0");
    let limit = bodyLimitOf(c.req.path);
    if (!Number.isFinite(length) || length > limit) return refuseUnread(c, bodyTooLarge(c, limit));
    // The admin's allowance needs the admin; a body that fits the small limit anyway is left to the route's own check.
    let proved = true;
    const mayBeLarge = declared === undefined ? c.req.raw.body !== null : length > UNPROVED_ADMIN_BODY_LIMIT;
    if (limit === ADMIN_BODY_LIMIT && mayBeLarge && !(await options.isAdmin(c.req.raw))) {
      proved = false;
      limit = UNPROVED_ADMIN_BODY_LIMIT;
      if (length > limit) return refuseUnread(c, adminRequired(c));
    }
    if (declared === undefined && c.req.raw.body) {
      // Past the limit, some of the rest is dropped so the client can read our answer: much for someone who proved who they are.
      const body = await readWithin(c.req.raw.body, limit, proved ? DISCARD_AT_MOST : ANSWER_WINDOW);
      if (!body) return proved ? bodyTooLarge(c, limit) : adminRequired(c);
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
/**
 * A body refused unread still has bytes on the way. Node ends a connection
 * whose answer is sent before its request has fully arrived, and a close with
 * bytes still unread resets it: the client may see a broken pipe instead of
 * our answer. Dropping this much (never kept) gives the answer time to be read.
 */
const ANSWER_WINDOW = 1024 * 1024;

/** The refusal of a body nobody read: up to ANSWER_WINDOW of it is dropped in the background (nothing is kept). */
function refuseUnread(c: Context, refusal: Response): Response {
  const body = c.req.raw.body;
  if (body && !body.locked) void discardRest(body.getReader(), ANSWER_WINDOW);
  return refusal;
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, atMost: number): Promise<void> {
  let dropped = 0;
  try {
    while (dropped <= atMost) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to drop.
  }
}

/** The whole body, or null as soon as it passes `limit` bytes (then at most `discard` more bytes are read and dropped). */
async function readWithin(stream: ReadableStream<Uint8Array>, limit: number, discard: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > limit) {
        if (discard > 0) void discardRest(reader, discard);
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
