// Keyed hashes (HMAC-SHA256) for values the shop must still recognise without
// keeping them: a fraud block's CPF or phone after its person was erased, an
// order's idempotency fingerprint. Without the key, guessing a CPF or a
// buyer's details cannot confirm a match the way a plain SHA-256 could.
//
// Each purpose gets its own key, derived from the session secret with a label
// (HMAC(secret, label)), so a hash made for one purpose proves nothing for
// another and no other signature of the shop can be replayed as one of these.
// Rotating SESSION_SECRET makes older hashes unmatchable: decision 031 says
// what that costs (blocks of erased people stop matching; fingerprints only
// live through their idempotency window).
import { createHmac } from "node:crypto";

export const HASH_PURPOSES = {
  blockedBuyer: "lift-blocked-buyers",
  orderFingerprint: "lift-order-fingerprint",
} as const;

export type HashPurpose = keyof typeof HASH_PURPOSES;

const derived = new Map<string, Buffer>();

function purposeKey(secret: string, purpose: HashPurpose): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = createHmac("sha256", secret).update(HASH_PURPOSES[purpose]).digest();
    // A process holds one or two secrets (tests: a few): the map stays tiny.
    if (derived.size > 16) derived.clear();
    derived.set(cacheKey, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` under the purpose's key, as 64 hex digits. */
export function keyedHash(secret: string, purpose: HashPurpose, text: string): string {
  return createHmac("sha256", purposeKey(secret, purpose)).update(text).digest("hex");
}
