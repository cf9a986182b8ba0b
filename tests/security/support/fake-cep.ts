// A ViaCEP-compatible service on loopback (GET /ws/{cep}/json/), optionally slow.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeCep {
  url: string;
  /** Milliseconds each answer waits. */
  delayMs: number;
  requests: number;
  /** Answers 502 to everything (a service that is down). */
  failing: boolean;
  close(): Promise<void>;
}

export async function startFakeCep(delayMs = 0): Promise<FakeCep> {
  const state = { delayMs, requests: 0, failing: false };
  const server = http.createServer((req, res) => {
    state.requests++;
    const match = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? "");
    setTimeout(() => {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      if (state.failing) {
        res.statusCode = 502;
        return res.end("{}");
      }
      if (!match) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ erro: true }));
      }
      if (match[1] === "99999999") return res.end(JSON.stringify({ erro: "true" }));
      res.end(
        JSON.stringify({
          cep: match[1],
          logradouro: "Praça da Sé",
          complemento: "",
          bairro: "Sé",
          localidade: "São Paulo",
          uf: "SP",
        }),
      );
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    get requests() {
      return state.requests;
    },
    get failing() {
      return state.failing;
    },
    set failing(v: boolean) {
      state.failing = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
