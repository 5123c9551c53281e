import { expect } from "vitest";

/** Checks a yes-or-no rule on the values it must accept and on those it must reject, naming the failing value. */
export function expectVerdicts<T>(
  rule: (value: T) => boolean,
  verdicts: { accepts: T[]; rejects: T[] },
): void {
  for (const value of verdicts.accepts) expect(rule(value), `accepts ${String(value)}`).toBe(true);
  for (const value of verdicts.rejects) expect(rule(value), `rejects ${String(value)}`).toBe(false);
}
