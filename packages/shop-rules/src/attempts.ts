/** The longest a client waits between two attempts, however many failed before. */
export const MAX_ATTEMPT_DELAY_SECONDS = 15 * 60;

/**
 * rule:account.attempt-delay: how long a key (an account from one client, or one client) waits before its next
 * attempt after `failures` failures in a row, of which the first `freeFailures` cost no wait: 1 s after the first
 * failure beyond them, doubling with each further one, at most 15 minutes.
 */
export function attemptDelaySeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), MAX_ATTEMPT_DELAY_SECONDS);
}
