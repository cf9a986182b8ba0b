// Painel › Privacidade / LGPD: the list of data subjects' requests, one open
// request with what the shop holds about the person, its actions and trail.
import { Link } from "react-router";
import { RequestActions } from "~/components/admin/privacy/request-actions";
import type { requestReviewPage } from "~/domain/privacy/request-review.server";
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS } from "~/domain/privacy/request-labels";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { FormReply } from "~/platform/http/outcome";

/** What the page shows (dates arrive as strings once serialised). */
export type RequestReviewPage = Awaited<ReturnType<typeof requestReviewPage>>;

function StatusBadge({ status, late }: { status: keyof typeof REQUEST_STATUS_LABELS; late: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium">{REQUEST_STATUS_LABELS[status]}</span>
      {late ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Atrasado</span> : null}
    </span>
  );
}

export function RequestsPage({ page, lastReply }: { page: RequestReviewPage; lastReply?: FormReply }) {
  const { filter, filters, items, counts, detail } = page;
  const actionData = lastReply;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Privacidade / LGPD</h1>
        <p className="text-sm text-stone-700">
          Solicitações de titulares (LGPD art. 18). Prazo de resposta: 15 dias a partir do recebimento. {counts.pending}{" "}
          pendente(s), <span className={counts.late ? "font-semibold text-red-800" : undefined}>{counts.late} atrasada(s)</span>.
        </p>
      </header>

      <nav aria-label="Filtro das solicitações" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <Link
            key={f.value}
            to={`?filtro=${f.value}`}
            aria-current={f.value === filter ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${f.value === filter ? "border-teal-800 bg-teal-800 text-white" : "border-stone-300 bg-white"}`}
          >
            {f.label}
          </Link>
        ))}
      </nav>

      {detail ? (
        <section aria-labelledby="solicitacao" className="space-y-4 rounded-3xl border border-stone-200 bg-stone-50 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id="solicitacao" className="text-xl font-bold">
                Solicitação nº {detail.id}: {REQUEST_KIND_LABELS[detail.kind]}
              </h2>
              <p className="text-sm text-stone-700">
                Titular: <strong className="break-all">{detail.subjectEmail}</strong> · recebida em{" "}
                {formatDateTime(new Date(detail.receivedAt))} · prazo {formatDate(new Date(detail.dueAt))}
              </p>
            </div>
            <StatusBadge status={detail.status} late={detail.late} />
          </div>
          {detail.details ? <p className="rounded-xl bg-white p-3 text-sm whitespace-pre-line">{detail.details}</p> : null}
          <div className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
            <h3 className="font-semibold">O que guardamos sobre o titular</h3>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              <li>Conta: {detail.summary.conta ? "sim" : "não"}</li>
              <li>Assinatura do clube: {detail.summary.assinatura ? "sim" : "não"}</li>
              <li>Cadastros de cliente: {detail.summary.clientes}</li>
              <li>Sessões: {detail.summary.sessoes}</li>
              <li>Consentimentos: {detail.summary.consentimentos}</li>
              <li>Emails enviados: {detail.summary.emails}</li>
            </ul>
            {detail.summary.pedidos.length ? (
              <p className="mt-2">
                Pedidos:{" "}
                {detail.summary.pedidos.map((o, i) => (
                  <span key={o.number}>
                    {i ? ", " : ""}
                    <Link to={`/admin/pedidos/${o.number}`} className="font-semibold text-teal-800 underline">
                      #{o.number}
                    </Link>
                    {o.anonymized ? " (anonimizado)" : ""}
                  </span>
                ))}
              </p>
            ) : (
              <p className="mt-2">Nenhum pedido com este email.</p>
            )}
          </div>
          {detail.pending ? (
            <RequestActions
              requestId={detail.id}
              isDeletion={detail.kind === "deletion"}
              lastIntent={actionData?.intent}
              lastResult={actionData?.result}
            />
          ) : null}
          <div>
            <h3 className="font-semibold">Histórico</h3>
            <ol className="mt-2 space-y-1 text-sm">
              {detail.events.map((e) => (
                <li key={e.id} className="rounded-xl bg-white p-2">
                  <span className="tabular-nums text-stone-600">{formatDateTime(new Date(e.createdAt))}</span> ·{" "}
                  <strong>{e.actor}</strong>: {e.action}
                  {e.note ? <span className="block whitespace-pre-line text-stone-700">{e.note}</span> : null}
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="lista">
        <h2 id="lista" className="sr-only">
          Solicitações
        </h2>
        {items.length === 0 ? (
          <p className="text-stone-700">Nenhuma solicitação {filter === "todos" ? "registrada" : filter}.</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th className="p-2">Nº</th>
                  <th className="p-2">Tipo</th>
                  <th className="p-2">Titular</th>
                  <th className="p-2">Recebida</th>
                  <th className="p-2">Prazo</th>
                  <th className="p-2">Situação</th>
                </tr>
              </thead>
              <tbody>
                {items.map((r) => (
                  <tr key={r.id} className="border-t border-stone-100">
                    <td className="p-2">
                      <Link to={`?filtro=${filter}&solicitacao=${r.id}`} className="font-semibold text-teal-800 underline">
                        {r.id}
                      </Link>
                    </td>
                    <td className="p-2">{REQUEST_KIND_LABELS[r.kind]}</td>
                    <td className="p-2 break-all">{r.subjectEmail}</td>
                    <td className="p-2 tabular-nums">{formatDate(new Date(r.receivedAt))}</td>
                    <td className="p-2 tabular-nums">{formatDate(new Date(r.dueAt))}</td>
                    <td className="p-2">
                      <StatusBadge status={r.status} late={r.late} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
