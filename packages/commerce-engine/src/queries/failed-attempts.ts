import { type Database, schema } from "@eyewear/database";
import { eq, sql } from "drizzle-orm";

const { loginAttempts } = schema;

/**
 * Counts one attempt for the key and answers the attempts of its window so far; a window that started before
 * `windowStart` begins anew. One atomic upsert, so attempts sent at once each see their own count.
 */
export async function countAttempt(db: Database, key: string, now: Date, windowStart: Date): Promise<number> {
  const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${loginAttempts.windowStartedAt} END`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return row!.failures;
}

/** Takes back one counted attempt of the key: it turned out not to be a failure. */
export async function releaseAttempt(db: Database, key: string) {
  await db
    .update(loginAttempts)
    .set({ failures: sql`GREATEST(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
