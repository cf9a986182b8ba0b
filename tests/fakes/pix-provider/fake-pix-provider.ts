// A stateful fake PSP speaking the Central Bank's API Pix, for tests: HTTPS on
// 127.0.0.1 that refuses any client without a certificate signed by the test
// CA (mTLS), an OAuth2 token endpoint, charges with a due date (cobv), the
// webhook, received Pix with paging and refunds. Every request it receives and
// every answer and callback it sends is checked against openapi.yaml
// (spec.ts): a violation is recorded, a bad request is refused with 400, and
// `expectNoViolations()` fails the test.
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { crc16 } from "../../../app/domain/payments/static-pix";
import type { TestCertificates } from "./certificates";
import { loadPixSpec, type SpecOperation, type SpecValidator } from "./spec";

/** What the fake answers or posts (JSON), checked against the spec before it leaves. */
type JsonObject = Record<string, unknown>;

// The bodies the fake reads, as openapi.yaml declares them: route() validates a request against the
// spec before handle() reads it, so these describe what already passed (only the fields read here).
/** CobVPayload (PUT /cobv/{txid}). */
interface CobVBody {
  calendario: { dataDeVencimento: string; validadeAposVencimento?: number } & JsonObject;
  devedor: { cpf?: string; cnpj?: string; nome: string };
  valor: { original: string } & JsonObject;
  chave: string;
  solicitacaoPagador?: string;
}
/** CobVRevisada (PATCH /cobv/{txid}): a revision, or the removal. */
type CobVRevision = Partial<CobVBody> & { status?: string };

export interface Devolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string };
  status: string;
}

/** A received Pix (the spec's Pix schema), as the fake keeps and lists it. */
export interface ReceivedPix {
  endToEndId: string;
  txid: string;
  valor: string;
  componentesValor: { original: { valor: string } };
  chave: string;
  horario: string;
  infoPagador: string;
  pagador: { cpf?: string; cnpj?: string; nome: string };
  devolucoes?: Devolucao[];
}

export type FakeProfile = "padrao" | "efi" | "bb";

export interface FakePixProviderOptions {
  certificates: TestCertificates;
  clientId?: string;
  clientSecret?: string;
  /** Token lifetime in seconds (expires_in). */
  tokenTtlSeconds?: number;
  /** Which PSP's extras it demands: Efí's JSON token body, BB's app key on every call. */
  profile?: FakeProfile;
  /** BB's application key the fake expects. */
  appKey?: string;
  /** Items per page when the client does not ask (the standard's default is 100). */
  defaultPageSize?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The operation in openapi.yaml ("PUT /cobv/{txid}"), "POST /oauth/token", or null when unknown. */
  operation: string | null;
  status?: number;
}

export interface DeliveredCallback {
  url: string;
  body: JsonObject;
  status: number | null;
  error?: string;
}

type FaultMode = { kind: "status"; status: number } | { kind: "hang" } | { kind: "drop-after-processing" };

interface Fault {
  mode: FaultMode;
  remaining: number;
  /** "PUT /cobv/{txid}", "POST /oauth/token"…; absent = any API call (not the token). */
  operation?: string;
}

interface Charge {
  body: CobVBody;
  revisao: number;
  status: "ATIVA" | "CONCLUIDA" | "REMOVIDA_PELO_USUARIO_RECEBEDOR" | "REMOVIDA_PELO_PSP";
  criacao: string;
  locId: number;
  location: string;
  pix: ReceivedPix[];
}

/** The fake PSP's own data: it is the receiver of every charge. */
const RECEBEDOR = {
  cnpj: "12345678000195",
  nome: "Lift Suplementos Ltda",
  nomeFantasia: "Lift",
  logradouro: "Rua Augusta, 100",
  cidade: "Sao Paulo",
  uf: "SP",
  cep: "01305000",
};
const ISPB = "99999008";
const API_PREFIX = "/v2";

