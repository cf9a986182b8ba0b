// The rights portal's view of everything the shop holds about the person, one
// section per kind of record (the same tables as the JSON/CSV download), each
// record as a list of labelled values: readable on a phone, no wide tables.
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS } from "~/domain/privacy/request-labels";
import { formatDateTime } from "~/lib/dates";
import { formatBRL } from "~/lib/money";
import {
  CARRIER_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  RISK_LEVEL_LABELS,
} from "~/domain/orders/lifecycle/order-status";

type Row = Record<string, unknown>;

export const TABLE_LABELS: Record<string, { title: string; empty: string }> = {
  conta: { title: "Conta", empty: "Você não tem conta neste email." },
  perfil: { title: "Perfil", empty: "Sem perfil." },
  sessoes: { title: "Sessões (aparelhos conectados)", empty: "Nenhuma sessão ativa." },
  tokens: { title: "Links de confirmação e de senha", empty: "Nenhum." },
  assinatura_clube: { title: "Assinatura do clube", empty: "Sem assinatura." },
  clientes: { title: "Cadastro de cliente", empty: "Nenhum cadastro de cliente." },
  pedidos: { title: "Pedidos (como foram feitos)", empty: "Nenhum pedido com este email." },
  itens_dos_pedidos: { title: "Itens dos pedidos", empty: "Nenhum item." },
  historico_dos_pedidos: { title: "Histórico dos pedidos", empty: "Sem histórico." },
  consentimentos: { title: "Consentimentos", empty: "Nenhum consentimento registrado." },
  mensagens_whatsapp: { title: "Mensagens de WhatsApp dos pedidos", empty: "Nenhuma mensagem." },
  cobrancas_pix: { title: "Cobranças Pix dos pedidos", empty: "Nenhuma cobrança Pix." },
  emails_enviados: { title: "Emails que enviamos a você", empty: "Nenhum email." },
  solicitacoes_lgpd: { title: "Suas solicitações (LGPD)", empty: "Nenhuma solicitação." },
  historico_das_solicitacoes: { title: "Andamento das solicitações", empty: "Sem registros." },
  mensagens_do_chat: { title: "Mensagens do chat", empty: "O chat com a nutricionista não guarda mensagens." },
};

/** The records people look for first; the rest open with a tap (a long page on a phone otherwise). */
const OPEN_BY_DEFAULT = new Set(["perfil", "clientes", "pedidos"]);

const FIELD_LABELS: Record<string, string> = {
  id: "Identificador",
  email: "Email",
  role: "Tipo de conta",
  emailConfirmedAt: "Email confirmado em",
  createdAt: "Criado em",
  updatedAt: "Atualizado em",
  fullName: "Nome",
  lastSeenAt: "Último uso",
  expiresAt: "Expira em",
  purpose: "Finalidade",
  usedAt: "Usado em",
  subscribed: "Assinante",
  tier: "Plano",
  subscriptionEnd: "Fim do período",
  provider: "Meio de pagamento",
  cancelAtPeriodEnd: "Cancela no fim do período",
  name: "Nome",
  cpf: "CPF",
  phone: "Telefone",
  address: "Endereço",
  city: "Cidade",
  state: "Estado",
  postalCode: "CEP",
  number: "Número do pedido",
  pedido: "Pedido",
  status: "Situação",
  paymentStatus: "Pagamento",
  totalCents: "Total",
  customerName: "Nome",
  customerEmail: "Email",
  customerPhone: "Telefone",
  customerCpf: "CPF",
  deliveryPostalCode: "CEP",
  deliveryStreet: "Rua",
  deliveryNumber: "Número",
  deliveryComplement: "Complemento",
  deliveryNeighborhood: "Bairro",
  deliveryCity: "Cidade",
  deliveryState: "Estado",
  deliveryReferencePoint: "Ponto de referência",
  deliveryAddress: "Endereço de entrega",
  paymentMethod: "Forma de pagamento",
  paymentDueAt: "Vencimento",
  paidAt: "Pago em",
  carrier: "Transportadora",
  trackingCode: "Código de rastreio",
  shippedAt: "Enviado em",
  deliveredAt: "Entregue em",
  riskLevel: "Análise antifraude",
  riskReasons: "Motivos da análise",
  anonymizedAt: "Anonimizado em",
  productName: "Produto",
  quantity: "Quantidade",
  priceCents: "Preço unitário",
  field: "Campo",
  fromValue: "De",
  toValue: "Para",
  actor: "Por",
  detail: "Detalhe",
  granted: "Concedido",
  textVersion: "Versão do texto",
  source: "Formulário",
  revokedAt: "Revogado em",
  to: "Para",
  subject: "Assunto",
  text: "Texto",
  template: "Modelo",
  orderId: "Pedido (identificador)",
  kind: "Tipo",
  details: "Detalhes",
  receivedAt: "Recebido em",
  dueAt: "Prazo",
  completedAt: "Concluído em",
  requestId: "Solicitação",
  action: "Ação",
  note: "Nota",
  direction: "Sentido",
  txid: "Identificador da cobrança",
  amountDueCents: "Valor cobrado",
  amountPaidCents: "Valor pago",
  dueDate: "Vencimento",
  payerName: "Pagador (informado pelo banco)",
  e2eid: "Identificador do Pix",
  refundStatus: "Devolução",
  refundedCents: "Valor devolvido",
};

