// The admin's orders: every order newest first (filters by status, payment,
// risk and "não confirmado", search, pages), one order with items, address,
// risk reasons and history, and status/payment changes through the one order
// change (app/domain/orders/lifecycle/order-status.server.ts): transition checked,
// recorded in order_events and the customer emailed, in one transaction.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";
import { likeContains, likeStartsWith } from "~/db/like";
import { customers, orderEvents, orderItems, orderRules, orders, users } from "~/db/schema";
import {
  checkOrderFilters,
  ORDER_ADMIN_MESSAGES,
  type OrderPaymentData,
  type OrderStatusData,
  paymentMoves,
} from "~/domain/orders/forms/back-office";
import {
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  RISK_LEVELS,
} from "~/domain/orders/lifecycle/order-status";
import type { AppServices } from "~/services.server";
import { applyOrderChange, type OrderChangeInput, type OrderChangeOutcome } from "~/domain/orders/lifecycle/order-status.server";
import { confirmationLinkUrl } from "~/domain/orders/confirmation/confirmation-link.server";
import { orderEventColumns, orderHeadColumns, orderLineColumns } from "~/domain/orders/records/order-columns.server";
import { CUSTOMER_EDITABLE } from "~/domain/orders/confirmation/order-confirmation.server";
import { orderDelivery } from "~/domain/orders/records/order-delivery.server";
import { canonicalPhone } from "~/lib/phone";
import { confirmationWhatsappUrl } from "~/domain/messaging/wa-me-link";
import { whatsAppAllowed } from "~/domain/privacy/consents.server";
import { type AdminOutcome, notFound, refused, saved } from "../../admin/admin-form.server";

type Ctx = Pick<AppServices, "db" | "mailer" | "config" | "logger" | "jobs">;

export const ORDERS_PAGE_SIZE = 25;

/** Past this many matching orders the list says "mais de 10.000" instead of counting them all on every load. */
export const ORDERS_COUNT_LIMIT = 10_000;

export interface OrderFilters {
  status: (typeof ORDER_STATUSES)[number] | null;
  payment: (typeof PAYMENT_STATUSES)[number] | null;
  risk: (typeof RISK_LEVELS)[number] | null;
  /** Only orders flagged "não confirmado" (older than the shop's rule, not confirmed by the customer). */
  unconfirmed: boolean;
  q: string;
  /**
   * Which page, by key (newest first, by date and number): the orders after the
   * order numbered `after` (?apos=), the ones before `before` (?antes=), or the
   * oldest page (?fim=1). None: the newest page.
   */
  after: number | null;
  before: number | null;
  oldest: boolean;
}

const ORDER_NUMBER_PARAM = /^\d{1,10}$/;
const orderNumberParam = (value: string | null) =>
  value !== null && ORDER_NUMBER_PARAM.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The list's filters from the URL, through the filter form's own schema (an unknown value means "todos"). */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const first: Record<string, string> = {};
  for (const key of ["status", "pagamento", "risco", "sinal", "q"]) {
    const value = params.get(key);
    if (value !== null) first[key] = value;
  }
  const checked = checkOrderFilters(first);
  const f = checked.ok ? checked.data : { status: null, pagamento: null, risco: null, sinal: false, q: "" };
  const after = orderNumberParam(params.get("apos"));
  const before = after === null ? orderNumberParam(params.get("antes")) : null;
  return {
    status: f.status,
    payment: f.pagamento,
    risk: f.risco,
    unconfirmed: f.sinal,
    q: f.q,
    after,
    before,
    oldest: after === null && before === null && params.get("fim") === "1",
  };
}

