// One order's page (/admin/pedidos/{número}): it starts with what the team
// acts on — number, status, the buyer (the order's own record), the address,
// the risk reasons and only the moves that are legal now (the one transitions
// table) — then the items, payment, contact links and history. Blocking asks
// which value, shows that exact value, and asks for a confirmation (a page
// state in the URL, so it works without scripts).
import { Link } from "react-router";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/order/status-badges";
import { buttonClasses } from "~/components/ui/button";
import { errorOf, Field, SelectField } from "~/components/ui/field";
import type { AdminOrderDetails, orderContactLinks } from "~/domain/orders/back-office/orders.server";
import {
  checkApproveForm,
  checkBlockOrderBuyerForm,
  checkOrderPaymentForm,
  checkOrderStatusForm,
  paymentMoves,
  statusMoves,
} from "~/domain/orders/forms/back-office";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { TimelineEntry } from "~/domain/messaging/order-timeline.server";
import { WhatsAppTimeline } from "./whatsapp-timeline";
import type { PixChargeView } from "~/domain/payments/pix-charge-admin.server";
import { PixChargeSection } from "./pix-charge-section";
import { maskCep, maskCpf } from "~/lib/masks";
import { formatBRL } from "~/lib/money";
import {
  BLOCK_KIND_LABELS,
  type BlockKind,
  CARRIER_LABELS,
  CARRIERS,
  FAILURE_REASON_LABELS,
  FAILURE_REASONS,
  type OrderStatus,
  orderStatusLabel,
  type PaymentStatus,
  paymentStatusLabel,
} from "~/domain/orders/lifecycle/order-status";
import { formatPhone } from "~/lib/phone";
import { OverdueBadge, RiskBadge, riskLabel, UnconfirmedBadge } from "./order-badges";
import { OrderForm, orderInputClasses, SubmitButton, useOrderForm } from "./order-form";

export type OrderPageData = AdminOrderDetails & {
  links: ReturnType<typeof orderContactLinks>;
  blocked: { cpf: boolean; phone: boolean };
};

/** The kind of value being blocked, from the page's address (?bloquear=cpf|telefone). */
export type BlockStep = BlockKind | null;

const PAYMENT_METHOD_LABELS: Record<string, string> = { pix: "Pix", card: "cartão de crédito", boleto: "boleto" };

