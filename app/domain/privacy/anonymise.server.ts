// Deletion under the LGPD (art. 18, VI) as the shop can do it: the person is
// anonymised everywhere, and the order's fiscal record stays (number, date,
// items, amounts, status and payment, the state and the CEP's first 5 digits),
// because tax law keeps it for 5 years (art. 16, I). One transaction; running
// it again finds nothing left to change.
//
// Targeted updates first (rows whose columns have rules: NOT NULL, CHECK,
// UNIQUE), then a sweep of every other text/jsonb column of every table
// except the shop's own content, replacing what names the person (email, CPF,
// phone in its spellings, name) with a marker: free text written elsewhere
// (an order event's note, a shop notification, a request's audit note, tables
// added later) is caught without a list to keep up to date.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { rowsOf } from "~/db/client.server";
import {
  authTokens,
  blockedBuyers,
  consents,
  customers,
  emailOutbox,
  orders,
  privacyRequests,
  profiles,
  sessions,
  users,
} from "~/db/schema";
import { anonymiseOrderRecords } from "~/domain/orders/lifecycle/order-status.server";
import { canonicalPhone, formatPhone } from "~/lib/phone";
import { maskCpf } from "~/lib/masks";
import {
  ANONYMISED_EMAIL_DOMAIN,
  findSubject,
  type Identity,
  identityOf,
  normaliseSubjectEmail,
  readPersonalRows,
  rowsNaming,
  type Subject,
} from "./personal-data.server";

export { ANONYMISED_EMAIL_DOMAIN };

type Db = Database | Transaction;

/** What the admin order page, Meus Pedidos and the exports show for an anonymised buyer. */
export const ANONYMISED_NAME = "Cliente anonimizado";
/** Replaces anything naming the person in free text. */
export const ANONYMISED_MARKER = "[anonimizado]";
const REMOVED_EMAIL = "[conteúdo removido: titular anonimizado]";

/** Whom to anonymise: an email (the portal, the admin), or the account / customer row a retention job found. */
export type AnonymiseTarget = { email: string } | { userId: string } | { customerId: string };

export interface AnonymiseResult {
  /** False when nothing named the person any more (already anonymised, or unknown). */
  changed: boolean;
  orders: number;
  customers: number;
  account: boolean;
  emails: number;
  sweptRows: number;
}

/** Tables of the shop's own content: never about a customer, and a common first name must not be swept out of a recipe. */
const CONTENT_TABLES = new Set(["products", "product_offers", "recipes", "ebooks", "blog_posts"]);
/** Handled by the targeted updates (their columns have rules a blind replace could break). */
const TARGETED_TABLES = new Set([
  "orders",
  "customers",
  "users",
  "profiles",
  "sessions",
  "auth_tokens",
  "blocked_buyers",
  "rate_limit_windows",
]);

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Every spelling of the person's identifiers a text may hold, longest first. */
export function identifierSpellings(input: { emails: string[]; names: string[]; phones: string[]; cpfs: string[] }): string[] {
  const out = new Set<string>();
  for (const e of input.emails) if (e.trim()) out.add(normaliseSubjectEmail(e));
  for (const n of input.names) {
    const name = n.trim().replace(/\s+/g, " ");
    // A too short "name" ("A", "Jo") would sweep unrelated words.
    if (name.length >= 4 && name !== ANONYMISED_NAME) out.add(name);
  }
  for (const p of input.phones) {
    const canonical = canonicalPhone(p);
    if (!canonical) continue;
    const national = canonical.slice(3);
    out.add(canonical);
    out.add(`55${national}`);
    out.add(national);
    out.add(formatPhone(canonical));
    out.add(`+55 ${formatPhone(canonical)}`);
  }
  for (const c of input.cpfs) {
    const digits = c.replace(/\D/g, "");
    if (digits.length !== 11) continue;
    out.add(digits);
    out.add(maskCpf(digits));
  }
  return [...out].sort((a, b) => b.length - a.length);
}

