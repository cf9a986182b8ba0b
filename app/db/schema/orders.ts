import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  BLOCK_KINDS,
  CARRIERS,
  FAILURE_REASONS,
  ORDER_EVENT_FIELDS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  RISK_LEVELS,
  sqlValueList,
} from "~/domain/orders/lifecycle/order-status";
import { users } from "./accounts";
import { productOffers, products } from "./catalog";
import { timestamps } from "./columns";

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Lower-cased; unique when present. The funnel's landing form may have none. */
    email: text("email").unique(),
    /** Digits only; identifies a customer who gave no email. */
    cpf: text("cpf").unique(),
    /** E.164 (app/lib/phone.ts). */
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    /** Set when the person was anonymised (LGPD): name, email, CPF, phone and address are gone. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // An anonymised customer keeps neither email nor CPF.
    check("customers_identified", sql`${t.email} IS NOT NULL OR ${t.cpf} IS NOT NULL OR ${t.anonymizedAt} IS NOT NULL`),
  ],
);

// The status lists live in app/domain/orders/lifecycle/order-status.ts (one source for schema, forms and labels).
export { ORDER_STATUSES, PAYMENT_STATUSES };
export const ORDER_SOURCES = ["funnel", "checkout"] as const;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short number shown to people ("Pedido #1001"). */
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    /** The account that placed it, when signed in. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    totalCents: integer("total_cents").notNull(),
    /** Address, city, state and postal code joined by commas (spec). */
    deliveryAddress: text("delivery_address").notNull(),
    // The order's own copy of the details it was placed with (never the customer row's current ones).
    customerName: text("customer_name").notNull().default(""),
    customerEmail: text("customer_email"),
    /** E.164, "+55" + DDD + number (app/lib/phone.ts; migration 0009 rewrote older rows). */
    customerPhone: text("customer_phone").notNull().default(""),
    /** 11 digits. */
    customerCpf: text("customer_cpf"),
    deliveryPostalCode: text("delivery_postal_code").notNull().default(""),
    deliveryStreet: text("delivery_street").notNull().default(""),
    deliveryNumber: text("delivery_number").notNull().default(""),
    deliveryComplement: text("delivery_complement").notNull().default(""),
    deliveryNeighborhood: text("delivery_neighborhood").notNull().default(""),
    deliveryCity: text("delivery_city").notNull().default(""),
    deliveryState: text("delivery_state").notNull().default(""),
    deliveryReferencePoint: text("delivery_reference_point").notNull().default(""),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("new"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    source: text("source", { enum: ORDER_SOURCES }).notNull(),
    /** Sent by the form; a retry with the same key returns the first order. */
    idempotencyKey: text("idempotency_key").unique(),
    /**
     * SHA-256 of the canonical request the key was first used with: the same key
     * with another body is refused, not answered with this order. Null for orders
     * placed before keys were bound to their request.
     */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /** Set when an admin marks the order delivered; payment falls due 7 days later. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** How it was paid: pix, card or boleto. */
    paymentMethod: text("payment_method"),
    /** baixo / médio / alto, decided when the order is placed (app/domain/orders/placement/risk.ts), with its pt-BR reasons. */
    riskLevel: text("risk_level", { enum: RISK_LEVELS }).notNull().default("low"),
    riskReasons: jsonb("risk_reasons").$type<string[]>().notNull().default([]),
    /** When the customer confirmed the order and its address through the signed link. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Set when shipped (again, for a re-send). */
    carrier: text("carrier", { enum: CARRIERS }),
    trackingCode: text("tracking_code"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** Set when a delivery fails ('frustrado'); kept through the re-send as the last failure. */
    failureReason: text("failure_reason", { enum: FAILURE_REASONS }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The first time it reached status 'confirmed' (kept from order_events by a trigger, migration 0011; Resultados). */
    statusConfirmedAt: timestamp("status_confirmed_at", { withTimezone: true }),
    /** Set when the buyer was anonymised (LGPD): only the fiscal fields remain. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("orders_total_non_negative", sql`${t.totalCents} >= 0`),
    check("orders_status_check", sql`${t.status} IN (${sql.raw(sqlValueList(ORDER_STATUSES))})`),
    check("orders_payment_status_check", sql`${t.paymentStatus} IN (${sql.raw(sqlValueList(PAYMENT_STATUSES))})`),
    check("orders_risk_level_check", sql`${t.riskLevel} IN (${sql.raw(sqlValueList(RISK_LEVELS))})`),
    check("orders_carrier_check", sql`${t.carrier} IS NULL OR ${t.carrier} IN (${sql.raw(sqlValueList(CARRIERS))})`),
    check(
      "orders_failure_reason_check",
      sql`${t.failureReason} IS NULL OR ${t.failureReason} IN (${sql.raw(sqlValueList(FAILURE_REASONS))})`,
    ),
    check("orders_tracking_code_length", sql`${t.trackingCode} IS NULL OR char_length(${t.trackingCode}) BETWEEN 1 AND 60`),
    check("orders_source_check", sql`${t.source} IN ('funnel', 'checkout')`),
    index("orders_customer_idx").on(t.customerId),
    index("orders_user_idx").on(t.userId),
    // Meus Pedidos finds orders placed with the account's confirmed email; the admin's search an email's
    // beginning too (text_pattern_ops answers LIKE 'ana%' in any collation, and = as well; migration 0024).
    index("orders_customer_email_pattern_idx").using("btree", sql`${t.customerEmail} text_pattern_ops`),
    // The admin's list pages by key (created_at, number), under each filter it offers (migration 0011).
    index("orders_created_number_idx").on(t.createdAt, t.number),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.number),
    index("orders_payment_created_idx").on(t.paymentStatus, t.createdAt, t.number),
    index("orders_risk_created_idx").on(t.riskLevel, t.createdAt, t.number),
    index("orders_unconfirmed_idx")
      .on(t.createdAt, t.number)
      .where(sql`${t.confirmedAt} IS NULL AND ${t.status} IN ('new', 'review')`),
    // The delivered, unpaid backlog in list order: Hoje's 'vencido', the payment reminders, the list's
    // 'entregue' + payment filter, Resultados' 'vencido'. Migration 0020 also INCLUDEs (payment_due_at,
    // payment_status, id), so each of them walks the index alone.
    index("orders_unpaid_backlog_idx")
      .on(t.createdAt, t.number)
      .where(sql`${t.status} = 'delivered' AND ${t.paymentStatus} IN ('pending', 'unpaid')`),
    // The search box's free text (pg_trgm).
    index("orders_customer_name_trgm_idx").using("gin", sql`${t.customerName} gin_trgm_ops`),
    index("orders_customer_email_trgm_idx").using("gin", sql`${t.customerEmail} gin_trgm_ops`),
    // A name's words and pairs of words (migrations 0023-0024, SQL function name_search_terms): "Maria
    // Souza" looks up the pair's short list, not two common words' long ones.
    index("orders_customer_name_terms_idx").using("gin", sql`name_search_terms(${t.customerName})`),
    // Risk history looks orders up by the snapshot's CPF, phone and email (the email index is above).
    index("orders_customer_cpf_idx").on(t.customerCpf),
    index("orders_customer_phone_idx").on(t.customerPhone),
    // The retention step clears fingerprints past their idempotency window (decision 031).
    index("orders_fingerprint_created_idx")
      .on(t.createdAt)
      .where(sql`${t.idempotencyFingerprint} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    offerId: integer("offer_id").references(() => productOffers.id, { onDelete: "set null" }),
    /** Name at the time of the order, so history survives renames. */
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    /** Unit price in cents, read from the catalog when the order was placed. */
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_price_non_negative", sql`${t.priceCents} >= 0`),
    index("order_items_order_idx").on(t.orderId),
  ],
);

/**
 * Every change to an order, with who and when: status and payment changes, the
 * customer's confirmation ('confirmation': from '' to 'confirmed'), an address
 * fixed by the customer ('address': the old and new address), a risk decision
 * ('risk': e.g. high → approved). The Resultados figures are counted from here.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    field: text("field", { enum: ORDER_EVENT_FIELDS }).notNull(),
    fromValue: text("from_value").notNull(),
    toValue: text("to_value").notNull(),
    /** "admin" (shared password), the admin user's email, "cliente" or the payment provider. */
    actor: text("actor").notNull(),
    /** What came with the change: carrier and tracking code, the failure reason, a note. */
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_events_field_check", sql`${t.field} IN (${sql.raw(sqlValueList(ORDER_EVENT_FIELDS))})`),
    index("order_events_order_idx").on(t.orderId),
  ],
);