/** The filters as the list's query string (with the page's key unless `withPage` is false). */
export function orderFiltersQuery(filters: OrderFilters, withPage = true): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.payment) params.set("pagamento", filters.payment);
  if (filters.risk) params.set("risco", filters.risk);
  if (filters.unconfirmed) params.set("sinal", "nao-confirmado");
  if (withPage && filters.after !== null) params.set("apos", String(filters.after));
  if (withPage && filters.before !== null) params.set("antes", String(filters.before));
  if (withPage && filters.oldest) params.set("fim", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Delivered, unpaid and past the end of its due day ('vencido'), decided by the database clock. */
const overdue = sql<boolean>`(${orders.status} = 'delivered' AND ${orders.paymentStatus} IN ('pending', 'unpaid') AND ${orders.paymentDueAt} IS NOT NULL AND ${orders.paymentDueAt} < now())`;

/**
 * Not confirmed by the customer, still before shipping, and older than the
 * shop's rule (order_rules.unconfirmed_after_hours), by the database clock.
 * Written as the partial index orders_unconfirmed_idx is, so the planner uses it.
 */
export const unconfirmed = sql<boolean>`(${orders.confirmedAt} IS NULL AND ${orders.status} IN ('new', 'review') AND ${orders.createdAt} < now() - make_interval(hours => COALESCE((SELECT ${orderRules.unconfirmedAfterHours} FROM ${orderRules} WHERE ${orderRules.id} = 1), 24)))`;

/** What the search box matched on, said back to the admin ("Buscando por CPF"). */
export type OrderSearchKind = "number" | "email" | "cpf" | "phone" | "cpf-or-phone" | "words" | "start" | "text";

export const ORDER_SEARCH_LABELS: Record<OrderSearchKind, string> = {
  number: "número do pedido",
  email: "email",
  cpf: "CPF",
  phone: "telefone",
  "cpf-or-phone": "CPF ou telefone",
  words: "palavras do nome",
  start: "início do email ou de um nome",
  text: "parte do nome ou do email",
};

const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the search box (decisions 035 and 037): an exact input (an order number, an
 * email, a CPF's 11 digits, a phone in any spelling) becomes an exact match on an
 * indexed column; several words are a name's words, looked up as their pairs; one
 * word is the beginning of an email or of a name's word, and only when nothing
 * begins with it, text inside names and emails (trigram indexes).
 * The order's own details only (decision 013): a customer row may carry someone else's.
 */
export interface OrderSearch {
  kind: OrderSearchKind;
  where: SQL;
  /** Read instead when no order the other filters keep matches `where`. */
  broader?: { kind: OrderSearchKind; where: SQL };
}

/** A name's words and pairs of words (migrations 0023-0024): the expression orders_customer_name_terms_idx holds. */
const nameTerms = sql`name_search_terms(${orders.customerName})`;

export function orderSearch(q: string): OrderSearch | null {
  const text = q.trim();
  if (!text) return null;
  if (FULL_EMAIL.test(text)) {
    const email = text.toLowerCase();
    return {
      kind: "email",
      where: email === text ? eq(orders.customerEmail, email) : inArray(orders.customerEmail, [email, text]),
    };
  }
  const digits = text.replace(/\D/g, "");
  const onlyNumberish = /^[\d\s().+#/-]+$/.test(text);
  if (onlyNumberish && /^#?\d{1,9}$/.test(text) && digits.length <= 9 && Number(digits) <= 2_147_483_647)
    return { kind: "number", where: eq(orders.number, Number(digits)) };
  if (onlyNumberish) {
    const phone = canonicalPhone(text);
    // 11 digits written as a CPF (dots and a dash) are a CPF; bare, they may be a CPF or a mobile.
    const cpf = digits.length === 11 && !text.startsWith("+") && !text.includes("(") ? digits : null;
    const cpfShaped = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(text);
    if (cpf && (cpfShaped || !phone)) return { kind: "cpf", where: eq(orders.customerCpf, cpf) };
    if (cpf && phone) return { kind: "cpf-or-phone", where: or(eq(orders.customerCpf, cpf), eq(orders.customerPhone, phone))! };
    if (phone) return { kind: "phone", where: eq(orders.customerPhone, phone) };
  }
  const inside = {
    kind: "text" as const,
    where: or(ilike(orders.customerName, likeContains(text)), ilike(orders.customerEmail, likeContains(text)))!,
  };
  const words = nameWords(text);
  // An email has no spaces: several words ("Maria Souza") are a name's words, in any order.
  if (words) {
    return {
      kind: "words",
      where: sql`${nameTerms} @@ name_search_pairs(${words.whole})`,
      broader: { kind: "words", where: sql`${nameTerms} @@ to_tsquery('simple', ${words.begun})` },
    };
  }
  // Emails are stored as typed at checkout, in lower case; an older one may not be.
  const lower = text.toLowerCase();
  const emailBegins = or(
    ...[...new Set([lower, text])].map((start) => sql`${orders.customerEmail} LIKE ${likeStartsWith(start)}`),
  )!;
  const word = /^[\p{L}\p{N}]+$/u.test(text);
  return {
    kind: "start",
    where: word ? or(sql`${nameTerms} @@ to_tsquery('simple', ${`${text}:*`})`, emailBegins)! : emailBegins,
    broader: inside,
  };
}

/**
 * Two or more different words: as typed, for name_search_pairs (which splits and
 * lower-cases them as the names were), and as a tsquery with the last one a prefix
 * ("maria & sou:*") for when no name has them all whole, so "Maria Sou" finds
 * Maria Souza and "Maria Silva" finds Maria da Silva. Only letters and digits reach
 * either, so no input is read as a tsquery operator. Null for one word.
 */
function nameWords(text: string): { whole: string; begun: string } | null {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (new Set(words.map((w) => w.toLowerCase())).size < 2 || !/\s/.test(text)) return null;
  return { whole: words.join(" "), begun: `${words.join(" & ")}:*` };
}

/**
 * The search as it will be read: the narrow match when some order the other filters
 * keep has it (one indexed LIMIT 1 lookup), else the broader one: a name's whole
 * words before a prefix (pairs' short lists, ~0.5 ms at 1M orders, against a prefix
 * merging every word it begins, ~25 ms), an email's beginning before text inside.
 * The list decides the same from its first page (listAdminOrders).
 */
async function readOrderSearch(
  ctx: Pick<Ctx, "db">,
  filters: Omit<OrderFilters, "after" | "before" | "oldest">,
): Promise<OrderSearch | null> {
  const search = orderSearch(filters.q);
  if (!search?.broader) return search;
  const [found] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(filtersWhere(filters, search))
    .limit(1);
  return found ? search : broadened(search);
}

const broadened = (search: OrderSearch): OrderSearch => search.broader ?? search;

/** The list's filters as a WHERE over orders alone (the CSV export and the bulk actions use the same). */
export async function adminOrdersWhere(
  ctx: Pick<Ctx, "db">,
  filters: Omit<OrderFilters, "after" | "before" | "oldest">,
): Promise<SQL | undefined> {
  return filtersWhere(filters, await readOrderSearch(ctx, filters));
}

function filtersWhere(filters: Omit<OrderFilters, "after" | "before" | "oldest">, search: OrderSearch | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.risk) conditions.push(eq(orders.riskLevel, filters.risk));
  if (filters.unconfirmed) conditions.push(unconfirmed);
  if (search) conditions.push(search.where);
  return conditions.length ? and(...conditions) : undefined;
}

/** The order numbered `number`'s place in the list's order, for "after"/"before" it. */
const keyOf = (number: number) => sql`(SELECT k.created_at, k.number FROM ${orders} k WHERE k.number = ${number})`;

/**
 * One page of the list, by key: newest first by (created_at, number), served by
 * the (…, created_at, number) indexes, so the last page costs what the first does.
 * `hasNewer`/`hasOlder` decide the "Anterior"/"Próxima página" links; the total is
 * exact up to ORDERS_COUNT_LIMIT and "more than" past it.
 */
export async function listAdminOrders(ctx: Pick<Ctx, "db">, filters: OrderFilters) {
  const paging = filters.after !== null || filters.before !== null;
  // The first page decides whole words or a prefix by itself (no lookup first); later pages ask.
  const search = paging ? await readOrderSearch(ctx, filters) : orderSearch(filters.q);
  const page = await listPage(ctx, filters, search);
  return !paging && search?.broader && page.orders.length === 0 ? listPage(ctx, filters, broadened(search)) : page;
}

async function listPage(ctx: Pick<Ctx, "db">, filters: OrderFilters, search: OrderSearch | null) {
  const where = filtersWhere(filters, search);
  const ascending = filters.before !== null || filters.oldest;
  const position =
    filters.after !== null
      ? sql`(${orders.createdAt}, ${orders.number}) < ${keyOf(filters.after)}`
      : filters.before !== null
        ? sql`(${orders.createdAt}, ${orders.number}) > ${keyOf(filters.before)}`
        : undefined;
  // A name's words or a beginning match few orders, but the planner prices the search function low and
  // would walk the list's index newest first, computing it for every order until a page is found (20k
  // rows, 120-165 ms at 1M orders): sorted by an expression, the page comes from the indexes' matches
  // (a bitmap and a top-N sort). Text inside names and emails may match half the shop: the planner's choice.
  const selective = search?.kind === "words" || search?.kind === "start";
  const createdAt = selective ? sql`${orders.createdAt} + interval '0 s'` : orders.createdAt;
  // That plan reads every match before sorting, so on the first pages it counts them too (the bitmap
  // read once, not again by the count below).
  const countInPage = selective && !position;
  const [fetched, counted] = await Promise.all([
    ctx.db
      .select({
        matching: countInPage ? sql<number>`count(*) OVER ()` : sql<number>`0`,
        ...orderHeadColumns,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        paymentDueAt: orders.paymentDueAt,
        overdue,
        riskLevel: orders.riskLevel,
        riskReasons: orders.riskReasons,
        confirmedAt: orders.confirmedAt,
        unconfirmed,
      })
      .from(orders)
      .where(and(where, position))
      .orderBy(...(ascending ? [asc(createdAt), asc(orders.number)] : [desc(createdAt), desc(orders.number)]))
      .limit(ORDERS_PAGE_SIZE + 1),
    countInPage
      ? null
      : ctx.db.execute(
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${orders} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${ORDERS_COUNT_LIMIT + 1}) c`,
        ),
  ]);
  const more = fetched.length > ORDERS_PAGE_SIZE;
  const page = fetched.slice(0, ORDERS_PAGE_SIZE).map(({ matching: _matching, ...row }) => row);
  const rows = ascending ? page.reverse() : page;
  const n = Number(counted ? (rowsOf<{ n: number }>(counted)[0]?.n ?? 0) : (fetched[0]?.matching ?? 0));
  return {
    orders: rows,
    total: Math.min(n, ORDERS_COUNT_LIMIT),
    /** More matching orders than ORDERS_COUNT_LIMIT: the total is "mais de …". */
    totalIsLowerBound: n > ORDERS_COUNT_LIMIT,
    pageSize: ORDERS_PAGE_SIZE,
    /** Newer orders exist before this page ("Anterior"); older ones after it ("Próxima página"). */
    hasNewer: filters.after !== null ? true : filters.before !== null || filters.oldest ? more : false,
    hasOlder: filters.before !== null ? true : filters.oldest ? false : more,
    search: search?.kind ?? null,
  };
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>["orders"][number];

/** One order by its number (the page's address), with items, history and its linked records; null when none. */
export async function findAdminOrder(ctx: Pick<Ctx, "db">, key: number | string) {
  const byId = typeof key === "string";
  if (byId ? !/^[0-9a-f-]{36}$/i.test(key) : !Number.isSafeInteger(key) || key < 1 || key > 2_147_483_647) return null;
  const [order] = await ctx.db
    .select({
      ...orderHeadColumns,
      source: orders.source,
      deliveryAddress: orders.deliveryAddress,
      deliveredAt: orders.deliveredAt,
      paymentDueAt: orders.paymentDueAt,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      overdue,
      riskLevel: orders.riskLevel,
      riskReasons: orders.riskReasons,
      confirmedAt: orders.confirmedAt,
      unconfirmed,
      carrier: orders.carrier,
      trackingCode: orders.trackingCode,
      shippedAt: orders.shippedAt,
      failureReason: orders.failureReason,
      failedAt: orders.failedAt,
      /** The buyer ticked the WhatsApp opt-in and has not revoked it (LGPD): only then the admin offers WhatsApp. */
      whatsappAllowed: whatsAppAllowed(orders.id),
      /** The buyer: the order's own copy of who and where, the only details shown as the order's. */
      snapshot: orderDelivery,
      /**
       * What the order is linked to, shown apart as "Conta vinculada": the customer record (the
       * details first seen with that email or CPF, possibly another person's) and the account that placed it.
       */
      linked: {
        name: customers.name,
        email: customers.email,
        accountEmail: users.email,
      },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(byId ? eq(orders.id, key) : eq(orders.number, key));
  if (!order) return null;
  const id = order.id;
  const [items, events] = await Promise.all([
    ctx.db
      .select({ id: orderItems.id, ...orderLineColumns })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    ctx.db
      .select({ id: orderEvents.id, ...orderEventColumns })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id)),
  ]);
  return { ...order, items, events };
}

export type AdminOrderDetails = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/** The signed confirmation link and the ready WhatsApp message, while the customer may still confirm or fix the address. */
export function orderContactLinks(
  config: Pick<AppServices["config"], "publicUrl" | "sessionSecret" | "brand">,
  order: AdminOrderDetails,
) {
  const whatsappConsent = Boolean(order.whatsappAllowed);
  if (!(CUSTOMER_EDITABLE as readonly string[]).includes(order.status))
    return { confirmUrl: null, whatsappUrl: null, whatsappConsent };
  const confirmUrl = confirmationLinkUrl(config, order.id);
  // Without a granted, unrevoked WhatsApp consent the admin is not offered the message.
  const whatsappUrl = whatsappConsent
    ? confirmationWhatsappUrl({
        phone: order.snapshot.phone,
        name: order.snapshot.fullName,
        brandName: config.brand.name,
        number: order.number,
        totalCents: order.totalCents,
        address: order.deliveryAddress,
        confirmUrl,
      })
    : null;
  return { confirmUrl, whatsappUrl, whatsappConsent };
}

/** How long a confirmed order may wait to ship before it is "atrasado" on the day's page. */
export const LATE_TO_SHIP_HOURS = 48;

/**
 * Confirmed (or to be reshipped) and still not shipped this long after its
 * last status change, by the database clock.
 */
const lateToShip = sql<boolean>`(${orders.status} IN ('confirmed', 'reshipping') AND COALESCE((SELECT max(e.created_at) FROM order_events e WHERE e.order_id = ${sql.raw('"orders"."id"')} AND e.field = 'status'), ${sql.raw('"orders"."created_at"')}) < now() - make_interval(hours => ${sql.raw(String(LATE_TO_SHIP_HOURS))}))`;

/** Orders on the day's page, at most this many (the oldest first: they have waited longest). */
export const NEEDS_ACTION_LIMIT = 200;

/**
 * The orders that need someone today: held 'em análise', not confirmed by the
 * customer past the shop's rule, late to ship, or delivered and unpaid past
 * the due date. Each row says why (one order may have several reasons).
 */
export async function listOrdersNeedingAction(ctx: Pick<Ctx, "db">, limit: number = NEEDS_ACTION_LIMIT) {
  const review = sql<boolean>`(${orders.status} = 'review')`;
  // Late to ship, for a candidate c (lateToShip's own test, on the alias).
  const lateC = sql`COALESCE((SELECT max(e.created_at) FROM order_events e WHERE e.order_id = c.id AND e.field = 'status'), c.created_at) < now() - make_interval(hours => ${sql.raw(String(LATE_TO_SHIP_HOURS))})`;
  const oldest = sql`ORDER BY c.created_at, c.number LIMIT ${limit}`;
  const rows = await ctx.db
    .select({
      ...orderHeadColumns,
      customerName: orders.customerName,
      city: orders.deliveryCity,
      state: orders.deliveryState,
      riskLevel: orders.riskLevel,
      riskReasons: orders.riskReasons,
      paymentDueAt: orders.paymentDueAt,
      review,
      unconfirmed,
      lateToShip,
      overdue,
    })
    .from(orders)
    .where(
      and(
        // Each reason's oldest `limit` orders through its own index, walked in the list's order and
        // stopped there (the page shows the oldest `limit` of their union, so none is lost): never
        // the whole delivered-and-unpaid backlog (55k orders at 1M) nor a scan of every order.
        sql`${orders.id} IN (
          (SELECT c.id FROM ${orders} c WHERE c.status = 'review' ${oldest})
          UNION ALL (SELECT c.id FROM ${orders} c WHERE c.status = 'confirmed' AND ${lateC} ${oldest})
          UNION ALL (SELECT c.id FROM ${orders} c WHERE c.status = 'reshipping' AND ${lateC} ${oldest})
          UNION ALL (SELECT c.id FROM ${orders} c WHERE c.confirmed_at IS NULL AND c.status IN ('new', 'review')
            AND c.created_at < now() - make_interval(hours => COALESCE((SELECT r.unconfirmed_after_hours FROM ${orderRules} r WHERE r.id = 1), 24)) ${oldest})
          UNION ALL (SELECT c.id FROM ${orders} c WHERE c.status = 'delivered' AND c.payment_status IN ('pending', 'unpaid')
            AND c.payment_due_at < now() ${oldest}))`,
        or(review, unconfirmed, lateToShip, overdue),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(limit);
  const count = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).length;
  return {
    orders: rows,
    counts: {
      review: count((r) => r.review),
      unconfirmed: count((r) => r.unconfirmed),
      lateToShip: count((r) => r.lateToShip),
      overdue: count((r) => r.overdue),
    },
  };
}

export type OrderNeedingAction = Awaited<ReturnType<typeof listOrdersNeedingAction>>["orders"][number];

/** The pt-BR answer to the one order change's outcome. */
function changeAnswer(ctx: Pick<Ctx, "mailer">, outcome: OrderChangeOutcome): AdminOutcome {
  if (outcome.kind === "missing") return notFound();
  if (outcome.kind === "refused") {
    return refused(
      409,
      outcome.reason === "payment"
        ? ORDER_ADMIN_MESSAGES.paymentBackToPending
        : ORDER_ADMIN_MESSAGES.transition(orderStatusLabel(outcome.from), orderStatusLabel(outcome.to)),
    );
  }
  if (outcome.kind === "unchanged") return saved("Nada a alterar", `O pedido #${outcome.number} já está assim.`);
  const summary = outcome.changes
    .map((c) => (c.field === "status" ? `status ${orderStatusLabel(c.to)}` : `pagamento ${paymentStatusLabel(c.to)}`))
    .join(", ");
  return saved(
    "Pedido atualizado",
    `Pedido #${outcome.number}: ${summary}${outcome.emailed ? ". O cliente foi avisado por email." : "."}`,
  );
}

/**
 * Moves an order's status (with carrier and tracking code, or a failure
 * reason), its payment unchanged. A move the life cycle does not allow is
 * refused and changes nothing.
 */
export async function changeOrderStatus(ctx: Ctx, input: OrderStatusData, actor: string): Promise<AdminOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!current) return { kind: "missing" } as const;
    return applyOrderChange(tx, ctx, { ...input, paymentStatus: current.paymentStatus }, actor);
  });
  return changeAnswer(ctx, outcome);
}

/**
 * Moves an order's payment, its status unchanged: only the moves the page
 * offers (paymentMoves: 'pago'/'não pago' after delivery, a refund of what was
 * paid); anything else is refused and changes nothing.
 */
export async function changeOrderPayment(ctx: Ctx, input: OrderPaymentData, actor: string): Promise<AdminOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus, number: orders.number })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    if (!current) return { kind: "missing" } as const;
    if (current.paymentStatus === input.paymentStatus) return { kind: "unchanged", number: current.number } as const;
    if (input.paymentStatus === "pending") return { kind: "pending" } as const;
    if (!paymentMoves(current.status, current.paymentStatus).includes(input.paymentStatus))
      return { kind: "not-now", status: current.status } as const;
    return applyOrderChange(
      tx,
      ctx,
      { orderId: input.orderId, status: current.status, paymentStatus: input.paymentStatus },
      actor,
    );
  });
  if (outcome.kind === "pending") return refused(409, ORDER_ADMIN_MESSAGES.paymentBackToPending);
  if (outcome.kind === "not-now")
    return refused(
      409,
      ORDER_ADMIN_MESSAGES.paymentNotNow(paymentStatusLabel(input.paymentStatus), orderStatusLabel(outcome.status)),
    );
  return changeAnswer(ctx, outcome);
}

/** Sets status and payment together (the life cycle checks both); kept for the domain's own tests and scripts. */
export async function updateOrderStatus(ctx: Ctx, input: OrderChangeInput, actor: string): Promise<AdminOutcome> {
  return changeAnswer(ctx, await ctx.db.transaction((tx) => applyOrderChange(tx, ctx, input, actor)));
}

/** What the order forms say when the change fails unexpectedly (logged with its cause). */
export const ORDER_UPDATE_FAILED = "Não foi possível atualizar o pedido. Tente novamente.";
