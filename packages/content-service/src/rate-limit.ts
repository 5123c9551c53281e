// Requests per second per access token, as the Storyblok CDN limits them: a token bucket per token that
// holds one second's worth of requests and refills continuously.

/** Requests per second and token the service accepts unless told otherwise (Storyblok's uncached CDN limit). */
export const DEFAULT_REQUESTS_PER_SECOND = 50;

export interface RateLimitOptions {
  /** Requests per second each token may make; also the burst a quiet token may send at once. */
  requestsPerSecond: number;
  /** Milliseconds clock, for tests. */
  now?: () => number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of a token, or tells how long the token must wait. */
  take(key: string): RateLimitDecision;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const rate = options.requestsPerSecond;
  if (!(rate > 0) || !Number.isFinite(rate)) throw new Error("requestsPerSecond must be a positive number");
  const now = options.now ?? Date.now;
  const capacity = Math.max(1, rate);
  // Keys are the service's own tokens, so the map stays as small as their number.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, at: time };
      bucket.tokens = Math.min(capacity, bucket.tokens + ((time - bucket.at) / 1000) * rate);
      bucket.at = time;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      // Retry-After is in whole seconds; the client's own retry delay is shorter and simply tries again.
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
    },
  };
}
