// The order's WhatsApp conversation on its admin page (issue 37): each message
// the shop sent with its delivery status, and what the buyer answered, oldest
// first. Read by the route's loader (app/domain/messaging/order-timeline.server.ts).
import type { TimelineEntry } from "~/domain/messaging/order-timeline.server";
import { formatDateTime } from "~/lib/dates";

const STATUS_CLASSES: Record<TimelineEntry["status"], string> = {
  sending: "bg-stone-100 text-stone-800",
  retry: "bg-amber-100 text-amber-900",
  sent: "bg-stone-100 text-stone-800",
  delivered: "bg-blue-100 text-blue-900",
  read: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  uncertain: "bg-amber-100 text-amber-900",
  skipped: "bg-stone-100 text-stone-700",
  received: "bg-teal-100 text-teal-900",
};

export function WhatsAppTimeline({ messages }: { messages: TimelineEntry[] }) {
  return (
    <section aria-label="WhatsApp" className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <h2 className="text-base font-semibold">WhatsApp</h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-stone-700">Nenhuma mensagem de WhatsApp automática para este pedido.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-lg border p-2 ${m.direction === "in" ? "ml-6 border-teal-200 bg-teal-50" : "mr-6 border-stone-200"}`}
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{m.direction === "in" ? `Cliente: ${m.label}` : m.label}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs ${STATUS_CLASSES[m.status]}`}>{m.statusLabel}</span>
                <time className="text-xs text-stone-600" dateTime={new Date(m.at).toISOString()}>
                  {formatDateTime(new Date(m.at))}
                </time>
              </p>
              {m.text ? <p className="mt-1 break-words whitespace-pre-line">{m.text}</p> : null}
              {m.readAt ? (
                <p className="text-xs text-stone-600">Lida em {formatDateTime(new Date(m.readAt))}</p>
              ) : m.deliveredAt ? (
                <p className="text-xs text-stone-600">Entregue em {formatDateTime(new Date(m.deliveredAt))}</p>
              ) : null}
              {m.note ? <p className="text-xs text-stone-700">{m.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
