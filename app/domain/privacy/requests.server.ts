// Data subjects' requests (LGPD art. 18) and their audit trail. Every request
// is recorded with its deadline, 15 days from receipt (art. 19, II), and every
// step as an event (who, when, what). What the portal can do at once is done
// and recorded as completed by the person ('titular'): access, export,
// correction, revocation. Deletion waits for a person on the team, who checks
// that nothing must be kept first (an order still to be paid or in a dispute)
// and then completes it in the panel, which anonymises (anonymise.server.ts).
import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { privacyRequestEvents, privacyRequests } from "~/db/schema";
import { anonymisePerson, type AnonymiseResult } from "./anonymise.server";

type Db = Database | Transaction;

import type { PrivacyRequestKind, PrivacyRequestStatus } from "./request-labels";

export type { PrivacyRequestKind, PrivacyRequestStatus };

export const ANSWER_DAYS = 15;
const DAY_MS = 24 * 60 * 60_000;

/** Still waiting for the team (a reply that is not the final answer keeps it pending). */
export const PENDING_STATUSES: PrivacyRequestStatus[] = ["open", "answered"];

/** The titular's own actions are recorded under this actor; the system's under 'sistema'. */
export const SUBJECT_ACTOR = "titular";
export const SYSTEM_ACTOR = "sistema";

export interface NewRequest {
  kind: PrivacyRequestKind;
  email: string;
  customerId?: string | null;
  details?: string | null;
  /** Done on the spot by the portal: recorded as completed, with this note. */
  completedNote?: string;
}

/** Records a request (and, for what the portal did at once, its completion) with its events. */
export async function recordRequest(db: Db, input: NewRequest, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        kind: input.kind,
        subjectEmail: input.email.trim().toLowerCase(),
        customerId: input.customerId ?? null,
        details: input.details ?? null,
        status: input.completedNote ? "completed" : "open",
        receivedAt: now,
        dueAt: new Date(now.getTime() + ANSWER_DAYS * DAY_MS),
        completedAt: input.completedNote ? now : null,
      })
      .returning({ id: privacyRequests.id });
    const id = row!.id;
    await recordEvent(tx, id, SUBJECT_ACTOR, "recebida", input.details ?? null, now);
    if (input.completedNote) await recordEvent(tx, id, SYSTEM_ACTOR, "concluída", input.completedNote, now);
    return id;
  });
}

/**
 * Access and export are recorded once a day per person and kind: each page
 * view or download is the same request answered again, not a new one.
 */
export async function recordAccessOnce(db: Db, kind: "access" | "export", email: string, note: string, now: Date = new Date()) {
  const [recent] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.subjectEmail, email),
        eq(privacyRequests.kind, kind),
        gt(privacyRequests.receivedAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .limit(1);
  if (recent) return recent.id;
  return recordRequest(db, { kind, email, completedNote: note }, now);
}

/** An open deletion request of this person, if any (the portal says it is under way instead of opening another). */
export async function pendingDeletionOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: privacyRequests.id, receivedAt: privacyRequests.receivedAt, dueAt: privacyRequests.dueAt })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.subjectEmail, email),
        eq(privacyRequests.kind, "deletion"),
        inArray(privacyRequests.status, PENDING_STATUSES),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type RequestFilter = "pendentes" | "atrasados" | "todos";

/** Late: still pending past its 15-day deadline (art. 19). The one statement of the rule (the list's SQL filter says the same). */
export function isLate(request: { status: PrivacyRequestStatus; dueAt: Date }, now: Date): boolean {
  return PENDING_STATUSES.includes(request.status) && request.dueAt.getTime() < now.getTime();
}

export interface RequestListItem {
  id: number;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  subjectEmail: string;
  receivedAt: Date;
  dueAt: Date;
  completedAt: Date | null;
  late: boolean;
}

export async function listRequests(
  db: Db,
  filter: RequestFilter,
  now: Date = new Date(),
  limit = 200,
): Promise<RequestListItem[]> {
  const where: SQL[] = [];
  if (filter !== "todos") where.push(inArray(privacyRequests.status, PENDING_STATUSES));
  if (filter === "atrasados") where.push(lt(privacyRequests.dueAt, now));
  const rows = await db
    .select({
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      status: privacyRequests.status,
      subjectEmail: privacyRequests.subjectEmail,
      receivedAt: privacyRequests.receivedAt,
      dueAt: privacyRequests.dueAt,
      completedAt: privacyRequests.completedAt,
    })
    .from(privacyRequests)
    .where(where.length ? and(...where) : undefined)
    .orderBy(filter === "todos" ? desc(privacyRequests.receivedAt) : asc(privacyRequests.dueAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, late: isLate(r, now) }));
}

