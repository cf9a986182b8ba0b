// Screening orders before they are written (called by place-order's batch
// writer, inside its transaction): a blocked CPF or phone refuses the order;
// everything else gets a risk level from risk.ts, and the shop's rules
// (order_rules) decide whether it waits in 'em análise'. Three small queries
// per batch, whatever its size: blocks, rules, and the earlier orders of every
// CPF, phone and email in the batch.
//
// The CEP check never waits for the network: it uses the CEP service's
// remembered answer (the order form looked the CEP up while the buyer typed),
// and says nothing when there is none. See docs/decisions/018.
import { and, eq, gte, or, sql } from "drizzle-orm";
import { rowsOf, type Transaction } from "~/db/client.server";
import { inJsonList } from "~/db/json-params.server";
import { blockedBuyers, customers, orderRules, orders } from "~/db/schema";
import type { CepLookup } from "./cep.server";
import { assessRisk, RECENT_HOURS, type RiskAssessment } from "./risk";

export interface ScreeningInput {
  email: string | null;
  /** Digits. */
  cpf: string | null;
  /** Digits (DDD + number). */
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

/** Units per order most orders stay within, when the shop has too little history to say. */
const DEFAULT_USUAL_UNITS = 3;
/** The usual is read again after this long (one cheap query, not per order). */
const USUAL_TTL_MS = 10 * 60_000;
const usualCache = new WeakMap<object, { at: number; units: number }>();

/** The 95th percentile of units per order over the last 180 days (at least the default). */
async function usualUnits(tx: Transaction, cacheKey: object): Promise<number> {
  const hit = usualCache.get(cacheKey);
  if (hit && Date.now() - hit.at < USUAL_TTL_MS) return hit.units;
  const [row] = rowsOf<{ p95: number | null; n: number }>(
    await tx.execute(sql`
      SELECT percentile_disc(0.95) WITHIN GROUP (ORDER BY u.units)::int AS p95, count(*)::int AS n
      FROM (SELECT sum(i.quantity) AS units FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE o.created_at > now() - interval '180 days' GROUP BY i.order_id) u`),
  );
  const units = row && row.n >= 20 && row.p95 ? Math.max(DEFAULT_USUAL_UNITS, row.p95) : DEFAULT_USUAL_UNITS;
  usualCache.set(cacheKey, { at: Date.now(), units });
  return units;
}

/**
 * Screens a batch of orders, in the batch's transaction. `cacheKey` is
 * anything that lives as long as the database (the usual quantity is
 * remembered per key).
 */
export async function screenOrders(
  tx: Transaction,
  inputs: ScreeningInput[],
  options: { cep?: Pick<CepLookup, "cached"> | null; cacheKey: object; now?: Date },
): Promise<Screening[]> {
  if (inputs.length === 0) return [];
  const cpfs = [...new Set(inputs.map((i) => i.cpf).filter((c): c is string => !!c))];
  const phones = [...new Set(inputs.map((i) => i.phone).filter((p) => p.length >= 8))];
  const emails = [...new Set(inputs.map((i) => i.email?.toLowerCase()).filter((e): e is string => !!e))];

  const blockedCondition = or(
    cpfs.length ? and(eq(blockedBuyers.kind, "cpf"), inJsonList(blockedBuyers.value, cpfs)) : undefined,
    phones.length ? and(eq(blockedBuyers.kind, "phone"), inJsonList(blockedBuyers.value, phones)) : undefined,
  );
  const blocks = blockedCondition
    ? await tx.select({ kind: blockedBuyers.kind, value: blockedBuyers.value }).from(blockedBuyers).where(blockedCondition)
    : [];
  const blocked = new Set(blocks.map((b) => `${b.kind}:${b.value}`));

  const [rules] = await tx
    .select({ holdHigh: orderRules.holdHighRisk, holdMedium: orderRules.holdMediumRisk })
    .from(orderRules)
    .where(eq(orderRules.id, 1));
  const now = options.now ?? new Date();
  const recentSince = new Date(now.getTime() - RECENT_HOURS * 60 * 60_000);

  // Earlier orders of anyone in the batch, by the order's own copy or, for orders placed before it existed, the customer row.
  const identity = or(
    cpfs.length ? or(inJsonList(orders.customerCpf, cpfs), inJsonList(customers.cpf, cpfs)) : undefined,
    phones.length ? or(inJsonList(orders.customerPhone, phones), inJsonList(customers.phone, phones)) : undefined,
    emails.length ? or(inJsonList(orders.customerEmail, emails), inJsonList(customers.email, emails)) : undefined,
  );
  const earlier = identity
    ? await tx
        .select({
          cpf: sql<string | null>`COALESCE(${orders.customerCpf}, ${customers.cpf})`,
          phone: sql<string>`COALESCE(NULLIF(${orders.customerPhone}, ''), ${customers.phone})`,
          email: sql<string | null>`lower(COALESCE(${orders.customerEmail}, ${customers.email}))`,
          unpaid: sql<boolean>`(${orders.paymentStatus} = 'unpaid' OR (${orders.status} = 'delivered' AND ${orders.paymentStatus} = 'pending' AND ${orders.paymentDueAt} < now()))`,
          failed: sql<boolean>`(${orders.failedAt} IS NOT NULL)`,
          recent: sql<boolean>`(${gte(orders.createdAt, recentSince)})`,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(identity)
        .limit(1000)
    : [];
  const usual = await usualUnits(tx, options.cacheKey);

  return inputs.map((input): Screening => {
    if ((input.cpf && blocked.has(`cpf:${input.cpf}`)) || blocked.has(`phone:${input.phone}`)) return { blocked: true };
    const email = input.email?.toLowerCase() ?? null;
    const mine = earlier.filter(
      (o) =>
        (input.cpf && o.cpf === input.cpf) ||
        (input.phone.length >= 8 && o.phone === input.phone) ||
        (email && o.email === email),
    );
    const cep = options.cep?.cached(input.postalCode);
    const risk = assessRisk({
      email: input.email,
      typedCity: input.city,
      typedState: input.state,
      cepAddress: cep?.status === "found" ? { city: cep.address.city, state: cep.address.state } : null,
      units: input.units,
      usualUnits: usual,
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
