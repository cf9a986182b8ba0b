import { describe, expect, it } from "vitest";
import { countCredentialAttempt, type CredentialRules, forgetAccountFailures } from "./credential-limits.server";
import { createMemoryRateLimiter } from "./rate-limit.server";

const RULES: CredentialRules = {
  perAddress: { max: 6, windowMs: 60_000 },
  perAccountAddress: { max: 3, windowMs: 60_000 },
  perAccount: { max: 5, windowMs: 60_000 },
};

describe("limites de credenciais, contados antes da verificação", () => {
  it("uma rajada paralela passa só o limite de conta+endereço; o resto é recusado sem verificar", async () => {
    const limiter = createMemoryRateLimiter();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => countCredentialAttempt(limiter, "t", "ana", "1.1.1.1", RULES)),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
    expect(attempts.find((a) => !a.ok)).toMatchObject({ message: expect.stringMatching(/^Muitas tentativas/) });
  });

  it("falhas de endereços novos param na conta, mas o endereço onde o dono entrou continua entrando", async () => {
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

  it("um segredo certo zera a conta+endereço e devolve a tentativa ao endereço", async () => {
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
