// Count-first limits on attempts aimed at something that names a person: an
// account's password (sign-in, the panel's password), an email (reset,
// confirmation and sign-up emails), an order number (/acompanhar). Each
// attempt is counted atomically BEFORE the work it protects, and the decision
// uses the returned counts, so a parallel burst gets at most the limit through
// (decision 015). Such a counter must never become a way to lock that person
// out (decision 023):
// - the address's own counters (per address; per address and target) are
//   counted first;
// - the target's counter (per target, from any address) is counted only when
//   the address's counters allowed the attempt, so a stranger refused at their
//   own address no longer uses it up;
// - only strangers count into the target's counter, and it refuses only them:
//   an address where the owner gave the right password in the last 30 days
//   (a "known:" key) is exempt.
// A right secret gives its attempt back, clears its target+address counter
// and remembers the address.
import { type RateLimiter, type RateLimitRule, refusalOf } from "./rate-limit.server";

export interface TargetRules {
  /** One place, whatever the target (one place trying many accounts). */
  perAddress?: RateLimitRule;
  /** One place, one target (one place guessing one account). */
  perTargetAddress?: RateLimitRule;
  /** One target, from every address that is not the owner's (many places guessing one account). */
  perTarget?: RateLimitRule;
}

export interface Target {
  /** First part of every key: "login", "reset", "track". */
  scope: string;
  /** What `id` is, in the keys: "account", "email", "order". */
  noun: string;
  id: string;
  /** The scope whose right secrets make an address the owner's (default: `scope`; email requests use sign-in's). */
  ownerScope?: string;
}

/** How long an address where the secret was right counts as the owner's. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
// "known:" keys live 30 days in rate_limit_windows (its clean-up knows the prefix).
const KNOWN_RULE: RateLimitRule = { max: 1, windowMs: KNOWN_ADDRESS_MS };

function keysOf(target: Target, ip: string) {
  const { scope, noun, id } = target;
  return {
    address: `${scope}:ip:${ip}`,
    targetAddress: `${scope}:${noun}-ip:${id}|${ip}`,
    target: `${scope}:${noun}:${id}`,
    known: `known:${target.ownerScope ?? scope}:${id}|${ip}`,
  };
}

/**
 * The keys counting attempts at `target` write, as erasure finds them (decision
 * 031): `exact` keys, and `prefixes` of the keys that end with the client's
 * address ("…|<ip>"). Built by keysOf, the limiters' own key builder.
 */
export function keysNaming(target: Target): { exact: string[]; prefixes: string[] } {
  const keys = keysOf(target, "");
  return { exact: [keys.target], prefixes: [keys.targetAddress, keys.known] };
}

export type TargetAttempt =
  { ok: true; knownAddress: boolean; succeeded(): Promise<void> } | { ok: false; message: string; retryAfterMs: number };

/**
 * Counts one attempt at `target` from `ip` and says whether it may go on.
 * Call `succeeded()` when it proved the secret (only secret checks do).
 */
export async function countAttemptOn(
  limiter: RateLimiter,
  target: Target,
  ip: string,
  rules: TargetRules,
): Promise<TargetAttempt> {
  const keys = keysOf(target, ip);
  const byAddress: Array<[string, RateLimitRule]> = [];
  if (rules.perAddress) byAddress.push([keys.address, rules.perAddress]);
  if (rules.perTargetAddress) byAddress.push([keys.targetAddress, rules.perTargetAddress]);
  // The owner test only reads, so it goes along with the address's hits (one batch on PostgreSQL).
  const [knownAddress, addressResults] = await Promise.all([
    rules.perTarget ? limiter.check(keys.known, KNOWN_RULE).then((r) => !r.allowed) : false,
    Promise.all(byAddress.map(([key, rule]) => limiter.hit(key, rule))),
  ]);
  const refusedHere = refusalOf(addressResults);
  if (refusedHere) return { ok: false, ...refusedHere };
  // Counted only now: what an address was refused never reaches the target's counter.
  const targetRule = knownAddress ? undefined : rules.perTarget;
  if (targetRule) {
    const refused = refusalOf([await limiter.hit(keys.target, targetRule)]);
    if (refused) return { ok: false, ...refused };
  }
  return {
    ok: true,
    knownAddress,
    async succeeded() {
      await Promise.all([
        rules.perTargetAddress ? limiter.reset(keys.targetAddress) : null,
        rules.perAddress ? limiter.release(keys.address, rules.perAddress) : null,
        targetRule ? limiter.release(keys.target, targetRule) : null,
        // Restarted, so the 30 days run from the latest right secret.
        limiter.reset(keys.known).then(() => limiter.hit(keys.known, KNOWN_RULE)),
      ]);
    },
  };
}

/** Sign-in's and the panel's three counters (numbers in RULES and ADMIN_LOGIN_LIMITS, reasons in decision 015). */
export interface CredentialRules {
  perAddress?: RateLimitRule;
  perAccountAddress: RateLimitRule;
  perAccount: RateLimitRule;
}

export type CredentialAttempt = TargetAttempt;

/** One attempt at `account`'s secret from `ip`. Call `succeeded()` when the secret was right. */
export function countCredentialAttempt(
  limiter: RateLimiter,
  scope: string,
  account: string,
  ip: string,
  rules: CredentialRules,
): Promise<CredentialAttempt> {
  return countAttemptOn(limiter, { scope, noun: "account", id: account }, ip, {
    perAddress: rules.perAddress,
    perTargetAddress: rules.perAccountAddress,
    perTarget: rules.perAccount,
  });
}

/** After the secret changed (a completed reset): guesses at the old one no longer hold the account back. */
export async function forgetAccountFailures(limiter: RateLimiter, scope: string, account: string): Promise<void> {
  await limiter.reset(keysOf({ scope, noun: "account", id: account }, "").target);
}
