// Everything the shop holds about one person, for the rights portal (LGPD art.
// 18: access and portability) and for anonymisation. The subject is an email
// address, lower-cased: an account is matched by its email; an order by its own
// copy of the buyer's email (an order keeps its own facts, decision 024) or by
// the account that placed it; a customer row by its email. A CPF or phone that
// also appears in someone else's order does not make that order theirs: whoever
// typed it there is the subject of that record.
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Database, Transaction } from "~/db/client.server";
import {
  authTokens,
  consents,
  customers,
  emailOutbox,
  orderEvents,
  orderItems,
  orders,
  pixCharges,
  privacyRequestEvents,
  privacyRequests,
  profiles,
  sessions,
  subscribers,
  users,
  whatsappMessages,
} from "~/db/schema";
import { orderEventColumns, orderHeadColumns, orderLineColumns } from "~/domain/orders/records/order-columns.server";

type Db = Database | Transaction;

/** Who the data is about, and the rows that make them identifiable. */
export interface Subject {
  email: string;
  userId: string | null;
  customerIds: string[];
  orderIds: string[];
}

export function normaliseSubjectEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The placeholder domain anonymisation writes into NOT NULL email columns (.invalid is reserved, RFC 2606). */
export const ANONYMISED_EMAIL_DOMAIN = "anonimizado.invalid";

