import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/logger.server";
import { createMemoryRateLimiter, RULES } from "~/platform/security/rate-limit.server";
import { CEP_CACHE_TTL_MS, createCepLookup, lookupCepFor } from "./cep.server";

// A ViaCEP-compatible service on loopback.
let server: http.Server;
let baseUrl: string;
let calls = 0;
let down = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls++;
    if (down) return res.writeHead(502).end();
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? "")?.[1];
    res.setHeader("Content-Type", "application/json");
    if (cep === "01310100")
      return res.end(
        JSON.stringify({
          cep: "01310-100",
          logradouro: "Avenida Paulista",
          bairro: "Bela Vista",
          localidade: "São Paulo",
          uf: "SP",
        }),
      );
    res.end(JSON.stringify({ erro: "true" }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("CEP lookup", () => {
  const logger = createLogger("silent", false);

  it("fills the address from the service and caches it", async () => {
    const cep = createCepLookup({ baseUrl, logger });
    const before = calls;
    expect(await cep.lookup("01310-100")).toEqual({
      status: "found",
      address: { street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
    });
    await cep.lookup("01310100");
    expect(calls - before).toBe(1);
  });

  it("tells an unknown CEP apart from an unreachable service", async () => {
    const cep = createCepLookup({ baseUrl, logger });
    expect(await cep.lookup("99999999")).toEqual({ status: "not_found" });
    expect(await cep.lookup("123")).toEqual({ status: "not_found" });
    down = true;
    expect(await cep.lookup("22222222")).toEqual({ status: "unavailable" });
    down = false;
    const unreachable = createCepLookup({ baseUrl: "http://127.0.0.1:1", logger, timeoutMs: 500 });
    expect(await unreachable.lookup("01310100")).toEqual({ status: "unavailable" });
  });
});

describe("CEP cache: addresses for a day, failures briefly, one request per CEP in flight", () => {
  const logger = createLogger("silent", false);

  it("keeps an unknown CEP 10 minutes and a failure 30 seconds, then asks again", async () => {
    let now = 0;
    const cep = createCepLookup({ baseUrl, logger, now: () => now });
    const before = calls;
    expect(await cep.lookup("99999998")).toEqual({ status: "not_found" });
    now = CEP_CACHE_TTL_MS.not_found - 1;
    await cep.lookup("99999998");
    expect(calls - before).toBe(1);
    now = CEP_CACHE_TTL_MS.not_found;
    await cep.lookup("99999998");
    expect(calls - before).toBe(2);

    down = true;
    expect(await cep.lookup("01310100")).toEqual({ status: "unavailable" });
    down = false;
    now += CEP_CACHE_TTL_MS.unavailable - 1;
    expect(await cep.lookup("01310100")).toEqual({ status: "unavailable" });
    expect(calls - before).toBe(3);
    now += 1;
    expect(await cep.lookup("01310100")).toMatchObject({ status: "found" });
    now += CEP_CACHE_TTL_MS.found - 1;
    await cep.lookup("01310100");
    expect(calls - before).toBe(4);
  });

  it("shares one request among lookups of the same CEP that arrive together", async () => {
    const cep = createCepLookup({ baseUrl, logger });
    const before = calls;
    const answers = await Promise.all(Array.from({ length: 50 }, () => cep.lookup("01310-100")));
    expect(answers.every((a) => a.status === "found")).toBe(true);
    expect(calls - before).toBe(1);
  });

  it("counts /api/cep lookups per address before looking up", async () => {
    const cep = createCepLookup({ baseUrl, logger });
    const rateLimiter = createMemoryRateLimiter();
    const before = calls;
    for (let i = 0; i < RULES.cep.max; i++)
      expect((await lookupCepFor({ cep, rateLimiter }, "01310100", "10.1.1.1")).status).toBe("found");
    const limited = await lookupCepFor({ cep, rateLimiter }, "01310100", "10.1.1.1");
    expect(limited.status).toBe("limited");
    expect(limited.status === "limited" && limited.message).toMatch(/^Muitas tentativas/);
    expect((await lookupCepFor({ cep, rateLimiter }, "01310100", "10.1.1.2")).status).toBe("found");
    expect(calls - before).toBe(1);
  });
});
