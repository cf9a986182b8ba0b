// A stateful fake of Meta's WhatsApp Cloud API on 127.0.0.1, for tests. It
// answers POST /{version}/{phone-number-id}/messages and GET/POST
// /{version}/{waba-id}/message_templates like Meta does (Bearer token, templates
// that must exist and be approved, named parameters that must match), keeps a
// test-only "phone" per number (what it received; tap a button, send text,
// produce delivery statuses, each as a webhook signed with the app secret), and
// injects faults (5xx, rate limits, an answer lost after the work was done).
// Every request it receives, every answer and every webhook it sends is
// validated against Meta's OpenAPI file (spec.ts): a request that breaks it is
// refused with Meta's error 100 and listed in `violations`; an answer or webhook
// of its own that breaks it throws (a bug in the fake).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { WhatsAppConfig } from "~/config.server";
import { signatureHeader } from "~/domain/messaging/whatsapp/webhook.server";
import { whatsAppSpec } from "./spec";

const MESSAGES_PATH = "/{Version}/{Phone-Number-ID}/messages";
const TEMPLATES_PATH = "/{Version}/{WABA-ID}/message_templates";

export type Fault =
  /** HTTP 500 with Meta's transient error 2 (the request did nothing). */
  | { kind: "server-error" }
  /** A throttling answer: 130429 (throughput), 80007 (WABA), 131056 (pair) with HTTP 400, or 4 (app calls) with 429, as Meta does. */
  | {
      kind: "rate-limit";
      code?: 4 | 80007 | 130429 | 131056;
      status?: number;
      retryAfterSeconds?: number;
      regainMinutes?: number;
    }
  /** The request is processed (the message is sent) and then the connection is cut before the answer. */
  | { kind: "drop" };

// The bodies the fake reads, as the OpenAPI file describes them: each is read only
// after the file's schema accepted it, so these types state what was checked.
interface SendParameter {
  type: string;
  parameter_name?: string;
  text?: string;
  payload?: string;
}
interface SendComponent {
  type: string;
  sub_type?: string;
  index?: string;
  parameters?: SendParameter[];
}
export interface SendBody {
  to: string;
  type: string;
  context?: { message_id?: string };
  text?: { body: string };
  template?: { name: string; language: { code: string }; components?: SendComponent[] };
  interactive?: { action: { buttons?: { reply: { id: string; title: string } }[] } };
}
export interface TemplateComponentDefinition {
  type: string;
  text?: string;
  buttons?: { type: string; text: string }[];
}
interface TemplateCreateBody {
  name: string;
  language: string;
  category: string;
  parameter_format?: string;
  components?: TemplateComponentDefinition[];
}

export interface ReceivedMessage {
  /** The id the fake answered with (wamid…). */
  id: string;
  to: string;
  type: string;
  /** The request body as the shop sent it. */
  body: SendBody;
  /** For templates: its name and the named parameters' values. */
  template?: { name: string; params: Record<string, string>; payloads: string[]; urlSuffixes: string[] };
  text?: string;
  /** For interactive buttons: their ids and titles. */
  buttons?: { id: string; title: string }[];
  /** Sent while the buyer's 24-hour window was closed (Meta would fail a non-template message: 131047). */
  outsideWindow: boolean;
  at: Date;
}

export interface StoredTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: "PENDING" | "APPROVED" | "REJECTED" | "PAUSED";
  parameterFormat: string | undefined;
  components: TemplateComponentDefinition[];
}

export interface WebhookDelivery {
  payload: Record<string, unknown>;
  raw: string;
  signature: string;
  status: number;
  answer: string;
}

export interface FakePhone {
  readonly number: string;
  readonly messages: ReceivedMessage[];
  lastMessage(): ReceivedMessage;
  /** Taps a button of a received message: by its label, or the first quick reply. */
  tapButton(messageId?: string, label?: string): Promise<WebhookDelivery>;
  /** The buyer writes (opens the 24-hour window). */
  sendText(text: string): Promise<WebhookDelivery>;
  /** Meta reports a status of a message sent to this phone ("failed" with an error). */
  status(
    messageId: string,
    status: "sent" | "delivered" | "read" | "failed",
    error?: { code: number; title: string; details?: string },
  ): Promise<WebhookDelivery>;
}

