// Address lookup by CEP through a ViaCEP-compatible service, cached in memory.
import { z } from "zod";
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
    logradouro: z.string().default(""),
    bairro: z.string().default(""),
    localidade: z.string(),
    uf: z.string().length(2),
  }),
]);

export interface CepLookup {
  lookup(cep: string): Promise<CepResult>;
  /** The remembered answer for a CEP, without asking the service (null when not known). */
  cached(cep: string): CepResult | null;
}

export function createCepLookup(options: {
  baseUrl: string;
  logger: Logger;
  timeoutMs?: number;
  maxEntries?: number;
  ttlMs?: number;
}): CepLookup {
  const cache = new Map<string, { at: number; result: CepResult }>();
  const ttl = options.ttlMs ?? 24 * 60 * 60_000;
  const max = options.maxEntries ?? 5_000;
  return {
    cached(cep) {
      const hit = cache.get(cep.replace(/\D/g, ""));
      return hit && Date.now() - hit.at < ttl ? hit.result : null;
    },
    async lookup(cep) {
      const digits = cep.replace(/\D/g, "");
      if (!/^\d{8}$/.test(digits)) return { status: "not_found" };
      const hit = cache.get(digits);
      if (hit && Date.now() - hit.at < ttl) return hit.result;
      let result: CepResult;
      try {
        const res = await fetch(`${options.baseUrl}/ws/${digits}/json/`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
          headers: { Accept: "application/json" },
        });
        if (res.status === 400 || res.status === 404) result = { status: "not_found" };
        else if (!res.ok) throw new Error(`HTTP ${res.status}`);
        else {
          const body = viaCepSchema.parse(await res.json());
          result =
            "erro" in body
              ? { status: "not_found" }
              : {
                  status: "found",
                  address: { street: body.logradouro, neighborhood: body.bairro, city: body.localidade, state: body.uf.toUpperCase() },
                };
        }
      } catch (error) {
        options.logger.warn("Serviço de CEP indisponível", { reason: String(error) });
        return { status: "unavailable" }; // not cached: try again next time
      }
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(digits, { at: Date.now(), result });
      return result;
    },
  };
}
