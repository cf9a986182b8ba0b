// The API Pix client against the fake PSP (tests/fakes/pix-provider): real
// HTTPS with mutual TLS, certificates made by openssl for this run, and every
// request, answer and callback checked against the Central Bank's openapi.yaml.
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PixApiConfig } from "~/config.server";
import { makeTestCertificates, type TestCertificates } from "../../../../tests/fakes/pix-provider/certificates";
import { startFakePixProvider, type FakePixProvider } from "../../../../tests/fakes/pix-provider/fake-pix-provider";
import { createPixApi, type PixApi } from "./client.server";
import { cobvRequest, cobvTxid } from "./cobv-request.server";
import { isPixApiError, type PixApiError } from "./errors.server";
import { bbAppKeyParameter } from "./profiles.server";
import { recordingLogger } from "./test-support.server";

let certificates: TestCertificates;
const fakes: FakePixProvider[] = [];
const apis: PixApi[] = [];

const KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const charge = {
  key: KEY,
  validityDaysAfterDue: 30,
  fineBasisPoints: 200,
  interestBasisPointsPerMonth: 100,
  discountBasisPoints: 0,
};
let orderCounter = 0;
/** A delivered order of its own, with a fresh UUID, and its txid. */
function delivered(totalCents = 14_790) {
  orderCounter += 1;
  const id = `3f2a9c1e-7b4d-4e8f-9a0b-${String(orderCounter).padStart(12, "0")}`;
  const body = cobvRequest(
    {
      id,
      number: 1000 + orderCounter,
      totalCents,
      deliveredAt: new Date(),
      buyer: { cpf: "52998224725", name: "Maria da Silva" },
    },
    charge,
  );
  return { txid: cobvTxid(id), body };
}

async function fake(options: Partial<Parameters<typeof startFakePixProvider>[0]> = {}) {
  const started = await startFakePixProvider({ certificates, ...options });
  fakes.push(started);
  return started;
}

type ApiOptions = Partial<Pick<PixApiConfig, "certificate" | "profile" | "appKey" | "webhookMtls" | "caFile">> & {
  timeoutMs?: number;
  now?: () => number;
};

function client(provider: FakePixProvider, options: ApiOptions = {}) {
  const logger = recordingLogger();
  const api = createPixApi(
    {
      apiUrl: provider.apiUrl,
      oauthUrl: provider.oauthUrl,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      certificate: options.certificate ?? {
        kind: "pem",
        certFile: certificates.clientCertFile,
        keyFile: certificates.clientKeyFile,
      },
      caFile: "caFile" in options ? options.caFile : certificates.caFile,
      profile: options.profile ?? "padrao",
      appKey: options.appKey,
      webhookMtls: options.webhookMtls ?? true,
    },
    { logger, timeoutMs: options.timeoutMs, now: options.now },
  );
  apis.push(api);
  return Object.assign(api, { logger });
}

async function failure(promise: Promise<unknown>): Promise<PixApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isPixApiError(error), String(error)).toBe(true);
  return error as PixApiError;
}