function problem(status: number, type: string, title: string, detail?: string, violacoes?: JsonObject[]): JsonObject {
  return {
    type: `https://pix.bcb.gov.br/api/v2/error/${type}`,
    title,
    status,
    ...(detail && { detail }),
    ...(violacoes?.length && { violacoes }),
  };
}

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const centsOf = (text: string) => Math.round(Number(text) * 100);
const alnum = (length: number) =>
  Array.from(randomBytes(length), (b) => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[b % 62]).join("");

/** A dynamic BR Code for a location (field 26 with the URL, not the key), so pixCopiaECola looks like the real thing. */
function dynamicBrCode(location: string): string {
  const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;
  const body =
    field("00", "01") +
    field("01", "12") +
    field("26", field("00", "br.gov.bcb.pix") + field("25", location)) +
    field("52", "0000") +
    field("53", "986") +
    field("58", "BR") +
    field("59", "LIFT") +
    field("60", "SAO PAULO") +
    field("62", field("05", "***")) +
    "6304";
  return body + crc16(body);
}

export interface FakePixProvider {
  /** API base for PIX_API_URL: https://127.0.0.1:port/v2 */
  apiUrl: string;
  /** PIX_OAUTH_URL */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** The shop's settings that point it at this fake (its URLs, credentials and the test certificates). */
  shopEnv(pix: { key: string; webhookSecret: string }): Record<string, string>;
  spec: SpecValidator;
  requests: RecordedRequest[];
  callbacks: DeliveredCallback[];
  /** Webhooks registered per key, with the headers of the registration. */
  webhooks: Map<string, { webhookUrl: string; headers: http.IncomingHttpHeaders }>;
  /** Charges by txid (one per txid, whatever the client retries). */
  charges: Map<string, Charge>;
  /** Every Pix received, in order. */
  received: ReceivedPix[];
  tokensIssued: number;
  /** Makes every token issued so far invalid now (the next call gets 401). */
  expireTokens(): void;
  /** The next `times` matching calls answer `status` (a problem+json), hang past any timeout, or are processed and then cut without an answer. */
  failNext(times: number, mode: FaultMode, operation?: string): void;
  /**
   * Pays the charge `txid` (its original amount unless told): a Pix entry with
   * endToEndId, horario and pagador, status CONCLUIDA, and the webhook's callback
   * `{pix: […]}` POSTed to the registered URL with the "/pix" suffix (unless
   * `webhook: "drop"`, a webhook that never arrives).
   */
  pay(
    txid: string,
    options?: { amountCents?: number; webhook?: "deliver" | "drop"; payer?: { cpf: string; nome: string } },
  ): Promise<{ pix: ReceivedPix; callback: DeliveredCallback | null }>;
  /** Recorded violations of the spec (requests, answers, callbacks); clears them. */
  takeViolations(): string[];
  /** Throws when anything violated the spec since the last take. */
  expectNoViolations(): void;
  stop(): Promise<void>;
}

