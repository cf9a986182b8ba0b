// Deletion under the LGPD (art. 18, VI) as the shop can do it: the person is
// anonymised, and the order's fiscal record stays (number, date, items,
// amounts, status and payment, the state and the CEP's first 5 digits),
// because tax law keeps it for 5 years (art. 16, I). One transaction; running
// it again finds nothing left to change.
//
// Erasure by key, never by text (decision 031). The person's rows are found
// by their keys and by relations from them, each lookup an index probe:
// - the account (users.email) and its profile, sessions and tokens (user_id);
// - customer rows (customers.email, or the one a retention job names);
// - orders whose buyer they are: placed by their account (user_id), or
//   carrying their email (the order's own customer_email), or — for a customer
//   row without email — linked to it and carrying no email either. An order
//   merely linked to their customer row (an email-less order matched by CPF:
//   whoever typed that CPF) is not proof: it is listed for review;
// - consents (subject email, customer, order), privacy requests (subject
//   email) and the person's own text in their trail, emails addressed to them
//   (outbox `to`), their rate-limit keys (built by the limiters' own key
//   builder), their jobs' payloads (pg-boss rows whose data names their order
//   ids, account, customer rows or email), and fraud blocks on the CPF or phone
//   of their own orders and customer rows (kept as a keyed hash).
// Nothing else is read or written: no pattern runs over anyone's rows. What
// another row may still say about them (the shop's own copy of an order
// notification, a team note, a block's reason, an order linked only by CPF) is
// returned as `review`, for the person completing the request. The shop's
// notification of an order placed since decision 042 is that order's template
// and id, so in the system it reads the anonymised order.
import { and, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { rowsOf } from "~/db/client.server";
import {
  authTokens,
  blockedBuyers,
  consents,
  customers,
  emailOutbox,
  pixCharges,
  whatsappMessages,
  orders,
  privacyRequestEvents,
  privacyRequests,
  profiles,
  sessions,
  users,
} from "~/db/schema";
import { anonymiseOrderRecords } from "~/domain/orders/lifecycle/order-status.server";
import { blockedValueHash } from "~/domain/orders/placement/risk.server";
import { JOBS_SCHEMA } from "~/platform/jobs/queue.server";
import { keysNaming, type Target } from "~/platform/security/credential-limits.server";
import { canonicalCpf, canonicalPhone } from "~/lib/phone";
import { ANONYMISED_EMAIL_DOMAIN, type Identity, normaliseSubjectEmail, rowsNaming } from "./personal-data.server";

export { ANONYMISED_EMAIL_DOMAIN };

type Db = Database | Transaction;

/** What the admin order page, Meus Pedidos and the exports show for an anonymised buyer. */
export const ANONYMISED_NAME = "Cliente anonimizado";
const REMOVED_EMAIL = "[conteúdo removido: titular anonimizado]";

/** Whom to anonymise: an email (the portal, the admin), or the account / customer row a retention job found. */
export type AnonymiseTarget = { email: string } | { userId: string } | { customerId: string };

/** Something another row may still say about the person: for a person to check, never rewritten by a pattern. */
export interface ReviewItem {
  kind: "shop-email" | "linked-order" | "block-reason" | "team-note" | "block-kept";
  /** pt-BR, shown on the admin's "Concluir" step. */
  text: string;
}

export interface AnonymiseResult {
  /** False when nothing named the person any more (already anonymised, or unknown). */
  changed: boolean;
  orders: number;
  customers: number;
  account: boolean;
  emails: number;
  /** Fraud blocks on their CPF or phone, now kept as a keyed hash. */
  blocks: number;
  /** Rate-limit keys and job payloads that named them. */
  keys: number;
  review: ReviewItem[];
}

/**
 * Every count the limiters keep on an email (sign-in's account is the email;
 * sign-up, confirmation, reset and the privacy portal count emails sent) —
 * accounts.server.ts and portal.server.ts build their targets the same way.
 */
const EMAIL_TARGETS: Omit<Target, "id">[] = [
  { scope: "login", noun: "account" },
  ...(["signup", "confirm", "reset", "privacy"] as const).map((scope) => ({ scope, noun: "email", ownerScope: "login" })),
];

/** The person, as found by keys. */
interface Person {
  emails: string[];
  userId: string | null;
  customerIds: string[];
  orders: { id: string; number: number; cpf: string | null; phone: string }[];
  /** Linked to their customer row without proof that they placed it. */
  linkedOrders: { id: string; number: number }[];
  cpfs: string[];
  phones: string[];
}

const isPlaceholder = (email: string) => email.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);

