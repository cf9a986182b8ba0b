// Fixed-window rate limits kept in process memory (shared through PostgreSQL
// when several processes run is the hardening issue's job). Keys are explicit
// ("login:ip:1.2.3.4"), never matched by path substring.
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one attempt and tells whether it is still within the limit. */
  hit(key: string, rule: RateLimitRule): RateLimitResult;
  /** Tells whether a key is over its limit without counting. */
  check(key: string, rule: RateLimitRule): RateLimitResult;
  reset(key: string): void;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, rule: RateLimitRule) => {
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= rule.windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    if (windows.size > 50_000) {
      for (const [k, v] of windows) if (t - v.start >= rule.windowMs) windows.delete(k);
    }
    return { w, t };
  };
  const result = (w: { start: number; count: number }, t: number, rule: RateLimitRule): RateLimitResult => ({
    allowed: w.count <= rule.max,
    retryAfterMs: w.count <= rule.max ? 0 : rule.windowMs - (t - w.start),
  });
  return {
    hit(key, rule) {
      const { w, t } = current(key, rule);
      w.count++;
      return result(w, t, rule);
    },
    check(key, rule) {
      const { w, t } = current(key, rule);
      return { allowed: w.count < rule.max, retryAfterMs: w.count < rule.max ? 0 : rule.windowMs - (t - w.start) };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

export const RULES = {
  /** Failed sign-ins per IP and per email. */
  signInFailures: { max: 10, windowMs: 15 * 60_000 },
  signUp: { max: 5, windowMs: 60 * 60_000 },
  emailSends: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Muitas tentativas. Aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente novamente.`;
}
