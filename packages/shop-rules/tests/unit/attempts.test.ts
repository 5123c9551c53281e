import { describe, expect, it } from "vitest";
import { attemptDelaySeconds, MAX_ATTEMPT_DELAY_SECONDS } from "../../src/attempts.ts";

describe("attemptDelaySeconds (rule:account.attempt-delay)", () => {
  it("costs no wait within the free failures", () => {
    expect([0, 1, 4].map((failures) => attemptDelaySeconds(failures, 5))).toEqual([0, 0, 0]);
  });

  it("waits 1 s after the first failure beyond them and doubles with each further one", () => {
    expect([5, 6, 7, 10].map((failures) => attemptDelaySeconds(failures, 5))).toEqual([1, 2, 4, 32]);
  });

  it("never waits longer than 15 minutes", () => {
    expect(attemptDelaySeconds(25, 5)).toBe(MAX_ATTEMPT_DELAY_SECONDS);
    expect(attemptDelaySeconds(10_000, 20)).toBe(15 * 60);
  });
});