async function findPerson(db: Db, target: AnonymiseTarget): Promise<Person | null> {
  let email: string | null = null;
  let userId: string | null = null;
  const customerRows: { id: string; email: string | null; cpf: string | null; phone: string }[] = [];
  const customerColumns = { id: customers.id, email: customers.email, cpf: customers.cpf, phone: customers.phone };
  if ("email" in target) email = normaliseSubjectEmail(target.email);
  else if ("userId" in target) {
    const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, target.userId));
    if (!user) return null;
    userId = user.id;
    email = normaliseSubjectEmail(user.email);
  } else {
    const [customer] = await db.select(customerColumns).from(customers).where(eq(customers.id, target.customerId));
    if (!customer) return null;
    customerRows.push(customer);
    email = customer.email;
  }
  // The placeholder names nobody: it must never gather what was scrubbed from several people.
  if (email && isPlaceholder(email)) email = null;
  if (email) {
    if (!userId) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      userId = user?.id ?? null;
    }
    const byEmail = await db.select(customerColumns).from(customers).where(eq(customers.email, email));
    for (const c of byEmail) if (!customerRows.some((r) => r.id === c.id)) customerRows.push(c);
  }
  const emails = email ? [email] : [];
  const customerIds = customerRows.map((c) => c.id);
  const emailless = customerRows.filter((c) => !c.email).map((c) => c.id);

  const proof: SQL[] = [];
  if (userId) proof.push(eq(orders.userId, userId));
  if (emails.length) proof.push(inArray(orders.customerEmail, emails));
  if (emailless.length) proof.push(and(inArray(orders.customerId, emailless), isNull(orders.customerEmail))!);
  const theirs = proof.length
    ? await db
        .select({ id: orders.id, number: orders.number, cpf: orders.customerCpf, phone: orders.customerPhone })
        .from(orders)
        .where(or(...proof))
    : [];
  const linkedOrders = customerIds.length
    ? await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(
          and(
            inArray(orders.customerId, customerIds),
            theirs.length
              ? notInArray(
                  orders.id,
                  theirs.map((o) => o.id),
                )
              : undefined,
          ),
        )
    : [];
  const cpfs = new Set<string>();
  const phones = new Set<string>();
  for (const r of [...customerRows, ...theirs]) {
    const cpf = r.cpf ? canonicalCpf(r.cpf) : null;
    const phone = canonicalPhone(r.phone);
    if (cpf) cpfs.add(cpf);
    if (phone) phones.add(phone);
  }
  return { emails, userId, customerIds, orders: theirs, linkedOrders, cpfs: [...cpfs], phones: [...phones] };
}

/** `text` as a LIKE pattern matching itself only, followed by anything. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Their rate-limit windows: exact keys by primary key, keys ending in a client address by their prefix. */
async function deleteRateLimitKeys(tx: Transaction, person: Person): Promise<number> {
  const exact: string[] = [];
  const prefixes: string[] = [];
  const add = (target: Target) => {
    const keys = keysNaming(target);
    exact.push(...keys.exact);
    prefixes.push(...keys.prefixes);
  };
  for (const email of person.emails) for (const t of EMAIL_TARGETS) add({ ...t, id: email });
  // Guesses at their orders' numbers on /acompanhar (order-tracking.server.ts).
  for (const o of person.orders) add({ scope: "track", noun: "order", id: String(o.number) });
  // The nutritionist chat counts per account (routes/api.chat.ts).
  if (person.userId) exact.push(`chat:user:${person.userId}`);
  if (!exact.length) return 0;
  const uniquePrefixes = [...new Set(prefixes)];
  const rows = rowsOf(
    await tx.execute(sql`DELETE FROM rate_limit_windows
      WHERE key = ANY(${sql.param([...new Set(exact)])}::text[])
        ${
          uniquePrefixes.length
            ? sql`OR ${sql.join(
                uniquePrefixes.map((p) => sql`key LIKE ${likePrefix(p)}`),
                sql` OR `,
              )}`
            : sql``
        }
      RETURNING 1`),
  );
  return rows.length;
}

/**
 * Their jobs: pg-boss rows whose payload names their orders, account, customer
 * rows or email keep only the ids (an order id is the fiscal record's, not a
 * person's); a job that needed the email fails visibly instead of writing to them.
 */
