// The API Pix client (Central Bank standard, release 2.x): OAuth2 client
// credentials over mTLS, the token kept until shortly before it expires and
// fetched again once on a 401, a time limit on every call, and one error type
// that says whether a retry can help. One factory, no module-level state: the
// process creates it once from the configuration (phase 2 of issue 36).
import type { PixApiConfig } from "~/config.server";
import type { Logger } from "~/logger.server";
import { pixAmount } from "~/domain/payments/static-pix";
import {
  cobvAnswer,
  devolucaoAnswer,
  pixListAnswer,
  tokenAnswer,
  type Cobv,
  type Devolucao,
  type ReceivedPix,
} from "./answers.server";
import type { CobvRequest } from "./cobv-request.server";
import { isRetryableStatus, isTlsFailure, PixApiError, type PixProblem } from "./errors.server";
import { PIX_PROFILES, type PixProfile, type PixProfileSettings } from "./profiles.server";
import { createMtlsAgent, httpsFetch, type PixFetch, type PixHttpResponse } from "./transport.server";

/** Default time limit of one HTTP call (token or API). */
export const PIX_CALL_TIMEOUT_MS = 15_000;

export interface PixApi {
  readonly profile: PixProfile;
  /** Creates the charge, or updates it while it is ATIVA: the same txid never makes a second charge. */
  putCobv(txid: string, body: CobvRequest, options?: CallOptions): Promise<Cobv>;
  getCobv(txid: string, options?: CallOptions): Promise<Cobv>;
  /** Cancels an ATIVA charge. */
  patchCobv(txid: string, body: { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" }, options?: CallOptions): Promise<Cobv>;
  /** Registers `url` for Pix received on `chave`; returns where the PSP will POST (its profile's suffix rule). */
  putWebhook(chave: string, url: string, options?: CallOptions): Promise<{ callbackUrl: string }>;
  /** Every Pix received between `inicio` and `fim`, page by page (GET /pix with paginacao). */
  listPix(range: { inicio: Date; fim: Date }, options?: CallOptions & { itensPorPagina?: number }): AsyncIterable<ReceivedPix>;
  /** Asks the PSP to return `valorCents` of the Pix `e2eid`; `id` (1–35 letters/digits) makes a retry harmless. */
  putDevolucao(e2eid: string, id: string, valorCents: number, options?: CallOptions): Promise<Devolucao>;
  /** Closes the kept-alive connections. */
  close(): void;
}

export interface CallOptions {
  /** Aborts the call early (a job being stopped); the time limit applies anyway. */
  signal?: AbortSignal;
}

export interface PixApiDependencies {
  logger: Logger;
  /** Replaces the mTLS HTTPS transport (tests; a proxy). */
  fetch?: PixFetch;
  /** Milliseconds since the epoch (tests move time). */
  now?: () => number;
  /** Time limit of each HTTP call (default 15 s). */
  timeoutMs?: number;
}

type ApiSettings = Pick<
  PixApiConfig,
  "apiUrl" | "oauthUrl" | "clientId" | "clientSecret" | "certificate" | "caFile" | "profile" | "appKey" | "webhookMtls"
>;

interface SendInput {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

function problemOf(response: PixHttpResponse): PixProblem | undefined {
  try {
    const parsed = JSON.parse(response.body) as Partial<PixProblem>;
    return parsed && typeof parsed === "object" && typeof parsed.title === "string" ? (parsed as PixProblem) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds before expiry when a token is fetched again: a tenth of its life, at most a minute. */
function refreshMarginMs(expiresInSeconds: number): number {
  return Math.min(60, expiresInSeconds / 10) * 1000;
}

export function createPixApi(config: ApiSettings, deps: PixApiDependencies): PixApi {
  const profile = PIX_PROFILES[config.profile];
  const settings: PixProfileSettings = { apiUrl: config.apiUrl, appKey: config.appKey, webhookMtls: config.webhookMtls };
  const agent = deps.fetch ? null : createMtlsAgent({ certificate: config.certificate, caFile: config.caFile });
  const transport: PixFetch = deps.fetch ?? httpsFetch(agent!);
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? PIX_CALL_TIMEOUT_MS;
  const logger = deps.logger.child({ component: "pix-api", profile: profile.name });
  const apiBase = config.apiUrl.replace(/\/+$/, "");
  const apiQuery = profile.apiQuery(settings);

  /** One HTTP exchange with its time limit; transport failures become PixApiError. */
  async function send(input: SendInput): Promise<PixHttpResponse> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = input.signal ? AbortSignal.any([timeout, input.signal]) : timeout;
    const started = now();
    try {
      const response = await transport({
        method: input.method,
        url: input.url,
        headers: input.headers,
        body: input.body,
        signal,
      });
      logger.debug("pix-api call", { operation: input.operation, status: response.status, ms: now() - started });
      return response;
    } catch (error) {
      const timedOut = timeout.aborted;
      const kind = timedOut ? "timeout" : isTlsFailure(error) ? "tls" : "network";
      logger.warn("pix-api call failed", { operation: input.operation, kind, error: String(error), ms: now() - started });
      throw new PixApiError(
        timedOut
          ? `API Pix: ${input.operation} sem resposta em ${timeoutMs} ms`
          : `API Pix: ${input.operation} falhou (${kind}): ${(error as Error)?.message ?? error}`,
        // A refused certificate will be refused again; a cut connection or a stopped job may go through next time.
        { kind, operation: input.operation, retryable: kind !== "tls", cause: error },
      );
    }
  }

  // ------------------------------------------------------------ token

  let token: { value: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(signal?: AbortSignal): Promise<string> {
    const operation = "POST oauth";
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const form = profile.tokenBody === "form";
    const body = form
      ? new URLSearchParams({
          grant_type: "client_credentials",
          ...(profile.tokenScopes && { scope: profile.tokenScopes.join(" ") }),
        }).toString()
      : JSON.stringify({ grant_type: "client_credentials" });
    const response = await send({
      operation,
      method: "POST",
      url: config.oauthUrl,
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
        accept: "application/json",
      },
      body,
      signal,
    });
    if (response.status >= 200 && response.status < 300) {
      let parsed: ReturnType<typeof tokenAnswer.safeParse>;
      try {
        parsed = tokenAnswer.safeParse(JSON.parse(response.body));
      } catch {
        parsed = tokenAnswer.safeParse(undefined);
      }
      if (!parsed.success) {
        throw new PixApiError("API Pix: resposta do token sem access_token/expires_in", {
          kind: "invalid-response",
          operation,
          retryable: false,
          status: response.status,
        });
      }
      token = {
        value: parsed.data.access_token,
        refreshAt: now() + parsed.data.expires_in * 1000 - refreshMarginMs(parsed.data.expires_in),
      };
      logger.info("pix-api token", { expiresIn: parsed.data.expires_in });
      return token.value;
    }
    const retryable = isRetryableStatus(response.status);
    throw new PixApiError(`API Pix: o token foi recusado (HTTP ${response.status})`, {
      kind: retryable ? "http" : "auth",
      operation,
      retryable,
      status: response.status,
      problem: problemOf(response),
    });
  }

  /** The cached token, or one fetched now (one request at a time, however many callers wait). */
  function accessToken(signal?: AbortSignal): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    pending ??= fetchToken(signal).finally(() => {
      pending = null;
    });
    return pending;
  }

  // ------------------------------------------------------------ calls

  function urlOf(path: string, query: Record<string, string> = {}): string {
    const url = new URL(apiBase + path);
    for (const [name, value] of Object.entries({ ...query, ...apiQuery })) url.searchParams.set(name, value);
    return url.toString();
  }

  /** An authenticated API call; a 401 drops the token and tries once more with a new one. */
  async function call(
    operation: string,
    method: string,
    path: string,
    options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<PixHttpResponse> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken(options.signal);
      const response = await send({
        operation,
        method,
        url: urlOf(path, options.query),
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: "application/json",
          ...(options.body !== undefined && { "content-type": "application/json" }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
      if (response.status === 401 && attempt === 0) {
        if (token?.value === bearer) token = null;
        logger.info("pix-api token refused, fetching a new one", { operation });
        continue;
      }
      if (response.status >= 200 && response.status < 300) return response;
      const problem = problemOf(response);
      const auth = response.status === 401;
      throw new PixApiError(
        `API Pix: ${operation} respondeu ${response.status}${problem ? ` (${problem.title}${problem.detail ? `: ${problem.detail}` : ""})` : ""}`,
        {
          kind: auth ? "auth" : "http",
          operation,
          retryable: !auth && isRetryableStatus(response.status),
          status: response.status,
          problem,
        },
      );
    }
  }

  function read<T>(
    schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } },
    response: PixHttpResponse,
    operation: string,
  ): T {
    let data: unknown;
    try {
      data = JSON.parse(response.body);
    } catch {
      data = undefined;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new PixApiError(`API Pix: resposta de ${operation} fora do padrão`, {
        kind: "invalid-response",
        operation,
        retryable: false,
        status: response.status,
      });
    }
    return parsed.data;
  }

  const segment = (value: string) => encodeURIComponent(value);

  return {
    profile,

    async putCobv(txid, body, options = {}) {
      const operation = "PUT /cobv/{txid}";
      return read(
        cobvAnswer,
        await call(operation, "PUT", `/cobv/${segment(txid)}`, { body, signal: options.signal }),
        operation,
      );
    },

    async getCobv(txid, options = {}) {
      const operation = "GET /cobv/{txid}";
      return read(cobvAnswer, await call(operation, "GET", `/cobv/${segment(txid)}`, { signal: options.signal }), operation);
    },

    async patchCobv(txid, body, options = {}) {
      const operation = "PATCH /cobv/{txid}";
      return read(
        cobvAnswer,
        await call(operation, "PATCH", `/cobv/${segment(txid)}`, { body, signal: options.signal }),
        operation,
      );
    },

    async putWebhook(chave, url, options = {}) {
      await call("PUT /webhook/{chave}", "PUT", `/webhook/${segment(chave)}`, {
        body: { webhookUrl: url },
        headers: profile.webhookHeaders(settings),
        signal: options.signal,
      });
      return { callbackUrl: profile.callbackUrl(url) };
    },

    async *listPix({ inicio, fim }, options = {}) {
      const operation = "GET /pix";
      const itensPorPagina = String(options.itensPorPagina ?? 100);
      for (let page = 0; ; page++) {
        const response = await call(operation, "GET", "/pix", {
          query: {
            inicio: inicio.toISOString(),
            fim: fim.toISOString(),
            "paginacao.paginaAtual": String(page),
            "paginacao.itensPorPagina": itensPorPagina,
          },
          signal: options.signal,
        });
        const answer = read(pixListAnswer, response, operation);
        yield* answer.pix ?? [];
        if (!answer.pix?.length || page + 1 >= answer.parametros.paginacao.quantidadeDePaginas) return;
      }
    },

    async putDevolucao(e2eid, id, valorCents, options = {}) {
      const operation = "PUT /pix/{e2eid}/devolucao/{id}";
      const response = await call(operation, "PUT", `/pix/${segment(e2eid)}/devolucao/${segment(id)}`, {
        body: { valor: pixAmount(valorCents) },
        signal: options.signal,
      });
      return read(devolucaoAnswer, response, operation);
    },

    close() {
      agent?.destroy();
    },
  };
}
