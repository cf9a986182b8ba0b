// The team's side of data subjects' requests (Painel › Privacidade / LGPD):
// the page's list and open request, and each action (reply, complete, refuse)
// as a named step answering the shop's Outcome, recorded with the admin's name.
import type { Admin } from "~/domain/admin/admin-session.server";
import { done, missing, type Outcome, refusal } from "~/platform/http/outcome";
import type { AppServices } from "~/services.server";
import { collectPersonalData, findSubject } from "./personal-data.server";
import {
  answerRequest,
  completeRequest,
  getRequest,
  isLate,
  listRequests,
  PENDING_STATUSES,
  type RequestActionResult,
  type RequestFilter,
  requestCounts,
  refuseRequest,
} from "./requests.server";

export const REQUEST_FILTERS: { value: RequestFilter; label: string }[] = [
  { value: "pendentes", label: "Pendentes" },
  { value: "atrasados", label: "Atrasados" },
  { value: "todos", label: "Todos" },
];

/** The list (?filtro=) and, when asked (?solicitacao=ID), one request with what the shop holds about the person. */
export async function requestReviewPage(db: AppServices["db"], params: URLSearchParams, now = new Date()) {
  const filter = REQUEST_FILTERS.find((f) => f.value === params.get("filtro"))?.value ?? "pendentes";
  const [items, counts] = await Promise.all([listRequests(db, filter, now), requestCounts(db, now)]);
  const selectedId = Number(params.get("solicitacao"));
  const found = Number.isInteger(selectedId) && selectedId > 0 ? await getRequest(db, selectedId) : null;
  if (!found) return { filter, filters: REQUEST_FILTERS, items, counts, detail: null };
  const personal = await collectPersonalData(db, await findSubject(db, found.request.subjectEmail), now);
  const t = personal.tables;
  const detail = {
    ...found.request,
    late: isLate(found.request, now),
    pending: PENDING_STATUSES.includes(found.request.status),
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
  return { filter, filters: REQUEST_FILTERS, items, counts, detail };
}

/** Who the audit trail names: the admin's name (and email when signed in with an account). */
function actorOf(admin: Admin): string {
  return admin.via === "user" && admin.name !== admin.actor ? `${admin.name} <${admin.actor}>` : admin.name;
}

/** Back to the request's page (never the posted URL: a script-driven post carries React Router's `.data` suffix). */
function outcomeOf(result: RequestActionResult, id: number, title: string, description?: string): Outcome {
  if (result.ok)
    return done({ title, ...(description ? { description } : {}) }, { redirectTo: `/admin/privacidade?solicitacao=${id}` });
  return result.reason === "not-found" ? missing(result.message) : refusal(409, result.message);
}

export async function answerAs(
  ctx: Pick<AppServices, "db">,
  admin: Admin,
  value: { id: number; note: string },
): Promise<Outcome> {
  return outcomeOf(await answerRequest(ctx.db, value.id, actorOf(admin), value.note), value.id, "Resposta registrada");
}

export async function refuseAs(
  ctx: Pick<AppServices, "db">,
  admin: Admin,
  value: { id: number; reason: string },
): Promise<Outcome> {
  return outcomeOf(await refuseRequest(ctx.db, value.id, actorOf(admin), value.reason), value.id, "Solicitação recusada");
}

/** "Concluir": a deletion anonymises the person in the same transaction; the toast says what was kept and what to review. */
export async function completeAs(
  ctx: Pick<AppServices, "db" | "config">,
  admin: Admin,
  value: { id: number; note: string },
): Promise<Outcome> {
  const result = await completeRequest(ctx.db, value.id, actorOf(admin), value.note, new Date(), ctx.config.sessionSecret);
  const review = result.ok ? (result.anonymised?.review.length ?? 0) : 0;
  const description =
    result.ok && result.anonymised
      ? `O titular foi anonimizado; os registros fiscais e os bloqueios antifraude (como código irreversível) foram mantidos.${review ? ` ${review} item(ns) para revisar no histórico.` : ""}`
      : undefined;
  return outcomeOf(result, value.id, "Solicitação concluída", description);
}
