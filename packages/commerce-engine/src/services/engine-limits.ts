import { AttemptGuard, type LimitStore } from "./limits.ts";

/** The engine's limits, one set per engine, all on the same store. */
export interface EngineLimits {
  /** Sign-in failures per account and client and per client (rule:account.attempt-delay). */
  signIn: AttemptGuard;
  /** Order status lookup failures per order id and client and per client (rule:account.attempt-delay). */
  orderLookup: AttemptGuard;
}

export function createEngineLimits(store: LimitStore): EngineLimits {
  return { signIn: new AttemptGuard(store, "sign-in"), orderLookup: new AttemptGuard(store, "order-lookup") };
}
