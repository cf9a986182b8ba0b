// Pedidos: every order newest first, filtered by status and payment, searched
// by customer name or email (in the URL, so the list is loaded on the server
// page by page), and one order's details with its status, payment and history.
// A delivered order still unpaid after its due date shows 'vencido'.
import { Form, Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { formatDate } from "~/lib/dates";
import { maskCpf, maskWhatsapp } from "~/lib/masks";
import { formatBRL } from "~/lib/money";
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusClass,
  orderStatusLabel,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentStatusClass,
  paymentStatusLabel,
  isOrderStatus,
  isPaymentStatus,
} from "~/lib/order-status";
import { Panel, SelectField, TextField } from "./fields";
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
  customer: { name: string; email: string | null; phone: string; cpf: string | null; address: string; city: string; state: string; postalCode: string };
  items: { id: number; productName: string; quantity: number; priceCents: number }[];
  events: { id: number; field: string; fromValue: string; toValue: string; actor: string; createdAt: Date | string }[];
}

interface Filters {
  status: string | null;
  payment: string | null;
  q: string;
  page: number;
}

const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

function StatusBadge({ status }: { status: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${orderStatusClass(status)}`}>{orderStatusLabel(status)}</span>;
}

function PaymentBadge({ status }: { status: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${paymentStatusClass(status)}`}>{paymentStatusLabel(status)}</span>;
}

/** 'vencido': delivered, unpaid, past the due date. */
function OverdueBadge({ dueAt }: { dueAt: Date | string | null | undefined }) {
  return (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900" title={dueAt ? `Venceu em ${formatDate(dueAt)}` : undefined}>
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
}: {
  orders: OrderRow[];
  total: number;
  pageSize: number;
  filters: Filters;
  selected: OrderDetails | null;
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
      <Form method="get" action="/admin" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <input type="hidden" name="aba" value="pedidos" />
        <TextField label="Buscar por cliente" name="q" type="search" placeholder="Nome, email ou número" defaultValue={filters.q} maxLength={100} />
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Todos</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Pagamento" name="pagamento" defaultValue={filters.payment ?? ""}>
          <option value="">Todos</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <div className="flex gap-2">
          <Button type="submit">Filtrar</Button>
          {filters.q || filters.status || filters.payment ? (
            <Link to="/admin?aba=pedidos" className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline">
              Limpar
            </Link>
          ) : null}
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
                <th scope="col" className="px-3 py-3"><span className="sr-only">Selecionar</span></th>
                <th scope="col" className="px-3 py-3">Pedido</th>
                <th scope="col" className="px-3 py-3">Data</th>
                <th scope="col" className="px-3 py-3">Cliente</th>
                <th scope="col" className="px-3 py-3">Total</th>
                <th scope="col" className="px-3 py-3">Status</th>
                <th scope="col" className="px-3 py-3">Pagamento</th>
                <th scope="col" className="px-3 py-3">Ações</th>
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
                    <StatusBadge status={o.status} />
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
            <Link to={withParams({ pagina: String(filters.page - 1), pedido: null })} className="font-semibold text-teal-800 underline">
              Anterior
            </Link>
          ) : (
            <span />
          )}
          <span>
            Página {filters.page} de {pages}
          </span>
          {filters.page < pages ? (
            <Link to={withParams({ pagina: String(filters.page + 1), pedido: null })} className="font-semibold text-teal-800 underline">
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
        <div className="flex gap-2">
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
          {order.overdue ? <OverdueBadge dueAt={order.paymentDueAt} /> : null}
        </div>
      </div>

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
            <p className="mt-2 text-xs text-stone-700">Pagamento por Pix: confira o extrato (identificador PEDIDO{order.number}) e marque o pagamento como pago.</p>
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
        </section>
      </div>

      <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Itens do pedido</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">Produto</th>
              <th scope="col" className="px-3 py-2">Qtd.</th>
              <th scope="col" className="px-3 py-2">Preço</th>
              <th scope="col" className="px-3 py-2">Subtotal</th>
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

      <action.fetcher.Form key={`${order.status}-${order.paymentStatus}`} method="post" action="/admin/pedidos" className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
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
          {[order.paymentStatus, ...(isPaymentStatus(order.paymentStatus) ? PAYMENT_TRANSITIONS[order.paymentStatus] : [])].map((s) => (
            <option key={s} value={s}>
              {paymentStatusLabel(s)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Processando..." : "Salvar alterações"}
        </Button>
      </action.fetcher.Form>
      <p className="mt-2 text-xs text-stone-600">
        Ao marcar como enviado ou entregue, o cliente recebe um email. Ao marcar como entregue, o pagamento vence em 7 dias e o email leva o link de pagamento.
      </p>

      <section aria-label="Histórico" className="mt-5">
        <h3 className="font-semibold">Histórico</h3>
        {order.events.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700">Nenhuma alteração registrada.</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {order.events.map((e) => {
              const label = e.field === "status" ? orderStatusLabel : paymentStatusLabel;
              return (
                <li key={e.id}>
                  {dateTime.format(new Date(e.createdAt))}: {e.field === "status" ? "status" : "pagamento"} {label(e.fromValue)} →{" "}
                  <strong>{label(e.toValue)}</strong> ({e.actor})
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
