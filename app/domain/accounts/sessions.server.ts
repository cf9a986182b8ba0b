// Sessions live in the database; the cookie carries only a random token whose
// SHA-256 is the row's key (docs/decisions/004).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { profiles, sessions, users } from "~/db/schema";
import { markViewer, type Viewer } from "./viewer.server";

/** A session ends after this long without use. */
export const SESSION_IDLE_MS = 1000 * 60 * 60 * 24 * 14;
/** How often a used session's expiry is pushed forward (saves a write per request). */
const TOUCH_EVERY_MS = 60 * 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The customer session cookie's name (the one source; decision 004). */
export const SESSION_COOKIE = "lift_session";

/** Over https the cookie is __Host- prefixed and Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * The app's one cookie parser for its own cookies: `;`-separated pairs, name
 * and value trimmed of spaces and tabs, an RFC 6265 quoted value unquoted, the
 * first pair with exactly this name wins. Names are case-sensitive, as browsers send them.
 */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      let value = part.slice(index + 1).trim();
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface SessionUser {
  id: string;
  email: string;
  role: "customer" | "admin";
  name: string;
  emailConfirmed: boolean;
  createdAt: Date;
}

export interface CookieOptions {
  secure: boolean;
}

export function sessionCookie(token: string, { secure }: CookieOptions): string {
  return [
    `${sessionCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.floor(SESSION_IDLE_MS / 1000)}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearSessionCookie({ secure }: CookieOptions): string {
  return [`${sessionCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

function tokenFrom(request: Request, options: CookieOptions): string | null {
  const token = readCookie(request.headers.get("Cookie"), sessionCookieName(options.secure));
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * Stamps the account's last sign-in or visit, which outlives the session rows
 * (retention anonymises accounts unseen for RETENTION_INACTIVE_CUSTOMER_YEARS).
 * Plain SQL so the profile's updated_at is left alone.
 */
async function markUserSeen(db: Database, userId: string): Promise<void> {
  await db.execute(sql`UPDATE ${users} SET last_seen_at = now() WHERE id = ${userId}`);
}

/** Starts a session for the user, ending the one this browser had (rotation at sign-in). */
export async function createUserSession(ctx: SessionContext, request: Request, userId: string): Promise<string> {
  const { db } = ctx;
  const options = cookieOptions(ctx);
  const previous = tokenFrom(request, options);
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(sessions)
    .values({ idHash: hashToken(token), kind: "user", userId, expiresAt: new Date(Date.now() + SESSION_IDLE_MS) });
  await markUserSeen(db, userId);
  // Expired rows of anyone are cleaned up opportunistically.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return sessionCookie(token, options);
}

/** What the session functions need from the services. */
export interface SessionContext {
  db: Database;
  config: { secureCookies: boolean };
  /** This request's viewer record (pages): marked when a session cookie is read (decision 014). */
  viewer?: Viewer;
}

export function cookieOptions(ctx: SessionContext): CookieOptions {
  return { secure: ctx.config.secureCookies };
}

export async function getSessionUser(ctx: SessionContext, request: Request): Promise<SessionUser | null> {
  const db = ctx.db;
  const token = tokenFrom(request, cookieOptions(ctx));
  if (!token) return null;
  // A presented session makes the render personal, whether or not it is still valid.
  markViewer(ctx, "session");
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: profiles.fullName,
      confirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.idHash, idHash), eq(sessions.kind, "user"), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_IDLE_MS) })
      .where(eq(sessions.idHash, idHash));
    await markUserSeen(db, row.id);
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    name: row.name ?? "",
    emailConfirmed: row.confirmedAt !== null,
    createdAt: row.createdAt,
  };
}

/** The stored key of this browser's session (to keep it while ending the others), or null. */
export function sessionIdHashOf(ctx: SessionContext, request: Request): string | null {
  const token = tokenFrom(request, cookieOptions(ctx));
  return token ? hashToken(token) : null;
}

/** Ends this browser's session on the server. */
export async function destroySession(ctx: SessionContext, request: Request): Promise<string> {
  const token = tokenFrom(request, cookieOptions(ctx));
  if (token) await ctx.db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
  return clearSessionCookie(cookieOptions(ctx));
}

/** Guard for account pages: visitors go to /auth/login with the return path, before anything renders. */
export async function requireUser(ctx: SessionContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(ctx, request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
