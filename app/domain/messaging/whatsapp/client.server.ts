// The WhatsApp Cloud API client (issue 37): template, interactive and text
// messages through POST {api}/{version}/{phone-number-id}/messages, and the
// shop's templates through /{version}/{waba-id}/message_templates, with the
// access token as a Bearer. One call = one HTTP request: it never retries by
// itself (the job queue does, reading WhatsAppApiError.retryable/retryAfterMs),
// so a send is never doubled behind the caller's back.
import type { Config, WhatsAppConfig } from "~/config.server";
import type { Logger } from "~/logger.server";
import { type GraphError, WhatsAppApiError, isRetryableAnswer, retryAfterMs } from "./errors.server";
import {
  type TemplateDefinition,
  type TemplateKey,
  type TemplateParams,
  type TemplatePayload,
  buildTemplate,
  templateCreationBody,
} from "./templates";
import { verifyHandshake, verifySignature } from "./webhook.server";

/** What Meta answered to a send: the message's id (wamid…), which its status webhooks name. */
export interface SentMessage {
  messageId: string;
  /** The buyer's WhatsApp id as Meta resolved the number. */
  waId: string | undefined;
}

export interface ReplyButton {
  /** Comes back in the webhook: `confirm:{orderId}`. At most 256 characters. */
  id: string;
  /** At most 20 characters. */
  title: string;
}

export interface InteractiveButtons {
  body: string;
  /** One to three buttons. */
  buttons: ReplyButton[];
  header?: string;
  footer?: string;
}

export interface TemplateStatus {
  id: string;
  name: string;
  language: string;
  /** APPROVED, PENDING, REJECTED, PAUSED, DISABLED… */
  status: string;
  category: string | undefined;
}

export interface CallOptions {
  /** Reply to this message (wamid): the buyer sees it quoted. */
  replyTo?: string;
  /** Cancels the call (with the client's own time limit). */
  signal?: AbortSignal;
}

export interface WhatsApp {
  readonly config: WhatsAppConfig;
  /** A catalogue template (templates.ts) filled with typed values; `orderId` goes into its quick reply. */
  sendTemplate<K extends TemplateKey>(
    to: string,
    template: K,
    params: TemplateParams<K>,
    options?: CallOptions & { orderId?: string },
  ): Promise<SentMessage>;
  /** Quick-reply buttons (inside the buyer's 24-hour window only). */
  sendInteractiveButtons(to: string, message: InteractiveButtons, options?: CallOptions): Promise<SentMessage>;
  /** Free text (inside the 24-hour window only: the one answer to "PARAR"). */
  sendText(to: string, body: string, options?: CallOptions): Promise<SentMessage>;
  /** Asks Meta to approve a catalogue template; answers its id and first status. */
  createTemplate(template: TemplateDefinition<never>, options?: CallOptions): Promise<{ id: string; status: string }>;
  /** Every template of the account with its approval status (all pages). */
  listTemplates(options?: CallOptions): Promise<TemplateStatus[]>;
  /** The webhook's GET handshake: the challenge to echo, or null. */
  verifyHandshake(query: URLSearchParams): string | null;
  /** The webhook's X-Hub-Signature-256 against the raw body. */
  verifySignature(rawBody: Uint8Array | string, header: string | null | undefined): boolean;
}

export interface WhatsAppDeps {
  logger: Logger;
  /** Defaults to the global fetch (tests pass the same; the fake is a real server). */
  fetch?: typeof fetch;
  /** Per call (default 10 s): a worker never hangs on Meta. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Digits only, as the API's `to` takes a number (+55 11 98765-4321 → 5511987654321). */
function recipient(to: string): string {
  const digits = to.replace(/\D/g, "");
  if (digits.length < 8 || digits.length > 15) throw new TypeError("WhatsApp: número de destino inválido");
  return digits;
}

function checkButtons(message: InteractiveButtons): void {
  const { buttons } = message;
  if (buttons.length < 1 || buttons.length > 3) throw new TypeError("WhatsApp: de 1 a 3 botões");
  for (const b of buttons) {
    if (!b.title.trim() || b.title.length > 20)
      throw new TypeError(`WhatsApp: título de botão com 1 a 20 caracteres: ${b.title}`);
    if (!b.id.trim() || b.id.length > 256 || b.id !== b.id.trim()) throw new TypeError(`WhatsApp: id de botão inválido: ${b.id}`);
  }
  if (new Set(buttons.map((b) => b.title)).size !== buttons.length) throw new TypeError("WhatsApp: títulos de botão repetidos");
  if (!message.body.trim() || message.body.length > 1024) throw new TypeError("WhatsApp: corpo com 1 a 1024 caracteres");
}

/** Null when WhatsApp is not configured (the shop keeps email and the admin's wa.me link). */
export function createWhatsApp(config: Pick<Config, "whatsapp" | "publicUrl">, deps: WhatsAppDeps): WhatsApp | null {
  if (!config.whatsapp) return null;
  const wa: WhatsAppConfig = config.whatsapp;
  const doFetch = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const logger = deps.logger.child({ provider: "whatsapp" });
  const base = `${wa.apiUrl}/${wa.apiVersion}`;

  async function call<T>(
    operation: string,
    method: "GET" | "POST",
    url: string,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options?.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${wa.accessToken}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      const timedOut = timeout.aborted;
      const cancelled = !timedOut && options?.signal?.aborted;
      const failure = new WhatsAppApiError(
        timedOut
          ? `WhatsApp ${operation}: sem resposta em ${timeoutMs} ms`
          : cancelled
            ? `WhatsApp ${operation}: cancelado`
            : `WhatsApp ${operation}: falha de conexão`,
        {
          kind: timedOut ? "timeout" : "network",
          operation,
          retryable: !cancelled,
          // A POST that left may have been processed; a GET changes nothing.
          maybeSent: method === "POST",
          cause: error,
        },
      );
      logger.warn("Falha ao chamar a API do WhatsApp", { operation, kind: failure.kind, reason: String(error) });
      throw failure;
    }

    let parsed: unknown;
    const text = await response.text().catch(() => "");
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const graph = (parsed as { error?: GraphError } | undefined)?.error;
      const failure = new WhatsAppApiError(
        `WhatsApp ${operation}: HTTP ${response.status}${graph?.code !== undefined ? ` (#${graph.code})` : ""} ${graph?.message ?? ""}`.trim(),
        {
          kind: "http",
          operation,
          status: response.status,
          graph,
          retryable: isRetryableAnswer(response.status, graph),
          retryAfterMs: retryAfterMs(response.headers, graph),
          maybeSent: method === "POST" && response.status >= 500,
        },
      );
      logger.warn("A API do WhatsApp recusou a chamada", {
        operation,
        status: response.status,
        code: failure.code,
        subcode: failure.subcode,
        fbtraceId: failure.fbtraceId,
        retryable: failure.retryable,
        retryAfterMs: failure.retryAfterMs,
      });
      throw failure;
    }
    if (parsed === undefined || typeof parsed !== "object") {
      throw new WhatsAppApiError(`WhatsApp ${operation}: resposta ilegível (HTTP ${response.status})`, {
        kind: "invalid-response",
        operation,
        status: response.status,
        retryable: false,
        maybeSent: method === "POST",
      });
    }
    return parsed as T;
  }

