// Proof that a visitor controls an email, for the rights portal: a signed,
// expiring link sent to that address (/privacidade/meus-dados?t=…). Opening it
// trades the link for a cookie carrying the same signed grant, so the address
// bar, the history and a Referer no longer hold it, and the portal's forms and
// downloads work without it. The HMAC key is the session secret; the signed
// text names this one purpose, so no other signed link of the shop (payment,
// confirmation) can open the portal, nor a portal link anything else. "Sair"
// ends a grant server-side (privacy_portal_revocations): the link and the
// cookie are the same signed text, so both stop working at once.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { privacyPortalRevocations } from "~/db/schema";
import { readCookie } from "~/domain/accounts/sessions.server";
import { PORTAL_PATH } from "./forms/portal";

const PURPOSE = "lift-privacy-portal";
export { PORTAL_PATH };
const PORTAL_COOKIE = "lift_privacidade";

export function portalCookieName(secure: boolean): string {
  return secure ? `__Host-${PORTAL_COOKIE}` : PORTAL_COOKIE;
}

function signature(secret: string, email: string, exp: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${email}:${exp}`).digest("base64url");
}

/** `{email, base64url}.{expiry, unix seconds}.{HMAC}` */
export function portalToken(secret: string, email: string, ttlMs: number, now: Date = new Date()): string {
  const exp = Math.floor((now.getTime() + ttlMs) / 1000);
  return `${Buffer.from(email, "utf8").toString("base64url")}.${exp}.${signature(secret, email, exp)}`;
}

export function portalLinkPath(secret: string, email: string, ttlMs: number, now: Date = new Date()): string {
  return `${PORTAL_PATH}?t=${portalToken(secret, email, ttlMs, now)}`;
}

export type PortalTokenCheck = { ok: true; email: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/** The signature first (an altered expiry or email reads as invalid), then the age. */
export function verifyPortalToken(secret: string, token: string | null | undefined, now: Date = new Date()): PortalTokenCheck {
  if (!token || token.length > 600) return { ok: false, reason: "invalid" };
  const match = /^([A-Za-z0-9_-]{4,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, encoded, exp, sig] = match as unknown as [string, string, string, string];
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(secret, email, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(Number(exp) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, email, expiresAt };
}

/** The grant, kept until the link itself expires; HttpOnly, same-site only. */
export function portalGrantCookie(token: string, expiresAt: Date, secure: boolean, now: Date = new Date()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return [
    `${portalCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearPortalGrantCookie(secure: boolean): string {
  return [`${portalCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

/** The email this browser proved it controls, or null (no cookie, altered, expired). Revocation is checked by isGrantRevoked. */
export function portalGrantOf(request: Request, secret: string, secure: boolean, now: Date = new Date()): string | null {
  const check = verifyPortalToken(secret, portalGrantToken(request, secure), now);
  return check.ok ? check.email : null;
}

/** The grant this browser's cookie carries, as sent (null: none). */
export function portalGrantToken(request: Request, secure: boolean): string | null {
  return readCookie(request.headers.get("Cookie"), portalCookieName(secure)) ?? null;
}

function grantHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether "Sair" ended this grant: a signed grant is otherwise good until it expires. */
export async function isGrantRevoked(db: Database | Transaction, token: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: privacyPortalRevocations.tokenHash })
    .from(privacyPortalRevocations)
    .where(eq(privacyPortalRevocations.tokenHash, grantHash(token)));
  return !!row;
}

/**
 * Ends a grant before it expires (the portal's "Sair"): the emailed link and a
 * copied cookie stop working. Revocations of grants already expired are
 * dropped on the way (they can never be used again anyway).
 */
export async function revokePortalGrant(db: Database, secret: string, token: string, now: Date = new Date()): Promise<boolean> {
  const check = verifyPortalToken(secret, token, now);
  if (!check.ok) return false;
  await db.delete(privacyPortalRevocations).where(lt(privacyPortalRevocations.expiresAt, now));
  await db
    .insert(privacyPortalRevocations)
    .values({ tokenHash: grantHash(token), expiresAt: check.expiresAt, revokedAt: now })
    .onConflictDoNothing();
  return true;
}
