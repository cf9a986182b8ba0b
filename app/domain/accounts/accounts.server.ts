// Customer accounts: sign-up, confirmation, sign-in, password reset and change, profile.
// Answers never tell whether an email has an account. Every limit is counted
// before the work it protects (decision 015).
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { authTokens, profiles, sessions, users } from "~/db/schema";
import { AUTH_MESSAGES } from "~/domain/accounts/forms/accounts";
import {
  countAttemptOn,
  countCredentialAttempt,
  type CredentialRules,
  forgetAccountFailures,
} from "~/platform/security/credential-limits.server";
import { limitAttempt, type RateLimitRule, RULES } from "~/platform/security/rate-limit.server";
import { consentRows, recordConsents } from "~/domain/privacy/consents.server";
import type { Transaction } from "~/db/client.server";
import type { AppServices } from "~/services.server";
import { alreadyRegisteredEmail, confirmationEmail, resetEmail } from "./account-emails.server";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.server";
import { consumeToken, findToken, issueToken } from "./tokens.server";

type Ctx = Pick<AppServices, "db" | "config" | "mailer" | "rateLimiter" | "logger">;

export { AUTH_MESSAGES };

export const PASSWORD_MESSAGES = {
  wrongCurrent: "A senha atual está incorreta.",
} as const;

/** Sign-in's three counters (numbers in RULES, reasons in decision 015). */
export const SIGN_IN_LIMITS: CredentialRules = {
  perAddress: RULES.signInPerAddress,
  perAccountAddress: RULES.signInPerAccountAddress,
  perAccount: RULES.signInPerAccount,
};
const SIGN_IN_SCOPE = "login";

/**
 * Counts a request for an email to `email` (before any lookup). The email is
 * someone's: one place cannot use up its budget alone, and the addresses where
 * its owner signed in are exempt from what strangers used up (decision 023).
 */
function countEmailRequest(
  ctx: Pick<Ctx, "rateLimiter">,
  scope: "signup" | "confirm" | "reset",
  email: string,
  ip: string,
  perAddress: RateLimitRule = RULES.emailSends,
) {
  return countAttemptOn(ctx.rateLimiter, { scope, noun: "email", id: email, ownerScope: SIGN_IN_SCOPE }, ip, {
    perAddress,
    perTargetAddress: RULES.emailSendsPerEmailAddress,
    perTarget: RULES.emailSendsPerEmail,
  });
}

function shop(ctx: Ctx) {
  return { brandName: ctx.config.brand.name, publicUrl: ctx.config.publicUrl };
}

/**
 * Runs `work` after the caller has answered: the answer is the same, and takes
 * the same time, whatever the work finds (an account or none). Failures are logged.
 */
function afterAnswer(ctx: Pick<Ctx, "logger">, what: string, work: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => ctx.logger.error(`Falha ao ${what}`, { reason: String(error) }));
}

export type SignUpResult = { ok: true } | { ok: false; message: string };

export async function signUp(
  ctx: Ctx,
  input: { name: string; email: string; password: string },
  ip: string,
): Promise<SignUpResult> {
  // Sign-up's own counters: reset or confirmation requests for the same email do not use them up.
  const attempt = await countEmailRequest(ctx, "signup", input.email, ip, RULES.signUp);
  if (!attempt.ok) return { ok: false, message: attempt.message };
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) {
      // The email already has an account: say the same thing, tell its owner by email.
      await ctx.mailer.enqueue(tx, alreadyRegisteredEmail(shop(ctx), input.email));
      return;
    }
    await tx.insert(profiles).values({ id: created.id, fullName: input.name });
    // The form says that creating the account accepts the terms and privacy notice: recorded with it (LGPD).
    await recordConsents(tx, consentRows({ source: "register", acceptedTerms: true }, { email: input.email }));
    const token = await issueToken(tx, created.id, "confirm_email");
    await ctx.mailer.enqueue(tx, confirmationEmail(shop(ctx), input.email, input.name, token));
  });
  return { ok: true };
}

export async function confirmEmail(ctx: Pick<Ctx, "db">, token: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "confirm_email", token);
    if (!userId) return false;
    await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, userId));
    return true;
  });
}

export type SignInResult =
  { ok: true; userId: string } | { ok: false; reason: "invalid" | "unconfirmed" | "limited"; message: string };

