// Count-first limits for everything that checks a secret: a customer's
// password (sign-in, password change) and the panel's password. Each attempt
// is counted atomically BEFORE the secret is checked and the decision is made
// on the returned counts, so a parallel burst gets at most the limit verified
// (decision 015). Three counters keep it fair:
// - per address (optional): one place trying many accounts;
// - per account and address: one place guessing one account;
// - per account, from addresses that never signed in to it: many places
//   guessing one account. The owner's own addresses (a right secret there in
//   the last 30 days) are exempt, so strangers' failures never lock the owner
//   out of the place they usually sign in from.
// A right secret gives its attempt back, clears its account+address counter
// and remembers the address.
import { type RateLimiter, type RateLimitRule, refusalOf } from "./rate-limit.server";

export interface CredentialRules {
  perAddress?: RateLimitRule;
  perAccountAddress: RateLimitRule;
  perAccount: RateLimitRule;
}

/** How long an address where the secret was right counts as the owner's. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
// "known:" keys live 30 days in rate_limit_windows (its clean-up knows the prefix).
const KNOWN_RULE: RateLimitRule = { max: 1, windowMs: KNOWN_ADDRESS_MS };

function keysOf(scope: string, account: string, ip: string) {
  return {
    address: `${scope}:ip:${ip}`,
    accountAddress: `${scope}:account-ip:${account}|${ip}`,
    account: `${scope}:account:${account}`,
    known: `known:${scope}:${account}|${ip}`,
  };
}

export type CredentialAttempt =
  { ok: true; knownAddress: boolean; succeeded(): Promise<void> } | { ok: false; message: string; retryAfterMs: number };

/**
 * Counts one attempt at `account`'s secret from `ip` and says whether it may be
 * checked. Call `succeeded()` when the secret was right.
 */
export async function countCredentialAttempt(
  limiter: RateLimiter,
  scope: string,
  account: string,
  ip: string,
  rules: CredentialRules,
): Promise<CredentialAttempt> {
  const keys = keysOf(scope, account, ip);
  const knownAddress = !(await limiter.check(keys.known, KNOWN_RULE)).allowed;
  const counted: Array<[string, RateLimitRule]> = [[keys.accountAddress, rules.perAccountAddress]];
  if (rules.perAddress) counted.push([keys.address, rules.perAddress]);
  if (!knownAddress) counted.push([keys.account, rules.perAccount]);
  const refused = refusalOf(await Promise.all(counted.map(([key, rule]) => limiter.hit(key, rule))));
  if (refused) return { ok: false, ...refused };
  return {
    ok: true,
    knownAddress,
    async succeeded() {
      await Promise.all([
        limiter.reset(keys.accountAddress),
        rules.perAddress ? limiter.release(keys.address, rules.perAddress) : null,
        knownAddress ? null : limiter.release(keys.account, rules.perAccount),
        // Restarted, so the 30 days run from the latest right secret.
        limiter.reset(keys.known).then(() => limiter.hit(keys.known, KNOWN_RULE)),
      ]);
    },
  };
}

/** After the secret changed (a completed reset): guesses at the old one no longer hold the account back. */
export async function forgetAccountFailures(limiter: RateLimiter, scope: string, account: string): Promise<void> {
  await limiter.reset(keysOf(scope, account, "").account);
}