/** Buyers whose orders the shop refuses: matched by the CPF or phone the order is placed with, in the canonical form orders keep. */
export const blockedBuyers = pgTable(
  "blocked_buyers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: BLOCK_KINDS }).notNull(),
    /** 11 digits for a CPF; E.164 for a phone ("+55" + DDD + 8 or 9 digits). Null once its person was erased. */
    value: text("value"),
    /** After erasure: HMAC of "kind:value" (blockedValueHash), still matched by screening (decision 031). */
    valueHash: text("value_hash"),
    /** When the person behind the block was erased (the admin's list says "bloqueio de pessoa anonimizada"). */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    reason: text("reason").notNull(),
    /** Who blocked: "admin" or the admin user's email. */
    blockedBy: text("blocked_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("blocked_buyers_kind_value_unique").on(t.kind, t.value),
    check("blocked_buyers_kind_check", sql`${t.kind} IN (${sql.raw(sqlValueList(BLOCK_KINDS))})`),
    check(
      "blocked_buyers_value_canonical",
      sql`${t.value} IS NULL OR (${t.kind} = 'cpf' AND ${t.value} ~ '^[0-9]{11}$') OR (${t.kind} = 'phone' AND ${t.value} ~ '^[+]55[0-9]{10,11}$')`,
    ),
    check("blocked_buyers_value_or_hash", sql`${t.value} IS NOT NULL OR ${t.valueHash} ~ '^[0-9a-f]{64}$'`),
    uniqueIndex("blocked_buyers_kind_value_hash_unique")
      .on(t.kind, t.valueHash)
      .where(sql`${t.valueHash} IS NOT NULL`),
    check("blocked_buyers_reason_length", sql`char_length(${t.reason}) BETWEEN 1 AND 500`),
  ],
);

