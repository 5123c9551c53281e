import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Database } from "./database-type.ts";
import type { DatabaseHandle } from "./index.ts";
import type { rateLimits } from "./schema.ts";
import type { storefrontRateLimits } from "./storefront-schema.ts";

export type { RateLimiterAbstract };

/** A table of limit counters: the engine's or the storefront's, rate-limiter-flexible's Drizzle shape. */
export type RateLimitTable = typeof rateLimits | typeof storefrontRateLimits;

/**
 * Where limit counters live (docs/decisions/0052-limits-sessions-and-purging.md): in a table of the shop's
 * PostgreSQL, so every process shares them, or in this process's memory for the embedded single-process database.
 */
export type LimitStore = { kind: "memory" } | { kind: "database"; db: Database; table: RateLimitTable };

/** The store a shop on this database uses: the table on PostgreSQL, memory on embedded PGlite. */
export function limitStoreFor(
  database: Pick<DatabaseHandle, "db" | "kind">,
  table: RateLimitTable,
): LimitStore {
  return database.kind === "postgres" ? { kind: "database", db: database.db, table } : { kind: "memory" };
}

export interface LimiterOptions {
  /** Names the counters of one limit, so limits sharing a store never share a key. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** A rate-limiter-flexible limiter on the store; expired database rows go with the purge job, not a timer. */
export function createLimiter(store: LimitStore, options: LimiterOptions): RateLimiterAbstract {
  const common = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds };
  if (store.kind === "memory") return new RateLimiterMemory(common);
  return new RateLimiterDrizzle({
    ...common,
    storeClient: store.db,
    schema: store.table,
    clearExpiredByTimeout: false,
  });
}

/** The limiter's refusal (a RateLimiterRes), or the store's failure rethrown. */
export function refusalOf(reason: unknown): RateLimiterRes {
  if (reason instanceof RateLimiterRes) return reason;
  throw reason;
}

/**
 * Takes one point of each limiter for its key, before the work they guard, so requests sent at once cannot outrun
 * the limit; answers the seconds to wait when any is over its limit, else undefined.
 */
export async function secondsToWait(
  consumptions: readonly (readonly [RateLimiterAbstract, string])[],
): Promise<number | undefined> {
  const refusals = await Promise.all(
    consumptions.map(([limiter, key]) => limiter.consume(key).then(() => undefined, refusalOf)),
  );
  const waits = refusals.flatMap((refusal) => (refusal ? [refusal.msBeforeNext] : []));
  return waits.length === 0 ? undefined : Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}
