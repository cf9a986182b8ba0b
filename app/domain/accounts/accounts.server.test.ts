import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { authTokens, emailOutbox, sessions, users } from "~/db/schema";
import { listUserOrders } from "~/domain/orders/tracking/customer-orders.server";
import type { AppServices } from "~/services.server";
import { insertCustomer, insertOrders } from "../../../tests/support/builders/orders";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { createRateLimiter, RULES } from "~/platform/security/rate-limit.server";
import {
  AUTH_MESSAGES,
  changePassword,
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signUp,
} from "./accounts.server";
import { createUserSession, getSessionUser, sessionIdHashOf } from "./sessions.server";

function tokenFromOutbox(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`sem token em: ${text}`);
  return match[1]!;
}

async function lastEmailTo(services: AppServices, to: string) {
  const rows = await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return rows.at(-1)!;
}

/** A request for an email answers first; this waits for the work behind it too. */
async function settled<T extends { ok: boolean; done?: Promise<void> }>(answer: Promise<T>): Promise<T> {
  const result = await answer;
  await result.done;
  return result;
}

function requestWith(cookie?: string) {
  return new Request("http://localhost/", { headers: cookie ? { Cookie: cookie.split(";")[0]! } : {} });
}

describeEachDatabase("accounts", (get) => {
  let services: AppServices;
  beforeAll(() => {
    services = testServices(get(), { REQUIRE_EMAIL_CONFIRMATION: "true" });
  });

  it("signs up with a hashed password, a profile and a confirmation email; confirmation works once", async () => {
    expect(await signUp(services, { name: "Rita", email: "rita@example.com", password: "segredo123" }, "10.0.0.1")).toEqual({
      ok: true,
    });
    const [user] = await services.db.select().from(users).where(eq(users.email, "rita@example.com"));
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(user!.passwordHash).not.toContain("segredo123");
    const mail = await lastEmailTo(services, "rita@example.com");
    const token = tokenFromOutbox(mail.text!, "/auth/confirmar");
    const stored = await services.db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
    expect(stored.every((t) => t.tokenHash !== token)).toBe(true);

    expect(await signIn(services, { email: "rita@example.com", password: "segredo123" }, "10.0.0.1")).toMatchObject({
      ok: false,
      reason: "unconfirmed",
    });
    expect(await confirmEmail(services, token)).toBe(true);
    expect(await confirmEmail(services, token)).toBe(false);
    expect(await signIn(services, { email: "rita@example.com", password: "segredo123" }, "10.0.0.1")).toMatchObject({ ok: true });
  });

  it("answers a sign-up with a taken email like any other, and tells the owner by email", async () => {
    expect(await signUp(services, { name: "Outra", email: "rita@example.com", password: "outra123" }, "10.0.0.2")).toEqual({
      ok: true,
    });
    expect((await lastEmailTo(services, "rita@example.com")).subject).toContain("já tem uma conta");
    const rows = await services.db.select().from(users).where(eq(users.email, "rita@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const wrong = await signIn(services, { email: "rita@example.com", password: "errada123" }, "10.0.0.3");
    const unknown = await signIn(services, { email: "ninguem@example.com", password: "errada123" }, "10.0.0.3");
    expect(wrong).toEqual({ ok: false, reason: "invalid", message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown).toEqual(wrong);
  });

  it("refuses the attempt after the address's limit, even with the right password", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < RULES.signInPerAddress.max; i++) {
      const r = await signIn(services, { email: `x${i}@example.com`, password: "errada123" }, ip);
      expect(r).toMatchObject({ reason: "invalid" });
    }
    const eleventh = await signIn(services, { email: "rita@example.com", password: "segredo123" }, ip);
    expect(eleventh).toMatchObject({ ok: false, reason: "limited" });
    expect(!eleventh.ok && eleventh.message).toMatch(/Muitas tentativas/);
  });

  it("resets the password with a single-use token, ending every session", async () => {
    const [user] = await services.db.select().from(users).where(eq(users.email, "rita@example.com"));
    const cookie = await createUserSession(services, requestWith(), user!.id);
    expect(await getSessionUser(services, requestWith(cookie))).toMatchObject({ email: "rita@example.com" });
    await settled(requestPasswordReset(services, "rita@example.com", "10.0.0.4"));
    const token = tokenFromOutbox((await lastEmailTo(services, "rita@example.com")).text!, "/reset-password");
    expect(await resetPassword(services, token, "novasenha1")).toBe(true);
    expect(await resetPassword(services, token, "outrasenha")).toBe(false);
    expect(await getSessionUser(services, requestWith(cookie))).toBeNull();
    expect(await signIn(services, { email: "rita@example.com", password: "segredo123" }, "10.0.0.5")).toMatchObject({
      reason: "invalid",
    });
    expect(await signIn(services, { email: "rita@example.com", password: "novasenha1" }, "10.0.0.5")).toMatchObject({ ok: true });
  });

  it("answers a reset request before touching the database, alike for an existing and an unknown email", async () => {
    // Every use of the database is recorded; the answer must come before any of them.
    const touched: string[] = [];
    const db = new Proxy(services.db, {
      get(target, prop, receiver) {
        if (typeof prop === "string") touched.push(prop);
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const watched = { ...services, db };
    const answers = [];
    for (const email of ["rita@example.com", "ninguem-2@example.com"]) {
      touched.length = 0;
      const answer = await requestPasswordReset(watched, email, "10.0.0.8");
      expect(answer).toMatchObject({ ok: true });
      expect(touched, `${email}: o banco foi usado antes da resposta`).toEqual([]);
      answers.push(answer);
    }
    const before = (await services.db.select().from(authTokens).where(eq(authTokens.purpose, "reset_password"))).length;
    await Promise.all(answers.flatMap((a) => (a.ok ? [a.done] : [])));
    // The work happened after answering: one token and one email for the account, nothing for the stranger.
    const after = await services.db.select().from(authTokens).where(eq(authTokens.purpose, "reset_password"));
    expect(after.length - before).toBe(1);
    expect(await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, "ninguem-2@example.com"))).toEqual([]);
  });

  it("ends every other reset token and every other session when the password changes; this session stays", async () => {
    const [user] = await services.db.select().from(users).where(eq(users.email, "rita@example.com"));
    const here = await createUserSession(services, requestWith(), user!.id);
    const elsewhere = await createUserSession(services, requestWith(), user!.id);
    await settled(requestPasswordReset(services, "rita@example.com", "10.0.0.9"));
    const link = tokenFromOutbox((await lastEmailTo(services, "rita@example.com")).text!, "/reset-password");
    const hereHash = sessionIdHashOf(services, requestWith(here))!;
    expect(await changePassword(services, user!, hereHash, { currentPassword: "errada", password: "trocada123" })).toMatchObject({
      ok: false,
      reason: "wrong-password",
    });
    expect(await getSessionUser(services, requestWith(elsewhere))).not.toBeNull();
    expect(await changePassword(services, user!, hereHash, { currentPassword: "novasenha1", password: "trocada123" })).toEqual({
      ok: true,
    });
    expect(await getSessionUser(services, requestWith(here))).toMatchObject({ email: "rita@example.com" });
    expect(await getSessionUser(services, requestWith(elsewhere))).toBeNull();
    expect(await resetPassword(services, link, "outra12345")).toBe(false);
    expect(await signIn(services, { email: "rita@example.com", password: "trocada123" }, "10.0.0.9")).toMatchObject({ ok: true });
    // Back to the password the later tests use.
    expect(await changePassword(services, user!, hereHash, { currentPassword: "trocada123", password: "novasenha1" })).toEqual({
      ok: true,
    });
  });

  it("refuses an expired reset token and says nothing about unknown emails", async () => {
    expect(await settled(requestPasswordReset(services, "ninguem@example.com", "10.0.0.6"))).toMatchObject({ ok: true });
    await settled(requestPasswordReset(services, "rita@example.com", "10.0.0.6"));
    const token = tokenFromOutbox((await lastEmailTo(services, "rita@example.com")).text!, "/reset-password");
    await services.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.purpose, "reset_password"));
    expect(await resetPassword(services, token, "maisuma123")).toBe(false);
  });

  it("shows a person only their own orders", async () => {
    const db = services.db;
    await signUp(services, { name: "Leo", email: "leo@example.com", password: "senha123" }, "10.0.0.7");
    const [rita] = await db.select().from(users).where(eq(users.email, "rita@example.com"));
    const [leo] = await db.select().from(users).where(eq(users.email, "leo@example.com"));
    const ritaCustomer = await insertCustomer(db, { name: "Rita", email: "rita@example.com" });
    const leoCustomer = await insertCustomer(db, { name: "Leo", email: "leo@example.com" });
    await insertOrders(db, [
      {
        customerId: ritaCustomer.id,
        totalCents: 100,
        deliveryAddress: "x",
        source: "funnel",
        customerName: "Rita",
        customerEmail: "rita@example.com",
      },
      {
        customerId: leoCustomer.id,
        userId: leo!.id,
        totalCents: 200,
        deliveryAddress: "y",
        source: "checkout",
        customerName: "Leo",
        customerEmail: "leo@example.com",
      },
    ]);
    const ritaUser = { id: rita!.id, email: rita!.email, emailConfirmed: true };
    expect((await listUserOrders(db, ritaUser)).map((o) => o.totalCents)).toEqual([100]);
    // Leo's email is not confirmed: only orders placed while signed in are his.
    expect(
      (await listUserOrders(db, { id: leo!.id, email: leo!.email, emailConfirmed: false })).map((o) => o.totalCents),
    ).toEqual([200]);
    // Someone who registered Rita's email without confirming it sees nothing of hers.
    expect(await listUserOrders(db, { id: leo!.id, email: "rita@example.com", emailConfirmed: false })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ totalCents: 100 })]),
    );
  });

  it("keeps no password or token in clear in the database", async () => {
    const dump = JSON.stringify(
      await services.db.execute(
        sql`SELECT u.password_hash, t.token_hash, s.id_hash FROM users u LEFT JOIN auth_tokens t ON t.user_id = u.id LEFT JOIN sessions s ON s.user_id = u.id`,
      ),
    );
    for (const secret of ["segredo123", "novasenha1", "senha123"]) expect(dump).not.toContain(secret);
    const [s] = await services.db.select().from(sessions).limit(1);
    if (s) expect(s.idHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

// Issue 24, class 4: limits keyed on someone's email never lock its owner out.
// With the limiter each engine really uses (in memory on PGlite, shared rows on PostgreSQL).
describeEachDatabase("limites por email não se voltam contra o dono", (get) => {
  let services: AppServices;
  let n = 0;
  const fresh = () => `dono-${++n}@example.com`;
  beforeAll(() => {
    services = { ...testServices(get(), { REQUIRE_EMAIL_CONFIRMATION: "false" }), rateLimiter: createRateLimiter(get()) };
  });

  /** An account whose owner signed in from `ownIp` (which makes it theirs). */
  async function ownerAt(ownIp: string) {
    const email = fresh();
    expect(await signUp(services, { name: "Dona", email, password: "senha-da-dona" }, ownIp)).toEqual({ ok: true });
    expect(await signIn(services, { email, password: "senha-da-dona" }, ownIp)).toMatchObject({ ok: true });
    return email;
  }

  /** `times` requests at once from `ip`; how many were accepted (their work awaited). */
  async function burst(times: number, ip: string, request: (ip: string) => ReturnType<typeof requestPasswordReset>) {
    const answers = await Promise.all(Array.from({ length: times }, () => request(ip)));
    await Promise.all(answers.flatMap((a) => (a.ok ? [a.done] : [])));
    return answers.filter((a) => a.ok).length;
  }

  async function emailsTo(email: string, subject: RegExp) {
    return (await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter((m) => subject.test(m.subject!))
      .length;
  }

  for (const [name, request, subject] of [
    ["password reset", requestPasswordReset, /senha/i],
    ["confirmation resend", resendConfirmation, /confirm/i],
  ] as const) {
    it(`${name}: one stranger does not exhaust the owner's email; many strangers, only for strange addresses`, async () => {
      const email = await ownerAt("10.60.0.1");
      const before = await emailsTo(email, subject);
      const fromStranger = await burst(20, "1.2.3.4", (ip) => request(services, email, ip));
      // The owner, even from an address never seen, still gets one.
      expect(await request(services, email, "10.60.0.2")).toMatchObject({ ok: true });
      // One stranger, one address: its per-email-and-address budget, and the rest refused without counting on the email.
      expect(fromStranger).toBe(RULES.emailSendsPerEmailAddress.max);
      // Enough strangers use up the email's budget for strangers...
      let accepted = RULES.emailSendsPerEmailAddress.max + 1;
      for (let i = 0; accepted < RULES.emailSendsPerEmail.max && i < 20; i++)
        accepted += await burst(5, `1.2.4.${i}`, (ip) => request(services, email, ip));
      expect(accepted).toBe(RULES.emailSendsPerEmail.max);
      const refused = await request(services, email, "1.2.5.1");
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.message).toMatch(/^Muitas tentativas/);
      // ...but not the owner's own address, where she signed in.
      const own = await request(services, email, "10.60.0.1");
      expect(own).toMatchObject({ ok: true });
      if (own.ok) await own.done;
      const sent = RULES.emailSendsPerEmail.max + 1;
      // Confirmation emails go only to unconfirmed accounts (this one is, though sign-in did not require it).
      expect((await emailsTo(email, subject)) - before).toBe(sent);
    });
  }

  it("sign-up: a stranger signing up someone else's email does not stop her own sign-up", async () => {
    const email = fresh();
    const stranger = await Promise.all(
      Array.from({ length: 20 }, () => signUp(services, { name: "Estranho", email, password: "senha-do-estranho" }, "1.2.6.1")),
    );
    // She can still ask from her own address (the email being taken by then, she is told so by email).
    expect(await signUp(services, { name: "Dona", email, password: "senha-da-dona" }, "10.60.1.1")).toEqual({ ok: true });
    expect(stranger.filter((r) => r.ok)).toHaveLength(RULES.emailSendsPerEmailAddress.max);
  });

  it("login: a stranger hammering the account from one address does not lock the owner out of a new address", async () => {
    const email = await ownerAt("10.60.2.1");
    const stranger = await Promise.all(
      Array.from({ length: 4 * RULES.signInPerAccountAddress.max }, () =>
        signIn(services, { email, password: "senha-errada" }, "1.2.7.1"),
      ),
    );
    // Her own address, and one never seen: the stranger's refused attempts did not count on the account.
    expect(await signIn(services, { email, password: "senha-da-dona" }, "10.60.2.2")).toMatchObject({ ok: true });
    expect(await signIn(services, { email, password: "senha-da-dona" }, "10.60.2.1")).toMatchObject({ ok: true });
    expect(stranger.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(RULES.signInPerAccountAddress.max);
  });
});
