/** The answer statuses after which the fetch client tries a call again (rule:platform.fetch-retries). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

// rule:platform.fetch-retries
export function fetchRetries(status: number, idempotent: boolean): 0 | 1 {
  return !idempotent && RETRYABLE_STATUSES.includes(status) ? 1 : 0;
}
