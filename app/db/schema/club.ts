import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
