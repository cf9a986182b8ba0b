// Customer accounts: sign-up, confirmation, sign-in, password reset, profile.
// Answers never tell whether an email has an account.
import { eq, sql } from "drizzle-orm";
import { profiles, sessions, users } from "~/db/schema";
import { AUTH_MESSAGES } from "~/lib/account-forms";
import { RULES, tooManyMessage } from "~/domain/security/rate-limit.server";
import type { AppServices } from "~/services.server";
import { alreadyRegisteredEmail, confirmationEmail, resetEmail } from "./account-emails.server";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.server";
import { consumeToken, issueToken } from "./tokens.server";

type Ctx = Pick<AppServices, "db" | "config" | "mailer" | "rateLimiter" | "logger">;

export { AUTH_MESSAGES };

function shop(ctx: Ctx) {
  return { brandName: ctx.config.brand.name, publicUrl: ctx.config.publicUrl };
}

async function limited(ctx: Ctx, key: string, rule: { max: number; windowMs: number }): Promise<string | null> {
  const r = await ctx.rateLimiter.hit(key, rule);
  return r.allowed ? null : tooManyMessage(r.retryAfterMs);
}

export type SignUpResult = { ok: true } | { ok: false; message: string };

export async function signUp(ctx: Ctx, input: { name: string; email: string; password: string }, ip: string): Promise<SignUpResult> {
  const tooMany = (await limited(ctx, `signup:ip:${ip}`, RULES.signUp)) ?? (await limited(ctx, `email:${input.email}`, RULES.emailSends));
  if (tooMany) return { ok: false, message: tooMany };
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
    const token = await issueToken(tx, created.id, "confirm_email");
    await ctx.mailer.enqueue(tx, confirmationEmail(shop(ctx), input.email, input.name, token));
  });
  ctx.mailer.kick();
  return { ok: true };
}

export async function confirmEmail(ctx: Pick<Ctx, "db">, token: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "confirm_email", token);
    if (!userId) return false;
    await tx.update(users).set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` }).where(eq(users.id, userId));
    return true;
  });
}

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "invalid" | "unconfirmed" | "limited"; message: string };

export async function signIn(ctx: Ctx, input: { email: string; password: string }, ip: string): Promise<SignInResult> {
  const ipKey = `login-fail:ip:${ip}`;
  const emailKey = `login-fail:email:${input.email}`;
  for (const key of [ipKey, emailKey]) {
    const state = await ctx.rateLimiter.check(key, RULES.signInFailures);
    if (!state.allowed) return { ok: false, reason: "limited", message: tooManyMessage(state.retryAfterMs) };
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) {
    await ctx.rateLimiter.hit(ipKey, RULES.signInFailures);
    await ctx.rateLimiter.hit(emailKey, RULES.signInFailures);
    ctx.logger.warn("Falha de login", { ip });
    return { ok: false, reason: "invalid", message: AUTH_MESSAGES.invalidCredentials };
  }
  if (ctx.config.requireEmailConfirmation && !user.emailConfirmedAt) {
    return { ok: false, reason: "unconfirmed", message: AUTH_MESSAGES.unconfirmed };
  }
  await ctx.rateLimiter.reset(emailKey);
  return { ok: true, userId: user.id };
}

/** Sends a new confirmation link, saying the same whether or not the account exists. */
export async function resendConfirmation(ctx: Ctx, email: string, ip: string): Promise<{ ok: boolean; message?: string }> {
  const tooMany = (await limited(ctx, `resend:ip:${ip}`, RULES.emailSends)) ?? (await limited(ctx, `email:${email}`, RULES.emailSends));
  if (tooMany) return { ok: false, message: tooMany };
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
  ctx.mailer.kick();
  return { ok: true };
}

export async function requestPasswordReset(ctx: Ctx, email: string, ip: string): Promise<{ ok: boolean; message?: string }> {
  const tooMany = (await limited(ctx, `reset:ip:${ip}`, RULES.emailSends)) ?? (await limited(ctx, `email:${email}`, RULES.emailSends));
  if (tooMany) return { ok: false, message: tooMany };
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    const token = await issueToken(tx, user.id, "reset_password");
    await ctx.mailer.enqueue(tx, resetEmail(shop(ctx), email, token));
  });
  ctx.mailer.kick();
  return { ok: true };
}

/** Sets a new password with a reset token; every session of the account ends. */
export async function resetPassword(ctx: Pick<Ctx, "db">, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, "reset_password", token);
    if (!userId) return false;
    // Opening the emailed link also proves the email is theirs.
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return true;
  });
}

export async function updateProfileName(ctx: Pick<Ctx, "db">, userId: string, fullName: string): Promise<void> {
  await ctx.db
    .insert(profiles)
    .values({ id: userId, fullName })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName, updatedAt: new Date() } });
}
