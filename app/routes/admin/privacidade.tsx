// Painel › Privacidade / LGPD: data subjects' requests (art. 18) with their
// 15-day deadline (art. 19). Lists pending and late requests (?filtro=), opens
// one (?solicitacao=ID) with a summary of what the shop holds about the person
// and its audit trail, and lets the team reply, complete (a deletion
// anonymises the person) or refuse, each recorded with the admin's name.
import { data, Link } from "react-router";
import { RequestActions } from "~/components/admin/privacy/request-actions";
import { adminForm, handleAdminForm, notFound, refused, saved } from "~/domain/admin/admin-form.server";
import { type Admin, requireAdmin } from "~/domain/admin/admin-session.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { checkAnswerRequest, checkCompleteRequest, checkRefuseRequest } from "~/domain/privacy/forms/requests";
import { collectPersonalData, findSubject } from "~/domain/privacy/personal-data.server";
import {
  answerRequest,
  completeRequest,
  getRequest,
  listRequests,
  type RequestActionResult,
  type RequestFilter,
  requestCounts,
  refuseRequest,
} from "~/domain/privacy/requests.server";
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS } from "~/domain/privacy/request-labels";
import { formatDate, formatDateTime } from "~/lib/dates";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/privacidade";

const FILTERS: { value: RequestFilter; label: string }[] = [
  { value: "pendentes", label: "Pendentes" },
  { value: "atrasados", label: "Atrasados" },
  { value: "todos", label: "Todos" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filter = FILTERS.find((f) => f.value === params.get("filtro"))?.value ?? "pendentes";
  const now = new Date();
  const [items, counts] = await Promise.all([listRequests(context.db, filter, now), requestCounts(context.db, now)]);
  const selectedId = Number(params.get("solicitacao"));
  let detail = null;
  if (Number.isInteger(selectedId) && selectedId > 0) {
    const found = await getRequest(context.db, selectedId);
    if (found) {
      const personal = await collectPersonalData(context.db, await findSubject(context.db, found.request.subjectEmail), now);
      const t = personal.tables;
      detail = {
        ...found.request,
        late: ["open", "answered"].includes(found.request.status) && found.request.dueAt < now,
        events: found.events,
        summary: {
          conta: t.conta.length > 0,
          pedidos: t.pedidos.map((o) => ({
            number: o.number as number,
            name: String(o.customerName),
            anonymized: Boolean(o.anonymizedAt),
          })),
          clientes: t.clientes.length,
          sessoes: t.sessoes.length,
          consentimentos: t.consentimentos.length,
          emails: t.emails_enviados.length,
          assinatura: t.assinatura_clube.length > 0,
        },
      };
    }
  }
  return data({ filter, items, counts, detail }, { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Privacidade / LGPD", "Solicitações de titulares de dados, prazos e histórico.");

/** Who the audit trail names: the admin's name (and email when signed in with an account). */
function actorOf(admin: Admin): string {
  return admin.via === "user" && admin.name !== admin.actor ? `${admin.name} <${admin.actor}>` : admin.name;
}

/** Back to the request's page (never the posted URL: a script-driven post carries React Router's `.data` suffix). */
function outcomeOf(result: RequestActionResult, id: number, title: string, description?: string) {
  if (result.ok) return saved(title, description, { redirectTo: `/admin/privacidade?solicitacao=${id}` });
  return result.reason === "not-found" ? notFound(result.message) : refused(409, result.message);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminForm(context, request, {
    responder: adminForm({
      check: checkAnswerRequest,
      failure: "Não foi possível registrar a resposta. Tente novamente.",
      run: async ({ ctx, admin, value }) =>
        outcomeOf(await answerRequest(ctx.db, value.id, actorOf(admin), value.note), value.id, "Resposta registrada"),
    }),
    concluir: adminForm({
      check: checkCompleteRequest,
      failure: "Não foi possível concluir a solicitação. Nada foi alterado. Tente novamente.",
      run: async ({ ctx, admin, value }) => {
        const result = await completeRequest(ctx.db, value.id, actorOf(admin), value.note, new Date(), ctx.config.sessionSecret);
        const review = result.ok ? (result.anonymised?.review.length ?? 0) : 0;
        const description =
          result.ok && result.anonymised
            ? `O titular foi anonimizado; os registros fiscais e os bloqueios antifraude (como código irreversível) foram mantidos.${review ? ` ${review} item(ns) para revisar no histórico.` : ""}`
            : undefined;
        return outcomeOf(result, value.id, "Solicitação concluída", description);
      },
    }),
    recusar: adminForm({
      check: checkRefuseRequest,
      failure: "Não foi possível recusar a solicitação. Tente novamente.",
      run: async ({ ctx, admin, value }) =>
        outcomeOf(await refuseRequest(ctx.db, value.id, actorOf(admin), value.reason), value.id, "Solicitação recusada"),
    }),
  });
}

function StatusBadge({ status, late }: { status: keyof typeof REQUEST_STATUS_LABELS; late: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium">{REQUEST_STATUS_LABELS[status]}</span>
      {late ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Atrasado</span> : null}
    </span>
  );
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, items, counts, detail } = loaderData;
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
        {FILTERS.map((f) => (
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
          {["open", "answered"].includes(detail.status) ? (
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
