import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";

/** One row per user who ever subscribed to the club. */
export const subscribers = pgTable("subscribers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  subscribed: boolean("subscribed").notNull().default(false),
  subscriptionTier: text("subscription_tier").notNull().default("mensal"),
  subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
  provider: text("provider"),
  providerCustomerId: text("provider_customer_id"),
  providerSubscriptionId: text("provider_subscription_id").unique(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  ...timestamps,
});

/** Every provider event we processed, by its id: a replayed event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts of the built-in local provider (development and demos). */
export const localCheckouts = pgTable("local_checkouts", {
  id: text("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  amountCents: integer("amount_cents").notNull(),
  status: text("status", { enum: ["open", "completed"] })
    .notNull()
    .default("open"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
