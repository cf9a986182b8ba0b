// Screening orders before they are written: a blocked CPF or phone refuses
// the order; everything else gets a risk level from risk.ts, and the shop's
// rules (order_rules) decide whether it waits in 'em análise'.
//
// What screening needs from the database (blocks, rules, and the earlier
// orders of every CPF, phone and email in the batch) is read by the order
// batch's one read statement: this module gives its parts (screeningFactsSql)
// and decides from what came back (screenOrders, no database). An address
// fixed through /confirmar is screened again the same way (readScreeningFacts).
//
// CPFs and phones are compared in their one canonical form (app/lib/phone.ts):
// the forms and the admin's block form write it, migration 0009 rewrote older rows.
//
// The CEP check never waits for the network: it uses the CEP service's
// remembered answer (the order form looked the CEP up while the buyer typed),
// and says nothing when there is none. See docs/decisions/018.
import { type SQL, sql } from "drizzle-orm";
import { rowsOf, type Transaction, type Database } from "~/db/client.server";
import { fromJson, inJsonList, jsonRows, rowsMatching } from "~/db/json-params.server";
import { blockedBuyers, orderBaselines, orders } from "~/db/schema";
import { canonicalCpf, canonicalPhone } from "~/lib/phone";
import { keyedHash } from "~/platform/security/keyed-hash.server";
import type { CepLookup } from "./cep.server";
import { assessRisk, RECENT_HOURS, type RiskAssessment } from "./risk";

export interface ScreeningInput {
  email: string | null;
  /** 11 digits. */
  cpf: string | null;
  /** E.164 ("+55" + DDD + number). */
  phone: string;
  postalCode: string;
  city: string;
  state: string;
  units: number;
}

export type Screening = { blocked: true } | { blocked: false; risk: RiskAssessment; hold: boolean };

/** What a blocked buyer reads: polite, and it does not say which detail matched. */
export const BLOCKED_MESSAGE =
  "Não foi possível concluir este pedido pelo site. Fale com a nossa equipe pelo WhatsApp ou por email para finalizar a compra.";

/** The CPFs, phones and emails of a batch: whose blocks and earlier orders to read. */
export interface ScreeningLookup {
  cpfs: string[];
  phones: string[];
  emails: string[];
  /** Each CPF and phone with its keyed hash: blocks of erased people keep only the hash (decision 031). */
  hashed?: { kind: string; value: string; hash: string }[];
}

/**
 * What a block keeps once its person was erased: HMAC-SHA256 of "kind:value"
 * (canonical value) under a key derived from the session secret, so a new
 * order with that CPF or phone still matches, and the table no longer says it.
 */
export function blockedValueHash(secret: string, kind: string, value: string): string {
  return keyedHash(secret, "blockedBuyer", `${kind}:${value}`);
}

/** The buyer's CPF and phone as blocks and earlier orders keep them (null: none, or not one). */
function identifiers(input: Pick<ScreeningInput, "cpf" | "phone">): { cpf: string | null; phone: string | null } {
  return { cpf: input.cpf ? canonicalCpf(input.cpf) : null, phone: canonicalPhone(input.phone) };
}

/** `secret` (the session secret) lets screening match the hashed blocks too; without it only clear ones match. */
export function screeningLookup(inputs: Pick<ScreeningInput, "cpf" | "phone" | "email">[], secret?: string): ScreeningLookup {
  const ids = inputs.map(identifiers);
  const cpfs = [...new Set(ids.map((i) => i.cpf).filter((c): c is string => !!c))];
  const phones = [...new Set(ids.map((i) => i.phone).filter((p): p is string => !!p))];
  const hashed = secret
    ? [
        ...cpfs.map((value) => ({ kind: "cpf", value, hash: blockedValueHash(secret, "cpf", value) })),
        ...phones.map((value) => ({ kind: "phone", value, hash: blockedValueHash(secret, "phone", value) })),
      ]
    : [];
  return {
    cpfs,
    phones,
    emails: [...new Set(inputs.map((i) => i.email?.toLowerCase()).filter((e): e is string => !!e))],
    hashed,
  };
}

