// Sessions live in the database; the cookie carries only a random token whose
// SHA-256 is the row's key.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { profiles, sessions, users } from "~/db/schema";

export const SESSION_COOKIE = "lift_session";
/** A session ends after this long without use. */
export const SESSION_IDLE_MS = 1000 * 60 * 60 * 24 * 14;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}

export interface SessionUser {
  id: string;
  email: string;
  role: "customer" | "admin";
  name: string;
}

export async function createUserSession(db: Database, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await db.insert(sessions).values({ idHash: hashToken(token), kind: "user", userId, expiresAt });
  return { token, expiresAt };
}

export async function getSessionUser(db: Database, request: Request): Promise<SessionUser | null> {
  const token = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, name: profiles.fullName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.idHash, hashToken(token)), eq(sessions.kind, "user"), gt(sessions.expiresAt, new Date())));
  return row ? { ...row, name: row.name ?? "" } : null;
}

/** Same-site paths only, so a crafted link cannot send people elsewhere. */
export function safeRedirectPath(path: string | null | undefined, fallback = "/dashboard"): string {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

/** Guard for account pages: visitors go to /auth/login with the return path, before anything renders. */
export async function requireUser(db: Database, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(db, request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
