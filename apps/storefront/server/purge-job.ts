import type { Database } from "@eyewear/database";
import { sessions, storefrontRateLimits } from "@eyewear/database/storefront-schema";
import { lte } from "drizzle-orm";
import { PgBoss } from "pg-boss";

/** The queue of the purge job in pg-boss's schema. */
export const PURGE_QUEUE = "purge-stale-data";
/** The queue of the subscription scheduler (docs/decisions/0055-subscriptions-and-scheduler.md). */
export const SUBSCRIPTION_QUEUE = "subscription-scheduler";
// Hourly at minute 17 and 47, away from the full hour other jobs like.
const HOURLY_PURGE = "17 * * * *";
const HOURLY_SUBSCRIPTIONS = "47 * * * *";
const HOUR_MS = 60 * 60 * 1000;

export interface PeriodicJob {
  /** Runs the job once now (on PostgreSQL: queues it for whichever process works the queue). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

interface PeriodicJobOptions {
  /** The shop's PostgreSQL; undefined for the embedded PGlite, which one process owns. */
  databaseUrl: string | undefined;
  onError: (error: unknown) => void;
  /** How often a worker asks pg-boss for a queued run; pg-boss's default unless given. */
  pollingIntervalSeconds?: number;
}

export interface PurgeJobOptions extends PeriodicJobOptions {
  /** Deletes what is no longer needed; the same function on either database. */
  purge: () => Promise<void>;
}

export interface SubscriptionJobOptions extends PeriodicJobOptions {
  /** Runs the subscription scheduler once; the same function on either database. */
  run: () => Promise<void>;
}

/**
 * Runs `work` every hour. On PostgreSQL pg-boss keeps the schedule in the database, so of many shop processes
 * exactly one runs each hour's work, and a missed hour is caught up; on the embedded PGlite an interval timer of
 * this process does, skipping a run while one is going.
 */
async function startPeriodicJob(
  options: PeriodicJobOptions & { queue: string; cron: string; work: () => Promise<void> },
): Promise<PeriodicJob> {
  const { databaseUrl, work, onError, queue } = options;
  if (!databaseUrl) {
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      await work()
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
  await boss.createQueue(queue, { policy: "singleton" });
  await boss.schedule(queue, options.cron);
  const polling =
    options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work(queue, polling, async () => {
    await work();
  });
  return {
    runNow: async () => {
      await boss.send(queue);
    },
    stop: () => boss.stop({ graceful: true }),
  };
}

/** Runs `purge` every hour (docs/decisions/0052-limits-sessions-and-purging.md). */
export function startPurgeJob(options: PurgeJobOptions): Promise<PeriodicJob> {
  return startPeriodicJob({ ...options, queue: PURGE_QUEUE, cron: HOURLY_PURGE, work: options.purge });
}

/**
 * Runs the subscription scheduler every hour (docs/decisions/0055-subscriptions-and-scheduler.md): pg-boss's
 * singleton queue on PostgreSQL, so one process at a time works it — and should two ever overlap, each period's
 * delivery row still lets only one place its order —, a timer of the one process on PGlite.
 */
export function startSubscriptionJob(options: SubscriptionJobOptions): Promise<PeriodicJob> {
  return startPeriodicJob({
    ...options,
    queue: SUBSCRIPTION_QUEUE,
    cron: HOURLY_SUBSCRIPTIONS,
    work: options.run,
  });
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