/** An earlier order of someone in the batch, as much as the rules need. */
interface EarlierOrderFacts {
  id: string;
  cpf: string | null;
  phone: string;
  email: string | null;
  unpaid: boolean;
  failed: boolean;
  recent: boolean;
}

/** What screening reads, as the batch's read statement returns it. */
export interface ScreeningFacts {
  blocked: { kind: string; value: string }[];
  rules: { holdHigh: boolean; holdMedium: boolean } | null;
  history: EarlierOrderFacts[];
  /** Units per order most orders stay within (order_baselines; null until the job first ran: the default). */
  usualUnits: number | null;
}

/** Most earlier orders read per CPF, phone or email (a repeat buyer's history is far shorter). */
const HISTORY_PER_VALUE = 200;
const HISTORY_COLUMNS = `id, customer_cpf AS cpf, customer_phone AS phone, lower(customer_email) AS email,
  (payment_status = 'unpaid' OR (status = 'delivered' AND payment_status = 'pending' AND payment_due_at < now())) AS unpaid,
  (failed_at IS NOT NULL) AS failed,
  (created_at >= now() - interval '${RECENT_HOURS} hours') AS recent`;

/**
 * The screening's reads as columns of a select list (`blocked`, `rules`,
 * `history`, `"usualUnits"`), for the batch's read statement or a statement of
 * their own; screeningFactsOf reads them back. The text is the same for every
 * batch (empty lists match nothing), so the statement is prepared once per connection.
 */
export function screeningFactsSql(lookup: ScreeningLookup): SQL {
  const parts = screeningParts(lookup);
  return sql`${parts.blocked} AS blocked, ${parts.rules} AS rules, ${parts.history} AS history, ${parts.usualUnits} AS "usualUnits"`;
}

/** The facts from a row holding screeningFactsSql's columns. */
export function screeningFactsOf(row: Record<string, unknown>): ScreeningFacts {
  return {
    blocked: fromJson<ScreeningFacts["blocked"]>(row.blocked),
    rules: fromJson<ScreeningFacts["rules"]>(row.rules) ?? null,
    history: fromJson<ScreeningFacts["history"]>(row.history),
    // Null until the job's first run (screenOrders then uses the default).
    usualUnits: row.usualUnits === null || row.usualUnits === undefined ? null : Number(row.usualUnits),
  };
}

/** Each read, one JSON value (or number) per fact. */
function screeningParts({ cpfs, phones, emails, hashed = [] }: ScreeningLookup): Record<keyof ScreeningFacts, SQL> {
  return {
    // A hashed block answers with the clear value it matched, so screenOrders compares one form.
    blocked: jsonRows(sql`SELECT kind, value FROM ${blockedBuyers}
      WHERE (kind = 'cpf' AND ${inJsonList(blockedBuyers.value, cpfs)}) OR (kind = 'phone' AND ${inJsonList(blockedBuyers.value, phones)})
      UNION ALL SELECT h.kind, h.value FROM jsonb_to_recordset(${JSON.stringify(hashed)}::jsonb) AS h(kind text, value text, hash text)
      JOIN ${blockedBuyers} b ON b.kind = h.kind AND b.value_hash = h.hash`),
    rules: sql`(SELECT json_build_object('holdHigh', hold_high_risk, 'holdMedium', hold_medium_risk) FROM order_rules WHERE id = 1)`,
    usualUnits: sql`(SELECT ${orderBaselines.usualUnits} FROM ${orderBaselines} WHERE ${orderBaselines.id} = 1)`,
    // By the order's own copy (decision 013; migration 0006 filled it for older orders), each CPF, phone
    // and email through its own index. An order found by two of them comes twice: screenOrders counts it once.
    history: jsonRows(sql`${rowsMatching(orders.customerCpf, cpfs, { columns: HISTORY_COLUMNS, perValue: HISTORY_PER_VALUE })}
      UNION ALL ${rowsMatching(orders.customerPhone, phones, { columns: HISTORY_COLUMNS, perValue: HISTORY_PER_VALUE })}
      UNION ALL ${rowsMatching(orders.customerEmail, emails, { columns: HISTORY_COLUMNS, perValue: HISTORY_PER_VALUE })}`),
  };
}

