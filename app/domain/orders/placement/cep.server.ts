// Address lookup by CEP through a ViaCEP-compatible service, cached in memory.
import { limitAttempt, type RateLimiter, RULES } from "~/platform/security/rate-limit.server";
import { z } from "~/lib/zod";
import type { Logger } from "~/logger.server";

export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type CepResult = { status: "found"; address: CepAddress } | { status: "not_found" } | { status: "unavailable" };

const viaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal("true")]) }),
  z.object({
    logradouro: z._default(z.string(), ""),
    bairro: z._default(z.string(), ""),
    localidade: z.string(),
    uf: z.string().check(z.length(2)),
  }),
]);

export interface CepLookup {
  lookup(cep: string): Promise<CepResult>;
  /** The remembered answer for a CEP, without asking the service (null when not known). */
  cached(cep: string): CepResult | null;
}

/** How long each kind of answer is kept: an address for a day, failures briefly. */
export const CEP_CACHE_TTL_MS: Record<CepResult["status"], number> = {
  found: 24 * 60 * 60_000,
  /** A CEP the service does not know (it may be new): asked again after 10 minutes. */
  not_found: 10 * 60_000,
  /** The service failed: a burst meanwhile gets the same answer instead of waiting on it again. */
  unavailable: 30_000,
};

/**
 * The lookup of one shop, created with its services (its cache lives there,
 * never in a module-level singleton). Lookups of the same CEP that arrive
 * together share one request to the service.
 */
export function createCepLookup(options: {
  baseUrl: string;
  logger: Pick<Logger, "warn">;
  timeoutMs?: number;
  maxEntries?: number;
  ttlMs?: Partial<Record<CepResult["status"], number>>;
  now?: () => number;
}): CepLookup {
  const cache = new Map<string, { expiresAt: number; result: CepResult }>();
  const inFlight = new Map<string, Promise<CepResult>>();
  const ttl = { ...CEP_CACHE_TTL_MS, ...options.ttlMs };
  const max = options.maxEntries ?? 5_000;
  const now = options.now ?? Date.now;

  async function ask(digits: string): Promise<CepResult> {
    try {
      const res = await fetch(`${options.baseUrl}/ws/${digits}/json/`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
        headers: { Accept: "application/json" },
      });
      if (res.status === 400 || res.status === 404) return { status: "not_found" };
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = viaCepSchema.parse(await res.json());
      return "erro" in body
        ? { status: "not_found" }
        : {
            status: "found",
            address: { street: body.logradouro, neighborhood: body.bairro, city: body.localidade, state: body.uf.toUpperCase() },
          };
    } catch (error) {
      options.logger.warn("Serviço de CEP indisponível", { reason: String(error) });
      return { status: "unavailable" };
    }
  }

  return {
    cached(cep) {
      const hit = cache.get(cep.replace(/\D/g, ""));
      return hit && now() < hit.expiresAt ? hit.result : null;
    },
    async lookup(cep) {
      const digits = cep.replace(/\D/g, "");
      if (!/^\d{8}$/.test(digits)) return { status: "not_found" };
      const hit = cache.get(digits);
      if (hit && now() < hit.expiresAt) return hit.result;
      const pending = inFlight.get(digits);
      if (pending) return pending;
      const asking = ask(digits).then((result) => {
        inFlight.delete(digits);
        cache.delete(digits);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(digits, { expiresAt: now() + ttl[result.status], result });
        return result;
      });
      inFlight.set(digits, asking);
      return asking;
    },
  };
}

export type LimitedCepResult = CepResult | { status: "limited"; message: string; retryAfterMs: number };

/** /api/cep's lookup: counted per address before anything else (decision 015), then answered from the cache or the service. */
export async function lookupCepFor(
  ctx: { cep: CepLookup; rateLimiter: RateLimiter },
  cep: string,
  ip: string,
): Promise<LimitedCepResult> {
  const limited = await limitAttempt(ctx.rateLimiter, [`cep:ip:${ip}`], RULES.cep);
  if (limited) return { status: "limited", ...limited };
  return ctx.cep.lookup(cep);
}
