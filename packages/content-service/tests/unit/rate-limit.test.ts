import { describe, expect, it } from "vitest";
import { createRateLimiter } from "../../src/rate-limit.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createRateLimiter", () => {
  it("lets a quiet token send a second's worth at once, then refills continuously", () => {
    const time = clock();
    const limiter = createRateLimiter({ requestsPerSecond: 2, now: time.now });
    expect(limiter.take("public")).toEqual({ allowed: true });
    expect(limiter.take("public")).toEqual({ allowed: true });
    expect(limiter.take("public")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(499);
    expect(limiter.take("public").allowed).toBe(false);
    time.advance(1);
    expect(limiter.take("public")).toEqual({ allowed: true });
    expect(limiter.take("public").allowed).toBe(false);
    // Refused requests cost nothing, and a long pause refills no more than the burst.
    time.advance(60_000);
    expect([1, 2, 3].map(() => limiter.take("public").allowed)).toEqual([true, true, false]);
  });

  it("keeps a bucket per token", () => {
    const time = clock();
    const limiter = createRateLimiter({ requestsPerSecond: 1, now: time.now });
    expect(limiter.take("public").allowed).toBe(true);
    expect(limiter.take("public").allowed).toBe(false);
    expect(limiter.take("preview").allowed).toBe(true);
  });

  it("asks slow rates to wait whole seconds", () => {
    const time = clock();
    const limiter = createRateLimiter({ requestsPerSecond: 0.25, now: time.now });
    expect(limiter.take("public").allowed).toBe(true);
    expect(limiter.take("public")).toEqual({ allowed: false, retryAfterSeconds: 4 });
    time.advance(3_000);
    expect(limiter.take("public")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s requests per second", (rate) => {
    expect(() => createRateLimiter({ requestsPerSecond: rate })).toThrow(/positive/);
  });
});
