// Pedidos: every order newest first, filtered by status, payment, risk and
// "não confirmado", searched by customer (in the URL, so the list is loaded on
// the server page by page), and one order's details: risk and its reasons,
// approve, block the CPF or phone, the confirmation link and WhatsApp message,
// status changes along the life cycle (carrier and tracking code, failure
// reason) and the history. Below, the shop's rules and the blocked buyers.
// A delivered order still unpaid after its due date shows 'vencido'.
import { Form, Link, useSearchParams } from "react-router";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/order/status-badges";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { Pill } from "~/components/ui/pill";
import type { listBlockedBuyers } from "~/domain/admin/order-risk.server";
import type { AdminOrderDetails, AdminOrderRow, orderContactLinks } from "~/domain/admin/orders.server";
import { formatDate } from "~/lib/dates";
import { maskCpf } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import { formatBRL } from "~/lib/money";
import {
  BLOCK_KIND_LABELS,
  CARRIER_LABELS,
  CARRIERS,
  FAILURE_REASON_LABELS,
  FAILURE_REASONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusLabel,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentStatusLabel,
  isOrderStatus,
  isPaymentStatus,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  riskLevelClass,
  type RiskLevel,
} from "~/lib/order-status";
import { AdminTable } from "./admin-table";
import { CheckboxField, ListSelectField, Panel, SelectField, TextField } from "./fields";
import { BulkSelect, OrdersBulk } from "./orders-bulk";
import { useAdminAction } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

type OrderRow = AdminOrderRow;
type OrderDetails = AdminOrderDetails & { links: ReturnType<typeof orderContactLinks> };
type BlockedBuyer = Awaited<ReturnType<typeof listBlockedBuyers>>[number];

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

function RiskBadge({ level, reasons }: { level: string; reasons: string[] }) {
  return (
    <Pill className={riskLevelClass(level)} title={reasons.join(" ") || undefined}>
      risco {RISK_LEVEL_LABELS[level as RiskLevel] ?? level}
    </Pill>
  );
}

function UnconfirmedBadge() {
  return <Pill className="bg-amber-100 text-amber-900">não confirmado</Pill>;
}