/** The person's account, customer rows and orders, matched by email (see the module's comment). */
export async function findSubject(db: Db, rawEmail: string): Promise<Subject> {
  const email = normaliseSubjectEmail(rawEmail);
  // The placeholder names nobody: it must never gather what was scrubbed from several people.
  if (email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`)) return { email, userId: null, customerIds: [], orderIds: [] };
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const customerRows = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  const orderMatch: SQL[] = [eq(orders.customerEmail, email)];
  if (user) orderMatch.push(eq(orders.userId, user.id));
  const orderRows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(...orderMatch));
  return {
    email,
    userId: user?.id ?? null,
    customerIds: customerRows.map((r) => r.id),
    orderIds: orderRows.map((r) => r.id),
  };
}

export function subjectIsKnown(subject: Subject): boolean {
  return subject.userId !== null || subject.customerIds.length > 0 || subject.orderIds.length > 0;
}

export type Row = Record<string, unknown>;

/** Whose rows to look for: every email that is theirs, and their account, customer rows and orders. */
export interface Identity {
  emails: string[];
  userId: string | null;
  customerIds: string[];
  orderIds: string[];
}

/** The subject as an Identity; the anonymisation placeholder names nobody, so it matches no email. */
export function identityOf({ email, userId, customerIds, orderIds }: Subject): Identity {
  const named = email && !email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);
  return { emails: named ? [email] : [], userId, customerIds, orderIds };
}

// Each returns undefined when the person has nothing of that kind: the table is then not read at all.
const inList = (column: AnyPgColumn, values: string[]) => (values.length ? inArray(column, values) : undefined);
const byUser = (column: AnyPgColumn, userId: string | null) => (userId ? eq(column, userId) : undefined);
function anyOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c) => c !== undefined);
  return present.length ? or(...present) : undefined;
}

function personalTable<C extends SelectedFields>(entry: {
  table: PgTable;
  /** What the export shows (secrets about access are described, never given out). */
  columns: C;
  /** The rows that name this person; undefined when none can. */
  match: (who: Identity) => SQL | undefined;
  orderBy?: (AnyPgColumn | SQL)[];
}) {
  return entry;
}

const requestsOf = (who: Identity) => inList(privacyRequests.subjectEmail, who.emails);

/**
 * Every table that names a person, with the rows that name them and the columns
 * the export shows, in the export's order (its keys are the export's section
 * names). The export reads every entry; the anonymisation reads the identifiers
 * from some and changes the rows each `match` selects. A new table that names
 * a person gets an entry here (decision 028).
 */
const PERSONAL_TABLES = {
  conta: personalTable({
    table: users,
    columns: {
      id: users.id,
      email: users.email,
      role: users.role,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
    },
    match: (who) => byUser(users.id, who.userId),
  }),
  perfil: personalTable({
    table: profiles,
    columns: { fullName: profiles.fullName, updatedAt: profiles.updatedAt },
    match: (who) => byUser(profiles.id, who.userId),
  }),
  sessoes: personalTable({
    table: sessions,
    columns: { createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
    match: (who) => byUser(sessions.userId, who.userId),
    orderBy: [desc(sessions.createdAt)],
  }),
  tokens: personalTable({
    table: authTokens,
    columns: {
      purpose: authTokens.purpose,
      createdAt: authTokens.createdAt,
      expiresAt: authTokens.expiresAt,
      usedAt: authTokens.usedAt,
    },
    match: (who) => byUser(authTokens.userId, who.userId),
    orderBy: [desc(authTokens.createdAt)],
  }),
  assinatura_clube: personalTable({
    table: subscribers,
    columns: {
      subscribed: subscribers.subscribed,
      tier: subscribers.subscriptionTier,
      subscriptionEnd: subscribers.subscriptionEnd,
      provider: subscribers.provider,
      cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      createdAt: subscribers.createdAt,
    },
    match: (who) => byUser(subscribers.userId, who.userId),
  }),
  clientes: personalTable({
    table: customers,
    columns: {
      id: customers.id,
      name: customers.name,
      email: customers.email,
      cpf: customers.cpf,
      phone: customers.phone,
      address: customers.address,
      city: customers.city,
      state: customers.state,
      postalCode: customers.postalCode,
      createdAt: customers.createdAt,
    },
    match: (who) => inList(customers.id, who.customerIds),
  }),
  pedidos: personalTable({
    table: orders,
    columns: {
      ...orderHeadColumns,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      customerCpf: orders.customerCpf,
      deliveryPostalCode: orders.deliveryPostalCode,
      deliveryStreet: orders.deliveryStreet,
      deliveryNumber: orders.deliveryNumber,
      deliveryComplement: orders.deliveryComplement,
      deliveryNeighborhood: orders.deliveryNeighborhood,
      deliveryCity: orders.deliveryCity,
      deliveryState: orders.deliveryState,
      deliveryReferencePoint: orders.deliveryReferencePoint,
      deliveryAddress: orders.deliveryAddress,
      paymentMethod: orders.paymentMethod,
      paymentDueAt: orders.paymentDueAt,
      paidAt: orders.paidAt,
      carrier: orders.carrier,
      trackingCode: orders.trackingCode,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      riskLevel: orders.riskLevel,
      riskReasons: orders.riskReasons,
      anonymizedAt: orders.anonymizedAt,
    },
    match: (who) => inList(orders.id, who.orderIds),
    orderBy: [asc(orders.number)],
  }),
  itens_dos_pedidos: personalTable({
    table: orderItems,
    columns: { orderId: orderItems.orderId, ...orderLineColumns },
    match: (who) => inList(orderItems.orderId, who.orderIds),
    orderBy: [asc(orderItems.id)],
  }),
  historico_dos_pedidos: personalTable({
    table: orderEvents,
    columns: { orderId: orderEvents.orderId, ...orderEventColumns },
    match: (who) => inList(orderEvents.orderId, who.orderIds),
    orderBy: [asc(orderEvents.id)],
  }),
  consentimentos: personalTable({
    table: consents,
    columns: {
      id: consents.id,
      purpose: consents.purpose,
      granted: consents.granted,
      textVersion: consents.textVersion,
      source: consents.source,
      createdAt: consents.createdAt,
      revokedAt: consents.revokedAt,
    },
    match: (who) =>
      anyOf(
        inList(consents.subjectEmail, who.emails),
        inList(consents.customerId, who.customerIds),
        inList(consents.orderId, who.orderIds),
      ),
    orderBy: [asc(consents.id)],
  }),
  // WhatsApp messages about their orders, sent and received (issue 37).
  mensagens_whatsapp: personalTable({
    table: whatsappMessages,
    columns: {
      orderId: whatsappMessages.orderId,
      direction: whatsappMessages.direction,
      kind: whatsappMessages.kind,
      phone: whatsappMessages.phone,
      status: whatsappMessages.status,
      text: whatsappMessages.text,
      createdAt: whatsappMessages.createdAt,
    },
    match: (who) => inList(whatsappMessages.orderId, who.orderIds),
    orderBy: [asc(whatsappMessages.createdAt)],
  }),
  // The Pix charges of their orders at the shop's bank (issue 36): what was due and when, what they paid,
  // and the payer's name the bank reported. The copia-e-cola and the bank's location are the shop's, not theirs.
  cobrancas_pix: personalTable({
    table: pixCharges,
    columns: {
      orderId: pixCharges.orderId,
      txid: pixCharges.txid,
      status: pixCharges.status,
      amountDueCents: pixCharges.amountDueCents,
      amountPaidCents: pixCharges.amountPaidCents,
      dueDate: pixCharges.dueDate,
      paidAt: pixCharges.paidAt,
      payerName: pixCharges.payerName,
      e2eid: pixCharges.e2eid,
      refundStatus: pixCharges.refundStatus,
      refundedCents: pixCharges.refundedCents,
      createdAt: pixCharges.createdAt,
    },
    match: (who) => inList(pixCharges.orderId, who.orderIds),
    orderBy: [asc(pixCharges.createdAt)],
  }),
  // Emails sent to them (the shop's own notifications about their orders go to the shop, not to them).
  // One kept as a template is that order's email: its content is the order, listed above (decision 042).
  emails_enviados: personalTable({
    table: emailOutbox,
    columns: {
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      template: emailOutbox.template,
      orderId: emailOutbox.orderId,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    },
    match: (who) => inList(emailOutbox.to, who.emails),
    orderBy: [asc(emailOutbox.id)],
  }),
  solicitacoes_lgpd: personalTable({
    table: privacyRequests,
    columns: {
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      status: privacyRequests.status,
      details: privacyRequests.details,
      receivedAt: privacyRequests.receivedAt,
      dueAt: privacyRequests.dueAt,
      completedAt: privacyRequests.completedAt,
    },
    match: requestsOf,
    orderBy: [asc(privacyRequests.id)],
  }),
  historico_das_solicitacoes: personalTable({
    table: privacyRequestEvents,
    columns: {
      requestId: privacyRequestEvents.requestId,
      actor: privacyRequestEvents.actor,
      action: privacyRequestEvents.action,
      note: privacyRequestEvents.note,
      createdAt: privacyRequestEvents.createdAt,
    },
    match: (who) => {
      const requests = requestsOf(who);
      return requests
        ? sql`${privacyRequestEvents.requestId} IN (SELECT ${privacyRequests.id} FROM ${privacyRequests} WHERE ${requests})`
        : undefined;
    },
    orderBy: [asc(privacyRequestEvents.id)],
  }),
};

type PersonalTables = typeof PERSONAL_TABLES;
type PersonalTableName = keyof PersonalTables;
type PersonalRow<K extends PersonalTableName> = SelectResultFields<PersonalTables[K]["columns"]>;

/** The rows of one table that name the person; `false` (no row) when none can, so an update or delete never reaches everyone. */
export function rowsNaming(name: PersonalTableName, who: Identity): SQL {
  return PERSONAL_TABLES[name].match(who) ?? sql`false`;
}

/** The rows of one table that name the person, with the export's columns. */
export async function readPersonalRows<K extends PersonalTableName>(db: Db, name: K, who: Identity): Promise<PersonalRow<K>[]> {
  const { table, columns, match, orderBy = [] } = PERSONAL_TABLES[name];
  const where = match(who);
  if (!where) return [];
  // The entry's columns type the rows; TypeScript cannot follow that through the lookup by name.
  return (await db
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(...orderBy)) as PersonalRow<K>[];
}

/**
 * The person's data, one list of rows per table (the export's shape). Secrets
 * the shop keeps about access (password hash, session and token hashes) are
 * described, never given out: they prove nothing about the person and would
 * only help someone who got hold of the file.
 */
export interface PersonalData {
  subjectEmail: string;
  generatedAt: string;
  tables: Record<PersonalTableName, Row[]> & {
    /** The nutritionist chat keeps no messages: answers are computed and nothing is stored. */
    mensagens_do_chat: Row[];
  };
}

function iso(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function plain<T extends object>(row: T): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, iso(v)]));
}

export async function collectPersonalData(db: Db, subject: Subject, now: Date = new Date()): Promise<PersonalData> {
  const who = identityOf(subject);
  const names = Object.keys(PERSONAL_TABLES) as PersonalTableName[];
  const read = await Promise.all(names.map(async (name) => (await readPersonalRows(db, name, who)).map(plain)));
  const tables = Object.fromEntries(names.map((name, i) => [name, read[i]!])) as Record<PersonalTableName, Row[]>;
  // A line or step of an order is shown with the order's number, the one the person knows.
  const numberOf = new Map(tables.pedidos.map((o) => [o.id, o.number]));
  const withOrderNumber = ({ orderId, ...rest }: Row) => ({ pedido: numberOf.get(orderId), ...rest });
  return {
    subjectEmail: subject.email,
    generatedAt: now.toISOString(),
    tables: {
      ...tables,
      itens_dos_pedidos: tables.itens_dos_pedidos.map(withOrderNumber),
      historico_dos_pedidos: tables.historico_dos_pedidos.map(withOrderNumber),
      mensagens_whatsapp: tables.mensagens_whatsapp.map(withOrderNumber),
      cobrancas_pix: tables.cobrancas_pix.map(withOrderNumber),
      mensagens_do_chat: [],
    },
  };
}

/** Active consents the person may revoke from the portal (granted, not yet revoked). */
export async function activeConsentIds(db: Db, subject: Subject): Promise<number[]> {
  const rows = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(rowsNaming("consentimentos", identityOf(subject)), eq(consents.granted, true), isNull(consents.revokedAt)));
  return rows.map((r) => r.id);
}
