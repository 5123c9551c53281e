import { describe, expect, it } from "vitest";
import { fetchRetries, RETRYABLE_STATUSES } from "../../src/fetch-retries.ts";

describe("fetchRetries (rule:platform.fetch-retries)", () => {
  it("retries a call that is not idempotent once on each retryable status", () => {
    expect(RETRYABLE_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of RETRYABLE_STATUSES) expect(fetchRetries(status, false)).toBe(1);
  });

  it("never retries an idempotent call", () => {
    for (const status of [...RETRYABLE_STATUSES, 400, 404]) expect(fetchRetries(status, true)).toBe(0);
  });

  it("does not retry other statuses", () => {
    for (const status of [200, 400, 401, 403, 404, 410, 422, 501, 505])
      expect(fetchRetries(status, false)).toBe(0);
  });
});