async function scrubJobPayloads(tx: Transaction, person: Person): Promise<number> {
  const [installed] = rowsOf<{ job: string | null; archive: string | null }>(
    await tx.execute(
      sql`SELECT to_regclass(${`${JOBS_SCHEMA}.job`})::text AS job, to_regclass(${`${JOBS_SCHEMA}.archive`})::text AS archive`,
    ),
  );
  const orderIds = person.orders.map((o) => o.id);
  const ids = [...orderIds, ...person.customerIds, ...(person.userId ? [person.userId] : [])];
  let changed = 0;
  for (const table of [installed?.job, installed?.archive]) {
    if (!table) continue;
    const t = sql.raw(table);
    const rows = rowsOf(
      await tx.execute(sql`UPDATE ${t} SET data = (
          SELECT coalesce(jsonb_object_agg(e.k, e.v), '{}'::jsonb) FROM jsonb_each(data) AS e(k, v)
          WHERE e.k IN ('orderId', 'customerId', 'userId'))
        WHERE jsonb_typeof(data) = 'object' AND (
          data->>'orderId' = ANY(${sql.param(ids)}::text[]) OR data->>'customerId' = ANY(${sql.param(ids)}::text[])
          OR data->>'userId' = ANY(${sql.param(ids)}::text[])
          OR lower(data->>'email') = ANY(${sql.param(person.emails)}::text[]) OR lower(data->>'to') = ANY(${sql.param(person.emails)}::text[]))
        RETURNING 1`),
    );
    changed += rows.length;
  }
  return changed;
}

/**
 * Blocks on their CPF or phone stay, as the keyed hash of the canonical value
 * (fraud prevention, LGPD art. 7, IX / art. 16): screening still refuses a
 * new order with it, and the clear value is gone. Without the key (a script
 * that passed none) a block is left as it is and listed.
 */
async function hashBlocks(tx: Transaction, person: Person, secret: string | undefined, now: Date, review: ReviewItem[]) {
  const match: SQL[] = [];
  if (person.cpfs.length) match.push(and(eq(blockedBuyers.kind, "cpf"), inArray(blockedBuyers.value, person.cpfs))!);
  if (person.phones.length) match.push(and(eq(blockedBuyers.kind, "phone"), inArray(blockedBuyers.value, person.phones))!);
  if (!match.length) return 0;
  const blocks = await tx
    .select({ id: blockedBuyers.id, kind: blockedBuyers.kind, value: blockedBuyers.value, reason: blockedBuyers.reason })
    .from(blockedBuyers)
    .where(or(...match))
    .for("update");
  for (const block of blocks) {
    const label = block.kind === "cpf" ? "CPF" : "telefone";
    if (!secret) {
      review.push({ kind: "block-kept", text: `Bloqueio nº ${block.id} (${label}) mantido em claro: anonimize-o pelo painel.` });
      continue;
    }
    const hash = blockedValueHash(secret, block.kind, block.value!);
    // The same value was already kept hashed (an earlier erasure): one row is enough.
    const [twin] = await tx
      .select({ id: blockedBuyers.id })
      .from(blockedBuyers)
      .where(and(eq(blockedBuyers.kind, block.kind), eq(blockedBuyers.valueHash, hash)));
    if (twin) await tx.delete(blockedBuyers).where(eq(blockedBuyers.id, block.id));
    else
      await tx
        .update(blockedBuyers)
        .set({ value: null, valueHash: hash, anonymizedAt: now })
        .where(eq(blockedBuyers.id, block.id));
    review.push({
      kind: "block-reason",
      text: `Bloqueio nº ${twin?.id ?? block.id} (${label}) mantido como código irreversível; o motivo continua visível: “${block.reason}”. Confira que não cita a pessoa.`,
    });
  }
  return blocks.length;
}

/**
 * Anonymises one person in one transaction (see the module's comment). The
 * retention job for inactive customers and the admin's "Concluir" on a
 * deletion request both call it. `secret` (the session secret) keys the hash
 * a fraud block is kept as.
 */
