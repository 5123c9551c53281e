import type { Database } from "@eyewear/database";
import { sessions, storefrontRateLimits } from "@eyewear/database/storefront-schema";
import { lte } from "drizzle-orm";
import { PgBoss } from "pg-boss";

/** The queue of the purge job in pg-boss's schema. */
export const PURGE_QUEUE = "purge-stale-data";
// Hourly at minute 17, away from the full hour other jobs like.
const HOURLY = "17 * * * *";
const HOUR_MS = 60 * 60 * 1000;

export interface PurgeJob {
  /** Runs the purge once now (on PostgreSQL: queues it for whichever process works the queue). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export interface PurgeJobOptions {
  /** The shop's PostgreSQL; undefined for the embedded PGlite, which one process owns. */
  databaseUrl: string | undefined;
  /** Deletes what is no longer needed; the same function on either database. */
  purge: () => Promise<void>;
  onError: (error: unknown) => void;
  /** How often a worker asks pg-boss for a queued run; pg-boss's default unless given. */
  pollingIntervalSeconds?: number;
}

/**
 * Runs `purge` every hour (docs/decisions/0052-limits-sessions-and-purging.md). On PostgreSQL pg-boss keeps the
 * schedule in the database, so of many shop processes exactly one runs each hour's purge, and a missed hour is
 * caught up; on the embedded PGlite an interval timer of this process does, skipping a run while one is going.
 */
export async function startPurgeJob(options: PurgeJobOptions): Promise<PurgeJob> {
  const { databaseUrl, purge, onError } = options;
  if (!databaseUrl) {
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      await purge()
        .catch(onError)
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(run, HOUR_MS);
    timer.unref();
    return { runNow: run, stop: async () => clearInterval(timer) };
  }
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2 });
  boss.on("error", onError);
  await boss.start();
  await boss.createQueue(PURGE_QUEUE, { policy: "singleton" });
  await boss.schedule(PURGE_QUEUE, HOURLY);
  const polling =
    options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work(PURGE_QUEUE, polling, async () => {
    await purge();
  });
  return {
    runNow: async () => {
      await boss.send(PURGE_QUEUE);
    },
    stop: () => boss.stop({ graceful: true }),
  };
}

/**
 * The storefront's part of the purge: sessions and limit counters that expired at or before `now`; answers how
 * many of each went.
 */
export async function purgeStorefrontData(db: Database, now: Date) {
  const expiredSessions = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const expiredCounters = await db
    .delete(storefrontRateLimits)
    .where(lte(storefrontRateLimits.expire, now))
    .returning({ key: storefrontRateLimits.key });
  return { sessions: expiredSessions.length, limitCounters: expiredCounters.length };
}