/**
 * The screening's facts read on their own, for an order outside a batch (an
 * address fixed through /confirmar); `exceptOrderId` leaves that order out of
 * its own history.
 */
export async function readScreeningFacts(
  db: Database | Transaction,
  lookup: ScreeningLookup,
  exceptOrderId?: string,
): Promise<ScreeningFacts> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`SELECT ${screeningFactsSql(lookup)}`));
  const facts = screeningFactsOf(row!);
  return { ...facts, history: facts.history.filter((o) => o.id !== exceptOrderId) };
}

/** Units per order most orders stay within, when the shop has too little history to say. */
const DEFAULT_USUAL_UNITS = 3;
/** Fewer orders than this in 180 days say nothing about the usual: the default stands. */
const USUAL_UNITS_MIN_ORDERS = 20;

/**
 * Counts the 95th percentile of units per order over the last 180 days (at
 * least the default) into order_baselines. Run by the job "orders.usual-units",
 * never by an order: at a million orders it reads every line of half a year.
 */
export async function refreshUsualUnits(db: Database): Promise<{ usualUnits: number; ordersCounted: number }> {
  const [row] = rowsOf<{ p95: number | null; n: number }>(
    await db.execute(sql`
      SELECT percentile_disc(0.95) WITHIN GROUP (ORDER BY u.units)::int AS p95, count(*)::int AS n
      FROM (SELECT sum(i.quantity) AS units FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE o.created_at > now() - interval '180 days' GROUP BY i.order_id) u`),
  );
  const ordersCounted = row?.n ?? 0;
  const usualUnits =
    ordersCounted >= USUAL_UNITS_MIN_ORDERS && row?.p95 ? Math.max(DEFAULT_USUAL_UNITS, row.p95) : DEFAULT_USUAL_UNITS;
  const figures = { usualUnits, ordersCounted, computedAt: new Date() };
  await db
    .insert(orderBaselines)
    .values({ id: 1, ...figures })
    .onConflictDoUpdate({ target: orderBaselines.id, set: figures });
  return { usualUnits, ordersCounted };
}

/** Screens a batch of orders from the facts read for it; one answer per input. */
export function screenOrders(
  inputs: ScreeningInput[],
  facts: ScreeningFacts,
  options: { cep?: Pick<CepLookup, "cached"> | null },
): Screening[] {
  const usualUnits = facts.usualUnits ?? DEFAULT_USUAL_UNITS;
  const blocked = new Set(facts.blocked.map((b) => `${b.kind}:${b.value}`));
  const { rules } = facts;
  const history = [...new Map(facts.history.map((o) => [o.id, o])).values()];
  return inputs.map((input): Screening => {
    const { cpf, phone } = identifiers(input);
    if ((cpf && blocked.has(`cpf:${cpf}`)) || (phone && blocked.has(`phone:${phone}`))) return { blocked: true };
    const email = input.email?.toLowerCase() ?? null;
    const mine = history.filter((o) => (cpf && o.cpf === cpf) || (phone && o.phone === phone) || (email && o.email === email));
    const cep = options.cep?.cached(input.postalCode);
    const risk = assessRisk({
      email: input.email,
      typedCity: input.city,
      typedState: input.state,
      cepAddress: cep?.status === "found" ? { city: cep.address.city, state: cep.address.state } : null,
      units: input.units,
      usualUnits,
      history: {
        unpaid: mine.filter((o) => o.unpaid).length,
        failed: mine.filter((o) => o.failed).length,
        recent: mine.filter((o) => o.recent).length,
      },
    });
    const hold =
      (risk.level === "high" && (rules?.holdHigh ?? true)) || (risk.level === "medium" && (rules?.holdMedium ?? false));
    return { blocked: false, risk, hold };
  });
}
