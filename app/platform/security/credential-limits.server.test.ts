import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/database";
import { countAttemptOn, countCredentialAttempt, type CredentialRules, forgetAccountFailures } from "./credential-limits.server";
import { createMemoryRateLimiter, createRateLimiter } from "./rate-limit.server";

const RULES: CredentialRules = {
  perAddress: { max: 6, windowMs: 60_000 },
  perAccountAddress: { max: 3, windowMs: 60_000 },
  perAccount: { max: 5, windowMs: 60_000 },
};

describe("credential limits, counted before the check", () => {
  it("a parallel burst lets through only the account+address limit; the rest is refused unchecked", async () => {
    const limiter = createMemoryRateLimiter();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => countCredentialAttempt(limiter, "t", "ana", "1.1.1.1", RULES)),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
    const refused = attempts.find((a) => !a.ok);
    expect(refused && !refused.ok && refused.message).toMatch(/^Muitas tentativas/);
  });

  it("failures from new addresses stop at the account, but the address the owner signed in from still signs in", async () => {
    const limiter = createMemoryRateLimiter();
    const own = await countCredentialAttempt(limiter, "t", "ana", "10.0.0.1", RULES);
    expect(own).toMatchObject({ ok: true, knownAddress: false });
    if (own.ok) await own.succeeded();
    const strangers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => countCredentialAttempt(limiter, "t", "ana", `172.16.0.${i}`, RULES)),
    );
    // The owner's right sign-in gave its attempt back: strangers get the whole budget, and no more.
    expect(strangers.filter((a) => a.ok)).toHaveLength(RULES.perAccount.max);
    expect((await countCredentialAttempt(limiter, "t", "ana", "172.16.1.1", RULES)).ok).toBe(false);
    expect(await countCredentialAttempt(limiter, "t", "ana", "10.0.0.1", RULES)).toMatchObject({ ok: true, knownAddress: true });
    // Another account is not affected; after a new password the account is open again.
    expect((await countCredentialAttempt(limiter, "t", "bia", "172.16.1.1", RULES)).ok).toBe(true);
    await forgetAccountFailures(limiter, "t", "ana");
    expect((await countCredentialAttempt(limiter, "t", "ana", "172.16.1.2", RULES)).ok).toBe(true);
  });

  it("a right secret clears account+address and gives the attempt back to the address", async () => {
    const limiter = createMemoryRateLimiter();
    // Twice: two failures then the right secret, more than the account+address limit of 3 in all.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < RULES.perAccountAddress.max - 1; i++)
        expect((await countCredentialAttempt(limiter, "t", "caio", "2.2.2.2", RULES)).ok).toBe(true);
      const right = await countCredentialAttempt(limiter, "t", "caio", "2.2.2.2", RULES);
      expect(right.ok).toBe(true);
      if (right.ok) await right.succeeded();
    }
    // The address kept only the 4 failures of its 6: two more attempts at anything, then refused.
    expect((await countCredentialAttempt(limiter, "t", "outro", "2.2.2.2", RULES)).ok).toBe(true);
    expect((await countCredentialAttempt(limiter, "t", "outro", "2.2.2.2", RULES)).ok).toBe(true);
    expect((await countCredentialAttempt(limiter, "t", "outro", "2.2.2.2", RULES)).ok).toBe(false);
  });
});

// Issue 24, class 4: a counter keyed on someone else's identifier is never a way to lock them out.
describeEachDatabase("limites sobre o identificador de outra pessoa", (database) => {
  let n = 0;
  /** A fresh account name per test (the database is shared by the file's tests). */
  const account = () => `conta-${++n}`;

  it("what the stranger's address already refused does not count on the account's counter (parallel burst)", async () => {
    const limiter = createRateLimiter(database(), { warn: () => {} });
    const victim = account();
    const stranger = await Promise.all(
      Array.from({ length: 40 }, () => countCredentialAttempt(limiter, "t", victim, "1.2.3.4", RULES)),
    );
    // The burst got only its address's budget.
    expect(stranger.filter((a) => a.ok)).toHaveLength(RULES.perAccountAddress.max);
    // Only those reached the account's counter (3 of 5): the owner, from an address never seen, still gets in.
    expect((await countCredentialAttempt(limiter, "t", victim, "5.6.7.8", RULES)).ok).toBe(true);
    expect((await countCredentialAttempt(limiter, "t", victim, "5.6.7.9", RULES)).ok).toBe(true);
    // The account's limit still holds against many addresses.
    expect((await countCredentialAttempt(limiter, "t", victim, "5.6.7.10", RULES)).ok).toBe(false);
  });

  it("strangers from many addresses exhaust the account only for strange addresses; the owner's neither counts nor is refused", async () => {
    const limiter = createRateLimiter(database(), { warn: () => {} });
    const victim = account();
    const own = await countCredentialAttempt(limiter, "t", victim, "10.9.0.1", RULES);
    if (!own.ok) throw new Error("o dono foi recusado");
    await own.succeeded();
    const strangers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => countCredentialAttempt(limiter, "t", victim, `172.20.0.${i}`, RULES)),
    );
    expect(strangers.filter((a) => a.ok)).toHaveLength(RULES.perAccount.max);
    for (let i = 0; i < RULES.perAccountAddress.max; i++)
      expect(await countCredentialAttempt(limiter, "t", victim, "10.9.0.1", RULES)).toMatchObject({
        ok: true,
        knownAddress: true,
      });
  });

  it("with no per-target counter alone, hammering a target from one address does not hinder another address", async () => {
    const limiter = createRateLimiter(database(), { warn: () => {} });
    const rules = { perAddress: { max: 10, windowMs: 60_000 }, perTargetAddress: { max: 3, windowMs: 60_000 } };
    const target = { scope: "pedido", noun: "order", id: account() };
    const hammer = await Promise.all(Array.from({ length: 50 }, () => countAttemptOn(limiter, target, "1.2.3.4", rules)));
    expect(hammer.filter((a) => a.ok)).toHaveLength(rules.perTargetAddress.max);
    expect((await countAttemptOn(limiter, target, "5.6.7.8", rules)).ok).toBe(true);
    // The hammering address is still held on other targets by its own per-address counter (10 in all, 50 counted).
    expect((await countAttemptOn(limiter, { ...target, id: account() }, "1.2.3.4", rules)).ok).toBe(false);
  });

  it("an email's owner (an address where the password was right before) is exempt from the counter strangers exhausted", async () => {
    const limiter = createRateLimiter(database(), { warn: () => {} });
    const email = `${account()}@exemplo.com`;
    const signIn = await countCredentialAttempt(limiter, "login-t", email, "10.8.0.1", RULES);
    if (!signIn.ok) throw new Error("o dono foi recusado");
    await signIn.succeeded();
    const rules = {
      perAddress: { max: 5, windowMs: 60_000 },
      perTargetAddress: { max: 2, windowMs: 60_000 },
      perTarget: { max: 4, windowMs: 60_000 },
    };
    const target = { scope: "reset-t", noun: "email", id: email, ownerScope: "login-t" };
    const strangers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => countAttemptOn(limiter, target, `172.21.0.${i % 5}`, rules)),
    );
    expect(strangers.filter((a) => a.ok)).toHaveLength(rules.perTarget.max);
    expect((await countAttemptOn(limiter, target, "172.21.1.1", rules)).ok).toBe(false);
    expect(await countAttemptOn(limiter, target, "10.8.0.1", rules)).toMatchObject({ ok: true, knownAddress: true });
  });
});
