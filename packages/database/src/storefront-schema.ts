/**
 * Tables the storefront owns: its own state, which the commerce engine neither reads nor writes
 * (docs/decisions/0046-engine-only-data-access.md). They live in the shop database and its migrations, next to
 * the engine's tables in schema.ts, but the storefront imports only this module, and the engine never does.
 */
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
