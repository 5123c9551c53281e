import type { Database } from "@eyewear/database";
import { clearAttempts, countAttempt, releaseAttempt } from "../queries/failed-attempts.ts";

/**
 * Attempts counted per key in PostgreSQL (`login_attempts`, docs/decisions/0022-customer-accounts.md), for sign-in
 * and the order status lookup alike: each key allows `maxFailures` within a window of `windowMs`.
 */
export interface AttemptLimit {
  key: string;
  maxFailures: number;
}

/**
 * Counts the attempt for every key before the guarded check runs and answers whether any key is now over its
 * limit (docs/decisions/0034-sign-in-attempts-counted-first.md): attempts sent at once cannot outrun the limit,
 * and a refused attempt costs no check.
 */
export async function countAttemptOverLimit(
  db: Database,
  limits: readonly AttemptLimit[],
  windowMs: number,
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - windowMs);
  const counts = await Promise.all(limits.map(({ key }) => countAttempt(db, key, now, windowStart)));
  return counts.some((count, index) => count > limits[index]!.maxFailures);
}

/**
 * A counted attempt succeeded: the succeeding key (the account, the order) starts afresh, and the shared keys
 * (the client address) take the attempt back so shoppers behind one address do not lock each other out.
 */
export async function settleSuccessfulAttempt(
  db: Database,
  succeededKey: string,
  sharedKeys: readonly string[],
) {
  await clearAttempts(db, succeededKey);
  for (const key of sharedKeys) await releaseAttempt(db, key);
}