/** The shop's webhook behind an mTLS proxy: HTTPS that accepts only the PSP's certificate. */
async function webhookReceiver() {
  const received: { path: string; body: unknown }[] = [];
  const server = https.createServer(
    {
      key: fs.readFileSync(certificates.serverKeyFile),
      cert: fs.readFileSync(certificates.serverCertFile),
      ca: fs.readFileSync(certificates.caFile),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        received.push({ path: req.url ?? "", body: JSON.parse(raw) });
        res.writeHead(200).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/pix/segredo-da-loja`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(() => {
  certificates = makeTestCertificates();
});

afterEach(() => {
  for (const provider of fakes) provider.expectNoViolations();
});

afterAll(async () => {
  for (const api of apis) api.close();
  await Promise.all(fakes.map((f) => f.stop()));
  certificates.remove();
});

describe("API Pix client over mTLS", () => {
  it("creates, reads, pays (webhook with /pix) and lists a charge; every exchange valid for the spec", async () => {
    const provider = await fake();
    const api = client(provider);
    const receiver = await webhookReceiver();
    try {
      const { callbackUrl } = await api.putWebhook(KEY, receiver.url);
      expect(callbackUrl).toBe(`${receiver.url}/pix`);
      expect(provider.webhooks.get(KEY)?.webhookUrl).toBe(receiver.url);

      const { txid, body } = delivered();
      const created = await api.putCobv(txid, body);
      expect(created).toMatchObject({ txid, status: "ATIVA", revisao: 0, valor: { original: "147.90" }, chave: KEY });
      expect(created.calendario.dataDeVencimento).toBe(body.calendario.dataDeVencimento);
      expect(created.pixCopiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);

      const { pix, callback } = await provider.pay(txid);
      expect(callback).toMatchObject({ status: 200, url: `${receiver.url}/pix` });
      expect(receiver.received).toEqual([{ path: "/webhooks/pix/segredo-da-loja/pix", body: { pix: [pix] } }]);

      const read = await api.getCobv(txid);
      expect(read.status).toBe("CONCLUIDA");
      expect(read.pix).toEqual([expect.objectContaining({ endToEndId: pix.endToEndId, valor: "147.90", txid })]);
      expect(read.pix?.[0]?.pagador).toEqual({ cpf: "52998224725", nome: "Maria da Silva" });

      const listed = [];
      for await (const p of api.listPix({ inicio: new Date(Date.now() - 60_000), fim: new Date(Date.now() + 60_000) }))
        listed.push(p);
      expect(listed.map((p) => p.endToEndId)).toEqual([pix.endToEndId]);
    } finally {
      await receiver.close();
    }
  });

  it("cancels an open charge with PATCH status REMOVIDA_PELO_USUARIO_RECEBEDOR, and a paid one cannot be cancelled", async () => {
    const provider = await fake();
    const api = client(provider);
    const open = delivered();
    await api.putCobv(open.txid, open.body);
    const removed = await api.patchCobv(open.txid, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" });
    expect(removed).toMatchObject({ status: "REMOVIDA_PELO_USUARIO_RECEBEDOR", revisao: 1 });

    const paid = delivered();
    await api.putCobv(paid.txid, paid.body);
    await provider.pay(paid.txid);
    const refused = await failure(api.patchCobv(paid.txid, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" }));
    expect(refused).toMatchObject({ status: 400, retryable: false, kind: "http" });
    expect(refused.problem).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida" });
  });

  it("works with the certificate as PKCS#12 with its passphrase", async () => {
    const provider = await fake();
    const api = client(provider, {
      certificate: { kind: "p12", p12File: certificates.clientP12File, passphrase: certificates.p12Passphrase },
    });
    const { txid, body } = delivered();
    expect((await api.putCobv(txid, body)).status).toBe("ATIVA");
  });

  it("is refused without a certificate the PSP trusts, before any request is read", async () => {
    const provider = await fake();
    // No client certificate at all.
    const bare = await new Promise<string>((resolve) => {
      const request = https.request(`${provider.apiUrl}/cobv/x`, { ca: fs.readFileSync(certificates.caFile) }, (res) => {
        res.resume();
        resolve(`answered ${res.statusCode}`);
      });
      request.on("error", (e: NodeJS.ErrnoException) => resolve(`refused ${e.code ?? e.message}`));
      request.end();
    });
    expect(bare).toMatch(/^refused /);
    // A certificate from another CA.
    const api = client(provider, {
      certificate: { kind: "pem", certFile: certificates.strangerCertFile, keyFile: certificates.strangerKeyFile },
    });
    const error = await failure(api.getCobv(delivered().txid));
    expect(["tls", "network"]).toContain(error.kind);
    expect(provider.requests).toEqual([]);
    // The PSP's certificate is not trusted without PIX_CA_CERT: a handshake failure that no retry fixes.
    const untrusting = client(provider, { caFile: undefined });
    expect(await failure(untrusting.getCobv(delivered().txid))).toMatchObject({ kind: "tls", retryable: false });
  });
});

describe("API Pix token", () => {
  it("is fetched once and kept, fetched again after its lifetime, and again once on a 401", async () => {
    const provider = await fake({ tokenTtlSeconds: 600 });
    let clock = Date.now();
    const api = client(provider, { now: () => clock });
    const { txid, body } = delivered();
    await api.putCobv(txid, body);
    await api.getCobv(txid);
    await api.getCobv(txid);
    expect(provider.tokensIssued).toBe(1);
    const tokenRequest = provider.requests.find((r) => r.operation === "POST /oauth/token")!;
    // RFC 6749 §4.4: form fields, Basic credentials, and the scopes the shop uses.
    expect(tokenRequest.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(String(tokenRequest.body));
    expect(form.get("grant_type")).toBe("client_credentials");
    expect(form.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["cobv.write", "cobv.read", "pix.read", "pix.write", "webhook.write"]),
    );

    // Shortly before expires_in (a tenth of 600 s = 60 s before), the client fetches a new one by itself.
    clock += 541_000;
    await api.getCobv(txid);
    expect(provider.tokensIssued).toBe(2);

    // The PSP drops the token early: one 401, a new token, the same call again.
    provider.expireTokens();
    const before = provider.requests.length;
    expect((await api.getCobv(txid)).txid).toBe(txid);
    expect(provider.tokensIssued).toBe(3);
    expect(provider.requests.slice(before).map((r) => `${r.operation} ${r.status}`)).toEqual([
      "GET /cobv/{txid} 401",
      "POST /oauth/token 200",
      "GET /cobv/{txid} 200",
    ]);
  });

  it("refused credentials are an auth failure, not retried forever", async () => {
    const provider = await fake({ clientSecret: "outro-segredo" });
    const api = createPixApi(
      {
        apiUrl: provider.apiUrl,
        oauthUrl: provider.oauthUrl,
        clientId: provider.clientId,
        clientSecret: "segredo-errado",
        certificate: { kind: "pem", certFile: certificates.clientCertFile, keyFile: certificates.clientKeyFile },
        caFile: certificates.caFile,
        profile: "padrao",
        appKey: undefined,
        webhookMtls: true,
      },
      { logger: recordingLogger() },
    );
    apis.push(api);
    expect(await failure(api.getCobv(delivered().txid))).toMatchObject({ kind: "auth", status: 401, retryable: false });
  });
});

describe("API Pix failures", () => {
  it("a 5xx is retryable and carries the PSP's problem; the next call goes through", async () => {
    const provider = await fake();
    const api = client(provider);
    const { txid, body } = delivered();
    await api.putCobv(txid, body);
    provider.failNext(1, { kind: "status", status: 503 }, "GET /cobv/{txid}");
    const error = await failure(api.getCobv(txid));
    expect(error).toMatchObject({ kind: "http", status: 503, retryable: true });
    expect(error.problem).toMatchObject({ status: 503, type: "https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel" });
    provider.failNext(1, { kind: "status", status: 500 });
    expect(await failure(api.getCobv(txid))).toMatchObject({ status: 500, retryable: true });
    expect((await api.getCobv(txid)).status).toBe("ATIVA");
  });

  it("a PSP that does not answer in time is a retryable timeout", async () => {
    const provider = await fake();
    const api = client(provider, { timeoutMs: 400 });
    const { txid, body } = delivered();
    await api.putCobv(txid, body);
    provider.failNext(1, { kind: "hang" }, "GET /cobv/{txid}");
    const started = Date.now();
    const error = await failure(api.getCobv(txid));
    expect(error).toMatchObject({ kind: "timeout", retryable: true });
    expect(Date.now() - started).toBeLessThan(3000);
    // A 4xx is not worth retrying.
    expect(await failure(api.getCobv(delivered().txid))).toMatchObject({ status: 404, retryable: false });
  });

  it("an answer lost after the PSP made the charge: the retried PUT of the same txid leaves exactly one charge", async () => {
    const provider = await fake();
    const api = client(provider);
    const { txid, body } = delivered();
    provider.failNext(1, { kind: "drop-after-processing" }, "PUT /cobv/{txid}");
    const lost = await failure(api.putCobv(txid, body));
    expect(lost).toMatchObject({ kind: "network", retryable: true });
    expect(provider.charges.size).toBe(1);

    const retried = await api.putCobv(txid, body);
    expect(retried).toMatchObject({ txid, status: "ATIVA", revisao: 0 });
    expect(provider.charges.size).toBe(1);
    expect(provider.requests.filter((r) => r.operation === "PUT /cobv/{txid}")).toHaveLength(2);
  });
});

describe("received Pix and refunds", () => {
  it("lists every received Pix across pages (paginacao), in order", async () => {
    const provider = await fake();
    const api = client(provider);
    const paid: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { txid, body } = delivered(1000 + i);
      await api.putCobv(txid, body);
      paid.push((await provider.pay(txid)).pix.endToEndId);
    }
    const listed: string[] = [];
    for await (const p of api.listPix(
      { inicio: new Date(Date.now() - 60_000), fim: new Date(Date.now() + 60_000) },
      { itensPorPagina: 2 },
    )) {
      listed.push(p.endToEndId);
    }
    expect(listed).toEqual(paid);
    const pages = provider.requests.filter((r) => r.operation === "GET /pix").map((r) => r.query.get("paginacao.paginaAtual"));
    expect(pages).toEqual(["0", "1", "2"]);
    // An empty window is one page with nothing in it.
    const none = [];
    for await (const p of api.listPix({ inicio: new Date(0), fim: new Date(1000) })) none.push(p);
    expect(none).toEqual([]);
  });

  it("asks for a refund; the same refund id twice or more than was paid is refused", async () => {
    const provider = await fake();
    const api = client(provider);
    const { txid, body } = delivered(5000);
    await api.putCobv(txid, body);
    const { pix } = await provider.pay(txid);
    const refund = await api.putDevolucao(pix.endToEndId, "D1", 2000);
    expect(refund).toMatchObject({ id: "D1", valor: "20.00", status: "EM_PROCESSAMENTO" });
    expect(refund.rtrId).toMatch(/^D[a-zA-Z0-9]{31}$/);
    expect(await failure(api.putDevolucao(pix.endToEndId, "D1", 1000))).toMatchObject({ status: 400, retryable: false });
    expect(await failure(api.putDevolucao(pix.endToEndId, "D2", 3001))).toMatchObject({ status: 400 });
    expect((await api.putDevolucao(pix.endToEndId, "D2", 3000)).valor).toBe("30.00");
    expect((await api.getCobv(txid)).pix?.[0]?.devolucoes?.map((d) => d.id)).toEqual(["D1", "D2"]);
  });
});

describe("provider profiles", () => {
  it("bb: the application key goes on every API call (gw-dev-app-key in homologação, gw-app-key in production)", async () => {
    const provider = await fake({ profile: "bb", appKey: "chave-de-aplicacao-bb" });
    const api = client(provider, { profile: "bb", appKey: "chave-de-aplicacao-bb" });
    const { txid, body } = delivered();
    await api.putCobv(txid, body);
    await api.getCobv(txid);
    const calls = provider.requests.filter((r) => r.operation !== "POST /oauth/token");
    expect(calls.map((r) => r.query.get("gw-app-key"))).toEqual(["chave-de-aplicacao-bb", "chave-de-aplicacao-bb"]);
    const token = provider.requests.find((r) => r.operation === "POST /oauth/token")!;
    expect(token.query.get("gw-app-key")).toBeNull();
    // Without the key, BB refuses: not worth retrying.
    const standard = client(provider);
    expect(await failure(standard.getCobv(txid))).toMatchObject({ status: 403, retryable: false });
    expect(bbAppKeyParameter("https://api.hm.bb.com.br/pix/v2")).toBe("gw-dev-app-key");
    expect(bbAppKeyParameter("https://api.sandbox.bb.com.br/pix/v2")).toBe("gw-dev-app-key");
    expect(bbAppKeyParameter("https://api-pix.bb.com.br/pix/v2")).toBe("gw-app-key");
  });

  it("efí: the token request is JSON, and the webhook registration carries x-skip-mtls-checking", async () => {
    const provider = await fake({ profile: "efi" });
    const api = client(provider, { profile: "efi" });
    await api.putWebhook(KEY, "https://loja.exemplo/webhooks/pix/segredo");
    expect(provider.webhooks.get(KEY)?.headers["x-skip-mtls-checking"]).toBe("false");
    const token = provider.requests.find((r) => r.operation === "POST /oauth/token")!;
    expect(token.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(String(token.body))).toEqual({ grant_type: "client_credentials" });

    const skipping = client(provider, { profile: "efi", webhookMtls: false });
    const { callbackUrl } = await skipping.putWebhook(KEY, "https://loja.exemplo/webhooks/pix/segredo?ignorar=");
    expect(provider.webhooks.get(KEY)?.headers["x-skip-mtls-checking"]).toBe("true");
    // Efí does not append /pix to a URL with a query (its documented "?ignorar=").
    expect(callbackUrl).toBe("https://loja.exemplo/webhooks/pix/segredo?ignorar=");

    // The standard's form-encoded token request is refused by Efí.
    const standard = client(provider);
    expect(await failure(standard.getCobv(delivered().txid))).toMatchObject({ kind: "auth", status: 400, retryable: false });
    // The standard sends no such header.
    const plain = await fake();
    await client(plain).putWebhook(KEY, "https://loja.exemplo/webhooks/pix/segredo");
    expect(plain.webhooks.get(KEY)?.headers["x-skip-mtls-checking"]).toBeUndefined();
  });
});
