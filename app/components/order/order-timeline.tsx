// An order's way to the customer: status steps, the tracking code with the
// carrier's link, the amount and the due date with the pay link once
// delivered, and the day it was paid once it is. The same component on /acompanhar and in Meus Pedidos; it shows
// no name, CPF, phone or full address (a number and a CPF or phone are enough
// to open it).
import { Link } from "react-router";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatBRL } from "~/lib/money";

export interface TimelineView {
  number: number;
  statusLabel: string;
  confirmed: boolean;
  carrier: string | null;
  trackingCode: string | null;
  trackingUrl: string | null;
  paymentDueAt: Date | string | null;
  /** Set once the order is pago. */
  paidAt?: Date | string | null;
  totalCents: number;
  maskedAddress: string;
  payPath: string | null;
  steps: { at: Date | string; title: string; detail: string }[];
}

export function OrderTimeline({ order, headingLevel = 2 }: { order: TimelineView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-label={`Acompanhamento do pedido #${order.number}`}
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <Heading className="text-lg font-bold">
        Pedido #{order.number}: {order.statusLabel}
      </Heading>
      {order.confirmed ? <p className="text-sm text-green-800">Pedido e endereço confirmados.</p> : null}
      <p className="mt-2 text-sm text-stone-700">
        Valor: <strong className="text-stone-900">{formatBRL(order.totalCents)}</strong>
        {order.maskedAddress ? <> · Entrega em {order.maskedAddress}</> : null}
      </p>
      {order.trackingCode ? (
        <p className="mt-2">
          {order.carrier ? `${order.carrier} · ` : ""}código de rastreio{" "}
          <strong data-testid="codigo-rastreio">{order.trackingCode}</strong>
          {order.trackingUrl ? (
            <>
              {" "}
              <a
                href={order.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-teal-800 underline"
              >
                Rastrear na transportadora
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {order.paidAt ? (
        <p className="mt-2 font-semibold text-green-800" data-testid="pago-em">
          Pago em {formatDate(order.paidAt)}
        </p>
      ) : null}
      {order.payPath ? (
        <p className="mt-2">
          {order.paymentDueAt ? (
            <>
              Pagar até <strong>{formatDate(order.paymentDueAt)}</strong>.{" "}
            </>
          ) : null}
          <Link to={order.payPath} className="font-semibold text-teal-800 underline">
            Pagar agora
          </Link>
        </p>
      ) : null}
      <ol className="mt-4 space-y-2 border-l-2 border-teal-700 pl-4">
        {order.steps.map((s, i) => (
          <li key={i}>
            <span className="block text-xs text-stone-600">{formatDateTime(s.at)}</span>
            <span className="font-semibold">{s.title}</span>
            {s.detail ? <span className="block text-sm text-stone-700">{s.detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
