// Everything the shop holds about one person, for the rights portal (LGPD art.
// 18: access and portability) and for anonymisation. The subject is an email
// address, lower-cased: an account is matched by its email; an order by its own
// copy of the buyer's email (an order keeps its own facts, decision 024) or by
// the account that placed it; a customer row by its email. A CPF or phone that
// also appears in someone else's order does not make that order theirs: whoever
// typed it there is the subject of that record.
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  authTokens,
  consents,
  customers,
  emailOutbox,
  orderEvents,
  orderItems,
  orders,
  privacyRequestEvents,
  privacyRequests,
  profiles,
  sessions,
  subscribers,
  users,
} from "~/db/schema";

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

/**
 * The person's data, one list of rows per table (the export's shape). Secrets
 * the shop keeps about access (password hash, session and token hashes) are
 * described, never given out: they prove nothing about the person and would
 * only help someone who got hold of the file.
 */
export interface PersonalData {
  subjectEmail: string;
  generatedAt: string;
  tables: {
    conta: Row[];
    perfil: Row[];
    sessoes: Row[];
    tokens: Row[];
    assinatura_clube: Row[];
    clientes: Row[];
    pedidos: Row[];
    itens_dos_pedidos: Row[];
    historico_dos_pedidos: Row[];
    consentimentos: Row[];
    emails_enviados: Row[];
    solicitacoes_lgpd: Row[];
    historico_das_solicitacoes: Row[];
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
  const { userId, customerIds, orderIds } = subject;
  // Matches no row for the anonymisation placeholder ("@" alone is no one's address).
  const email = subject.email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`) ? "@" : subject.email;
  const none = "00000000-0000-0000-0000-000000000000";
  const userIdOrNone = userId ?? none;
  const [account, profile, sessionRows, tokenRows, subscription] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        emailConfirmedAt: users.emailConfirmedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userIdOrNone)),
    db.select({ fullName: profiles.fullName, updatedAt: profiles.updatedAt }).from(profiles).where(eq(profiles.id, userIdOrNone)),
    db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userIdOrNone))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        purpose: authTokens.purpose,
        createdAt: authTokens.createdAt,
        expiresAt: authTokens.expiresAt,
        usedAt: authTokens.usedAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, userIdOrNone))
      .orderBy(desc(authTokens.createdAt)),
    db
      .select({
        subscribed: subscribers.subscribed,
        tier: subscribers.subscriptionTier,
        subscriptionEnd: subscribers.subscriptionEnd,
        provider: subscribers.provider,
        cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
        createdAt: subscribers.createdAt,
      })
      .from(subscribers)
      .where(eq(subscribers.userId, userIdOrNone)),
  ]);
  const customerRows = customerIds.length
    ? await db
        .select({
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
        })
        .from(customers)
        .where(inArray(customers.id, customerIds))
    : [];
  const orderRows = orderIds.length
    ? await db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          totalCents: orders.totalCents,
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
        })
        .from(orders)
        .where(inArray(orders.id, orderIds))
        .orderBy(asc(orders.number))
    : [];
  const [itemRows, eventRows] = orderIds.length
    ? await Promise.all([
        db
          .select({
            orderId: orderItems.orderId,
            productName: orderItems.productName,
            quantity: orderItems.quantity,
            priceCents: orderItems.priceCents,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.id)),
        db
          .select({
            orderId: orderEvents.orderId,
            field: orderEvents.field,
            fromValue: orderEvents.fromValue,
            toValue: orderEvents.toValue,
            actor: orderEvents.actor,
            detail: orderEvents.detail,
            createdAt: orderEvents.createdAt,
          })
          .from(orderEvents)
          .where(inArray(orderEvents.orderId, orderIds))
          .orderBy(asc(orderEvents.id)),
      ])
    : [[], []];
  const consentMatch: SQL[] = [eq(consents.subjectEmail, email)];
  if (customerIds.length) consentMatch.push(inArray(consents.customerId, customerIds));
  if (orderIds.length) consentMatch.push(inArray(consents.orderId, orderIds));
  const [consentRows, outboxRows, requestRows] = await Promise.all([
    db
      .select({
        id: consents.id,
        purpose: consents.purpose,
        granted: consents.granted,
        textVersion: consents.textVersion,
        source: consents.source,
        createdAt: consents.createdAt,
        revokedAt: consents.revokedAt,
      })
      .from(consents)
      .where(or(...consentMatch))
      .orderBy(asc(consents.id)),
    // Emails sent to them (the shop's own notifications about their orders go to the shop, not to them).
    db
      .select({
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(asc(emailOutbox.id)),
    db
      .select({
        id: privacyRequests.id,
        kind: privacyRequests.kind,
        status: privacyRequests.status,
        details: privacyRequests.details,
        receivedAt: privacyRequests.receivedAt,
        dueAt: privacyRequests.dueAt,
        completedAt: privacyRequests.completedAt,
      })
      .from(privacyRequests)
      .where(eq(privacyRequests.subjectEmail, email))
      .orderBy(asc(privacyRequests.id)),
  ]);
  const requestEventRows = requestRows.length
    ? await db
        .select({
          requestId: privacyRequestEvents.requestId,
          actor: privacyRequestEvents.actor,
          action: privacyRequestEvents.action,
          note: privacyRequestEvents.note,
          createdAt: privacyRequestEvents.createdAt,
        })
        .from(privacyRequestEvents)
        .where(
          inArray(
            privacyRequestEvents.requestId,
            requestRows.map((r) => r.id),
          ),
        )
        .orderBy(asc(privacyRequestEvents.id))
    : [];
  const numberOf = new Map(orderRows.map((o) => [o.id, o.number]));
  const withOrderNumber = <T extends { orderId: string }>({ orderId, ...rest }: T) => ({
    pedido: numberOf.get(orderId),
    ...rest,
  });
  return {
    subjectEmail: subject.email,
    generatedAt: now.toISOString(),
    tables: {
      conta: account.map(plain),
      perfil: profile.map(plain),
      sessoes: sessionRows.map(plain),
      tokens: tokenRows.map(plain),
      assinatura_clube: subscription.map(plain),
      clientes: customerRows.map(plain),
      pedidos: orderRows.map(plain),
      itens_dos_pedidos: itemRows.map((r) => plain(withOrderNumber(r))),
      historico_dos_pedidos: eventRows.map((r) => plain(withOrderNumber(r))),
      consentimentos: consentRows.map(plain),
      emails_enviados: outboxRows.map(plain),
      solicitacoes_lgpd: requestRows.map(plain),
      historico_das_solicitacoes: requestEventRows.map(plain),
      mensagens_do_chat: [],
    },
  };
}

/** Active consents the person may revoke from the portal (granted, not yet revoked). */
export async function activeConsentIds(db: Db, subject: Subject): Promise<number[]> {
  const match: SQL[] = [eq(consents.subjectEmail, subject.email)];
  if (subject.customerIds.length) match.push(inArray(consents.customerId, subject.customerIds));
  if (subject.orderIds.length) match.push(inArray(consents.orderId, subject.orderIds));
  const rows = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(or(...match), eq(consents.granted, true), isNull(consents.revokedAt)));
  return rows.map((r) => r.id);
}
