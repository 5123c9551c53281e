import { type Database, schema } from "@eyewear/database";
import { and, eq, gt, sql } from "drizzle-orm";

const { loginAttempts } = schema;

/** Failed attempts counted for the key since its window started, or 0 when the window has passed. */
export async function recentFailures(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.windowStartedAt, windowStart)))
    .limit(1);
  return row?.failures ?? 0;
}

/** Counts one failed attempt for the key; a window that started before `windowStart` begins anew. */
export async function recordFailure(db: Database, key: string, now: Date, windowStart: Date) {
  const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${loginAttempts.windowStartedAt} END`,
      },
    });
}

export async function clearFailures(db: Database, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
