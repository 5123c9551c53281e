/**
 * Tables the storefront owns: its own state, which the commerce engine neither reads nor writes
 * (docs/decisions/0046-engine-only-data-access.md). They live in the shop database and its migrations, next to
 * the engine's tables in schema.ts, but the storefront imports only this module, and the engine never does.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-side sessions shared by every storefront process; the cookie carries only the id (ADR 0004). */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_expires").on(t.expiresAt)],
);

/**
 * The storefront's limit counters on PostgreSQL (its forms and the browser's log calls, ADR 0052), apart from the
 * engine's `rate_limits`: the same shape, rate-limiter-flexible's Drizzle store.
 */
export const storefrontRateLimits = pgTable(
  "storefront_rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("storefront_rate_limits_expire").on(t.expire)],
);
