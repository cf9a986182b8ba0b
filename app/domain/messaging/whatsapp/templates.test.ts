import { describe, expect, it } from "vitest";
import { CONFIRM_URL, ORDER_ID, SAMPLE_PARAMS, SHOP_URL } from "../../../../tests/fakes/whatsapp/samples";
import { whatsAppSpec } from "../../../../tests/fakes/whatsapp/spec";
import { WHATSAPP_TEMPLATES, buildTemplate, catalogue, parseReplyPayload, replyPayload, templateCreationBody } from "./templates";

const spec = whatsAppSpec();
const MESSAGES = "/{Version}/{Phone-Number-ID}/messages";
const TEMPLATES = "/{Version}/{WABA-ID}/message_templates";

describe("the template catalogue", () => {
  it("has the seven messages of an order's life, each UTILITY in pt_BR with named parameters Meta accepts", () => {
    expect(catalogue().map((c) => c.template.name)).toEqual([
      "pedido_recebido_confirmar",
      "pedido_enviado",
      "pedido_entregue",
      "pedido_entregue_pix",
      "lembrete_pagamento_antes",
      "lembrete_pagamento_vencido",
      "pagamento_recebido",
    ]);
    for (const { template } of catalogue()) {
      expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(template.category).toBe("UTILITY");
      // The body names exactly the parameters listed, each once, and Meta's rules hold:
      // no parameter at the very start or end, none side by side, at most 1024 characters.
      const named = [...template.body.matchAll(/\{\{([^}]*)\}\}/g)].map((m) => m[1]);
      expect(named, template.name).toEqual(template.params.map((p) => p.name));
      for (const name of named) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(template.body.length).toBeLessThanOrEqual(1024);
      expect(template.body.trim()).not.toMatch(/^\{\{|\}\}$/);
      expect(template.body).not.toMatch(/\}\}\s*\{\{/);
      if (template.footer) expect(template.footer.length).toBeLessThanOrEqual(60);
      for (const b of template.buttons) expect(b.text.length).toBeLessThanOrEqual(25);
    }
  });

  it("asks to confirm with a 'Confirmar pedido' quick reply and a 'Corrigir endereço' button to the signed /confirmar link", () => {
    const payload = buildTemplate("orderReceived", SAMPLE_PARAMS.orderReceived, { publicUrl: SHOP_URL, orderId: ORDER_ID });
    expect(payload.name).toBe("pedido_recebido_confirmar");
    expect(payload.language).toEqual({ code: "pt_BR", policy: "deterministic" });
    const [body, quickReply, url] = payload.components;
    expect(body).toEqual({
      type: "body",
      parameters: [
        { type: "text", parameter_name: "nome", text: "Maria" },
        { type: "text", parameter_name: "loja", text: "Lift" },
        { type: "text", parameter_name: "numero_pedido", text: "1042" },
        { type: "text", parameter_name: "valor", text: "R$\u00a0147,00" },
        { type: "text", parameter_name: "endereco", text: "Rua das Flores, 120, Centro, Belo Horizonte/MG" },
      ],
    });
    expect(quickReply).toEqual({
      type: "button",
      sub_type: "quick_reply",
      index: "0",
      parameters: [{ type: "payload", payload: `confirm:${ORDER_ID}` }],
    });
    // The button's fixed part is approved with the template; the message adds the signed rest.
    expect(url).toEqual({
      type: "button",
      sub_type: "url",
      index: "1",
      parameters: [{ type: "text", text: CONFIRM_URL.slice(`${SHOP_URL}/confirmar/`.length) }],
    });
    expect(templateCreationBody(WHATSAPP_TEMPLATES.orderReceived, SHOP_URL).components[2]).toEqual({
      type: "BUTTONS",
      buttons: [
        { type: "QUICK_REPLY", text: "Confirmar pedido" },
        {
          type: "URL",
          text: "Corrigir endereço",
          url: `${SHOP_URL}/confirmar/{{1}}`,
          example: [`${SHOP_URL}/confirmar/exemplo`],
        },
      ],
    });
  });

  it("formats the due date as dd/mm/aaaa in São Paulo and carries the carrier, tracking code and Pix code", () => {
    const values = (key: keyof typeof SAMPLE_PARAMS) =>
      Object.fromEntries(
        buildTemplate(key, SAMPLE_PARAMS[key] as never, { publicUrl: SHOP_URL, orderId: ORDER_ID }).components[0]!.parameters.map(
          (p) => [(p as { parameter_name: string }).parameter_name, (p as { text: string }).text],
        ),
      );
    expect(values("delivered")).toMatchObject({ valor: "R$\u00a0147,00", vencimento: "21/11/2026" });
    expect(values("shipped")).toMatchObject({ transportadora: "Correios", codigo_rastreio: "AB123456789BR" });
    expect(values("deliveredWithPix").pix_copia_e_cola).toBe(SAMPLE_PARAMS.deliveredWithPix.pixCopiaECola);
    expect(values("paid")).toEqual({ nome: "Maria", numero_pedido: "1042", valor: "R$\u00a0147,00", loja: "Lift" });
  });

  it("refuses a link that does not start with the approved button's fixed part, and a quick reply without the order", () => {
    expect(() =>
      buildTemplate("delivered", { ...SAMPLE_PARAMS.delivered, payUrl: "https://outro.site/pagar/x" }, { publicUrl: SHOP_URL }),
    ).toThrow(/não começa com/);
    expect(() => buildTemplate("orderReceived", SAMPLE_PARAMS.orderReceived, { publicUrl: SHOP_URL })).toThrow(/id do pedido/);
  });

  it("keeps a parameter on one line (Meta refuses newlines and tabs in a parameter)", () => {
    const payload = buildTemplate(
      "shipped",
      { ...SAMPLE_PARAMS.shipped, carrier: "Transportadora\nExpressa\t\tSul" },
      { publicUrl: SHOP_URL },
    );
    expect(payload.components[0]!.parameters[2]).toMatchObject({ text: "Transportadora Expressa Sul" });
  });

  it("builds send bodies and creation bodies that validate against Meta's OpenAPI file, for every template", () => {
    for (const { key, template } of catalogue()) {
      const message = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "5531987654321",
        type: "template",
        template: buildTemplate(key, SAMPLE_PARAMS[key] as never, { publicUrl: SHOP_URL, orderId: ORDER_ID }),
      };
      const sent = spec.validate(spec.requestSchema(MESSAGES, "post"), message);
      expect(sent.errors, template.name).toEqual([]);
      const created = spec.validate(spec.requestSchema(TEMPLATES, "post"), templateCreationBody(template, SHOP_URL));
      expect(created.errors, template.name).toEqual([]);
    }
  });

  it("reads back only the quick-reply payloads it writes", () => {
    expect(parseReplyPayload(replyPayload("confirm", ORDER_ID))).toEqual({ action: "confirm", orderId: ORDER_ID });
    expect(parseReplyPayload(`confirm:${ORDER_ID.toUpperCase()}`)).toEqual({ action: "confirm", orderId: ORDER_ID });
    expect(parseReplyPayload("confirm:1")).toBeNull();
    expect(parseReplyPayload(`cancel:${ORDER_ID}`)).toBeNull();
    expect(parseReplyPayload("Confirmar pedido")).toBeNull();
  });
});
