import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Rate-limit windows shared by every app process on PostgreSQL. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  // Retention deletes windows older than RETENTION_LOGS_MONTHS.
  (t) => [
    index("rate_limit_windows_start_idx").on(t.windowStart),
    // Erasure deletes a person's keys by the prefixes the limiters build (LIKE 'prefix%', migration 0012).
    index("rate_limit_windows_key_prefix_idx").using("btree", t.key.op("text_pattern_ops")),
  ],
);
