import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
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
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    ...timestamps,
  },
  (t) => [check("customers_identified", sql`${t.email} IS NOT NULL OR ${t.cpf} IS NOT NULL`)],
);

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "unpaid", "refunded"] as const;
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
    customerPhone: text("customer_phone").notNull().default(""),
    customerCpf: text("customer_cpf"),
    deliveryPostalCode: text("delivery_postal_code").notNull().default(""),
    deliveryStreet: text("delivery_street").notNull().default(""),
    deliveryNumber: text("delivery_number").notNull().default(""),
    deliveryComplement: text("delivery_complement").notNull().default(""),
    deliveryNeighborhood: text("delivery_neighborhood").notNull().default(""),
    deliveryCity: text("delivery_city").notNull().default(""),
    deliveryState: text("delivery_state").notNull().default(""),
    deliveryReferencePoint: text("delivery_reference_point").notNull().default(""),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
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
    ...timestamps,
  },
  (t) => [
    check("orders_total_non_negative", sql`${t.totalCents} >= 0`),
    check(
      "orders_status_check",
      sql`${t.status} IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check("orders_payment_status_check", sql`${t.paymentStatus} IN ('pending', 'paid', 'unpaid', 'refunded')`),
    check("orders_source_check", sql`${t.source} IN ('funnel', 'checkout')`),
    index("orders_customer_idx").on(t.customerId),
    index("orders_user_idx").on(t.userId),
    // Meus Pedidos finds orders placed with the account's confirmed email.
    index("orders_customer_email_idx").on(t.customerEmail),
    index("orders_created_idx").on(t.createdAt),
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

/** Every change an admin makes to an order's status or payment, with who and when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    field: text("field", { enum: ["status", "payment_status"] }).notNull(),
    fromValue: text("from_value").notNull(),
    toValue: text("to_value").notNull(),
    /** "admin" (shared password) or the admin user's email. */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("order_events_field_check", sql`${t.field} IN ('status', 'payment_status')`), index("order_events_order_idx").on(t.orderId)],
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
  (t) => [unique("order_reminders_order_kind_unique").on(t.orderId, t.kind), check("order_reminders_kind_check", sql`${t.kind} IN ('before_due', 'overdue')`)],
);
