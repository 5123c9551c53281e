import type { Database } from "@eyewear/database";
import { clearFailures, recentFailures, recordFailure } from "../queries/failed-attempts.ts";

/**
 * Failed attempts counted per key in PostgreSQL (`login_attempts`, docs/decisions/0022-customer-accounts.md), for
 * sign-in and the order status lookup alike: each key allows `maxFailures` within a window of `windowMs`.
 */
export interface AttemptLimit {
  key: string;
  maxFailures: number;
}

const windowStartOf = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs);

/** Whether any key has used up its failures within the window that ends now. */
export async function anyAttemptLimitReached(
  db: Database,
  limits: readonly AttemptLimit[],
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const windowStart = windowStartOf(now, windowMs);
  const failures = await Promise.all(limits.map(({ key }) => recentFailures(db, key, windowStart)));
  return failures.some((count, index) => count >= limits[index]!.maxFailures);
}

/** Counts one failure for every key. */
export async function recordFailedAttempt(
  db: Database,
  limits: readonly AttemptLimit[],
  windowMs: number,
  now: Date,
) {
  const windowStart = windowStartOf(now, windowMs);
  for (const { key } of limits) await recordFailure(db, key, now, windowStart);
}

export { clearFailures as clearFailedAttempts };