async function resolveSubject(db: Db, target: AnonymiseTarget): Promise<Subject | null> {
  if ("email" in target) return findSubject(db, target.email);
  if ("userId" in target) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, target.userId));
    return user ? findSubject(db, user.email) : null;
  }
  const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, target.customerId));
  if (!customer) return null;
  const subject = customer.email
    ? await findSubject(db, customer.email)
    : { email: "", userId: null, customerIds: [], orderIds: [] };
  if (!subject.customerIds.includes(target.customerId)) subject.customerIds.push(target.customerId);
  if (!customer.email) {
    const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, target.customerId));
    subject.orderIds.push(...rows.map((r) => r.id).filter((id) => !subject.orderIds.includes(id)));
  }
  return subject;
}

function cepPrefix(cep: string): string {
  return cep.replace(/\D/g, "").slice(0, 5);
}

/**
 * Anonymises one person in one transaction (see the module's comment). The
 * retention job for inactive customers and the admin's "Concluir" on a
 * deletion request both call it.
 */
export async function anonymisePerson(db: Db, target: AnonymiseTarget, now: Date = new Date()): Promise<AnonymiseResult> {
  return db.transaction(async (tx) => {
    const result: AnonymiseResult = { changed: false, orders: 0, customers: 0, account: false, emails: 0, sweptRows: 0 };
    const subject = await resolveSubject(tx, target);
    if (!subject) return result;
    const { userId } = subject;

    // What names them, read before anything is changed: the same rows the export shows.
    const found = identityOf(subject);
    const [account, profile, customerRows, orderRows] = await Promise.all([
      readPersonalRows(tx, "conta", found),
      readPersonalRows(tx, "perfil", found),
      readPersonalRows(tx, "clientes", found),
      readPersonalRows(tx, "pedidos", found),
    ]);
    const emails = new Set<string>(subject.email ? [subject.email] : []);
    const names = profile.map((p) => p.fullName).filter((n): n is string => !!n);
    const phones: string[] = [];
    const cpfs: string[] = [];
    for (const a of account) emails.add(a.email);
    for (const r of [
      ...customerRows,
      ...orderRows.map((o) => ({ name: o.customerName, email: o.customerEmail, phone: o.customerPhone, cpf: o.customerCpf })),
    ]) {
      if (r.email) emails.add(r.email);
      names.push(r.name);
      phones.push(r.phone);
      if (r.cpf) cpfs.push(r.cpf);
    }
    const emailList = [...emails].map(normaliseSubjectEmail).filter((e) => e && !e.endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`));
    const spellings = identifierSpellings({ emails: emailList, names, phones, cpfs });
    // Every email found is theirs: the rows to change are those any of them names.
    const who: Identity = { ...found, emails: emailList };

    const pattern = spellings.length ? spellings.map(escapeRegex).join("|") : null;
    // Orders: the fiscal record stays; the buyer goes (through the order's one writer).
    result.orders += await anonymiseOrderRecords(
      tx,
      orderRows.map((o) => ({ id: o.id, postalCode: o.deliveryPostalCode, state: o.deliveryState })),
      { riskReasonsPattern: pattern, marker: ANONYMISED_MARKER, name: ANONYMISED_NAME },
      now,
    );

    for (const c of customerRows) {
      await tx
        .update(customers)
        .set({
          name: ANONYMISED_NAME,
          email: null,
          cpf: null,
          phone: "",
          address: "",
          city: "",
          postalCode: cepPrefix(c.postalCode),
          anonymizedAt: sql`coalesce(${customers.anonymizedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(customers.id, c.id));
      result.customers += 1;
    }

    if (userId) {
      // The account row stays (club history points at it) but can never sign in again.
      await tx
        .update(users)
        .set({ email: `anonimizado-${userId}@${ANONYMISED_EMAIL_DOMAIN}`, passwordHash: "anonimizado", emailConfirmedAt: null })
        .where(rowsNaming("conta", who));
      await tx.update(profiles).set({ fullName: ANONYMISED_NAME }).where(rowsNaming("perfil", who));
      await tx.delete(sessions).where(rowsNaming("sessoes", who));
      await tx.delete(authTokens).where(rowsNaming("tokens", who));
      result.account = true;
    }

    // Consents: the fact and the version remain, the subject goes.
    await tx.update(consents).set({ subjectEmail: null }).where(rowsNaming("consentimentos", who));

    if (emailList.length) {
      // The request stays on record (the team must show it answered); who asked does not.
      await tx
        .update(privacyRequests)
        .set({ subjectEmail: `titular@${ANONYMISED_EMAIL_DOMAIN}` })
        .where(rowsNaming("solicitacoes_lgpd", who));
      // Emails to them: the fact that one was sent stays, its content goes; one not sent yet never will be.
      const scrubbed = await tx
        .update(emailOutbox)
        .set({
          to: `titular@${ANONYMISED_EMAIL_DOMAIN}`,
          subject: REMOVED_EMAIL,
          text: REMOVED_EMAIL,
          html: null,
          lastError: null,
          status: sql`CASE WHEN ${emailOutbox.status} = 'sent' THEN 'sent' ELSE 'stored' END`,
        })
        .where(rowsNaming("emails_enviados", who))
        .returning({ id: emailOutbox.id });
      result.emails += scrubbed.length;
    }
    if (pattern) {
      // Emails to the shop naming them (order notifications): content replaced the same way.
      const naming = await tx
        .update(emailOutbox)
        .set({ subject: REMOVED_EMAIL, text: REMOVED_EMAIL, html: null })
        .where(
          sql`${emailOutbox.subject} ~* ${pattern} OR ${emailOutbox.text} ~* ${pattern} OR coalesce(${emailOutbox.html}, '') ~* ${pattern}`,
        )
        .returning({ id: emailOutbox.id });
      result.emails += naming.length;
      // Rate-limit keys name the email (reset, sign-in, portal counters); a key is a primary key, so deleted, not rewritten.
      await tx.execute(sql`DELETE FROM rate_limit_windows WHERE key ~* ${pattern}`);
      // A block by their CPF or phone would keep the identifier: it goes with them (decision recorded in the request's trail).
      const values = [...new Set([...phones.map((p) => canonicalPhone(p)).filter((p): p is string => !!p), ...cpfs])];
      if (values.length) await tx.delete(blockedBuyers).where(inArray(blockedBuyers.value, values));
      result.sweptRows += await sweepFreeText(tx, pattern);
    }

    result.changed = result.orders + result.customers + result.emails + result.sweptRows > 0 || result.account;
    return result;
  });
}

/** Replaces every match of `pattern` in the text and jsonb columns of every table but content and targeted ones. */
async function sweepFreeText(tx: Transaction, pattern: string): Promise<number> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await tx.execute(sql`
      SELECT c.table_name, c.column_name, c.data_type
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')
        AND c.is_generated = 'NEVER'
      ORDER BY c.table_name, c.ordinal_position`),
  );
  let changed = 0;
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    if (CONTENT_TABLES.has(table) || TARGETED_TABLES.has(table)) continue;
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    const asText = type === "jsonb" || type === "json" ? sql`${c}::text` : c;
    const replaced = sql`regexp_replace(${asText}, ${pattern}, ${ANONYMISED_MARKER}, 'gi')`;
    const value = type === "jsonb" ? sql`${replaced}::jsonb` : type === "json" ? sql`${replaced}::json` : replaced;
    const rows = rowsOf(await tx.execute(sql`UPDATE ${t} SET ${c} = ${value} WHERE ${asText} ~* ${pattern} RETURNING 1`));
    changed += rows.length;
  }
  return changed;
}