export async function signIn(ctx: Ctx, input: { email: string; password: string }, ip: string): Promise<SignInResult> {
  // Counted first: a parallel burst gets at most the limit's worth of password checks.
  const attempt = await countCredentialAttempt(ctx.rateLimiter, SIGN_IN_SCOPE, input.email, ip, SIGN_IN_LIMITS);
  if (!attempt.ok) return { ok: false, reason: "limited", message: attempt.message };
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) {
    ctx.logger.warn("Falha de login", { ip });
    return { ok: false, reason: "invalid", message: AUTH_MESSAGES.invalidCredentials };
  }
  await attempt.succeeded();
  if (ctx.config.requireEmailConfirmation && !user.emailConfirmedAt) {
    return { ok: false, reason: "unconfirmed", message: AUTH_MESSAGES.unconfirmed };
  }
  return { ok: true, userId: user.id };
}

/** What a request for an email answers at once; `done` settles when the work behind it ends (tests wait for it). */
export type EmailRequestResult = { ok: true; done: Promise<void> } | { ok: false; message: string };

/** Sends a new confirmation link, saying the same, as fast, whether or not the account exists. */
export async function resendConfirmation(ctx: Ctx, email: string, ip: string): Promise<EmailRequestResult> {
  const attempt = await countEmailRequest(ctx, "confirm", email, ip);
  if (!attempt.ok) return { ok: false, message: attempt.message };
  const done = afterAnswer(ctx, "enviar confirmação de email", async () => {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, confirmed: users.emailConfirmedAt, name: profiles.fullName })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.email, email));
      if (!user || user.confirmed) return;
      const token = await issueToken(tx, user.id, "confirm_email");
      await ctx.mailer.enqueue(tx, confirmationEmail(shop(ctx), email, user.name ?? "", token));
    });
  });
  return { ok: true, done };
}

/**
 * Answers at once, the same whether or not the email has an account: looking
 * it up, issuing the token and writing the email happen after the answer.
 */
export async function requestPasswordReset(ctx: Ctx, email: string, ip: string): Promise<EmailRequestResult> {
  const attempt = await countEmailRequest(ctx, "reset", email, ip);
  if (!attempt.ok) return { ok: false, message: attempt.message };
  const done = afterAnswer(ctx, "enviar email de redefinição de senha", async () => {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) return;
      const token = await issueToken(tx, user.id, "reset_password");
      await ctx.mailer.enqueue(tx, resetEmail(shop(ctx), email, token));
    });
  });
  return { ok: true, done };
}

/**
 * Sets a new password with a reset token. The token is used up, and so is every
 * other reset token of the account; every session of the account ends.
 */
export async function resetPassword(ctx: Pick<Ctx, "db" | "rateLimiter">, token: string, password: string): Promise<boolean> {
  // A token that cannot work costs no hashing.
  if (!(await findToken(ctx.db, "reset_password", token))) return false;
  const passwordHash = await hashPassword(password);
  const email = await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "reset_password", token);
    if (!userId) return null;
    // Opening the emailed link also proves the email is theirs.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await endOtherCredentials(tx, userId, null);
    return user?.email ?? null;
  });
  if (!email) return false;
  // Guesses at the old password no longer keep the owner out.
  await forgetAccountFailures(ctx.rateLimiter, SIGN_IN_SCOPE, email);
  return true;
}

/** Every outstanding reset token of the account is used up; every session but `keepSessionHash` ends. */
async function endOtherCredentials(tx: Transaction, userId: string, keepSessionHash: string | null) {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, "reset_password"), isNull(authTokens.usedAt)));
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ...(keepSessionHash ? [ne(sessions.idHash, keepSessionHash)] : [])));
}

export type ChangePasswordResult = { ok: true } | { ok: false; reason: "wrong-password" | "limited"; message: string };

/**
 * A signed-in person changes their password, proving the current one. This
 * browser's session stays; every other session and every outstanding reset
 * token of the account ends.
 */
export async function changePassword(
  ctx: Pick<Ctx, "db" | "rateLimiter" | "logger">,
  user: { id: string },
  currentSessionHash: string,
  input: { currentPassword: string; password: string },
): Promise<ChangePasswordResult> {
  const tooMany = await limitAttempt(ctx.rateLimiter, [`password-change:user:${user.id}`], RULES.passwordChanges);
  if (tooMany) return { ok: false, reason: "limited", message: tooMany.message };
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(input.currentPassword, row.passwordHash))) {
    ctx.logger.warn("Senha atual incorreta na troca de senha", { userId: user.id });
    return { ok: false, reason: "wrong-password", message: PASSWORD_MESSAGES.wrongCurrent };
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await endOtherCredentials(tx, user.id, currentSessionHash);
  });
  await ctx.rateLimiter.release(`password-change:user:${user.id}`, RULES.passwordChanges);
  return { ok: true };
}

export async function updateProfileName(ctx: Pick<Ctx, "db">, userId: string, fullName: string): Promise<void> {
  await ctx.db
    .insert(profiles)
    .values({ id: userId, fullName })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName, updatedAt: new Date() } });
}