export async function startFakePixProvider(options: FakePixProviderOptions): Promise<FakePixProvider> {
  const { certificates } = options;
  const clientId = options.clientId ?? "lift-client-id";
  const clientSecret = options.clientSecret ?? "lift-client-secret";
  const ttl = options.tokenTtlSeconds ?? 3600;
  const profile = options.profile ?? "padrao";
  const spec = loadPixSpec();
  const violations: string[] = [];
  const tokens = new Map<string, number>();
  const faults: Fault[] = [];
  const hanging = new Set<http.ServerResponse>();
  let nextLocId = 1;

  const state = {
    requests: [] as RecordedRequest[],
    callbacks: [] as DeliveredCallback[],
    webhooks: new Map<string, { webhookUrl: string; headers: http.IncomingHttpHeaders }>(),
    charges: new Map<string, Charge>(),
    received: [] as ReceivedPix[],
    tokensIssued: 0,
  };

  const ca = fs.readFileSync(certificates.caFile);
  // The provider's side of the callback presents its own certificate, as PSPs do (the shop's proxy may check it).
  const callbackAgent = new https.Agent({
    ca,
    cert: fs.readFileSync(certificates.serverCertFile),
    key: fs.readFileSync(certificates.serverKeyFile),
  });

  function takeFault(operation: string): Fault | null {
    const fault = faults.find(
      (f) => f.remaining > 0 && (f.operation ? f.operation === operation : operation !== "POST /oauth/token"),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    return fault;
  }

  function chargeView(txid: string, charge: Charge): JsonObject {
    const { calendario, devedor, valor, chave, solicitacaoPagador } = charge.body;
    return {
      calendario: { criacao: charge.criacao, ...calendario, validadeAposVencimento: calendario.validadeAposVencimento ?? 30 },
      txid,
      revisao: charge.revisao,
      loc: { id: charge.locId, location: charge.location, tipoCob: "cobv", criacao: charge.criacao },
      location: charge.location,
      status: charge.status,
      devedor,
      recebedor: RECEBEDOR,
      valor,
      chave,
      ...(solicitacaoPagador && { solicitacaoPagador }),
      pixCopiaECola: dynamicBrCode(charge.location),
    };
  }

  /** The fake's behaviour per operation: [status, body] (body undefined = no content). */
  function handle(
    op: SpecOperation,
    query: URLSearchParams,
    body: unknown,
    headers: http.IncomingHttpHeaders,
  ): [number, JsonObject | undefined] {
    const now = new Date().toISOString();
    switch (op.id) {
      case "PUT /cobv/{txid}": {
        const payload = body as CobVBody;
        const txid = op.params.txid!;
        const existing = state.charges.get(txid);
        if (existing) {
          if (existing.status !== "ATIVA") {
            return [
              400,
              problem(
                400,
                "CobVOperacaoInvalida",
                "Cobrança inválida.",
                "A cobrança já existe, não está ATIVA, e a presente requisição busca alterá-la.",
              ),
            ];
          }
          // PUT on an existing ATIVA charge revises it: still one charge per txid.
          if (JSON.stringify(existing.body) !== JSON.stringify(payload)) {
            existing.body = payload;
            existing.revisao += 1;
          }
          return [201, chargeView(txid, existing)];
        }
        const locId = nextLocId++;
        const charge: Charge = {
          body: payload,
          revisao: 0,
          status: "ATIVA",
          criacao: now,
          locId,
          location: `127.0.0.1/qr/v2/cobv/${randomUUID().replace(/-/g, "")}`,
          pix: [],
        };
        state.charges.set(txid, charge);
        return [201, chargeView(txid, charge)];
      }
      case "GET /cobv/{txid}": {
        const charge = state.charges.get(op.params.txid!);
        if (!charge) return [404, problem(404, "CobVNaoEncontrada", "Cobrança não encontrada.")];
        return [200, { ...chargeView(op.params.txid!, charge), ...(charge.pix.length && { pix: charge.pix }) }];
      }
      case "PATCH /cobv/{txid}": {
        const charge = state.charges.get(op.params.txid!);
        if (!charge) return [404, problem(404, "CobVNaoEncontrada", "Cobrança não encontrada.")];
        if (charge.status !== "ATIVA") {
          return [
            400,
            problem(
              400,
              "CobVOperacaoInvalida",
              "Cobrança inválida.",
              "A cobrança não está ATIVA, e a presente requisição busca alterá-la.",
            ),
          ];
        }
        const revision = body as CobVRevision;
        if (revision.status === "REMOVIDA_PELO_USUARIO_RECEBEDOR") charge.status = "REMOVIDA_PELO_USUARIO_RECEBEDOR";
        else charge.body = { ...charge.body, ...revision };
        charge.revisao += 1;
        return [200, chargeView(op.params.txid!, charge)];
      }
      case "PUT /webhook/{chave}": {
        state.webhooks.set(op.params.chave!, { webhookUrl: (body as { webhookUrl: string }).webhookUrl, headers });
        return [200, undefined];
      }
      case "GET /pix": {
        const inicio = Date.parse(query.get("inicio")!);
        const fim = Date.parse(query.get("fim")!);
        if (fim < inicio) {
          return [400, problem(400, "PixConsultaInvalida", "Consulta inválida.", "fim é anterior a inicio")];
        }
        const page = Number(query.get("paginacao.paginaAtual") ?? 0);
        const size = Number(query.get("paginacao.itensPorPagina") ?? options.defaultPageSize ?? 100);
        const matching = state.received.filter((p) => {
          const at = Date.parse(p.horario);
          return at >= inicio && at <= fim;
        });
        return [
          200,
          {
            parametros: {
              inicio: query.get("inicio"),
              fim: query.get("fim"),
              paginacao: {
                paginaAtual: page,
                itensPorPagina: size,
                quantidadeDePaginas: Math.max(1, Math.ceil(matching.length / size)),
                quantidadeTotalDeItens: matching.length,
              },
            },
            pix: matching.slice(page * size, page * size + size),
          },
        ];
      }
      case "PUT /pix/{e2eid}/devolucao/{id}": {
        const pix = state.received.find((p) => p.endToEndId === op.params.e2eid);
        if (!pix) return [404, problem(404, "PixNaoEncontrado", "Pix não encontrado.")];
        pix.devolucoes ??= [];
        if (pix.devolucoes.some((d) => d.id === op.params.id)) {
          return [
            400,
            problem(400, "PixDevolucaoInvalida", "Devolução inválida.", "id de devolução já utilizado para este e2eid"),
          ];
        }
        const asked = (body as { valor: string }).valor;
        const returned = pix.devolucoes.reduce((sum, d) => sum + centsOf(d.valor), 0);
        if (returned + centsOf(asked) > centsOf(pix.valor)) {
          return [400, problem(400, "PixDevolucaoInvalida", "Devolução inválida.", "A devolução excederia o valor do Pix.")];
        }
        const devolucao: Devolucao = {
          id: op.params.id!,
          rtrId: `D${ISPB}${now.slice(0, 10).replace(/-/g, "")}${alnum(15)}`,
          valor: asked,
          horario: { solicitacao: now },
          status: "EM_PROCESSAMENTO",
        };
        pix.devolucoes.push(devolucao);
        return [201, { ...devolucao }];
      }
      default:
        return [404, problem(404, "NaoEncontrado", "Não encontrado.", `${op.id} não existe neste simulador`)];
    }
  }

  function send(
    res: http.ServerResponse,
    record: RecordedRequest,
    status: number,
    body: JsonObject | undefined,
    op: SpecOperation | null,
  ) {
    const contentType = body === undefined ? undefined : status >= 400 ? "application/problem+json" : "application/json";
    if (op) {
      for (const v of spec.validateResponse(op, status, contentType, body)) violations.push(`${op.id} → ${v}`);
    }
    record.status = status;
    res.writeHead(status, contentType ? { "content-type": contentType } : {});
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }

  function handleToken(req: http.IncomingMessage, res: http.ServerResponse, record: RecordedRequest, raw: string) {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    record.body = raw;
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim();
    let grant: string | null = null;
    if (profile === "efi") {
      // Efí: JSON body {"grant_type":"client_credentials"}.
      try {
        const parsed = type === "application/json" ? (JSON.parse(raw) as { grant_type?: unknown }) : null;
        grant = typeof parsed?.grant_type === "string" ? parsed.grant_type : null;
      } catch {
        grant = null;
      }
    } else if (type === "application/x-www-form-urlencoded") grant = new URLSearchParams(raw).get("grant_type");
    const answer = (status: number, body: JsonObject) => {
      record.status = status;
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== expected) return answer(401, { error: "invalid_client" });
    if (grant !== "client_credentials") return answer(400, { error: "unsupported_grant_type" });
    const value = randomBytes(24).toString("base64url");
    tokens.set(value, Date.now() + ttl * 1000);
    state.tokensIssued += 1;
    answer(200, {
      access_token: value,
      token_type: "Bearer",
      expires_in: ttl,
      scope: "cobv.write cobv.read pix.read pix.write webhook.write webhook.read",
    });
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "https://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: undefined,
      operation: null,
    };
    state.requests.push(record);

    if (url.pathname === "/oauth/token" && req.method === "POST") {
      record.operation = "POST /oauth/token";
      const fault = takeFault(record.operation);
      if (fault) return applyFault(fault, res, record, () => handleToken(req, res, record, raw));
      return handleToken(req, res, record, raw);
    }

    const op = url.pathname.startsWith(`${API_PREFIX}/`)
      ? spec.operation(req.method ?? "GET", url.pathname.slice(API_PREFIX.length))
      : null;
    if (!op) return send(res, record, 404, problem(404, "NaoEncontrado", "Não encontrado."), null);
    record.operation = op.id;

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt <= Date.now()) {
      return send(res, record, 401, problem(401, "AcessoNegado", "Token de acesso inválido ou expirado."), op);
    }
    if (
      profile === "bb" &&
      url.searchParams.get("gw-app-key") !== options.appKey &&
      url.searchParams.get("gw-dev-app-key") !== options.appKey
    ) {
      return send(res, record, 403, problem(403, "AcessoNegado", "Chave de aplicação (gw-app-key) ausente ou inválida."), op);
    }

    let body: unknown;
    if (raw.length) {
      try {
        body = JSON.parse(raw) as unknown;
      } catch {
        violations.push(`${op.id} ← corpo não é JSON`);
        return send(res, record, 400, problem(400, "RequisicaoInvalida", "Requisição inválida.", "Corpo não é JSON."), op);
      }
    }
    record.body = body;
    const requestViolations = spec.validateRequest(op, url.searchParams, body);
    if (requestViolations.length) {
      for (const v of requestViolations) violations.push(`${op.id} ← ${v}`);
      const violacoes = requestViolations.map((razao) => ({ razao }));
      return send(
        res,
        record,
        400,
        problem(400, "RequisicaoInvalida", "Requisição inválida.", "A requisição não respeita o schema.", violacoes),
        op,
      );
    }
    const fault = takeFault(op.id);
    const respond = () => {
      const [status, answer] = handle(op, url.searchParams, body, req.headers);
      send(res, record, status, answer, op);
    };
    if (fault) return applyFault(fault, res, record, () => handle(op, url.searchParams, body, req.headers), op);
    respond();
  }

  function applyFault(
    fault: Fault,
    res: http.ServerResponse,
    record: RecordedRequest,
    process: () => unknown,
    op?: SpecOperation,
  ) {
    if (fault.mode.kind === "hang") {
      record.status = 0;
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (fault.mode.kind === "drop-after-processing") {
      process();
      record.status = 0;
      res.socket?.destroy();
      return;
    }
    const status = fault.mode.status;
    const title = status === 503 ? "Serviço indisponível." : "Erro interno do servidor.";
    const type = status === 503 ? "ServicoIndisponivel" : "ErroInternoDoServidor";
    if (op) return send(res, record, status, problem(status, type, title), op);
    record.status = status;
    res.writeHead(status, { "content-type": "application/problem+json" });
    res.end(JSON.stringify(problem(status, type, title)));
  }

  const server = https.createServer(
    {
      key: fs.readFileSync(certificates.serverKeyFile),
      cert: fs.readFileSync(certificates.serverCertFile),
      ca,
      // mTLS: a client without a certificate from the test CA never gets past the handshake.
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: "TLSv1.2",
    },
    (req, res) => {
      if (!(req.socket as TLSSocket).authorized) {
        res.writeHead(401).end();
        return;
      }
      route(req, res).catch((error: unknown) => {
        violations.push(`erro interno do simulador: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `https://127.0.0.1:${port}`;

  async function deliver(url: string, body: JsonObject): Promise<DeliveredCallback> {
    const target = new URL(url);
    const payload = JSON.stringify(body);
    const delivered: DeliveredCallback = { url, body, status: null };
    try {
      delivered.status = await new Promise<number>((resolve, reject) => {
        const request = (target.protocol === "https:" ? https : http).request(
          target,
          {
            method: "POST",
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
            ...(target.protocol === "https:" && { agent: callbackAgent }),
            timeout: 5000,
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        );
        request.on("timeout", () => request.destroy(new Error("callback timeout")));
        request.on("error", reject);
        request.end(payload);
      });
    } catch (error) {
      delivered.error = String(error);
    }
    state.callbacks.push(delivered);
    return delivered;
  }

  /** Where the PSP posts for a registered URL: the standard's "{webhookUrl}/pix" (Efí: not when the URL has a query). */
  function callbackUrlOf(webhookUrl: string): string {
    const url = new URL(webhookUrl);
    if (profile === "efi" && url.search) return webhookUrl;
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/pix`;
    return url.toString();
  }

  const apiUrl = `${origin}${API_PREFIX}`;
  const oauthUrl = `${origin}/oauth/token`;
  const fake: FakePixProvider = {
    apiUrl,
    oauthUrl,
    clientId,
    clientSecret,
    shopEnv: ({ key, webhookSecret }) => ({
      PIX_API_URL: apiUrl,
      PIX_OAUTH_URL: oauthUrl,
      PIX_CLIENT_ID: clientId,
      PIX_CLIENT_SECRET: clientSecret,
      PIX_KEY: key,
      PIX_WEBHOOK_SECRET: webhookSecret,
      PIX_CLIENT_CERT: certificates.clientCertFile,
      PIX_CLIENT_KEY: certificates.clientKeyFile,
      PIX_CA_CERT: certificates.caFile,
    }),
    spec,
    ...state,
    get tokensIssued() {
      return state.tokensIssued;
    },
    expireTokens() {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    failNext(times, mode, operation) {
      faults.push({ mode, remaining: times, operation });
    },
    async pay(txid, payOptions = {}) {
      const charge = state.charges.get(txid);
      if (!charge) throw new Error(`Simulador: cobrança ${txid} não existe`);
      if (charge.status !== "ATIVA") throw new Error(`Simulador: cobrança ${txid} está ${charge.status}`);
      const amount = payOptions.amountCents ?? centsOf(charge.body.valor.original);
      const horario = new Date();
      const stamp = horario.toISOString().replace(/\D/g, "").slice(0, 12);
      const pix: ReceivedPix = {
        endToEndId: `E${ISPB}${stamp}${alnum(11)}`,
        txid,
        valor: money(amount),
        componentesValor: { original: { valor: charge.body.valor.original } },
        chave: charge.body.chave,
        horario: horario.toISOString(),
        infoPagador: "Pagamento do pedido",
        // Not in the standard's Pix schema: PSPs add the payer as an extension (allowed: no additionalProperties).
        pagador: payOptions.payer ?? { cpf: charge.body.devedor.cpf, nome: charge.body.devedor.nome },
      };
      for (const v of spec.validateSchema("Pix", pix)) violations.push(`pix gerado ← ${v}`);
      charge.pix.push(pix);
      charge.status = "CONCLUIDA";
      state.received.push(pix);
      if (payOptions.webhook === "drop") return { pix, callback: null };
      const webhook = state.webhooks.get(charge.body.chave);
      if (!webhook) return { pix, callback: null };
      const body = { pix: [pix] };
      const registration = spec.operation("PUT", `/webhook/${encodeURIComponent(charge.body.chave)}`)!;
      for (const v of spec.validateCallback(registration, "listaPix", body)) violations.push(`callback ← ${v}`);
      return { pix, callback: await deliver(callbackUrlOf(webhook.webhookUrl), body) };
    },
    takeViolations() {
      return violations.splice(0);
    },
    expectNoViolations() {
      const found = violations.splice(0);
      if (found.length) throw new Error(`O simulador da API Pix viu violações do openapi.yaml:\n${found.join("\n")}`);
    },
    async stop() {
      for (const res of hanging) res.socket?.destroy();
      callbackAgent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
