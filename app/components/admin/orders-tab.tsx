// Pedidos: every order newest first, filtered by status, payment, risk and
// "não confirmado", searched by customer (in the URL, so the list is loaded on
// the server page by page), and one order's details: risk and its reasons,
// approve, block the CPF or phone, the confirmation link and WhatsApp message,
// status changes along the life cycle (carrier and tracking code, failure
// reason) and the history. Below, the shop's rules and the blocked buyers.
// A delivered order still unpaid after its due date shows 'vencido'.
import { Form, Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { formatDate } from "~/lib/dates";
import { maskCpf, maskWhatsapp } from "~/lib/masks";
import { formatBRL } from "~/lib/money";
import {
  BLOCK_KIND_LABELS,
  CARRIER_LABELS,
  CARRIERS,
  FAILURE_REASON_LABELS,
  FAILURE_REASONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusClass,
  orderStatusLabel,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentStatusClass,
  paymentStatusLabel,
  isOrderStatus,
  isPaymentStatus,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  riskLevelClass,
  type RiskLevel,
} from "~/lib/order-status";
import { CheckboxField, Panel, SelectField, TextField } from "./fields";
import { BulkSelect, OrdersBulk } from "./orders-bulk";
import { useAdminAction } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

export interface OrderRow {
  id: string;
  number: number;
  createdAt: Date | string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  customerName: string;
  customerEmail: string | null;
  paymentDueAt?: Date | string | null;
  overdue?: boolean;
  riskLevel: string;
  riskReasons: string[];
  confirmedAt: Date | string | null;
  unconfirmed: boolean;
}

export interface OrderDetails {
  id: string;
  number: number;
  createdAt: Date | string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  deliveryAddress: string;
  source: string;
  deliveredAt?: Date | string | null;
  paymentDueAt?: Date | string | null;
  paidAt?: Date | string | null;
  paymentMethod?: string | null;
  overdue?: boolean;
  riskLevel: string;
  riskReasons: string[];
  confirmedAt: Date | string | null;
  unconfirmed: boolean;
  carrier: string | null;
  trackingCode: string | null;
  failureReason: string | null;
  snapshot: { name: string; phone: string; cpf: string | null; referencePoint: string };
  links: { confirmUrl: string | null; whatsappUrl: string | null };
  customer: {
    name: string;
    email: string | null;
    phone: string;
    cpf: string | null;
    address: string;
    city: string;
    state: string;
    postalCode: string;
  };
  items: { id: number; productName: string; quantity: number; priceCents: number }[];
  events: {
    id: number;
    field: string;
    fromValue: string;
    toValue: string;
    actor: string;
    detail: string;
    createdAt: Date | string;
  }[];
}

export interface BlockedBuyer {
  id: number;
  kind: string;
  value: string;
  reason: string;
  blockedBy: string;
  createdAt: Date | string;
}

export interface OrderRulesView {
  holdHighRisk: boolean;
  holdMediumRisk: boolean;
  unconfirmedAfterHours: number;
}

interface Filters {
  status: string | null;
  payment: string | null;
  risk: string | null;
  unconfirmed: boolean;
  q: string;
  page: number;
}

const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${orderStatusClass(status)}`}>
      {orderStatusLabel(status)}
    </span>
  );
}

function PaymentBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${paymentStatusClass(status)}`}>
      {paymentStatusLabel(status)}
    </span>
  );
}

