import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const USER_ROLES = ["customer", "admin"] as const;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed. */
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("customer"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** Last sign-in or signed-in visit (sessions are deleted when they expire): retention's "no login for N years". */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check("users_role_check", sql`${t.role} IN ('customer', 'admin')`)],
);

export const profiles = pgTable("profiles", {
  /** Equals the user id (spec). */
  id: uuid("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull().default(""),
  ...timestamps,
});

export const SESSION_KINDS = ["user", "admin"] as const;

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a leaked table cannot be replayed as cookies. */
    idHash: text("id_hash").primaryKey(),
    kind: text("kind", { enum: SESSION_KINDS }).notNull().default("user"),
    /** Null for an admin session opened with the shop's admin password. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sessions_kind_check", sql`${t.kind} IN ('user', 'admin')`),
    check("sessions_user_kind_check", sql`${t.kind} = 'admin' OR ${t.userId} IS NOT NULL`),
    index("sessions_user_idx").on(t.userId),
    // Retention deletes expired sessions.
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

export const TOKEN_PURPOSES = ["reset_password", "confirm_email"] as const;

/** Single-use, expiring tokens for password reset and email confirmation. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("auth_tokens_purpose_check", sql`${t.purpose} IN ('reset_password', 'confirm_email')`),
    index("auth_tokens_user_idx").on(t.userId),
    // Retention deletes expired tokens.
    index("auth_tokens_expires_idx").on(t.expiresAt),
  ],
);
