// The shop's WhatsApp templates, as code (issue 37). Messages the shop starts
// (outside the buyer's 24-hour window) must be templates Meta approved, so this
// catalogue is the one source for both what `npm run whatsapp:templates` asks
// Meta to approve and what a send names and fills. Bodies are pt-BR with NAMED
// parameters ({{nome}}), so a reviewer and a reader see what each value is.
import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";

export const TEMPLATE_LANGUAGE = "pt_BR";

/** What a quick reply asks for; its payload comes back in the webhook as `{action}:{orderId}`. */
export type ReplyAction = "confirm";

export function replyPayload(action: ReplyAction, orderId: string): string {
  return `${action}:${orderId}`;
}

/** `confirm:{orderId}` → its parts, or null for a payload the shop did not send. */
export function parseReplyPayload(payload: string): { action: ReplyAction; orderId: string } | null {
  const match = /^(confirm):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(payload);
  return match ? { action: match[1] as ReplyAction, orderId: match[2]!.toLowerCase() } : null;
}

type TemplateButton =
  | { type: "QUICK_REPLY"; text: string }
  /** A URL button: the template fixes `{publicUrl}{path}` and each message appends its own suffix. */
  | { type: "URL"; text: string; path: "/confirmar/" | "/pagar/" };

export interface TemplateDefinition<P = never> {
  name: string;
  category: "UTILITY";
  /** The body with {{named}} parameters, as Meta shows it to the buyer. */
  body: string;
  /** Each parameter of the body, in order, with the example Meta's reviewers see. */
  params: readonly { name: string; example: string }[];
  footer?: string;
  buttons: readonly TemplateButton[];
  /** The body's values from typed domain values (money in cents, dates, names). */
  values(params: P): Record<string, string>;
  /** The signed link the URL button opens (when it has one). */
  link?(params: P): string;
}

const OPT_OUT_FOOTER = "Responda PARAR para não receber mais mensagens";
const PAY_BUTTON = { type: "URL", text: "Pagar agora", path: "/pagar/" } as const;

/** Only the first name greets (as the admin's wa.me message does). */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "tudo bem";
}

interface PaymentParams {
  name: string;
  orderNumber: number;
  totalCents: number;
  dueDate: Date;
  /** The signed /pagar/{orderId}?exp&sig link. */
  payUrl: string;
}

const paymentValues = (p: PaymentParams) => ({
  nome: firstName(p.name),
  numero_pedido: String(p.orderNumber),
  valor: formatBRL(p.totalCents),
  vencimento: formatDate(p.dueDate),
});

const PAYMENT_PARAMS = [
  { name: "nome", example: "Ana" },
  { name: "numero_pedido", example: "1042" },
  { name: "valor", example: "R$ 147,00" },
  { name: "vencimento", example: "21/11/2026" },
] as const;

const define = <P>(definition: TemplateDefinition<P>) => definition;

/** A payment message (delivered, reminders): the amount, the due date and the "Pagar agora" button on the signed /pagar link. */
const paymentTemplate = (name: string, body: string) =>
  define({
    name,
    category: "UTILITY",
    body,
    params: PAYMENT_PARAMS,
    footer: OPT_OUT_FOOTER,
    buttons: [PAY_BUTTON],
    values: paymentValues,
    link: (p: PaymentParams) => p.payUrl,
  });