  async function sendMessage(operation: string, to: string, message: Record<string, unknown>, options?: CallOptions) {
    const body = {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: recipient(to),
      ...(options?.replyTo ? { context: { message_id: options.replyTo } } : {}),
      ...message,
    };
    const answer = await call<{ contacts?: { wa_id?: string }[]; messages?: { id?: unknown }[] }>(
      operation,
      "POST",
      `${base}/${wa.phoneNumberId}/messages`,
      body,
      options,
    );
    const messageId = answer.messages?.[0]?.id;
    if (typeof messageId !== "string" || !messageId) {
      throw new WhatsAppApiError(`WhatsApp ${operation}: resposta sem o id da mensagem`, {
        kind: "invalid-response",
        operation,
        status: 200,
        retryable: false,
        maybeSent: true,
      });
    }
    logger.debug("Mensagem de WhatsApp aceita", { operation, messageId });
    return { messageId, waId: answer.contacts?.[0]?.wa_id };
  }

  return {
    config: wa,
    sendTemplate(to, template, params, options) {
      const payload: TemplatePayload = buildTemplate(template, params, {
        publicUrl: config.publicUrl,
        orderId: options?.orderId,
      });
      return sendMessage(`POST /messages template ${payload.name}`, to, { type: "template", template: payload }, options);
    },
    sendInteractiveButtons(to, message, options) {
      checkButtons(message);
      const interactive = {
        type: "button",
        ...(message.header ? { header: { type: "text", text: message.header } } : {}),
        body: { text: message.body },
        ...(message.footer ? { footer: { text: message.footer } } : {}),
        action: { buttons: message.buttons.map((b) => ({ type: "reply", reply: { id: b.id, title: b.title } })) },
      };
      return sendMessage("POST /messages interactive", to, { type: "interactive", interactive }, options);
    },
    sendText(to, body, options) {
      if (!body.trim() || body.length > 4096) throw new TypeError("WhatsApp: texto com 1 a 4096 caracteres");
      return sendMessage("POST /messages text", to, { type: "text", text: { body, preview_url: false } }, options);
    },
    async createTemplate(template, options) {
      const answer = await call<{ id?: string; status?: string }>(
        "POST /message_templates",
        "POST",
        `${base}/${wa.businessAccountId}/message_templates`,
        templateCreationBody(template, config.publicUrl),
        options,
      );
      if (!answer.id) {
        throw new WhatsAppApiError("WhatsApp POST /message_templates: resposta sem o id do modelo", {
          kind: "invalid-response",
          operation: "POST /message_templates",
          status: 200,
          retryable: false,
          maybeSent: true,
        });
      }
      return { id: answer.id, status: answer.status ?? "PENDING" };
    },
    async listTemplates(options) {
      const found: TemplateStatus[] = [];
      let after: string | undefined;
      // Pages of 100, following the cursor (bounded: an account has at most a few hundred templates).
      for (let page = 0; page < 50; page++) {
        const query = new URLSearchParams({ fields: "id,name,language,status,category", limit: "100" });
        if (after) query.set("after", after);
        const answer = await call<{
          data?: { id?: string; name?: string; language?: string; status?: string; category?: string }[];
          paging?: { cursors?: { after?: string }; next?: string };
        }>("GET /message_templates", "GET", `${base}/${wa.businessAccountId}/message_templates?${query}`, undefined, options);
        for (const t of answer.data ?? []) {
          if (t.id && t.name) {
            found.push({ id: t.id, name: t.name, language: t.language ?? "", status: t.status ?? "", category: t.category });
          }
        }
        after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
        if (!after) break;
      }
      return found;
    },
    verifyHandshake: (query) => verifyHandshake(query, wa.verifyToken),
    verifySignature: (rawBody, header) => verifySignature(rawBody, header, wa.appSecret),
  };
}