const MOVE_LABELS: Record<OrderStatus, string> = {
  new: "Voltar para novo",
  review: "Voltar para análise",
  confirmed: "Confirmar pedido",
  shipped: "Marcar como enviado",
  delivered: "Marcar como entregue",
  failed: "Entrega frustrada",
  reshipping: "Reenviar",
  cancelled: "Cancelar pedido",
};

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: "Pendente",
  paid: "Marcar como pago",
  unpaid: "Marcar como não pago",
  refunded: "Marcar como reembolsado",
};

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-xl border border-stone-200 bg-white p-4 text-sm ${className ?? ""}`}>
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** One status move: its own form with only its own fields. */
function StatusMove({ order, to }: { order: OrderPageData; to: OrderStatus }) {
  const { fields, formProps, formError, busy } = useOrderForm({
    id: `mover-${to}`,
    intent: "status",
    formKey: to,
    check: checkOrderStatusForm,
    defaultValue: { carrier: order.carrier ?? "" },
  });
  const withFields = to === "shipped" || to === "failed";
  return (
    <OrderForm
      formProps={formProps}
      intent="status"
      formKey={to}
      formError={formError}
      className={withFields ? "grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-2 sm:items-end" : "contents"}
    >
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="status" value={to} />
      {to === "shipped" ? (
        <>
          <SelectField field={fields.carrier} label="Transportadora" selectClassName={orderInputClasses}>
            <option value="">Escolha</option>
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {CARRIER_LABELS[c]}
              </option>
            ))}
          </SelectField>
          <Field
            field={fields.trackingCode}
            label="Código de rastreio"
            hint="Não precisa para entrega própria."
            maxLength={40}
            autoComplete="off"
            inputClassName={orderInputClasses}
          />
        </>
      ) : null}
      {to === "failed" ? (
        <SelectField field={fields.failureReason} label="Motivo" selectClassName={orderInputClasses}>
          <option value="">Escolha</option>
          {FAILURE_REASONS.map((r) => (
            <option key={r} value={r}>
              {FAILURE_REASON_LABELS[r]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SubmitButton busy={busy} variant={to === "cancelled" ? "destructive" : withFields ? "primary" : "outline"}>
        {MOVE_LABELS[to]}
      </SubmitButton>
    </OrderForm>
  );
}

function PaymentMove({ order, to }: { order: OrderPageData; to: PaymentStatus }) {
  const { formProps, formError, busy } = useOrderForm({
    id: `pagamento-${to}`,
    intent: "payment",
    formKey: to,
    check: checkOrderPaymentForm,
  });
  return (
    <OrderForm formProps={formProps} intent="payment" formKey={to} formError={formError} className="contents">
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="paymentStatus" value={to} />
      <SubmitButton busy={busy} variant={to === "paid" ? "primary" : "outline"}>
        {PAYMENT_LABELS[to]}
      </SubmitButton>
    </OrderForm>
  );
}

function Approve({ order }: { order: OrderPageData }) {
  const { formProps, formError, busy } = useOrderForm({ id: "aprovar", intent: "approve", check: checkApproveForm });
  return (
    <OrderForm formProps={formProps} intent="approve" formError={formError} className="contents">
      <input type="hidden" name="orderId" value={order.id} />
      <SubmitButton busy={busy}>Aprovar pedido</SubmitButton>
    </OrderForm>
  );
}

function shownValue(kind: BlockKind, value: string): string {
  return kind === "cpf" ? maskCpf(value) : formatPhone(value);
}

/** The confirmation step: the exact value, a reason and an explicit "sim". */
function BlockConfirm({ order, kind, value }: { order: OrderPageData; kind: BlockKind; value: string }) {
  const { fields, formProps, formError, busy } = useOrderForm({
    id: "bloquear",
    intent: "block",
    check: checkBlockOrderBuyerForm,
  });
  const label = BLOCK_KIND_LABELS[kind];
  return (
    <div role="group" aria-labelledby="bloquear-titulo" className="rounded-lg border border-red-300 bg-red-50 p-3">
      <h3 id="bloquear-titulo" className="font-semibold text-red-900">
        Bloquear o {label} {shownValue(kind, value)}?
      </h3>
      <p className="mt-1 text-stone-800">
        Novos pedidos com este {label} serão recusados. O pedido #{order.number} não muda.
      </p>
      <OrderForm formProps={formProps} intent="block" formError={formError} className="mt-3 space-y-3">
        <input type="hidden" name="orderId" value={order.id} />
        <input type="hidden" name="kind" value={kind} />
        <Field field={fields.reason} label="Motivo do bloqueio" maxLength={500} inputClassName={orderInputClasses} />
        <div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name={fields.confirm.name}
              value="sim"
              className="mt-0.5 size-5 shrink-0 accent-red-700"
              aria-invalid={errorOf(fields.confirm) ? true : undefined}
              aria-describedby={errorOf(fields.confirm) ? "confirmar-erro" : undefined}
            />
            <span>
              Confirmo o bloqueio do {label} <strong>{shownValue(kind, value)}</strong>
            </span>
          </label>
          {errorOf(fields.confirm) ? (
            <p id="confirmar-erro" className="mt-1 text-sm text-red-700">
              {errorOf(fields.confirm)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy} variant="destructive">
            Bloquear {label}
          </SubmitButton>
          <Link
            to={`/admin/pedidos/${order.number}`}
            preventScrollReset
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            Cancelar
          </Link>
        </div>
      </OrderForm>
    </div>
  );
}

function BlockSection({ order, step }: { order: OrderPageData; step: BlockStep }) {
  const values: { kind: BlockKind; value: string | null; param: string }[] = [
    { kind: "cpf", value: order.snapshot.cpf, param: "cpf" },
    { kind: "phone", value: order.snapshot.phone || null, param: "telefone" },
  ];
  const chosen = step ? values.find((v) => v.kind === step && v.value) : undefined;
  if (chosen?.value && !order.blocked[chosen.kind]) return <BlockConfirm order={order} kind={chosen.kind} value={chosen.value} />;
  const offered = values.filter((v) => v.value);
  if (!offered.length) return <p className="text-stone-700">Sem CPF nem telefone para bloquear.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {offered.map((v) =>
        order.blocked[v.kind] ? (
          <li key={v.kind} className="inline-flex min-h-11 items-center text-stone-700">
            {BLOCK_KIND_LABELS[v.kind]} {shownValue(v.kind, v.value!)} já bloqueado
          </li>
        ) : (
          <li key={v.kind}>
            <Link
              to={`/admin/pedidos/${order.number}?bloquear=${v.param}`}
              preventScrollReset
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Bloquear {BLOCK_KIND_LABELS[v.kind]} {shownValue(v.kind, v.value!)}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

function Actions({ order, step }: { order: OrderPageData; step: BlockStep }) {
  // 'Em análise' moves on by approval (to confirmado or novo, per the customer's confirmation) or is cancelled.
  const moves = statusMoves(order.status).filter((to) => order.status !== "review" || to === "cancelled");
  const payments = paymentMoves(order.status, order.paymentStatus);
  const inline = moves.filter((to) => to !== "shipped" && to !== "failed");
  const withFields = moves.filter((to) => to === "shipped" || to === "failed");
  return (
    <Section title="Ações">
      <div className="space-y-4">
        <div>
          <h3 className="text-xs font-semibold text-stone-600 uppercase">Status</h3>
          {moves.length === 0 && order.status !== "review" ? (
            <p className="mt-1 text-stone-700">Um pedido {orderStatusLabel(order.status)} não muda mais de status.</p>
          ) : (
            <div className="mt-2 space-y-2">
              <div className="flex flex-wrap gap-2">
                {order.status === "review" ? <Approve order={order} /> : null}
                {inline.map((to) => (
                  <StatusMove key={to} order={order} to={to} />
                ))}
              </div>
              {withFields.map((to) => (
                <StatusMove key={to} order={order} to={to} />
              ))}
            </div>
          )}
        </div>
        <div>
          <h3 className="text-xs font-semibold text-stone-600 uppercase">Pagamento</h3>
          {payments.length ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {payments.map((to) => (
                <PaymentMove key={to} order={order} to={to} />
              ))}
            </div>
          ) : (
            <p className="mt-1 text-stone-700">
              {order.status === "delivered" || order.paymentStatus !== "pending"
                ? "Nenhuma mudança de pagamento possível agora."
                : "O pagamento é marcado depois da entrega."}
            </p>
          )}
        </div>
        <div>
          <h3 className="text-xs font-semibold text-stone-600 uppercase">Bloquear comprador</h3>
          <div className="mt-2">
            <BlockSection order={order} step={step} />
          </div>
        </div>
      </div>
    </Section>
  );
}

function EventText({ event: e }: { event: OrderPageData["events"][number] }) {
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
        risco {riskLabel(e.fromValue)}: <strong>aprovado</strong>
      </>
    ) : (
      <>
        risco {riskLabel(e.fromValue)} → <strong>{riskLabel(e.toValue)}</strong>
        {e.detail ? ` — ${e.detail}` : ""}
      </>
    );
  return (
    <>
      {e.field}: {e.toValue}
    </>
  );
}

export function OrderPage({
  order,
  step,
  backTo,
  messages = [],
  pixCharge = null,
}: {
  order: OrderPageData;
  step: BlockStep;
  backTo: string;
  /** The WhatsApp conversation (issue 37). */
  messages?: TimelineEntry[];
  /** The order's charge on the API Pix (issue 36), when it has one. */
  pixCharge?: PixChargeView | null;
}) {
  const buyer = order.snapshot;
  const address = order.snapshot;
  const street = [address.street, address.number].filter(Boolean).join(", ");
  return (
    <article className="space-y-4">
      <Link to={backTo} className="inline-flex min-h-11 items-center text-sm font-semibold text-teal-800 underline">
        ← Pedidos
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Pedido #{order.number}</h1>
          <p className="text-sm text-stone-700">
            {formatDateTime(new Date(order.createdAt))} · {order.source === "checkout" ? "Loja (checkout)" : "Página de plano"} ·{" "}
            {formatBRL(order.totalCents)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          <RiskBadge level={order.riskLevel} reasons={order.riskReasons} />
          {order.overdue ? <OverdueBadge dueAt={order.paymentDueAt} /> : null}
          {order.unconfirmed ? <UnconfirmedBadge /> : null}
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-3">
        <Section title="Comprador">
          <p className="font-medium">{buyer.fullName}</p>
          <p className="break-all">{buyer.email ?? "sem email"}</p>
          {buyer.phone ? <p>WhatsApp: {formatPhone(buyer.phone)}</p> : null}
          {buyer.cpf ? <p>CPF: {maskCpf(buyer.cpf)}</p> : null}
        </Section>
        <Section title="Endereço de entrega">
          {street || address.city ? (
            <>
              <p>{street || order.deliveryAddress}</p>
              {address.complement ? <p>{address.complement}</p> : null}
              <p>{[address.neighborhood, [address.city, address.state].filter(Boolean).join("/")].filter(Boolean).join(" · ")}</p>
              {address.postalCode ? <p>CEP {maskCep(address.postalCode)}</p> : null}
            </>
          ) : (
            <p>{order.deliveryAddress}</p>
          )}
          {address.referencePoint ? <p>Ponto de referência: {address.referencePoint}</p> : null}
          <p className="mt-2">
            {order.confirmedAt ? (
              <strong className="text-green-800">Confirmado pelo cliente em {formatDateTime(new Date(order.confirmedAt))}</strong>
            ) : (
              "Ainda não confirmado pelo cliente."
            )}
          </p>
        </Section>
        <Section title={`Risco ${riskLabel(order.riskLevel)}`}>
          {order.riskReasons.length ? (
            <ul className="list-inside list-disc space-y-0.5">
              {order.riskReasons.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          ) : (
            <p>Nenhum sinal de risco.</p>
          )}
        </Section>
      </div>

      <Actions order={order} step={step} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Itens">
          <table className="w-full table-fixed text-left">
            <caption className="sr-only">Itens do pedido</caption>
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1">
                  Produto
                </th>
                <th scope="col" className="w-12 py-1">
                  Qtd.
                </th>
                <th scope="col" className="w-28 py-1 text-right">
                  Subtotal
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((i) => (
                <tr key={i.id} className="border-t border-stone-200">
                  <td className="py-1 break-words">{i.productName}</td>
                  <td className="py-1">{i.quantity}</td>
                  <td className="py-1 text-right whitespace-nowrap">{formatBRL(i.priceCents * i.quantity)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-stone-300 font-semibold">
                <td className="py-1" colSpan={2}>
                  Total
                </td>
                <td className="py-1 text-right whitespace-nowrap">{formatBRL(order.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
        </Section>
        <Section title="Entrega e pagamento">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {order.trackingCode ? (
              <>
                <dt className="text-stone-700">Rastreio</dt>
                <dd className="break-all">
                  {order.carrier ? CARRIER_LABELS[order.carrier] : ""} {order.trackingCode}
                </dd>
              </>
            ) : null}
            {order.failureReason ? (
              <>
                <dt className="text-stone-700">Frustrado</dt>
                <dd>{FAILURE_REASON_LABELS[order.failureReason]}</dd>
              </>
            ) : null}
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
          {order.paymentDueAt && (order.paymentStatus === "pending" || order.paymentStatus === "unpaid") ? (
            <p className="mt-2 text-xs text-stone-700">
              Pagamento por Pix: confira o extrato (identificador PEDIDO{order.number}) e marque o pagamento como pago.
            </p>
          ) : null}
          {order.links.whatsappUrl ? (
            <a
              href={order.links.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-green-700 px-3 font-semibold text-white hover:bg-green-800"
            >
              Pedir confirmação pelo WhatsApp
            </a>
          ) : null}
          {!order.links.whatsappConsent ? <p className="mt-2 text-xs text-stone-700">Sem consentimento para WhatsApp</p> : null}
          {order.links.confirmUrl ? (
            <p className="mt-2 text-xs break-all text-stone-700">
              Link de confirmação:{" "}
              <a href={order.links.confirmUrl} className="underline">
                {order.links.confirmUrl}
              </a>
            </p>
          ) : null}
          <div className="mt-3 border-t border-stone-200 pt-2 text-stone-700">
            <h3 className="font-semibold">Conta vinculada</h3>
            <p className="text-xs">O cadastro ao qual o pedido está ligado; pode ter dados de outra pessoa.</p>
            <p className="mt-1 break-words">
              Cadastro: {order.linked.name} · {order.linked.email ?? "sem email"}
            </p>
            <p className="break-words">
              {order.linked.accountEmail
                ? `Pedido feito na conta ${order.linked.accountEmail}`
                : "Pedido feito sem entrar na conta"}
            </p>
          </div>
        </Section>
      </div>

      {pixCharge ? <PixChargeSection orderId={order.id} charge={pixCharge} /> : null}

      <WhatsAppTimeline messages={messages} />

      <Section title="Histórico">
        {order.events.length === 0 ? (
          <p className="text-stone-700">Nenhuma alteração registrada.</p>
        ) : (
          <ol className="space-y-1">
            {order.events.map((e) => (
              <li key={e.id}>
                {formatDateTime(new Date(e.createdAt))}: <EventText event={e} /> ({e.actor})
              </li>
            ))}
          </ol>
        )}
      </Section>
    </article>
  );
}