function RiskBadge({ level, reasons }: { level: string; reasons: string[] }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${riskLevelClass(level)}`}
      title={reasons.join(" ") || undefined}
    >
      risco {RISK_LEVEL_LABELS[level as RiskLevel] ?? level}
    </span>
  );
}

function UnconfirmedBadge() {
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">não confirmado</span>;
}

/** 'vencido': delivered, unpaid, past the due date. */
function OverdueBadge({ dueAt }: { dueAt: Date | string | null | undefined }) {
  return (
    <span
      className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900"
      title={dueAt ? `Venceu em ${formatDate(dueAt)}` : undefined}
    >
      vencido
    </span>
  );
}

const PAYMENT_METHOD_LABELS: Record<string, string> = { pix: "Pix", card: "cartão de crédito", boleto: "boleto" };

export function OrdersTab({
  orders,
  total,
  pageSize,
  filters,
  selected,
  blocked,
  rules,
}: {
  orders: OrderRow[];
  total: number;
  pageSize: number;
  filters: Filters;
  selected: OrderDetails | null;
  blocked: BlockedBuyer[];
  rules: OrderRulesView;
}) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `/admin?${next}`;
  };
  const close = useCloseEditing("pedido");
  return (
    <Panel title="Pedidos">
      <Form
        method="get"
        action="/admin"
        className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <input type="hidden" name="aba" value="pedidos" />
        <TextField
          label="Buscar por cliente"
          name="q"
          type="search"
          placeholder="Nome, email ou número"
          defaultValue={filters.q}
          maxLength={100}
        />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Todos</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Pagamento" name="pagamento" defaultValue={filters.payment ?? ""}>
          <option value="">Todos</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {paymentStatusLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Risco" name="risco" defaultValue={filters.risk ?? ""}>
          <option value="">Todos</option>
          {RISK_LEVELS.map((r) => (
            <option key={r} value={r}>
              {RISK_LEVEL_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <div className="flex gap-2">
          <Button type="submit">Filtrar</Button>
          {filters.q || filters.status || filters.payment || filters.risk || filters.unconfirmed ? (
            <Link to="/admin?aba=pedidos" className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline">
              Limpar
            </Link>
          ) : null}
        </div>
        <div className="sm:col-span-5">
          <CheckboxField
            label={`Só os não confirmados pelo cliente há mais de ${rules.unconfirmedAfterHours} h`}
            name="sinal"
            value="nao-confirmado"
            defaultChecked={filters.unconfirmed}
          />
        </div>
      </Form>

      <p className="mt-4 text-sm text-stone-700" role="status">
        {total === 0 ? "Nenhum pedido encontrado." : `${total} ${total === 1 ? "pedido" : "pedidos"}`}
      </p>

      {orders.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl border border-stone-200">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Pedidos, do mais recente ao mais antigo</caption>
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-3">
                  <span className="sr-only">Selecionar</span>
                </th>
                <th scope="col" className="px-3 py-3">
                  Pedido
                </th>
                <th scope="col" className="px-3 py-3">
                  Data
                </th>
                <th scope="col" className="px-3 py-3">
                  Cliente
                </th>
                <th scope="col" className="px-3 py-3">
                  Total
                </th>
                <th scope="col" className="px-3 py-3">
                  Status
                </th>
                <th scope="col" className="px-3 py-3">
                  Risco
                </th>
                <th scope="col" className="px-3 py-3">
                  Pagamento
                </th>
                <th scope="col" className="px-3 py-3">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} className="border-t border-stone-200">
                  <td className="px-3 py-2">
                    <BulkSelect orderId={o.id} number={o.number} />
                  </td>
                  <td className="px-3 py-2 font-medium">#{o.number}</td>
                  <td className="px-3 py-2">{formatDate(o.createdAt)}</td>
                  <td className="px-3 py-2">
                    <span className="block font-medium">{o.customerName}</span>
                    <span className="block text-xs text-stone-700">{o.customerEmail ?? "sem email"}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatBRL(o.totalCents)}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap items-center gap-1">
                      <StatusBadge status={o.status} />
                      {o.confirmedAt ? (
                        <span className="text-xs font-semibold text-green-800" title="Confirmado pelo cliente">
                          ✓ cliente
                        </span>
                      ) : null}
                      {o.unconfirmed ? <UnconfirmedBadge /> : null}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <RiskBadge level={o.riskLevel} reasons={o.riskReasons} />
                    {o.riskReasons[0] ? (
                      <span className="mt-0.5 block max-w-56 text-xs text-stone-700">{o.riskReasons[0]}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap items-center gap-1">
                      <PaymentBadge status={o.paymentStatus} />
                      {o.overdue ? <OverdueBadge dueAt={o.paymentDueAt} /> : null}
                    </span>
                    {o.paymentDueAt && !o.overdue && (o.paymentStatus === "pending" || o.paymentStatus === "unpaid") ? (
                      <span className="mt-0.5 block text-xs text-stone-700">vence {formatDate(o.paymentDueAt)}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      to={withParams({ pedido: o.id })}
                      preventScrollReset
                      aria-label={`Ver pedido #${o.number}`}
                      className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-semibold hover:bg-stone-100"
                    >
                      Detalhes
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <OrdersBulk />

      {pages > 1 ? (
        <nav aria-label="Páginas de pedidos" className="mt-4 flex items-center justify-between gap-3 text-sm">
          {filters.page > 1 ? (
            <Link
              to={withParams({ pagina: String(filters.page - 1), pedido: null })}
              className="font-semibold text-teal-800 underline"
            >
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span>
            Página {filters.page} de {pages}
          </span>
          {filters.page < pages ? (
            <Link
              to={withParams({ pagina: String(filters.page + 1), pedido: null })}
              className="font-semibold text-teal-800 underline"
            >
              Próxima
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <Dialog open={selected !== null} onClose={close} className="max-w-3xl p-6">
        {selected ? <OrderDetail order={selected} onClose={close} /> : null}
      </Dialog>

      <RulesAndBlocks rules={rules} blocked={blocked} />
    </Panel>
  );
}

function OrderDetail({ order, onClose }: { order: OrderDetails; onClose: () => void }) {
  const action = useAdminAction();
  const c = order.customer;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <DialogTitle className="text-xl font-bold">Pedido #{order.number}</DialogTitle>
          <p className="text-sm text-stone-700">
            {dateTime.format(new Date(order.createdAt))} · {order.source === "checkout" ? "Loja (checkout)" : "Página de plano"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
          <RiskBadge level={order.riskLevel} reasons={order.riskReasons} />
          {order.overdue ? <OverdueBadge dueAt={order.paymentDueAt} /> : null}
          {order.unconfirmed ? <UnconfirmedBadge /> : null}
        </div>
      </div>

      <RiskSection order={order} />

      {order.deliveredAt || order.paidAt ? (
        <section aria-label="Pagamento" className="mt-4 rounded-xl bg-stone-50 p-4 text-sm">
          <h3 className="font-semibold">Pagamento</h3>
          <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {order.deliveredAt ? (
              <>
                <dt className="text-stone-700">Entregue em</dt>
                <dd>{formatDate(order.deliveredAt)}</dd>
              </>
            ) : null}
            {order.paymentDueAt ? (
              <>
                <dt className="text-stone-700">Vencimento</dt>
                <dd>
                  {formatDate(order.paymentDueAt)}
                  {order.overdue ? <strong className="ml-2 text-red-800">vencido</strong> : null}
                </dd>
              </>
            ) : null}
            {order.paidAt ? (
              <>
                <dt className="text-stone-700">Pago em</dt>
                <dd>
                  {formatDate(order.paidAt)}
                  {order.paymentMethod ? ` (${PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod})` : null}
                </dd>
              </>
            ) : null}
          </dl>
          {order.overdue || (order.paymentDueAt && (order.paymentStatus === "pending" || order.paymentStatus === "unpaid")) ? (
            <p className="mt-2 text-xs text-stone-700">
              Pagamento por Pix: confira o extrato (identificador PEDIDO{order.number}) e marque o pagamento como pago.
            </p>
          ) : null}
        </section>
      ) : null}

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <section aria-label="Cliente" className="rounded-xl bg-stone-50 p-4 text-sm">
          <h3 className="font-semibold">Cliente</h3>
          <p className="mt-1">{c.name}</p>
          <p>{c.email ?? "sem email"}</p>
          {c.phone ? <p>WhatsApp: {maskWhatsapp(c.phone)}</p> : null}
          {c.cpf ? <p>CPF: {maskCpf(c.cpf)}</p> : null}
        </section>
        <section aria-label="Endereço de entrega" className="rounded-xl bg-stone-50 p-4 text-sm">
          <h3 className="font-semibold">Endereço de entrega</h3>
          <p className="mt-1">{order.deliveryAddress}</p>
          {order.snapshot.referencePoint ? <p>Ponto de referência: {order.snapshot.referencePoint}</p> : null}
          <p className="mt-2">
            {order.confirmedAt ? (
              <strong className="text-green-800">
                Confirmado pelo cliente em {dateTime.format(new Date(order.confirmedAt))}
              </strong>
            ) : (
              "Ainda não confirmado pelo cliente."
            )}
          </p>
          {order.links.whatsappUrl ? (
            <a
              href={order.links.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-green-700 px-3 font-semibold text-white hover:bg-green-800"
            >
              Pedir confirmação pelo WhatsApp
            </a>
          ) : null}
          {order.links.confirmUrl ? (
            <p className="mt-2 break-all text-xs text-stone-700">
              Link de confirmação:{" "}
              <a href={order.links.confirmUrl} className="underline">
                {order.links.confirmUrl}
              </a>
            </p>
          ) : null}
        </section>
      </div>

      <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Itens do pedido</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Produto
              </th>
              <th scope="col" className="px-3 py-2">
                Qtd.
              </th>
              <th scope="col" className="px-3 py-2">
                Preço
              </th>
              <th scope="col" className="px-3 py-2">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((i) => (
              <tr key={i.id} className="border-t border-stone-200">
                <td className="px-3 py-2">{i.productName}</td>
                <td className="px-3 py-2">{i.quantity}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBRL(i.priceCents)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBRL(i.priceCents * i.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-stone-200 font-semibold">
              <td className="px-3 py-2" colSpan={3}>
                Total
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatBRL(order.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <action.fetcher.Form
        key={`${order.status}-${order.paymentStatus}`}
        method="post"
        action="/admin/pedidos"
        className="mt-5 grid gap-3 sm:grid-cols-2 sm:items-end"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="orderId" value={order.id} />
        <SelectField label="Status do pedido" name="status" defaultValue={order.status}>
          {[order.status, ...(isOrderStatus(order.status) ? ORDER_TRANSITIONS[order.status] : [])].map((s) => (
            <option key={s} value={s}>
              {orderStatusLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Pagamento" name="paymentStatus" defaultValue={order.paymentStatus}>
          {[order.paymentStatus, ...(isPaymentStatus(order.paymentStatus) ? PAYMENT_TRANSITIONS[order.paymentStatus] : [])].map(
            (s) => (
              <option key={s} value={s}>
                {paymentStatusLabel(s)}
              </option>
            ),
          )}
        </SelectField>
        <SelectField
          label="Transportadora (para enviado)"
          name="carrier"
          defaultValue={order.carrier ?? ""}
          error={action.errors.carrier}
        >
          <option value="">—</option>
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {CARRIER_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Código de rastreio (para enviado)"
          name="trackingCode"
          defaultValue=""
          maxLength={40}
          autoComplete="off"
          error={action.errors.trackingCode}
        />
        <SelectField label="Motivo (para frustrado)" name="failureReason" defaultValue="" error={action.errors.failureReason}>
          <option value="">—</option>
          {FAILURE_REASONS.map((r) => (
            <option key={r} value={r}>
              {FAILURE_REASON_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Processando..." : "Salvar alterações"}
        </Button>
      </action.fetcher.Form>
      {order.trackingCode ? (
        <p className="mt-2 text-sm">
          Rastreio atual: {order.carrier ? CARRIER_LABELS[order.carrier as keyof typeof CARRIER_LABELS] : ""}{" "}
          <strong>{order.trackingCode}</strong>
        </p>
      ) : null}
      {order.failureReason ? (
        <p className="mt-1 text-sm">
          Última entrega frustrada: {FAILURE_REASON_LABELS[order.failureReason as keyof typeof FAILURE_REASON_LABELS]}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-stone-600">
        O cliente recebe um email ao confirmar, enviar (com o rastreio), entregar (com o link de pagamento; vence em 7 dias),
        frustrar (com o link para corrigir o endereço) e cancelar.
      </p>

      <section aria-label="Histórico" className="mt-5">
        <h3 className="font-semibold">Histórico</h3>
        {order.events.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700">Nenhuma alteração registrada.</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {order.events.map((e) => {
              return (
                <li key={e.id}>
                  {dateTime.format(new Date(e.createdAt))}: <EventText event={e} /> ({e.actor})
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Fechar
        </Button>
      </div>
    </div>
  );
}

function EventText({ event: e }: { event: OrderDetails["events"][number] }) {
  if (e.field === "status" || e.field === "payment_status") {
    const label = e.field === "status" ? orderStatusLabel : paymentStatusLabel;
    return (
      <>
        {e.field === "status" ? "status" : "pagamento"} {label(e.fromValue)} → <strong>{label(e.toValue)}</strong>
        {e.detail ? ` — ${e.detail}` : ""}
      </>
    );
  }
  if (e.field === "confirmation") return <strong>confirmado pelo cliente</strong>;
  if (e.field === "address")
    return (
      <>
        endereço corrigido: {e.fromValue} → <strong>{e.toValue}</strong>
        {e.detail ? ` (${e.detail})` : ""}
      </>
    );
  if (e.field === "risk")
    return (
      <>
        risco {RISK_LEVEL_LABELS[e.fromValue as RiskLevel] ?? e.fromValue}: <strong>aprovado</strong>
      </>
    );
  return (
    <>
      {e.field}: {e.toValue}
    </>
  );
}

/** Risk reasons, approve (when held) and blocking the order's CPF or phone. */
function RiskSection({ order }: { order: OrderDetails }) {
  const approve = useAdminAction();
  const block = useAdminAction();
  const cpf = order.snapshot.cpf ?? order.customer.cpf;
  const phone = order.snapshot.phone || order.customer.phone;
  return (
    <section aria-label="Risco" className="mt-4 rounded-xl bg-stone-50 p-4 text-sm">
      <h3 className="font-semibold">Risco {RISK_LEVEL_LABELS[order.riskLevel as RiskLevel] ?? order.riskLevel}</h3>
      {order.riskReasons.length ? (
        <ul className="mt-1 list-inside list-disc">
          {order.riskReasons.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">Nenhum sinal de risco.</p>
      )}
      {order.status === "review" ? (
        <approve.fetcher.Form method="post" action="/admin/pedidos" className="mt-3">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="orderId" value={order.id} />
          <Button type="submit" disabled={approve.busy}>
            Aprovar pedido
          </Button>
        </approve.fetcher.Form>
      ) : null}
      {cpf || phone ? (
        <block.fetcher.Form
          method="post"
          action="/admin/pedidos"
          className="mt-3 grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="block" />
          <SelectField label="Bloquear" name="kind" defaultValue={cpf ? "cpf" : "phone"}>
            {cpf ? <option value="cpf">CPF {maskCpf(cpf)}</option> : null}
            {phone ? <option value="phone">telefone {maskWhatsapp(phone)}</option> : null}
          </SelectField>
          <input type="hidden" name="value" value={cpf ?? phone} />
          <TextField label="Motivo do bloqueio" name="reason" required maxLength={500} error={block.errors.reason} />
          <Button type="submit" variant="outline" disabled={block.busy}>
            Bloquear
          </Button>
        </block.fetcher.Form>
      ) : null}
    </section>
  );
}

/** The shop's order rules and the blocked CPFs and phones. */
function RulesAndBlocks({ rules, blocked }: { rules: OrderRulesView; blocked: BlockedBuyer[] }) {
  const save = useAdminAction();
  const unblock = useAdminAction();
  const add = useAdminAction();
  return (
    <details className="mt-8 rounded-xl border border-stone-200 p-4">
      <summary className="cursor-pointer font-semibold">Regras de risco e compradores bloqueados</summary>
      <save.fetcher.Form method="post" action="/admin/pedidos" className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end">
        <input type="hidden" name="intent" value="rules" />
        <CheckboxField label="Risco alto aguarda aprovação" name="holdHighRisk" defaultChecked={rules.holdHighRisk} />
        <CheckboxField label="Risco médio aguarda aprovação" name="holdMediumRisk" defaultChecked={rules.holdMediumRisk} />
        <TextField
          label="Sinalizar não confirmados após (horas)"
          name="unconfirmedAfterHours"
          type="number"
          min={1}
          max={720}
          defaultValue={String(rules.unconfirmedAfterHours)}
          error={save.errors.unconfirmedAfterHours}
        />
        <Button type="submit" disabled={save.busy}>
          Salvar regras
        </Button>
      </save.fetcher.Form>

      <add.fetcher.Form
        method="post"
        action="/admin/pedidos"
        className="mt-6 grid gap-3 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="block" />
        <SelectField label="Tipo" name="kind" defaultValue="cpf">
          <option value="cpf">CPF</option>
          <option value="phone">Telefone</option>
        </SelectField>
        <TextField label="CPF ou telefone" name="value" required maxLength={40} inputMode="numeric" error={add.errors.value} />
        <TextField label="Motivo" name="reason" required maxLength={500} error={add.errors.reason} />
        <Button type="submit" variant="outline" disabled={add.busy}>
          Bloquear
        </Button>
      </add.fetcher.Form>

      {blocked.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">Nenhum comprador bloqueado.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Compradores bloqueados</caption>
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="px-2 py-2">
                Bloqueado
              </th>
              <th scope="col" className="px-2 py-2">
                Motivo
              </th>
              <th scope="col" className="px-2 py-2">
                Por / quando
              </th>
              <th scope="col" className="px-2 py-2">
                Ação
              </th>
            </tr>
          </thead>
          <tbody>
            {blocked.map((b) => (
              <tr key={b.id} className="border-t border-stone-200">
                <td className="px-2 py-2">
                  {BLOCK_KIND_LABELS[b.kind as keyof typeof BLOCK_KIND_LABELS] ?? b.kind}{" "}
                  {b.kind === "cpf" ? maskCpf(b.value) : maskWhatsapp(b.value)}
                </td>
                <td className="px-2 py-2">{b.reason}</td>
                <td className="px-2 py-2">
                  {b.blockedBy} · {formatDate(b.createdAt)}
                </td>
                <td className="px-2 py-2">
                  <unblock.fetcher.Form method="post" action="/admin/pedidos">
                    <input type="hidden" name="intent" value="unblock" />
                    <input type="hidden" name="blockId" value={b.id} />
                    <Button type="submit" variant="outline" disabled={unblock.busy}>
                      Desbloquear
                    </Button>
                  </unblock.fetcher.Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
