// Accounts: users (with a profile when named) and their signed-in sessions,
// through the app's own session module. No test runner here (see index.ts).
import type { Database } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import { hashPassword } from "~/domain/accounts/passwords.server";
import { createUserSession, type SessionContext } from "~/domain/accounts/sessions.server";

type UserRow = typeof users.$inferSelect;

/** A user to write: what differs from a customer with a fresh email, and a password or full name if they matter. */
export type NewUser = Partial<typeof users.$inferInsert> & { password?: string; fullName?: string };

let userCount = 0;

/**
 * A user account. With `password` it is hashed as sign-up hashes it (scrypt:
 * slow on purpose, so only when the test signs in with it); without, the
 * stored hash matches no password. With `fullName`, its profile too.
 */
export async function insertUser(db: Database, user: NewUser = {}): Promise<UserRow> {
  const { password, fullName, ...values } = user;
  const [row] = await db
    .insert(users)
    .values({
      email: `conta.${++userCount}@exemplo.com.br`,
      passwordHash: password === undefined ? "sem-senha" : await hashPassword(password),
      ...values,
    })
    .returning();
  if (fullName !== undefined) await db.insert(profiles).values({ id: row!.id, fullName });
  return row!;
}

/** A signed-in session for the user: the `name=value` pair a browser would send back as its Cookie. */
export async function sessionCookie(ctx: SessionContext, userId: string): Promise<string> {
  const setCookie = await createUserSession(ctx, new Request("http://localhost/"), userId);
  return setCookie.split(";")[0]!;
}