/** The catalogue, by the moment of an order's life it serves. */
export const WHATSAPP_TEMPLATES = {
  orderReceived: define({
    name: "pedido_recebido_confirmar",
    category: "UTILITY",
    body:
      "Olá, {{nome}}! Aqui é da {{loja}}. Recebemos o seu pedido #{{numero_pedido}} ({{valor}}), para entregar em: {{endereco}}.\n\n" +
      "Você confirma o pedido e o endereço? Toque em Confirmar pedido. Se algo estiver errado, toque em Corrigir endereço.\n\n" +
      "Lembrando: você só paga depois de receber.",
    params: [
      { name: "nome", example: "Ana" },
      { name: "loja", example: "Lift" },
      { name: "numero_pedido", example: "1042" },
      { name: "valor", example: "R$ 147,00" },
      { name: "endereco", example: "Rua das Flores, 120, Centro, Belo Horizonte/MG" },
    ],
    footer: OPT_OUT_FOOTER,
    buttons: [
      { type: "QUICK_REPLY", text: "Confirmar pedido" },
      { type: "URL", text: "Corrigir endereço", path: "/confirmar/" },
    ],
    values: (p: {
      name: string;
      brandName: string;
      orderNumber: number;
      totalCents: number;
      address: string;
      /** The signed /confirmar/{orderId}?exp&sig link. */
      confirmUrl: string;
    }) => ({
      nome: firstName(p.name),
      loja: p.brandName,
      numero_pedido: String(p.orderNumber),
      valor: formatBRL(p.totalCents),
      endereco: p.address,
    }),
    link: (p) => p.confirmUrl,
  }),
  shipped: define({
    name: "pedido_enviado",
    category: "UTILITY",
    body:
      "Olá, {{nome}}! O seu pedido #{{numero_pedido}} foi enviado por {{transportadora}}. " +
      "O código de rastreio é {{codigo_rastreio}}.\n\nO pagamento é só depois de receber.",
    params: [
      { name: "nome", example: "Ana" },
      { name: "numero_pedido", example: "1042" },
      { name: "transportadora", example: "Correios" },
      { name: "codigo_rastreio", example: "AB123456789BR" },
    ],
    footer: OPT_OUT_FOOTER,
    buttons: [],
    values: (p: { name: string; orderNumber: number; carrier: string; trackingCode: string }) => ({
      nome: firstName(p.name),
      numero_pedido: String(p.orderNumber),
      transportadora: p.carrier,
      codigo_rastreio: p.trackingCode,
    }),
  }),
  delivered: paymentTemplate(
    "pedido_entregue",
    "Olá, {{nome}}! O seu pedido #{{numero_pedido}} foi entregue. O valor de {{valor}} vence em {{vencimento}}.\n\n" +
      "Para pagar, toque em Pagar agora.",
  ),
  /** The delivered message once automatic Pix collection exists: the copia-e-cola code in the body. */
  deliveredWithPix: define({
    name: "pedido_entregue_pix",
    category: "UTILITY",
    body:
      "Olá, {{nome}}! O seu pedido #{{numero_pedido}} foi entregue. O valor de {{valor}} vence em {{vencimento}}.\n\n" +
      "Pague com o Pix copia e cola:\n{{pix_copia_e_cola}}\n\n" +
      "É só copiar o código no app do seu banco, ou tocar em Pagar agora.",
    params: [
      ...PAYMENT_PARAMS,
      {
        name: "pix_copia_e_cola",
        example:
          "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406147.005802BR5916Lift Suplementos6009Sao Paulo62070503***6304ABCD",
      },
    ],
    footer: OPT_OUT_FOOTER,
    buttons: [PAY_BUTTON],
    values: (p: PaymentParams & { pixCopiaECola: string }) => ({ ...paymentValues(p), pix_copia_e_cola: p.pixCopiaECola }),
    link: (p) => p.payUrl,
  }),
  reminderBeforeDue: paymentTemplate(
    "lembrete_pagamento_antes",
    "Olá, {{nome}}! Um lembrete: o pagamento do pedido #{{numero_pedido}} ({{valor}}) vence em {{vencimento}}.\n\n" +
      "Para pagar, toque em Pagar agora.",
  ),
  reminderAfterDue: paymentTemplate(
    "lembrete_pagamento_vencido",
    "Olá, {{nome}}! O pagamento do pedido #{{numero_pedido}} ({{valor}}) venceu em {{vencimento}} e ainda não o identificamos.\n\n" +
      "Para pagar, toque em Pagar agora. Se você já pagou, desconsidere esta mensagem.",
  ),
  paid: define({
    name: "pagamento_recebido",
    category: "UTILITY",
    body:
      "Olá, {{nome}}! Recebemos o pagamento do pedido #{{numero_pedido}} ({{valor}}). " +
      "Muito obrigado por comprar na {{loja}}. Até a próxima!",
    params: [
      { name: "nome", example: "Ana" },
      { name: "numero_pedido", example: "1042" },
      { name: "valor", example: "R$ 147,00" },
      { name: "loja", example: "Lift" },
    ],
    buttons: [],
    values: (p: { name: string; brandName: string; orderNumber: number; totalCents: number }) => ({
      nome: firstName(p.name),
      numero_pedido: String(p.orderNumber),
      valor: formatBRL(p.totalCents),
      loja: p.brandName,
    }),
  }),
};

export type TemplateKey = keyof typeof WHATSAPP_TEMPLATES;

/** The typed values each template is filled with. */
export type TemplateParams<K extends TemplateKey> = Parameters<(typeof WHATSAPP_TEMPLATES)[K]["values"]>[0];

/** The template part of a send body (POST /messages with type "template"). */
export interface TemplatePayload {
  name: string;
  language: { code: string; policy: "deterministic" };
  components: TemplateSendComponent[];
}