/** 'vencido': delivered, unpaid, past the due date. */
function OverdueBadge({ dueAt }: { dueAt: Date | string | null | undefined }) {
  return (
    <Pill className="bg-red-100 text-red-900" title={dueAt ? `Venceu em ${formatDate(dueAt)}` : undefined}>
      vencido
    </Pill>
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
        <ListSelectField
          label="Status"
          name="status"
          defaultValue={filters.status ?? ""}
          none="Todos"
          values={ORDER_STATUSES}
          labelOf={orderStatusLabel}
        />
        <ListSelectField
          label="Pagamento"
          name="pagamento"
          defaultValue={filters.payment ?? ""}
          none="Todos"
          values={PAYMENT_STATUSES}
          labelOf={paymentStatusLabel}
        />
        <ListSelectField
          label="Risco"
          name="risco"
          defaultValue={filters.risk ?? ""}
          none="Todos"
          values={RISK_LEVELS}
          labelOf={(r) => RISK_LEVEL_LABELS[r]}
        />
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
        <AdminTable
          caption="Pedidos, do mais recente ao mais antigo"
          columns={[
            <span key="select" className="sr-only">
              Selecionar
            </span>,
            "Pedido",
            "Data",
            "Cliente",
            "Total",
            "Status",
            "Risco",
            "Pagamento",
            "Ações",
          ]}
          minWidth="min-w-[48rem]"
          className="mt-2"
        >
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
                  <OrderStatusBadge status={o.status} />
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
                  <PaymentStatusBadge status={o.paymentStatus} />
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
        </AdminTable>
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
  // The buyer is the order's own copy; the records it is linked to are shown apart (decision 013).
  const buyer = order.snapshot;
  const linked = order.linked;
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
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
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
          <p className="mt-1">{buyer.fullName}</p>
          <p>{buyer.email ?? "sem email"}</p>
          {buyer.phone ? <p>WhatsApp: {formatPhone(buyer.phone)}</p> : null}
          {buyer.cpf ? <p>CPF: {maskCpf(buyer.cpf)}</p> : null}
          <div className="mt-3 border-t border-stone-200 pt-2 text-stone-700">
            <h4 className="font-semibold">Conta vinculada</h4>
            <p className="text-xs">O cadastro ao qual o pedido está ligado; pode ter dados de outra pessoa.</p>
            <p className="mt-1">
              Cadastro: {linked.name} · {linked.email ?? "sem email"}
            </p>
            <p>{linked.accountEmail ? `Pedido feito na conta ${linked.accountEmail}` : "Pedido feito sem entrar na conta"}</p>
          </div>
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

      <AdminTable
        caption="Itens do pedido"
        columns={["Produto", "Qtd.", "Preço", "Subtotal"]}
        minWidth="min-w-[28rem]"
        headCell="px-3 py-2"
        className="mt-4"
        footer={
          <tr className="border-t border-stone-200 font-semibold">
            <td className="px-3 py-2" colSpan={3}>
              Total
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatBRL(order.totalCents)}</td>
          </tr>
        }
      >
        {order.items.map((i) => (
          <tr key={i.id} className="border-t border-stone-200">
            <td className="px-3 py-2">{i.productName}</td>
            <td className="px-3 py-2">{i.quantity}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatBRL(i.priceCents)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatBRL(i.priceCents * i.quantity)}</td>
          </tr>
        ))}
      </AdminTable>

      <action.fetcher.Form
        key={`${order.status}-${order.paymentStatus}`}
        method="post"
        action="/admin/pedidos"
        className="mt-5 grid gap-3 sm:grid-cols-2 sm:items-end"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="orderId" value={order.id} />
        <ListSelectField
          label="Status do pedido"
          name="status"
          defaultValue={order.status}
          values={[order.status, ...(isOrderStatus(order.status) ? ORDER_TRANSITIONS[order.status] : [])]}
          labelOf={orderStatusLabel}
        />
        <ListSelectField
          label="Pagamento"
          name="paymentStatus"
          defaultValue={order.paymentStatus}
          values={[
            order.paymentStatus,
            ...(isPaymentStatus(order.paymentStatus) ? PAYMENT_TRANSITIONS[order.paymentStatus] : []),
          ]}
          labelOf={paymentStatusLabel}
        />
        <ListSelectField
          label="Transportadora (para enviado)"
          name="carrier"
          defaultValue={order.carrier ?? ""}
          error={action.errors.carrier}
          none="—"
          values={CARRIERS}
          labelOf={(c) => CARRIER_LABELS[c]}
        />
        <TextField
          label="Código de rastreio (para enviado)"
          name="trackingCode"
          defaultValue=""
          maxLength={40}
          autoComplete="off"
          error={action.errors.trackingCode}
        />
        <ListSelectField
          label="Motivo (para frustrado)"
          name="failureReason"
          defaultValue=""
          error={action.errors.failureReason}
          none="—"
          values={FAILURE_REASONS}
          labelOf={(r) => FAILURE_REASON_LABELS[r]}
        />
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
    return e.toValue === "approved" ? (
      <>
        risco {RISK_LEVEL_LABELS[e.fromValue as RiskLevel] ?? e.fromValue}: <strong>aprovado</strong>
      </>
    ) : (
      <>
        risco {RISK_LEVEL_LABELS[e.fromValue as RiskLevel] ?? e.fromValue} →{" "}
        <strong>{RISK_LEVEL_LABELS[e.toValue as RiskLevel] ?? e.toValue}</strong>
        {e.detail ? ` — ${e.detail}` : ""}
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
  // Only the order's own CPF and phone: the customer row may be someone else's.
  const cpf = order.snapshot.cpf;
  const phone = order.snapshot.phone;
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
            {phone ? <option value="phone">telefone {formatPhone(phone)}</option> : null}
          </SelectField>
          {/* Both go: the chosen kind picks its own (one hidden value could not follow the select). */}
          {cpf ? <input type="hidden" name="cpf" value={cpf} /> : null}
          {phone ? <input type="hidden" name="phone" value={phone} /> : null}
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
        <DataTable
          caption="Compradores bloqueados"
          columns={["Bloqueado", "Motivo", "Por / quando", "Ação"]}
          frameClassName="mt-4"
          tableClassName="w-full text-left text-sm"
          headClassName="bg-stone-100"
          headCell="px-2 py-2"
        >
          {blocked.map((b) => (
            <tr key={b.id} className="border-t border-stone-200">
              <td className="px-2 py-2">
                {BLOCK_KIND_LABELS[b.kind as keyof typeof BLOCK_KIND_LABELS] ?? b.kind}{" "}
                {b.kind === "cpf" ? maskCpf(b.value) : formatPhone(b.value)}
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
        </DataTable>
      )}
    </details>
  );
}
