import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/logger.server";
import { ORDER_ID, SAMPLE_PARAMS, SHOP_URL } from "../../../../tests/fakes/whatsapp/samples";
import { type FakeWhatsApp, startFakeWhatsApp } from "../../../../tests/fakes/whatsapp/server";
import { whatsAppSpec } from "../../../../tests/fakes/whatsapp/spec";
import { type WhatsApp, createWhatsApp } from "./client.server";
import { catalogue, parseReplyPayload } from "./templates";
import {
  type WebhookEvent,
  WebhookPayloadError,
  parseWebhook,
  signatureHeader,
  verifyHandshake,
  verifySignature,
} from "./webhook.server";

const spec = whatsAppSpec();
const SECRET = "0123456789abcdef0123456789abcdef";

describe("webhook signature (X-Hub-Signature-256)", () => {
  const body = Buffer.from(JSON.stringify({ object: "whatsapp_business_account", entry: [] }));

  it("accepts the HMAC-SHA256 of the raw bytes with the app secret, prefixed sha256=", () => {
    expect(verifySignature(body, signatureHeader(body, SECRET), SECRET)).toBe(true);
    expect(
      verifySignature(body.toString("utf8"), signatureHeader(body, SECRET).toUpperCase().replace("SHA256=", "sha256="), SECRET),
    ).toBe(true);
  });

  it("refuses a forged, missing, malformed or wrongly prefixed signature", () => {
    const good = signatureHeader(body, SECRET);
    expect(verifySignature(body, signatureHeader(body, "fedcba9876543210fedcba9876543210"), SECRET)).toBe(false);
    expect(verifySignature(body, undefined, SECRET)).toBe(false);
    expect(verifySignature(body, null, SECRET)).toBe(false);
    expect(verifySignature(body, "", SECRET)).toBe(false);
    expect(verifySignature(body, good.replace("sha256=", "sha1="), SECRET)).toBe(false);
    expect(verifySignature(body, good.replace("sha256=", ""), SECRET)).toBe(false);
    expect(verifySignature(body, good.slice(0, -2), SECRET)).toBe(false);
    expect(verifySignature(body, `${good}00`, SECRET)).toBe(false);
    expect(verifySignature(body, good.replace(/.$/, "g"), SECRET)).toBe(false);
    // No secret configured: nothing is ever authentic.
    expect(verifySignature(body, signatureHeader(body, ""), "")).toBe(false);
  });

  it("refuses the signature once one byte of the body changed", () => {
    const good = signatureHeader(body, SECRET);
    const altered = Buffer.from(body);
    altered[altered.length - 2]! ^= 1;
    expect(verifySignature(altered, good, SECRET)).toBe(false);
    // Re-serialising the JSON (another spacing) is another body too.
    expect(verifySignature(JSON.stringify(JSON.parse(body.toString()), null, 1), good, SECRET)).toBe(false);
  });
});

describe("webhook verification handshake", () => {
  const query = (token: string, mode = "subscribe", challenge = "1158201444") =>
    new URLSearchParams({ "hub.mode": mode, "hub.verify_token": token, "hub.challenge": challenge });

  it("answers the challenge to the right token only", () => {
    expect(verifyHandshake(query("token-de-verificacao-123"), "token-de-verificacao-123")).toBe("1158201444");
    expect(verifyHandshake(query("token-de-verificacao-124"), "token-de-verificacao-123")).toBeNull();
    expect(verifyHandshake(query("token-de-verificacao-123", "unsubscribe"), "token-de-verificacao-123")).toBeNull();
    expect(verifyHandshake(new URLSearchParams({ "hub.mode": "subscribe" }), "token-de-verificacao-123")).toBeNull();
    expect(verifyHandshake(query("", "subscribe"), "")).toBeNull();
    // The challenge is echoed as text: markup is never reflected.
    expect(verifyHandshake(query("token-de-verificacao-123", "subscribe", "<script>"), "token-de-verificacao-123")).toBeNull();
  });
});

