// Single-use, expiring tokens (email confirmation, password reset). Only their
// SHA-256 is stored; using one marks it used in the same statement.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { authTokens } from "~/db/schema";
import { hashToken } from "./sessions.server";

export type TokenPurpose = "reset_password" | "confirm_email";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  reset_password: 60 * 60_000,
  confirm_email: 48 * 60 * 60_000,
};

export async function issueToken(
  db: Database | Transaction,
  userId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** The token's row while it is still usable: unknown, used and expired tokens match nothing. */
function usable(purpose: TokenPurpose, token: string) {
  return and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );
}

/** True when the token could still be used (cheap: lets callers skip expensive work for a dead token). */
export async function findToken(db: Database | Transaction, purpose: TokenPurpose, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const rows = await db.select({ userId: authTokens.userId }).from(authTokens).where(usable(purpose, token));
  return rows.length > 0;
}

/** Marks the token used and returns its user, or null when unknown, used or expired. */
export async function consumeToken(db: Database | Transaction, purpose: TokenPurpose, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(usable(purpose, token))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}
