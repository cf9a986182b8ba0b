import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/logger.server";
import { createCepLookup } from "./cep.server";

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
    if (cep === "01310100") return res.end(JSON.stringify({ cep: "01310-100", logradouro: "Avenida Paulista", bairro: "Bela Vista", localidade: "São Paulo", uf: "SP" }));
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