export async function requestCounts(db: Db, now: Date = new Date()) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${inArray(privacyRequests.status, PENDING_STATUSES)})`.mapWith(Number),
      late: sql<number>`count(*) FILTER (WHERE ${inArray(privacyRequests.status, PENDING_STATUSES)} AND ${lt(privacyRequests.dueAt, now)})`.mapWith(
        Number,
      ),
    })
    .from(privacyRequests);
  return { pending: row?.pending ?? 0, late: row?.late ?? 0 };
}

export async function getRequest(db: Db, id: number) {
  const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  if (!request) return null;
  const events = await db
    .select()
    .from(privacyRequestEvents)
    .where(eq(privacyRequestEvents.requestId, id))
    .orderBy(asc(privacyRequestEvents.createdAt), asc(privacyRequestEvents.id));
  return { request, events };
}

export type RequestActionResult =
  { ok: true; anonymised?: AnonymiseResult } | { ok: false; reason: "not-found" | "closed"; message: string };

const CLOSED_MESSAGE = "Este pedido já foi encerrado.";
const NOT_FOUND_MESSAGE = "Pedido de titular não encontrado.";

/** One line of a request's audit trail: who did what, when, with what note. */
async function recordEvent(tx: Db, requestId: number, actor: string, action: string, note: string | null, now: Date) {
  await tx.insert(privacyRequestEvents).values({ requestId, actor, action, note, createdAt: now });
}

/** What a team action does to a pending request: its new status, the audit line, and for a deletion what was anonymised. */
interface RequestStep {
  status: Extract<PrivacyRequestStatus, "answered" | "refused" | "completed">;
  action: string;
  note: string | null;
  anonymised?: AnonymiseResult;
}

/**
 * The one way the team acts on a request: lock it, refuse if it is closed, do
 * the step, then write the new status and its audit line, all in one
 * transaction. Only a reply keeps it pending; the others close it.
 */
async function actOnRequest(
  db: Database,
  id: number,
  actor: string,
  now: Date,
  step: (tx: Transaction, request: typeof privacyRequests.$inferSelect) => Promise<RequestStep>,
): Promise<RequestActionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for("update");
    if (!row) return { ok: false, reason: "not-found", message: NOT_FOUND_MESSAGE };
    if (!PENDING_STATUSES.includes(row.status)) return { ok: false, reason: "closed", message: CLOSED_MESSAGE };
    const { status, action, note, anonymised } = await step(tx, row);
    await tx
      .update(privacyRequests)
      .set({ status, ...(status === "answered" ? {} : { completedAt: now }) })
      .where(eq(privacyRequests.id, id));
    await recordEvent(tx, id, actor, action, note, now);
    return { ok: true, ...(anonymised ? { anonymised } : {}) };
  });
}

/** "Responder": a reply to the person, recorded; the request stays pending until completed or refused. */
export function answerRequest(db: Database, id: number, actor: string, note: string, now = new Date()) {
  return actOnRequest(db, id, actor, now, () => Promise.resolve<RequestStep>({ status: "answered", action: "respondida", note }));
}

/** "Recusar" with the reason the person is told (e.g. a legal obligation to keep the data). */
export function refuseRequest(db: Database, id: number, actor: string, reason: string, now = new Date()) {
  return actOnRequest(db, id, actor, now, () =>
    Promise.resolve<RequestStep>({ status: "refused", action: "recusada", note: reason }),
  );
}

/**
 * "Concluir". For a deletion it anonymises the person in the same transaction,
 * so the request is never marked done without it (nor the other way round).
 */
export function completeRequest(db: Database, id: number, actor: string, note: string, now = new Date(), secret?: string) {
  return actOnRequest(db, id, actor, now, async (tx, request) => {
    if (request.kind !== "deletion") return { status: "completed", action: "concluída", note: note || null };
    // Both the email asked for and the customer row it pointed at (the email may have been corrected since).
    const anonymised = await anonymisePerson(tx, { email: request.subjectEmail }, now, secret);
    if (request.customerId) {
      const more = await anonymisePerson(tx, { customerId: request.customerId }, now, secret);
      anonymised.review.push(...more.review.filter((r) => !anonymised.review.some((a) => a.text === r.text)));
    }
    // What other rows may still say about them (found by relation, never by a pattern) stays in the trail for the team.
    const review = anonymised.review.length
      ? `\nItens para revisar:\n${anonymised.review.map((r) => `- ${r.text}`).join("\n")}`
      : "";
    const done = `Anonimizado: ${anonymised.orders} pedido(s), ${anonymised.customers} cadastro(s) de cliente, ${anonymised.account ? "conta" : "sem conta"}, ${anonymised.emails} email(s), ${anonymised.blocks} bloqueio(s) mantido(s) como código irreversível.${review}`;
    return { status: "completed", action: "concluída", note: note ? `${note} — ${done}` : done, anonymised };
  });
}