export async function anonymisePerson(
  db: Db,
  target: AnonymiseTarget,
  now: Date = new Date(),
  secret?: string,
): Promise<AnonymiseResult> {
  return db.transaction(async (tx) => {
    const result: AnonymiseResult = {
      changed: false,
      orders: 0,
      customers: 0,
      account: false,
      emails: 0,
      blocks: 0,
      keys: 0,
      review: [],
    };
    const person = await findPerson(tx, target);
    if (!person) return result;
    const { userId, emails } = person;
    const orderIds = person.orders.map((o) => o.id);
    const who: Identity = { emails, userId, customerIds: person.customerIds, orderIds };

    // Blocks first: they are found by the CPFs and phones their orders and customer rows still hold.
    result.blocks = await hashBlocks(tx, person, secret, now, result.review);

    // Orders: the fiscal record stays; the buyer goes (through the order's one writer).
    result.orders = await anonymiseOrderRecords(tx, orderIds, { name: ANONYMISED_NAME }, now);
    if (orderIds.length) {
      // Their orders' WhatsApp messages: the fact and its status stay, their number and words go.
      await tx.update(whatsappMessages).set({ phone: "", text: null }).where(inArray(whatsappMessages.orderId, orderIds));
      // Their Pix charges: txid, amounts and the end-to-end id stay (the payment's fiscal trace), the payer's name goes.
      await tx.update(pixCharges).set({ payerName: null }).where(inArray(pixCharges.orderId, orderIds));
    }

    if (person.customerIds.length) {
      const changed = await tx
        .update(customers)
        .set({
          name: ANONYMISED_NAME,
          email: null,
          cpf: null,
          phone: "",
          address: "",
          city: "",
          postalCode: sql`left(regexp_replace(${customers.postalCode}, '[^0-9]', '', 'g'), 5)`,
          anonymizedAt: sql`coalesce(${customers.anonymizedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(inArray(customers.id, person.customerIds), isNull(customers.anonymizedAt)))
        .returning({ id: customers.id });
      result.customers = changed.length;
    }

    if (userId) {
      // The account row stays (club history points at it) but can never sign in again.
      const placeholder = `anonimizado-${userId}@${ANONYMISED_EMAIL_DOMAIN}`;
      const account = await tx
        .update(users)
        .set({ email: placeholder, passwordHash: "anonimizado", emailConfirmedAt: null })
        .where(and(eq(users.id, userId), ne(users.email, placeholder)))
        .returning({ id: users.id });
      await tx.update(profiles).set({ fullName: ANONYMISED_NAME }).where(eq(profiles.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(authTokens).where(eq(authTokens.userId, userId));
      result.account = account.length > 0;
    }

    // Consents: the fact and the version remain, the subject goes.
    await tx.update(consents).set({ subjectEmail: null }).where(rowsNaming("consentimentos", who));

    if (emails.length) {
      // The request stays on record (the team must show it answered); who asked, and what they wrote, do not.
      const requests = await tx
        .update(privacyRequests)
        .set({ subjectEmail: `titular@${ANONYMISED_EMAIL_DOMAIN}`, details: null })
        .where(rowsNaming("solicitacoes_lgpd", who))
        .returning({ id: privacyRequests.id });
      const requestIds = requests.map((r) => r.id);
      if (requestIds.length) {
        // Their own words in the trail go; the team's notes stay and are listed.
        await tx
          .update(privacyRequestEvents)
          .set({ note: null })
          .where(and(inArray(privacyRequestEvents.requestId, requestIds), eq(privacyRequestEvents.actor, "titular")));
        const notes = await tx
          .select({ requestId: privacyRequestEvents.requestId })
          .from(privacyRequestEvents)
          .where(
            and(
              inArray(privacyRequestEvents.requestId, requestIds),
              ne(privacyRequestEvents.actor, "titular"),
              sql`coalesce(${privacyRequestEvents.note}, '') <> ''`,
            ),
          );
        const withNotes = [...new Set(notes.map((n) => n.requestId))];
        if (withNotes.length)
          result.review.push({
            kind: "team-note",
            text: `Notas da equipe nas solicitações ${withNotes.map((id) => `nº ${id}`).join(", ")} foram mantidas: confira que não citam a pessoa.`,
          });
      }
      // Emails to them: the fact that one was sent stays, its content goes; one not sent yet never will be.
      const scrubbed = await tx
        .update(emailOutbox)
        .set({
          to: `titular@${ANONYMISED_EMAIL_DOMAIN}`,
          subject: REMOVED_EMAIL,
          text: REMOVED_EMAIL,
          html: null,
          // A templated email would be rendered again from the order: it becomes the removed text too.
          template: null,
          lastError: null,
          status: sql`CASE WHEN ${emailOutbox.status} = 'sent' THEN 'sent' ELSE 'stored' END`,
        })
        .where(rowsNaming("emails_enviados", who))
        .returning({ id: emailOutbox.id });
      result.emails = scrubbed.length;
    }

    result.keys = (await deleteRateLimitKeys(tx, person)) + (await scrubJobPayloads(tx, person));

    // What other rows may still say, found by relation and left for a person.
    if (person.orders.length) {
      const numbers = person.orders.map((o) => `#${o.number}`).join(", ");
      result.review.push({
        kind: "shop-email",
        text: `Os avisos de novo pedido enviados ao email da loja sobre os pedidos ${numbers} citam o comprador: apague-os da caixa da loja. No sistema, os avisos guardados como referência ao pedido já mostram o pedido anonimizado; os mais antigos, com o texto escrito, saem com a retenção de registros.`,
      });
    }
    if (person.linkedOrders.length)
      result.review.push({
        kind: "linked-order",
        text: `Pedidos ${person.linkedOrders.map((o) => `#${o.number}`).join(", ")} estão ligados ao cadastro desta pessoa pelo CPF, mas não têm o email dela nem foram feitos pela conta: confira antes de anonimizá-los.`,
      });

    result.changed = result.orders + result.customers + result.emails + result.blocks + result.keys > 0 || result.account;
    return result;
  });
}