/**
 * Figures screening compares each order with, one row (id = 1): the units per
 * order most orders stay within (95th percentile of the last 180 days). Kept by
 * the job "orders.usual-units" (decision 043), so no order waits while it is counted.
 */
export const orderBaselines = pgTable(
  "order_baselines",
  {
    id: integer("id").primaryKey().default(1),
    usualUnits: integer("usual_units").notNull(),
    /** Orders the percentile was taken over (fewer than 20: the default was kept). */
    ordersCounted: integer("orders_counted").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("order_baselines_single_row", sql`${t.id} = 1`), check("order_baselines_usual_units", sql`${t.usualUnits} >= 1`)],
);

/**
 * The shop's order rules, one row (id = 1, created by the migration): which
 * risk levels wait in 'em análise' for a person, and after how many hours an
 * unconfirmed order is flagged.
 */
export const orderRules = pgTable(
  "order_rules",
  {
    id: integer("id").primaryKey().default(1),
    holdHighRisk: boolean("hold_high_risk").notNull().default(true),
    holdMediumRisk: boolean("hold_medium_risk").notNull().default(false),
    unconfirmedAfterHours: integer("unconfirmed_after_hours").notNull().default(24),
    updatedBy: text("updated_by").notNull().default("sistema"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_rules_single_row", sql`${t.id} = 1`),
    check("order_rules_unconfirmed_hours", sql`${t.unconfirmedAfterHours} BETWEEN 1 AND 720`),
  ],
);

export const REMINDER_KINDS = ["before_due", "overdue"] as const;

/** Payment reminders sent, one of each kind per order at most. */
export const orderReminders = pgTable(
  "order_reminders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("order_reminders_order_kind_unique").on(t.orderId, t.kind),
    check("order_reminders_kind_check", sql`${t.kind} IN ('before_due', 'overdue')`),
  ],
);
