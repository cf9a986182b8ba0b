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
    await tx
      .insert(privacyRequestEvents)
      .values([
        { requestId: id, actor: SUBJECT_ACTOR, action: "recebida", note: input.details ?? null, createdAt: now },
        ...(input.completedNote
          ? [{ requestId: id, actor: SYSTEM_ACTOR, action: "concluída", note: input.completedNote, createdAt: now }]
          : []),
      ]);
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
  return rows.map((r) => ({ ...r, late: PENDING_STATUSES.includes(r.status) && r.dueAt.getTime() < now.getTime() }));
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

async function lockOpen(tx: Transaction, id: number) {
  const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for("update");
  if (!row) return { ok: false as const, reason: "not-found" as const, message: NOT_FOUND_MESSAGE };
  if (!PENDING_STATUSES.includes(row.status)) return { ok: false as const, reason: "closed" as const, message: CLOSED_MESSAGE };
  return { ok: true as const, row };
}

/** "Responder": a reply to the person, recorded; the request stays pending until completed or refused. */
export async function answerRequest(
  db: Database,
  id: number,
  actor: string,
  note: string,
  now = new Date(),
): Promise<RequestActionResult> {
  return db.transaction(async (tx) => {
    const open = await lockOpen(tx, id);
    if (!open.ok) return open;
    await tx.update(privacyRequests).set({ status: "answered" }).where(eq(privacyRequests.id, id));
    await tx.insert(privacyRequestEvents).values({ requestId: id, actor, action: "respondida", note, createdAt: now });
    return { ok: true };
  });
}

/** "Recusar" with the reason the person is told (e.g. a legal obligation to keep the data). */
export async function refuseRequest(
  db: Database,
  id: number,
  actor: string,
  reason: string,
  now = new Date(),
): Promise<RequestActionResult> {
  return db.transaction(async (tx) => {
    const open = await lockOpen(tx, id);
    if (!open.ok) return open;
    await tx.update(privacyRequests).set({ status: "refused", completedAt: now }).where(eq(privacyRequests.id, id));
    await tx.insert(privacyRequestEvents).values({ requestId: id, actor, action: "recusada", note: reason, createdAt: now });
    return { ok: true };
  });
}

/**
 * "Concluir". For a deletion it anonymises the person in the same transaction,
 * so the request is never marked done without it (nor the other way round).
 */
export async function completeRequest(
  db: Database,
  id: number,
  actor: string,
  note: string,
  now = new Date(),
): Promise<RequestActionResult> {
  return db.transaction(async (tx) => {
    const open = await lockOpen(tx, id);
    if (!open.ok) return open;
    let anonymised: AnonymiseResult | undefined;
    let summary = note;
    if (open.row.kind === "deletion") {
      // Both the email asked for and the customer row it pointed at (the email may have been corrected since).
      anonymised = await anonymisePerson(tx, { email: open.row.subjectEmail }, now);
      if (open.row.customerId) await anonymisePerson(tx, { customerId: open.row.customerId }, now);
      const done = `Anonimizado: ${anonymised.orders} pedido(s), ${anonymised.customers} cadastro(s) de cliente, ${anonymised.account ? "conta" : "sem conta"}, ${anonymised.emails} email(s).`;
      summary = note ? `${note} — ${done}` : done;
    }
    await tx.update(privacyRequests).set({ status: "completed", completedAt: now }).where(eq(privacyRequests.id, id));
    await tx
      .insert(privacyRequestEvents)
      .values({ requestId: id, actor, action: "concluída", note: summary || null, createdAt: now });
    return { ok: true, ...(anonymised ? { anonymised } : {}) };
  });
}