export interface FakeWhatsApp {
  /** http://127.0.0.1:port (WHATSAPP_API_URL). */
  readonly url: string;
  /** The configuration the shop uses to reach this fake. */
  readonly config: WhatsAppConfig;
  readonly templates: StoredTemplate[];
  /** Every call: method, path, status answered (null when dropped). */
  readonly calls: { method: string; path: string; status: number | null }[];
  /** Requests that broke the spec (each refused with error 100). */
  readonly violations: string[];
  /** Where webhooks are POSTed (the shop's /webhooks/whatsapp). */
  setWebhookUrl(url: string): void;
  phone(number: string): FakePhone;
  /** Meta's review, done: every pending template (or the named ones) becomes APPROVED. */
  approveTemplates(...names: string[]): void;
  /** The next `count` API calls fail this way. */
  failNext(count: number, fault: Fault): void;
  /** Signs and POSTs a webhook body (validated against WebhookPayload first). */
  deliverWebhook(payload: Record<string, unknown>): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

export interface FakeWhatsAppOptions {
  accessToken?: string;
  appSecret?: string;
  verifyToken?: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  displayPhoneNumber?: string;
  version?: string;
  /** Templates that exist on the account from the start (already approved). */
  approvedTemplates?: Omit<StoredTemplate, "id" | "status">[];
}

const wamid = () => `wamid.${randomBytes(27).toString("base64url")}`;
const traceId = () => randomBytes(12).toString("base64url");
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

function graphError(code: number, message: string, extra: Record<string, unknown> = {}) {
  return { error: { message, type: "OAuthException", code, fbtrace_id: traceId(), ...extra } };
}

/** {{nome}} → ["nome"], in order. */
function namedParams(text: string): string[] {
  return [...text.matchAll(/\{\{([a-z0-9_]+)\}\}/g)].map((m) => m[1]!);
}

export async function startFakeWhatsApp(options: FakeWhatsAppOptions = {}): Promise<FakeWhatsApp> {
  const spec = whatsAppSpec();
  const accessToken = options.accessToken ?? `EAAfake${randomBytes(24).toString("hex")}`;
  const appSecret = options.appSecret ?? randomBytes(16).toString("hex");
  const phoneNumberId = options.phoneNumberId ?? "106540352242922";
  const businessAccountId = options.businessAccountId ?? "419561257915477";
  const displayPhoneNumber = options.displayPhoneNumber ?? "5511930001000";
  const version = options.version ?? "v23.0";

  const templates: StoredTemplate[] = (options.approvedTemplates ?? []).map((t) => ({
    ...t,
    id: String(1_000_000_000 + Math.floor(Math.random() * 1e9)),
    status: "APPROVED",
  }));
  const phones = new Map<string, FakePhone & { messages: ReceivedMessage[]; windowOpenedAt: Date | null }>();
  const calls: FakeWhatsApp["calls"] = [];
  const violations: string[] = [];
  const faults: Fault[] = [];
  let webhookUrl: string | undefined;

  /** An answer of the fake that breaks the spec is the fake's bug: fail the test loudly. */
  function checkOwn(schema: string | object, value: unknown, what: string) {
    const result = spec.validate(schema, value);
    if (!result.ok) throw new Error(`O fake do WhatsApp violou o arquivo da API em ${what}:\n${result.errors.join("\n")}`);
  }

  async function deliverWebhook(payload: Record<string, unknown>): Promise<WebhookDelivery> {
    checkOwn("WebhookPayload", payload, "um webhook");
    if (!webhookUrl) throw new Error("O fake do WhatsApp não tem URL de webhook (setWebhookUrl)");
    const raw = JSON.stringify(payload);
    const signature = signatureHeader(raw, appSecret);
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      body: raw,
    });
    return { payload, raw, signature, status: response.status, answer: await response.text() };
  }

  function envelope(value: Record<string, unknown>) {
    return {
      object: "whatsapp_business_account",
      entry: [
        {
          id: businessAccountId,
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: displayPhoneNumber, phone_number_id: phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    };
  }

  function phone(number: string) {
    const digits = number.replace(/\D/g, "");
    const existing = phones.get(digits);
    if (existing) return existing;
    const messages: ReceivedMessage[] = [];
    const incoming = (message: Record<string, unknown>) => {
      created.windowOpenedAt = new Date();
      return deliverWebhook(
        envelope({
          contacts: [{ profile: { name: "Cliente de teste" }, wa_id: digits }],
          messages: [{ from: digits, id: wamid(), timestamp: seconds(new Date()), ...message }],
        }),
      );
    };
    const find = (messageId?: string) => {
      const found = messageId ? messages.find((m) => m.id === messageId) : messages.at(-1);
      if (!found) throw new Error(`O telefone ${digits} não recebeu a mensagem ${messageId ?? "(nenhuma)"}`);
      return found;
    };
    const created = {
      number: digits,
      messages,
      windowOpenedAt: null as Date | null,
      lastMessage: () => find(),
      async tapButton(messageId?: string, label?: string) {
        const message = find(messageId);
        const context = { from: displayPhoneNumber, id: message.id };
        if (message.type === "interactive") {
          const button = label ? message.buttons?.find((b) => b.title === label) : message.buttons?.[0];
          if (!button) throw new Error(`A mensagem ${message.id} não tem o botão ${label ?? ""}`);
          return incoming({
            type: "interactive",
            context,
            interactive: { type: "button_reply", button_reply: { id: button.id, title: button.title } },
          });
        }
        if (message.type !== "template" || !message.template) throw new Error(`A mensagem ${message.id} não tem botões`);
        const stored = templates.find((t) => t.name === message.template!.name);
        const labels: { type: string; text: string }[] =
          stored?.components.find((c) => String(c.type).toUpperCase() === "BUTTONS")?.buttons ?? [];
        const quickReplies = labels.filter((b) => b.type === "QUICK_REPLY");
        const index = label ? quickReplies.findIndex((b) => b.text === label) : 0;
        const payload = message.template.payloads[index];
        if (index < 0 || payload === undefined)
          throw new Error(`O modelo ${message.template.name} não tem a resposta ${label ?? ""}`);
        return incoming({ type: "button", context, button: { payload, text: quickReplies[index]?.text ?? payload } });
      },
      sendText: (text: string) => incoming({ type: "text", text: { body: text } }),
      status(
        messageId: string,
        status: "sent" | "delivered" | "read" | "failed",
        error?: { code: number; title: string; details?: string },
      ) {
        find(messageId);
        return deliverWebhook(
          envelope({
            statuses: [
              {
                id: messageId,
                status,
                timestamp: seconds(new Date()),
                recipient_id: digits,
                ...(status === "failed"
                  ? {
                      errors: [
                        {
                          code: error?.code ?? 131026,
                          title: error?.title ?? "Message undeliverable",
                          message: error?.title ?? "Message undeliverable",
                          error_data: { details: error?.details ?? "Message Undeliverable." },
                          href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
                        },
                      ],
                    }
                  : {
                      pricing: { billable: true, pricing_model: "PMP", category: "utility" },
                    }),
              },
            ],
          }),
        );
      },
    };
    phones.set(digits, created);
    return created;
  }

  /** Meta's checks beyond the schema for a template send: the template exists, is approved, and the parameters match. */
  function templateProblem(template: NonNullable<SendBody["template"]>): { code: number; message: string } | null {
    const { name, language, components = [] } = template;
    const stored = templates.find((t) => t.name === name && t.language === language.code);
    if (!stored) return { code: 132001, message: `(#132001) Template name does not exist in the translation` };
    if (stored.status !== "APPROVED") return { code: 132001, message: `(#132001) Template is not approved (${stored.status})` };
    const bodyText = stored.components.find((c) => c.type.toUpperCase() === "BODY")?.text ?? "";
    const expected = namedParams(bodyText);
    const sentNames = (components.find((c) => c.type === "body")?.parameters ?? []).map((p) => p.parameter_name ?? "");
    if (JSON.stringify([...sentNames].sort()) !== JSON.stringify([...expected].sort())) {
      return { code: 132000, message: `(#132000) Number of parameters does not match the expected number of params` };
    }
    const buttons = stored.components.find((c) => c.type.toUpperCase() === "BUTTONS")?.buttons ?? [];
    for (const component of components.filter((c) => c.type === "button")) {
      const button = buttons[Number(component.index)];
      const expectedType = component.sub_type === "quick_reply" ? "QUICK_REPLY" : component.sub_type === "url" ? "URL" : "?";
      if (!button || button.type !== expectedType) {
        return { code: 132000, message: `(#132000) Button at index ${component.index} is not a ${expectedType} button` };
      }
    }
    return null;
  }

  function recordMessage(body: SendBody, id: string): ReceivedMessage {
    const target = phone(body.to);
    const components = body.template?.components ?? [];
    const windowOpen = target.windowOpenedAt !== null && Date.now() - target.windowOpenedAt.getTime() < 24 * 3600_000;
    const firstOf = (subType: string, field: "payload" | "text") =>
      components.filter((c) => c.sub_type === subType).map((c) => c.parameters?.[0]?.[field] ?? "");
    const message: ReceivedMessage = {
      id,
      to: target.number,
      type: body.type,
      body,
      outsideWindow: body.type !== "template" && !windowOpen,
      at: new Date(),
      ...(body.template
        ? {
            template: {
              name: body.template.name,
              params: Object.fromEntries(
                (components.find((c) => c.type === "body")?.parameters ?? []).map((p) => [p.parameter_name ?? "", p.text ?? ""]),
              ),
              payloads: firstOf("quick_reply", "payload"),
              urlSuffixes: firstOf("url", "text"),
            },
          }
        : {}),
      ...(body.text ? { text: body.text.body } : {}),
      ...(body.interactive
        ? { buttons: (body.interactive.action.buttons ?? []).map((b) => ({ id: b.reply.id, title: b.reply.title })) }
        : {}),
    };
    target.messages.push(message);
    return message;
  }

  function send(
    res: http.ServerResponse,
    schema: string | object,
    status: number,
    body: unknown,
    what: string,
    headers: Record<string, string> = {},
  ) {
    checkOwn(schema, body, what);
    res.writeHead(status, { "content-type": "application/json", "x-fb-trace-id": traceId(), ...headers });
    res.end(JSON.stringify(body));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const call = { method, path: url.pathname, status: null as number | null };
    calls.push(call);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");

    const match = /^\/(v\d+\.\d+)\/(\d+)\/(messages|message_templates)$/.exec(url.pathname);
    const pathTemplate = match?.[3] === "messages" ? MESSAGES_PATH : TEMPLATES_PATH;
    const known = Boolean(
      match &&
      match[1] === version &&
      ((match[3] === "messages" && match[2] === phoneNumberId && method === "POST") ||
        (match[3] === "message_templates" && match[2] === businessAccountId && (method === "GET" || method === "POST"))),
    );
    const refuse = (status: number, error: ReturnType<typeof graphError>, headers: Record<string, string> = {}) => {
      call.status = status;
      const schema = known ? spec.responseSchema(pathTemplate, method, status) : "GraphAPIError";
      send(res, schema, status, error, `a resposta ${status} de ${method} ${url.pathname}`, headers);
    };
    if (!known) {
      return refuse(
        400,
        graphError(100, `Unsupported ${method} request. Object with ID '${match?.[2] ?? ""}' does not exist`, {
          type: "GraphMethodException",
        }),
      );
    }

    // The Authorization header, as the file describes it (required, `Bearer …`), then the token itself.
    const authorization = req.headers.authorization;
    const authCheck = spec.validate(spec.parameterSchema("Authorization"), authorization ?? null);
    if (!authorization || !authCheck.ok) {
      violations.push(`${method} ${url.pathname}: Authorization ${authorization ? authCheck.errors.join("; ") : "ausente"}`);
      return refuse(401, graphError(190, "Invalid OAuth access token - Cannot parse access token"));
    }
    if (authorization.replace(/^Bearer\s+/, "") !== accessToken) {
      return refuse(401, graphError(190, "Error validating access token: The session is invalid."));
    }

    let body: unknown;
    if (method === "POST") {
      try {
        body = JSON.parse(raw);
      } catch {
        violations.push(`${method} ${url.pathname}: corpo não é JSON`);
        return refuse(400, graphError(100, "(#100) The parameter messaging_product is required."));
      }
      const check = spec.validate(spec.requestSchema(pathTemplate, method), body);
      if (!check.ok) {
        violations.push(`${method} ${url.pathname}: ${check.errors.join("; ")}`);
        return refuse(
          400,
          graphError(100, "(#100) Invalid parameter", {
            error_data: { messaging_product: "whatsapp", details: check.errors.join("; ") },
          }),
        );
      }
    }

    const fault = faults.shift();
    if (fault?.kind === "server-error") {
      return refuse(500, graphError(2, "An unexpected error occurred. Please retry your request later.", { is_transient: true }));
    }
    if (fault?.kind === "rate-limit") {
      const code = fault.code ?? 130429;
      const status = fault.status ?? (code === 4 ? 429 : 400);
      const headers: Record<string, string> = {};
      if (fault.retryAfterSeconds !== undefined) headers["retry-after"] = String(fault.retryAfterSeconds);
      if (fault.regainMinutes !== undefined) {
        headers["x-business-use-case-usage"] = JSON.stringify({
          [businessAccountId]: [
            {
              type: "whatsapp",
              call_count: 100,
              total_cputime: 1,
              total_time: 1,
              estimated_time_to_regain_access: fault.regainMinutes,
            },
          ],
        });
      }
      const message = {
        4: "(#4) Application request limit reached",
        80007: "(#80007) Rate limit issues",
        130429: "(#130429) Rate limit hit",
        131056: "(#131056) (Business Account, Consumer Account) pair rate limit hit",
      }[code];
      return refuse(
        status,
        graphError(code, message, { error_data: { messaging_product: "whatsapp", details: message } }),
        headers,
      );
    }

    let answer: { schema: string | object; body: unknown };
    if (pathTemplate === MESSAGES_PATH) {
      const message = body as SendBody; // the file's Message schema accepted it above
      if (message.template) {
        const problem = templateProblem(message.template);
        if (problem) return refuse(400, graphError(problem.code, problem.message));
      }
      const id = wamid();
      recordMessage(message, id);
      answer = {
        schema: spec.responseSchema(MESSAGES_PATH, "POST", 200),
        body: {
          messaging_product: "whatsapp",
          contacts: [{ input: message.to, wa_id: message.to.replace(/\D/g, "") }],
          messages: [{ id }],
        },
      };
    } else if (method === "POST") {
      const created = body as TemplateCreateBody; // accepted by the file's schema above
      if (templates.some((t) => t.name === created.name && t.language === created.language)) {
        return refuse(
          400,
          graphError(100, "Invalid parameter", {
            error_subcode: 2388024,
            error_user_title: "Content in this language already exists",
          }),
        );
      }
      const stored: StoredTemplate = {
        id: String(1_000_000_000 + templates.length),
        name: created.name,
        language: created.language,
        category: created.category,
        status: "PENDING",
        parameterFormat: created.parameter_format,
        components: created.components ?? [],
      };
      templates.push(stored);
      answer = {
        schema: spec.responseSchema(TEMPLATES_PATH, "POST", 200),
        body: { id: stored.id, status: stored.status, category: stored.category },
      };
    } else {
      const name = url.searchParams.get("name");
      const limit = Math.min(Number(url.searchParams.get("limit") ?? 25) || 25, 100);
      const start = Number(
        url.searchParams.get("after") ? Buffer.from(url.searchParams.get("after")!, "base64url").toString() : 0,
      );
      const listed = templates.filter((t) => !name || t.name === name);
      const page = listed.slice(start, start + limit);
      const next = start + limit < listed.length;
      const cursor = (n: number) => Buffer.from(String(n)).toString("base64url");
      answer = {
        schema: spec.responseSchema(TEMPLATES_PATH, "GET", 200),
        body: {
          data: page.map((t) => ({
            id: t.id,
            name: t.name,
            language: t.language,
            status: t.status,
            category: t.category,
            components: t.components,
          })),
          paging: {
            cursors: { before: cursor(start), after: cursor(start + page.length) },
            ...(next ? { next: `${url.origin}${url.pathname}?after=${cursor(start + page.length)}` } : {}),
          },
        },
      };
    }

    if (fault?.kind === "drop") {
      // Done on Meta's side; the answer never arrives.
      checkOwn(answer.schema, answer.body, `a resposta de ${method} ${url.pathname}`);
      res.socket?.destroy();
      return;
    }
    call.status = 200;
    send(res, answer.schema, 200, answer.body, `a resposta de ${method} ${url.pathname}`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A broken answer of the fake is reported to the test through the failed call and this 599.
      violations.push(`o fake falhou: ${String(error)}`);
      if (!res.headersSent) res.writeHead(599).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config: {
      apiUrl: url,
      apiVersion: version,
      phoneNumberId,
      businessAccountId,
      accessToken,
      appSecret,
      verifyToken: options.verifyToken ?? `verify-${randomBytes(12).toString("hex")}`,
    },
    templates,
    calls,
    violations,
    setWebhookUrl: (target) => {
      webhookUrl = target;
    },
    phone,
    approveTemplates(...names) {
      for (const t of templates) if (!names.length || names.includes(t.name)) t.status = "APPROVED";
    },
    failNext(count, fault) {
      for (let i = 0; i < count; i++) faults.push(fault);
    },
    deliverWebhook,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
