import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/logger.server";
import { SAMPLE_PARAMS, SHOP_URL, ORDER_ID } from "../../../../tests/fakes/whatsapp/samples";
import { type FakeWhatsApp, startFakeWhatsApp } from "../../../../tests/fakes/whatsapp/server";
import { type WhatsApp, createWhatsApp } from "./client.server";
import { WhatsAppApiError, isWhatsAppApiError } from "./errors.server";
import { type TemplateKey, catalogue } from "./templates";

const logger = createLogger("silent", false);
const BUYER = "+55 31 98765-4321";
const BUYER_WA = "5531987654321";

let fake: FakeWhatsApp;
let whatsapp: WhatsApp;

async function failure(promise: Promise<unknown>): Promise<WhatsAppApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isWhatsAppApiError(error)) throw new Error(`expected a WhatsAppApiError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  fake = await startFakeWhatsApp();
  whatsapp = createWhatsApp({ publicUrl: SHOP_URL, whatsapp: fake.config }, { logger })!;
  for (const { template } of catalogue()) await whatsapp.createTemplate(template);
});
afterAll(() => fake.close());
// Every request the client made was valid against Meta's OpenAPI file (the fake refuses and lists any other).
afterEach(() => expect(fake.violations.splice(0)).toEqual([]));

describe("WhatsApp Cloud API client", () => {
  it("is off (null) without configuration", () => {
    expect(createWhatsApp({ publicUrl: SHOP_URL, whatsapp: null }, { logger })).toBeNull();
  });

  it("creates the catalogue's templates, lists them PENDING, and APPROVED once Meta approves", async () => {
    const listed = await whatsapp.listTemplates();
    expect(listed.map((t) => [t.name, t.language, t.status, t.category])).toEqual(
      catalogue().map(({ template }) => [template.name, "pt_BR", "PENDING", "UTILITY"]),
    );
    expect(fake.templates.every((t) => t.parameterFormat === "NAMED")).toBe(true);
    fake.approveTemplates();
    expect((await whatsapp.listTemplates()).every((t) => t.status === "APPROVED")).toBe(true);
    // Creating one again is Meta's "already exists", not a retryable failure.
    const again = await failure(whatsapp.createTemplate(catalogue()[0]!.template));
    expect([again.status, again.code, again.subcode, again.retryable]).toEqual([400, 100, 2388024, false]);
  });

  it("sends every template with its named values; the buyer's phone receives them", async () => {
    fake.approveTemplates();
    const keys = catalogue().map((c) => c.key);
    for (const key of keys) {
      const sent = await whatsapp.sendTemplate(BUYER, key, SAMPLE_PARAMS[key], { orderId: ORDER_ID });
      expect(sent.messageId).toMatch(/^wamid\./);
      expect(sent.waId).toBe(BUYER_WA);
      const received = fake.phone(BUYER_WA).lastMessage();
      expect(received.id).toBe(sent.messageId);
      expect(received.template?.name).toBe(catalogue().find((c) => c.key === key)!.template.name);
    }
    const byName = (key: TemplateKey) =>
      fake.phone(BUYER_WA).messages.find((m) => m.template?.name === catalogue().find((c) => c.key === key)!.template.name)!
        .template!;
    expect(byName("orderReceived").params).toEqual({
      nome: "Maria",
      loja: "Lift",
      numero_pedido: "1042",
      valor: "R$\u00a0147,00",
      endereco: "Rua das Flores, 120, Centro, Belo Horizonte/MG",
    });
    expect(byName("orderReceived").payloads).toEqual([`confirm:${ORDER_ID}`]);
    expect(byName("reminderAfterDue").params.vencimento).toBe("21/11/2026");
    expect(byName("reminderAfterDue").urlSuffixes).toEqual([`${ORDER_ID}?exp=1795000000&sig=AbC-dEf_123`]);
  });

  it("refuses a template Meta has not approved (132001), without retrying it", async () => {
    const fresh = await startFakeWhatsApp();
    try {
      const client = createWhatsApp({ publicUrl: SHOP_URL, whatsapp: fresh.config }, { logger })!;
      await client.createTemplate(catalogue()[1]!.template);
      const error = await failure(client.sendTemplate(BUYER, "shipped", SAMPLE_PARAMS.shipped));
      expect([error.status, error.code, error.retryable, error.maybeSent]).toEqual([400, 132001, false, false]);
      expect(fresh.phone(BUYER_WA).messages).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("sends quick-reply buttons and a text in reply to the buyer's message", async () => {
    const buttons = await whatsapp.sendInteractiveButtons(BUYER, {
      body: "Você confirma o pedido #1042?",
      buttons: [{ id: `confirm:${ORDER_ID}`, title: "Confirmar pedido" }],
      footer: "Responda PARAR para sair",
    });
    expect(fake.phone(BUYER_WA).lastMessage()).toMatchObject({
      id: buttons.messageId,
      type: "interactive",
      buttons: [{ id: `confirm:${ORDER_ID}`, title: "Confirmar pedido" }],
    });
    const text = await whatsapp.sendText(BUYER, "Pronto: você não receberá mais mensagens nossas por aqui.", {
      replyTo: buttons.messageId,
    });
    const received = fake.phone(BUYER_WA).lastMessage();
    expect(received).toMatchObject({
      id: text.messageId,
      type: "text",
      text: "Pronto: você não receberá mais mensagens nossas por aqui.",
    });
    expect(received.body.context).toEqual({ message_id: buttons.messageId });
    // Before the buyer wrote, the window was closed: Meta would not deliver this (the fake notes it).
    expect(received.outsideWindow).toBe(true);
    expect(() =>
      whatsapp.sendInteractiveButtons(BUYER, { body: "x", buttons: [{ id: "a", title: "um título longo demais aqui" }] }),
    ).toThrow(/1 a 20/);
  });

  it("is refused without the right Bearer token (401, code 190, not retryable)", async () => {
    const raw = await fetch(`${fake.url}/v23.0/${fake.config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: BUYER_WA,
        type: "text",
        text: { body: "oi" },
      }),
    });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { error: { code: number } }).error.code).toBe(190);
    // The missing header broke the file's `Authorization: required`; the fake listed it.
    expect(fake.violations.splice(0)).toEqual([expect.stringContaining("Authorization ausente")]);

    const wrong = createWhatsApp(
      { publicUrl: SHOP_URL, whatsapp: { ...fake.config, accessToken: "EAAwrong000000000000000000000000000" } },
      { logger },
    )!;
    const error = await failure(wrong.sendText(BUYER, "oi"));
    expect([error.kind, error.status, error.code, error.retryable]).toEqual(["http", 401, 190, false]);
    expect(error.fbtraceId).toMatch(/\S+/);
  });

  it("surfaces a 5xx as retryable (Meta's transient code 2), and the next call goes through", async () => {
    fake.failNext(1, { kind: "server-error" });
    const error = await failure(whatsapp.sendText(BUYER, "oi"));
    expect([error.kind, error.status, error.code, error.retryable, error.maybeSent]).toEqual(["http", 500, 2, true, true]);
    expect(error.fbtraceId).toBeTruthy();
    expect((await whatsapp.sendText(BUYER, "oi")).messageId).toMatch(/^wamid\./);
  });

  it("surfaces Meta's rate limits as retryable, with the wait Meta asked for", async () => {
    fake.failNext(1, { kind: "rate-limit", code: 130429, retryAfterSeconds: 7 });
    const throughput = await failure(whatsapp.sendText(BUYER, "oi"));
    expect([throughput.status, throughput.code, throughput.retryable, throughput.rateLimited, throughput.retryAfterMs]).toEqual([
      400,
      130429,
      true,
      true,
      7000,
    ]);
    expect(throughput.maybeSent).toBe(false);

    fake.failNext(1, { kind: "rate-limit", code: 80007, regainMinutes: 2 });
    const waba = await failure(whatsapp.sendTemplate(BUYER, "shipped", SAMPLE_PARAMS.shipped));
    expect([waba.status, waba.code, waba.retryable, waba.retryAfterMs]).toEqual([400, 80007, true, 120_000]);

    fake.failNext(1, { kind: "rate-limit", code: 4 });
    const app = await failure(whatsapp.listTemplates());
    expect([app.status, app.code, app.retryable, app.retryAfterMs]).toEqual([429, 4, true, undefined]);

    fake.failNext(1, { kind: "rate-limit", code: 131056 });
    const pair = await failure(whatsapp.sendText(BUYER, "oi"));
    expect([pair.code, pair.retryable, pair.retryAfterMs]).toEqual([131056, true, 6000]);
  });

  it("says the message may have gone out when the answer is lost after Meta processed it", async () => {
    const before = fake.phone(BUYER_WA).messages.length;
    fake.failNext(1, { kind: "drop" });
    const error = await failure(whatsapp.sendText(BUYER, "perdida"));
    expect([error.kind, error.retryable, error.maybeSent]).toEqual(["network", true, true]);
    expect(fake.phone(BUYER_WA).messages.length).toBe(before + 1);
    expect(fake.phone(BUYER_WA).lastMessage().text).toBe("perdida");
  });

  it("gives up after its time limit when Meta does not answer (retryable timeout)", async () => {
    const silent = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const client = createWhatsApp(
        {
          publicUrl: SHOP_URL,
          whatsapp: { ...fake.config, apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
        },
        { logger, timeoutMs: 200 },
      )!;
      const started = Date.now();
      const error = await failure(client.sendText(BUYER, "oi"));
      expect([error.kind, error.retryable, error.maybeSent]).toEqual(["timeout", true, true]);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
