// The WhatsApp webhook's three checks, before anything is believed: the GET
// verification handshake (hub.mode, hub.verify_token, hub.challenge), the
// X-Hub-Signature-256 of the RAW body (HMAC-SHA256 with the app secret,
// compared in constant time), and the payload read into typed events, each
// with the id and time a handler dedupes and orders on.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "~/lib/zod";

/** Meta's challenge is a number; anything else is not echoed (the answer is never a page of someone else's text). */
const CHALLENGE = /^[A-Za-z0-9._-]{1,128}$/;

/** Equal texts, in a time that does not depend on where they differ (both are hashed to the same length first). */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The challenge to echo when Meta subscribes with our verify token; null otherwise (answer 403). */
export function verifyHandshake(query: URLSearchParams, verifyToken: string): string | null {
  const mode = query.get("hub.mode");
  const token = query.get("hub.verify_token");
  const challenge = query.get("hub.challenge");
  if (mode !== "subscribe" || token === null || challenge === null) return null;
  if (!verifyToken || !sameText(token, verifyToken)) return null;
  return CHALLENGE.test(challenge) ? challenge : null;
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * Whether `header` (X-Hub-Signature-256) is `sha256=` + the hex HMAC-SHA256 of exactly
 * these bytes with the app secret. Missing, malformed or wrong: false. Pass the body as
 * received (re-serialised JSON would not match).
 */
export function verifySignature(rawBody: Uint8Array | string, header: string | null | undefined, appSecret: string): boolean {
  if (!appSecret || typeof header !== "string") return false;
  const match = SIGNATURE.exec(header.trim());
  if (!match) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1]!.toLowerCase(), "hex"), expected);
}

/** The header a signed webhook carries (what Meta sends, and what the test fake signs with). */
export function signatureHeader(rawBody: Uint8Array | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

export type DeliveryStatus = "sent" | "delivered" | "read" | "failed";

interface EventBase {
  /** Dedupe key: one per message received, one per (message sent, status). */
  key: string;
  /** The shop's number the event is about (metadata.phone_number_id). */
  phoneNumberId: string;
  /** When it happened, per Meta (the order of statuses is by this, not by arrival). */
  timestamp: Date;
}

export type WebhookEvent =
  | (EventBase & {
      kind: "status";
      /** The sent message's id (wamid…). */
      messageId: string;
      status: DeliveryStatus;
      recipient: string;
      errors: { code: number | undefined; title: string | undefined; details: string | undefined }[];
    })
  | (EventBase & {
      kind: "button";
      /** The incoming message's id. */
      messageId: string;
      from: string;
      /** Our payload (template quick reply) or id (interactive reply button): `confirm:{orderId}`. */
      payload: string;
      /** The label the buyer tapped. */
      text: string;
      /** The message whose button was tapped. */
      replyTo: string | undefined;
    })
  | (EventBase & {
      kind: "text";
      messageId: string;
      from: string;
      text: string;
      replyTo: string | undefined;
    })
  | (EventBase & {
      kind: "other";
      messageId: string;
      from: string;
      /** image, audio, reaction, unsupported… (shown as "mensagem sem texto"). */
      type: string;
    });

const unixSeconds = z.string().check(z.regex(/^\d{1,12}$/));

const statusSchema = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: unixSeconds,
  recipient_id: z.string(),
  errors: z.optional(
    z.array(
      z.object({
        code: z.optional(z.number()),
        title: z.optional(z.string()),
        message: z.optional(z.string()),
        error_data: z.optional(z.object({ details: z.optional(z.string()) })),
      }),
    ),
  ),
});

const messageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  from: z.string(),
  timestamp: unixSeconds,
  type: z.string(),
  context: z.optional(z.object({ id: z.optional(z.string()) })),
  text: z.optional(z.object({ body: z.string() })),
  button: z.optional(z.object({ payload: z.string(), text: z.string() })),
  interactive: z.optional(
    z.object({
      type: z.string(),
      button_reply: z.optional(z.object({ id: z.string(), title: z.string() })),
    }),
  ),
});

const payloadSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            metadata: z.optional(z.object({ phone_number_id: z.string() })),
            statuses: z.optional(z.array(statusSchema)),
            messages: z.optional(z.array(messageSchema)),
          }),
        }),
      ),
    }),
  ),
});

export class WebhookPayloadError extends Error {
  override name = "WebhookPayloadError";
}

const toDate = (seconds: string) => new Date(Number(seconds) * 1000);

/**
 * The events in a (signature-checked) webhook body: delivery statuses, button taps,
 * texts and other messages, in the order Meta listed them. Fields other than
 * `messages` (groups, account updates) carry no events. Throws WebhookPayloadError
 * when the body is not a WhatsApp webhook at all.
 */
export function parseWebhook(payload: unknown): WebhookEvent[] {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WebhookPayloadError(`Webhook do WhatsApp ilegível: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim());
  }
  const events: WebhookEvent[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const phoneNumberId = change.value.metadata?.phone_number_id ?? "";
      for (const s of change.value.statuses ?? []) {
        events.push({
          kind: "status",
          key: `status:${s.id}:${s.status}`,
          phoneNumberId,
          timestamp: toDate(s.timestamp),
          messageId: s.id,
          status: s.status,
          recipient: s.recipient_id,
          errors: (s.errors ?? []).map((e) => ({ code: e.code, title: e.title ?? e.message, details: e.error_data?.details })),
        });
      }
      for (const m of change.value.messages ?? []) {
        const base = {
          key: `message:${m.id}`,
          phoneNumberId,
          timestamp: toDate(m.timestamp),
          messageId: m.id,
          from: m.from,
        };
        const replyTo = m.context?.id;
        if (m.type === "button" && m.button) {
          events.push({ ...base, kind: "button", payload: m.button.payload, text: m.button.text, replyTo });
        } else if (m.type === "interactive" && m.interactive?.button_reply) {
          const reply = m.interactive.button_reply;
          events.push({ ...base, kind: "button", payload: reply.id, text: reply.title, replyTo });
        } else if (m.type === "text" && m.text) {
          events.push({ ...base, kind: "text", text: m.text.body, replyTo });
        } else {
          events.push({ ...base, kind: "other", type: m.type });
        }
      }
    }
  }
  return events;
}