/** A Pix charge's status at the bank (its codes differ from the orders' and requests'). */
const PIX_CHARGE_STATUS_LABELS: Record<string, string> = {
  creating: "sendo criada",
  ATIVA: "aberta",
  CONCLUIDA: "paga",
  REMOVIDA_PELO_USUARIO_RECEBEDOR: "cancelada pela loja",
  REMOVIDA_PELO_PSP: "cancelada pelo banco",
  failed: "não criada",
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Stored codes shown in words (the download keeps the codes, for machines). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  // Orders' and requests' statuses share the field name; their codes differ.
  status: { ...REQUEST_STATUS_LABELS, ...ORDER_STATUS_LABELS, ...PIX_CHARGE_STATUS_LABELS },
  direction: { out: "enviada pela loja", in: "enviada por você" },
  kind: REQUEST_KIND_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  riskLevel: RISK_LEVEL_LABELS,
  carrier: CARRIER_LABELS,
  role: { customer: "cliente", admin: "administrador" },
  // An email kept as a template is written from its order when sent: its text is that order's.
  template: { "order-received": "pedido recebido (o texto é o do pedido)", "order-new-shop": "aviso de novo pedido à loja" },
  purpose: {
    terms: "termos de compra",
    privacy: "política de privacidade",
    whatsapp: "WhatsApp",
    marketing: "ofertas",
    reset_password: "redefinir senha",
    confirm_email: "confirmar email",
  },
};

export function formatPortalValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string" && VALUE_LABELS[field]?.[value]) return VALUE_LABELS[field][value];
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (typeof value === "number") return field.endsWith("Cents") ? formatBRL(value) : String(value);
  if (typeof value === "string") return ISO_DATE.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map(String).join("; ") : "—";
  return JSON.stringify(value);
}

function Record({ row }: { row: Row }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-3 text-sm sm:grid-cols-[12rem_1fr]">
      {Object.entries(row).map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-medium text-stone-700">{FIELD_LABELS[field] ?? field}</dt>
          <dd className="mb-1 break-words whitespace-pre-line text-stone-900 sm:mb-0">{formatPortalValue(field, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PortalData({ tables }: { tables: Record<string, Row[]> }) {
  return (
    <div className="space-y-3">
      {Object.entries(tables).map(([table, rows]) => {
        const label = TABLE_LABELS[table] ?? { title: table, empty: "Nada." };
        return (
          <details
            key={table}
            className="rounded-2xl border border-stone-200 bg-stone-50 p-3"
            open={OPEN_BY_DEFAULT.has(table) && rows.length > 0 && rows.length <= 3}
          >
            <summary className="cursor-pointer font-semibold">
              {label.title} <span className="font-normal text-stone-600">({rows.length})</span>
            </summary>
            <div className="mt-3 space-y-2">
              {rows.length === 0 ? (
                <p className="text-sm text-stone-600">{label.empty}</p>
              ) : (
                rows.map((row, i) => <Record key={i} row={row} />)
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
