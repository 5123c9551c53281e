import { type DatabaseHandle, schema } from "@eyewear/database";
import {
  createLimiter,
  type LimitStore,
  limitStoreFor as limitStoreOn,
  type RateLimiterAbstract,
  refusalOf,
} from "@eyewear/database/rate-limits";
import { attemptDelaySeconds } from "@eyewear/shop-rules";
import { EngineError } from "../model/engine-error.ts";

export type { LimitStore };

/** The engine's store on this database: its `rate_limits` table on PostgreSQL, memory on PGlite (ADR 0052). */
export function limitStoreFor(database: Pick<DatabaseHandle, "db" | "kind">): LimitStore {
  return limitStoreOn(database, schema.rateLimits);
}

const tooManyAttempts = (message: string, retryAfterMs: number) =>
  new EngineError("too_many_attempts", message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** A key of a guarded check and how many failures in a row it has for free. */
export interface GuardedKey {
  key: string;
  freeFailures: number;
}

/** An attempt let through by the guard: the check tells it whether it failed or succeeded. */
export interface GuardedAttempt {
  failed(): Promise<void>;
  /** The key that succeeded starts afresh; the shared keys (a client address) take back only this attempt. */
  succeeded(succeededKey: string): Promise<void>;
}

// Failures in a row are remembered for a day; an attempt holds its keys' gates while it runs.
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
const IN_FLIGHT_SECONDS = 10;

/**
 * Progressive delays instead of a lock (rule:account.attempt-delay, ADR 0052): each key counts its failures in a
 * row; beyond its free failures the key waits a growing time before its next attempt, and only one attempt of it
 * runs at a time. Keys are chosen so that a stranger's failures never delay the owner: the account together with
 * the client, and the client alone.
 */
export class AttemptGuard {
  readonly #failures: RateLimiterAbstract;
  readonly #gates: RateLimiterAbstract;

  constructor(store: LimitStore, name: string) {
    this.#failures = createLimiter(store, {
      keyPrefix: `${name}:failures`,
      points: Number.MAX_SAFE_INTEGER,
      durationSeconds: FAILURE_MEMORY_SECONDS,
    });
    this.#gates = createLimiter(store, {
      keyPrefix: `${name}:gate`,
      points: 1,
      durationSeconds: IN_FLIGHT_SECONDS,
    });
  }

  /**
   * Counts the attempt for every key before the check runs, and refuses it (429 with the wait) while any key
   * waits; a refused attempt costs no check and is not counted.
   */
  async enter(keys: readonly GuardedKey[], message: string): Promise<GuardedAttempt> {
    // Cheap first: a key that waits or has an attempt running is refused by one read, nothing written.
    const gates = await Promise.all(keys.map(({ key }) => this.#gates.get(key)));
    const waiting = gates.flatMap((gate) => (gate ? [gate.msBeforeNext] : []));
    if (waiting.length > 0) throw tooManyAttempts(message, Math.max(...waiting));
    const counted = await Promise.all(
      keys.map(async (guarded) => {
        const failures = (await this.#failures.consume(guarded.key)).consumedPoints;
        const gated = failures - 1 >= guarded.freeFailures;
        const refusal = gated
          ? await this.#gates.consume(guarded.key).then(() => undefined, refusalOf)
          : undefined;
        return { ...guarded, failures, gated: gated && !refusal, refusal };
      }),
    );
    const refusals = counted.flatMap(({ refusal }) => (refusal ? [refusal.msBeforeNext] : []));
    if (refusals.length > 0) {
      await Promise.all(
        counted.map(async ({ key, gated }) => {
          await this.#failures.reward(key);
          if (gated) await this.#gates.delete(key);
        }),
      );
      throw tooManyAttempts(message, Math.max(...refusals));
    }
    return {
      failed: async () => {
        await Promise.all(
          counted.map(async ({ key, failures, freeFailures }) => {
            const delay = attemptDelaySeconds(failures, freeFailures);
            if (delay > 0) await this.#gates.block(key, delay);
          }),
        );
      },
      succeeded: async (succeededKey) => {
        await Promise.all(
          counted.map(async ({ key, gated }) => {
            if (key === succeededKey) await this.#failures.delete(key);
            else await this.#failures.reward(key);
            if (gated) await this.#gates.delete(key);
          }),
        );
      },
    };
  }

  /** Forgets the key's failures, e.g. after its password was reset. */
  async forget(key: string) {
    await Promise.all([this.#failures.delete(key), this.#gates.delete(key)]);
  }
}