describe("webhook payloads", () => {
  const examples = spec.requestExamples("/whatsapp/webhooks", "post") as Record<string, Record<string, unknown>>;

  it("reads the file's own examples (text, template button, reply button) into typed events", () => {
    for (const name of ["Text Message", "Button Message", "Interactive Button Reply Message"]) {
      expect(spec.validate("WebhookPayload", examples[name]).errors, name).toEqual([]);
    }
    expect(parseWebhook(examples["Text Message"])).toEqual([
      {
        kind: "text",
        key: "message:wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=",
        phoneNumberId: "106540352242922",
        timestamp: new Date(1749416383 * 1000),
        messageId: "wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=",
        from: "16505551234",
        text: "Does it come in another color?",
        replyTo: undefined,
      },
    ]);
    expect(parseWebhook(examples["Button Message"])).toEqual([
      expect.objectContaining({ kind: "button", payload: "Unsubscribe", text: "Unsubscribe", from: "16505551234" }),
    ]);
    const [reply] = parseWebhook(examples["Interactive Button Reply Message"]);
    expect(reply).toMatchObject({ kind: "button" });
    expect(reply?.kind === "button" && reply.replyTo).toMatch(/^wamid\./);
    expect(reply?.kind === "button" && reply.payload).toBeTruthy();
  });

  it("reads statuses, sent to failed with Meta's error (the file has no status example: Meta's documented shape, checked against Statuses)", () => {
    const payload = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "419561257915477",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
                statuses: [
                  {
                    id: "wamid.AAA",
                    status: "delivered",
                    timestamp: "1750263773",
                    recipient_id: "5531987654321",
                    pricing: { billable: true, pricing_model: "PMP", category: "utility" },
                  },
                  {
                    id: "wamid.BBB",
                    status: "failed",
                    timestamp: "1750263774",
                    recipient_id: "5531987654321",
                    errors: [
                      {
                        code: 131026,
                        title: "Message undeliverable",
                        message: "Message undeliverable",
                        error_data: { details: "Message Undeliverable." },
                        href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(spec.validate("WebhookPayload", payload).errors).toEqual([]);
    expect(parseWebhook(payload)).toEqual([
      expect.objectContaining({
        kind: "status",
        key: "status:wamid.AAA:delivered",
        messageId: "wamid.AAA",
        status: "delivered",
        errors: [],
      }),
      expect.objectContaining({
        kind: "status",
        key: "status:wamid.BBB:failed",
        status: "failed",
        timestamp: new Date(1750263774 * 1000),
        errors: [{ code: 131026, title: "Message undeliverable", details: "Message Undeliverable." }],
      }),
    ]);
  });

  it("keeps other message types as 'other' and refuses what is not a WhatsApp webhook", () => {
    expect(parseWebhook(examples["Image Message"])).toEqual([expect.objectContaining({ kind: "other", type: "image" })]);
    expect(() => parseWebhook({ object: "page", entry: [] })).toThrow(WebhookPayloadError);
    expect(() => parseWebhook("texto")).toThrow(WebhookPayloadError);
    expect(() =>
      parseWebhook({
        object: "whatsapp_business_account",
        entry: [{ id: "1", changes: [{ field: "messages", value: { statuses: [{ id: "x" }] } }] }],
      }),
    ).toThrow(WebhookPayloadError);
  });
});

describe("webhooks from the fake's phone, signed and delivered to the shop", () => {
  const logger = createLogger("silent", false);
  const BUYER = "5531987654321";
  let fake: FakeWhatsApp;
  let whatsapp: WhatsApp;
  let receiver: http.Server;
  const received: { authentic: boolean; events: WebhookEvent[] }[] = [];

  beforeAll(async () => {
    fake = await startFakeWhatsApp({ approvedTemplates: [] });
    whatsapp = createWhatsApp({ publicUrl: SHOP_URL, whatsapp: fake.config }, { logger })!;
    // A stand-in for the shop's POST /webhooks/whatsapp: signature first, then the events.
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        const authentic = whatsapp.verifySignature(raw, req.headers["x-hub-signature-256"] as string | undefined);
        received.push({ authentic, events: authentic ? parseWebhook(JSON.parse(raw.toString("utf8"))) : [] });
        res.writeHead(authentic ? 200 : 401).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    fake.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/whatsapp`);
    for (const { template } of catalogue()) await whatsapp.createTemplate(template);
    fake.approveTemplates();
  });
  afterAll(async () => {
    await fake.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });
  afterEach(() => expect(fake.violations.splice(0)).toEqual([]));

  it("a tap on 'Confirmar pedido' comes back as the order's confirm payload, replying to the message", async () => {
    const sent = await whatsapp.sendTemplate(BUYER, "orderReceived", SAMPLE_PARAMS.orderReceived, { orderId: ORDER_ID });
    const delivery = await fake.phone(BUYER).tapButton(sent.messageId, "Confirmar pedido");
    expect(delivery.status).toBe(200);
    const [event] = received.at(-1)!.events;
    expect(event).toMatchObject({ kind: "button", from: BUYER, text: "Confirmar pedido", replyTo: sent.messageId });
    expect(event?.kind === "button" && parseReplyPayload(event.payload)).toEqual({ action: "confirm", orderId: ORDER_ID });
  });

  it("a reply button of an interactive message comes back with its id", async () => {
    const sent = await whatsapp.sendInteractiveButtons(BUYER, {
      body: "Confirma?",
      buttons: [
        { id: `confirm:${ORDER_ID}`, title: "Confirmar pedido" },
        { id: "other", title: "Falar com a loja" },
      ],
    });
    await fake.phone(BUYER).tapButton(sent.messageId, "Confirmar pedido");
    expect(received.at(-1)!.events).toEqual([
      expect.objectContaining({
        kind: "button",
        payload: `confirm:${ORDER_ID}`,
        text: "Confirmar pedido",
        replyTo: sent.messageId,
      }),
    ]);
  });

  it("the buyer's text ('PARAR') and the statuses of a message, each with its own dedupe key", async () => {
    await fake.phone(BUYER).sendText("PARAR");
    const [text] = received.at(-1)!.events;
    expect(text).toMatchObject({ kind: "text", text: "PARAR", from: BUYER });
    expect(text?.key).toMatch(/^message:wamid\./);

    const sent = await whatsapp.sendTemplate(BUYER, "shipped", SAMPLE_PARAMS.shipped);
    for (const status of ["sent", "delivered", "read"] as const) await fake.phone(BUYER).status(sent.messageId, status);
    await fake.phone(BUYER).status(sent.messageId, "failed", {
      code: 131049,
      title: "Message not delivered to maintain healthy ecosystem engagement",
    });
    const statuses = received.slice(-4).flatMap((r) => r.events);
    expect(statuses.map((e) => [e.kind, e.kind === "status" && e.status, e.key])).toEqual(
      ["sent", "delivered", "read", "failed"].map((s) => ["status", s, `status:${sent.messageId}:${s}`]),
    );
    expect(statuses[3]).toMatchObject({
      errors: [{ code: 131049, title: "Message not delivered to maintain healthy ecosystem engagement" }],
    });
  });

  it("a webhook signed with another secret is refused by the shop's check", async () => {
    const honest = await fake.phone(BUYER).sendText("oi");
    const forged = await fetch(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/whatsapp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signatureHeader(honest.raw, "00000000000000000000000000000000"),
      },
      body: honest.raw,
    });
    expect(forged.status).toBe(401);
    expect(received.at(-1)).toEqual({ authentic: false, events: [] });
  });
});
