/** The answer statuses after which the fetch client tries a call again (S1 §7). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

// S1 §7 fetch client: idempotent calls are retried 0 times, others once, on 408, 409, 425, 429, 500, 502, 503, 504
export function fetchRetries(status: number, idempotent: boolean): 0 | 1 {
  return !idempotent && RETRYABLE_STATUSES.includes(status) ? 1 : 0;
}
