// The test fake of Meta's Cloud API (tests/fakes/whatsapp) checks what it is sent
// against Meta's OpenAPI file: this suite proves it refuses what the file refuses,
// and that each in-memory correction of the file is needed and narrow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_ID, SAMPLE_PARAMS, SHOP_URL } from "../../../../tests/fakes/whatsapp/samples";
import { type FakeWhatsApp, startFakeWhatsApp } from "../../../../tests/fakes/whatsapp/server";
import { compileSpec, whatsAppSpec } from "../../../../tests/fakes/whatsapp/spec";
import { SPEC_CORRECTIONS } from "../../../../tests/fakes/whatsapp/spec-corrections";
import { buildTemplate, catalogue, templateCreationBody } from "./templates";

const MESSAGES = "/{Version}/{Phone-Number-ID}/messages";
const TO = "5531987654321";
let fake: FakeWhatsApp;

async function post(path: string, body: unknown, token = fake.config.accessToken) {
  const response = await fetch(`${fake.url}/v23.0/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { code: number; error_data?: { details?: string } } },
  };
}
const sendMessage = (body: unknown) => post(`${fake.config.phoneNumberId}/messages`, body);
const text = { messaging_product: "whatsapp", recipient_type: "individual", to: TO, type: "text", text: { body: "oi" } };
const template = () => ({
  messaging_product: "whatsapp",
  recipient_type: "individual",
  to: TO,
  type: "template",
  template: buildTemplate("orderReceived", SAMPLE_PARAMS.orderReceived, { publicUrl: SHOP_URL, orderId: ORDER_ID }),
});

beforeAll(async () => {
  fake = await startFakeWhatsApp();
  for (const { template: t } of catalogue()) {
    expect((await post(`${fake.config.businessAccountId}/message_templates`, templateCreationBody(t, SHOP_URL))).status).toBe(
      200,
    );
  }
  fake.approveTemplates();
});
afterAll(() => fake.close());

describe("the fake Cloud API validates requests against Meta's file", () => {
  it("accepts a valid message and refuses a malformed one with Meta's error 100, listing the violation", async () => {
    expect((await sendMessage(text)).status).toBe(200);
    expect(fake.violations).toEqual([]);

    const cases: [string, unknown][] = [
      ["unknown field", { ...text, urgent: true }],
      ["no recipient", { ...text, to: undefined }],
      ["text without body object", { ...text, text: "oi" }],
      ["unknown type", { ...text, type: "fax" }],
      [
        "button index not a digit",
        {
          ...template(),
          template: {
            ...template().template,
            components: [
              { type: "button", sub_type: "quick_reply", index: "first", parameters: [{ type: "payload", payload: "x" }] },
            ],
          },
        },
      ],
      ["template without language policy", { ...template(), template: { ...template().template, language: { code: "pt_BR" } } }],
      [
        "four reply buttons",
        {
          ...text,
          type: "interactive",
          text: undefined,
          interactive: {
            type: "button",
            body: { text: "?" },
            action: { buttons: ["a", "b", "c", "d"].map((id) => ({ type: "reply", reply: { id, title: id } })) },
          },
        },
      ],
    ];
    for (const [name, body] of cases) {
      const answer = await sendMessage(body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.error?.code, name).toBe(100);
      expect(answer.body.error?.error_data?.details, name).toBeTruthy();
    }
    expect(fake.violations.splice(0)).toHaveLength(cases.length);
    expect((await sendMessage("{not json")).status).toBe(400);
    expect(fake.violations.splice(0)).toEqual([expect.stringContaining("não é JSON")]);
    // Nothing refused reached the phone.
    expect(fake.phone(TO).messages).toHaveLength(1);
  });

  it("holds Meta's own rules beyond the schema: the template exists, and its named parameters match", async () => {
    const unknown = { ...template(), template: { ...template().template, name: "nao_existe" } };
    expect(await sendMessage(unknown)).toMatchObject({ status: 400, body: { error: { code: 132001 } } });
    const body = template();
    body.template.components[0] = { type: "body", parameters: [{ type: "text", parameter_name: "name", text: "Maria" }] };
    expect(await sendMessage(body)).toMatchObject({ status: 400, body: { error: { code: 132000 } } });
    expect(fake.violations).toEqual([]);
  });

  it("validates its own webhooks before sending them", async () => {
    fake.setWebhookUrl("http://127.0.0.1:9/nunca");
    await expect(fake.deliverWebhook({ object: "whatsapp_business_account", entry: [{ changes: [] }] })).rejects.toThrow(
      /violou o arquivo da API em um webhook/,
    );
  });
});

describe("the corrections of Meta's file (tests/fakes/whatsapp/spec-corrections.ts)", () => {
  const spec = whatsAppSpec();
  const webhookExamples = spec.requestExamples("/whatsapp/webhooks", "post");
  const message = spec.requestSchema(MESSAGES, "post");
  // What each correction makes valid, as the file's own description and examples say it is.
  const witnesses: { schema: string | object; value: unknown }[] = [
    { schema: "WebhookPayload", value: webhookExamples["Text Message"] },
    { schema: "WebhookPayload", value: webhookExamples["Button Message"] },
    { schema: message, value: template() },
    { schema: message, value: text },
  ];

  it("lists each correction with where and why", () => {
    expect(SPEC_CORRECTIONS).toHaveLength(witnesses.length);
    for (const c of SPEC_CORRECTIONS) {
      expect(c.where).toMatch(/components\.schemas\./);
      expect(c.why.length).toBeGreaterThan(80);
    }
    for (const w of witnesses) expect(spec.validate(w.schema, w.value).errors).toEqual([]);
  });

  it.each(SPEC_CORRECTIONS.map((c, i) => [i, c.where] as const))("correction %i is needed (%s)", (index) => {
    const without = compileSpec(SPEC_CORRECTIONS.filter((_, i) => i !== index));
    expect(without.validate(witnesses[index]!.schema, witnesses[index]!.value).ok).toBe(false);
  });

  it("keeps refusing what the file refuses after the corrections (unknown fields, missing sender)", () => {
    expect(spec.validate(message, { ...text, extra: 1 }).ok).toBe(false);
    const example = structuredClone(webhookExamples["Text Message"]) as {
      entry: { changes: { value: { messages: { from?: string }[] } }[] }[];
    };
    delete example.entry[0]!.changes[0]!.value.messages[0]!.from;
    expect(spec.validate("WebhookPayload", example).ok).toBe(false);
  });
});