export type TemplateSendComponent =
  | { type: "body"; parameters: { type: "text"; parameter_name: string; text: string }[] }
  | { type: "button"; sub_type: "quick_reply"; index: string; parameters: { type: "payload"; payload: string }[] }
  | { type: "button"; sub_type: "url"; index: string; parameters: { type: "text"; text: string }[] };

/** Meta refuses a parameter that is empty or has a newline, a tab or more than four spaces in a row. */
function paramText(value: string): string {
  return (
    value
      .replace(/[\t\r\n]+/g, " ")
      .replace(/ {4,}/g, "   ")
      .trim() || "-"
  );
}

/** The part of a signed link a URL button appends to the template's fixed `{publicUrl}{path}`. */
function urlSuffix(url: string, publicUrl: string, path: string): string {
  const base = `${publicUrl.replace(/\/+$/, "")}${path}`;
  if (!url.startsWith(base) || url.length === base.length) {
    throw new Error(`WhatsApp: o link ${url} não começa com ${base}, a parte fixa do botão aprovado`);
  }
  return url.slice(base.length);
}

/**
 * The template payload of a send for one catalogue entry, from typed values.
 * `publicUrl` is the shop's address the URL buttons were approved with; `orderId`
 * goes into the quick reply's payload (`confirm:{orderId}`).
 */
export function buildTemplate<K extends TemplateKey>(
  key: K,
  params: TemplateParams<K>,
  options: { publicUrl: string; orderId?: string },
): TemplatePayload {
  const template = WHATSAPP_TEMPLATES[key] as unknown as TemplateDefinition<TemplateParams<K>>;
  const values = template.values(params);
  const components: TemplateSendComponent[] = [
    {
      type: "body",
      parameters: template.params.map(({ name }) => {
        const value = values[name];
        if (value === undefined) throw new Error(`WhatsApp: o modelo ${template.name} não tem valor para ${name}`);
        return { type: "text", parameter_name: name, text: paramText(value) };
      }),
    },
  ];
  template.buttons.forEach((button, index) => {
    if (button.type === "QUICK_REPLY") {
      if (!options.orderId) throw new Error(`WhatsApp: o modelo ${template.name} precisa do id do pedido`);
      components.push({
        type: "button",
        sub_type: "quick_reply",
        index: String(index),
        parameters: [{ type: "payload", payload: replyPayload("confirm", options.orderId) }],
      });
    } else {
      const url = template.link?.(params);
      if (!url) throw new Error(`WhatsApp: o modelo ${template.name} precisa do link do botão ${button.text}`);
      components.push({
        type: "button",
        sub_type: "url",
        index: String(index),
        parameters: [{ type: "text", text: urlSuffix(url, options.publicUrl, button.path) }],
      });
    }
  });
  return { name: template.name, language: { code: TEMPLATE_LANGUAGE, policy: "deterministic" }, components };
}

/** The catalogue's entries, for the script and the tests. */
export function catalogue(): { key: TemplateKey; template: TemplateDefinition<never> }[] {
  return (Object.keys(WHATSAPP_TEMPLATES) as TemplateKey[]).map((key) => ({
    key,
    template: WHATSAPP_TEMPLATES[key],
  }));
}

/** A component of a template as Meta stores it (creation and listing). */
export type TemplateCreationComponent =
  | { type: "BODY"; text: string; example: { body_text_named_params: { param_name: string; example: string }[] } }
  | { type: "FOOTER"; text: string }
  | {
      type: "BUTTONS";
      buttons: ({ type: "QUICK_REPLY"; text: string } | { type: "URL"; text: string; url: string; example: string[] })[];
    };

/** What POST /{waba-id}/message_templates receives to create one catalogue entry. */
export function templateCreationBody(template: TemplateDefinition<never>, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, "");
  const components: TemplateCreationComponent[] = [
    {
      type: "BODY",
      text: template.body,
      example: { body_text_named_params: template.params.map((p) => ({ param_name: p.name, example: p.example })) },
    },
  ];
  if (template.footer) components.push({ type: "FOOTER", text: template.footer });
  if (template.buttons.length) {
    components.push({
      type: "BUTTONS",
      buttons: template.buttons.map((b) =>
        b.type === "QUICK_REPLY"
          ? { type: "QUICK_REPLY", text: b.text }
          : { type: "URL", text: b.text, url: `${base}${b.path}{{1}}`, example: [`${base}${b.path}exemplo`] },
      ),
    });
  }
  return { name: template.name, language: TEMPLATE_LANGUAGE, category: template.category, parameter_format: "NAMED", components };
}
