// Who may use the admin panel, decided on the server for every loader and
// action: an admin session (opened with the shop's admin password, a row in
// `sessions` with kind 'admin' behind its own cookie) or a signed-in user whose
// role is 'admin'. Nothing is decided by a flag in the browser.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { getSessionUser, hashToken, readCookie } from "~/domain/accounts/sessions.server";
import { countCredentialAttempt, type CredentialRules } from "~/platform/security/credential-limits.server";
import { markViewer, type Viewer } from "~/domain/accounts/viewer.server";
import { adminCookieName } from "./admin-cookie";
import type { RateLimiter, RateLimitRule } from "~/platform/security/rate-limit.server";
import { ADMIN_MESSAGES, type AdminActionData } from "~/domain/admin/forms/shared";

/** An admin session ends after this long without use. */
export const ADMIN_SESSION_IDLE_MS = 1000 * 60 * 60 * 12;
const TOUCH_EVERY_MS = 15 * 60_000;

/** 20 attempts from one address, counted before the password is checked, then a pause (a right password resets the count). */
export const ADMIN_LOGIN_RULE: RateLimitRule = { max: 20, windowMs: 15 * 60_000 };
/**
 * The panel has one password, so "the account" is the panel: addresses that
 * never opened it share 60 attempts an hour; those that did (last 30 days) are
 * held only by their own count (decision 015).
 */
export const ADMIN_LOGIN_LIMITS: CredentialRules = {
  perAccountAddress: ADMIN_LOGIN_RULE,
  perAccount: { max: 60, windowMs: 60 * 60_000 },
};

export interface AdminSessionContext {
  db: Database;
  config: { secureCookies: boolean; adminPassword: string };
  viewer?: Viewer;
}

export interface Admin {
  via: "password" | "user";
  /** Recorded in order_events: "admin" for the shared password, else the user's email. */
  actor: string;
  /** Shown in the panel's header. */
  name: string;
}

export { adminCookieName } from "./admin-cookie";

function adminCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${adminCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function adminToken(ctx: AdminSessionContext, request: Request): string | null {
  const token = readCookie(request.headers.get("Cookie"), adminCookieName(ctx.config.secureCookies));
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** Compares in constant time: both sides are hashed first, so neither length nor content leaks through timing. */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

/** The admin behind this request, or null. */
export async function getAdmin(ctx: AdminSessionContext, request: Request): Promise<Admin | null> {
  const token = adminToken(ctx, request);
  if (token) {
    markViewer(ctx, "admin");
    const idHash = hashToken(token);
    const [row] = await ctx.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), eq(sessions.kind, "admin"), gt(sessions.expiresAt, new Date())));
    if (row) {
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await ctx.db
          .update(sessions)
          .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + ADMIN_SESSION_IDLE_MS) })
          .where(eq(sessions.idHash, idHash));
      }
      return { via: "password", actor: "admin", name: "Administrador" };
    }
  }
  const user = await getSessionUser(ctx, request);
  if (user?.role === "admin") return { via: "user", actor: user.email, name: user.name || user.email };
  return null;
}

/**
 * The one guard of every admin loader and action. Without an admin it throws a
 * 403 data response: an action changes nothing (and the page's error boundary
 * shows the password dialog), the page loader turns it into the 'Acesso
 * Restrito' dialog state.
 */
export async function requireAdmin(ctx: AdminSessionContext, request: Request): Promise<Admin> {
  const admin = await getAdmin(ctx, request);
  if (admin) return admin;
  const body: AdminActionData & { adminRequired: true } = {
    ok: false,
    adminRequired: true,
    toast: { title: "Acesso negado", description: ADMIN_MESSAGES.adminRequired, variant: "destructive" },
  };
  throw data(body, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/** True for what requireAdmin throws when nobody is signed in to the panel. */
export function isAdminRequired(error: unknown): boolean {
  const body = (error as { data?: { adminRequired?: unknown } } | null)?.data;
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { init?: { status?: number } }).init?.status === 403 &&
    body?.adminRequired === true
  );
}

export type AdminSignInResult = { ok: true; cookie: string } | { ok: false; reason: "invalid" | "limited"; message: string };

interface SignInContext extends AdminSessionContext {
  rateLimiter: RateLimiter;
  logger: { warn(msg: string, fields?: Record<string, unknown>): void };
}

/**
 * Checks the admin password (count first: per address, and for addresses
 * that never opened the panel, all together) and opens an admin
 * session, ending the one this browser had.
 */
export async function signInAdmin(
  ctx: SignInContext,
  request: Request,
  password: string,
  ip: string,
): Promise<AdminSignInResult> {
  // Counted first: a parallel burst gets at most the limit's worth of password checks.
  const attempt = await countCredentialAttempt(ctx.rateLimiter, "admin-login", "panel", ip, ADMIN_LOGIN_LIMITS);
  if (!attempt.ok) return { ok: false, reason: "limited", message: attempt.message };
  if (!passwordMatches(password, ctx.config.adminPassword)) {
    ctx.logger.warn("Senha do painel incorreta", { ip });
    return { ok: false, reason: "invalid", message: ADMIN_MESSAGES.accessDenied.description };
  }
  await attempt.succeeded();
  const previous = adminToken(ctx, request);
  if (previous) await ctx.db.delete(sessions).where(and(eq(sessions.idHash, hashToken(previous)), eq(sessions.kind, "admin")));
  const token = randomBytes(32).toString("base64url");
  await ctx.db.insert(sessions).values({
    idHash: hashToken(token),
    kind: "admin",
    userId: null,
    expiresAt: new Date(Date.now() + ADMIN_SESSION_IDLE_MS),
  });
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { ok: true, cookie: adminCookie(token, ctx.config.secureCookies, Math.floor(ADMIN_SESSION_IDLE_MS / 1000)) };
}

/** Ends this browser's admin session (a customer session, if any, stays). Returns the clearing cookie. */
export async function signOutAdmin(ctx: AdminSessionContext, request: Request): Promise<string> {
  const token = adminToken(ctx, request);
  if (token) await ctx.db.delete(sessions).where(and(eq(sessions.idHash, hashToken(token)), eq(sessions.kind, "admin")));
  return adminCookie("", ctx.config.secureCookies, 0);
}
