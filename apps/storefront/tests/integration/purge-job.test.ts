import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { openForDescribe } from "@eyewear/database/testing-describe";
import { describe, expect, it, vi } from "vitest";
import { type PeriodicJob, startPurgeJob, startSubscriptionJob } from "../../server/purge-job.ts";

describe.each(testDatabaseKinds())("the purge job (%s)", (kind) => {
  const database = openForDescribe(() => createTestDatabase(kind));

  /** One shop process's purge job on the test database. */
  const startProcess = (purge: () => Promise<void>) =>
    startPurgeJob({
      databaseUrl: database.url,
      purge,
      onError: (error) => expect.fail(String(error)),
      pollingIntervalSeconds: 0.5,
    });

  it("runs the purge when asked, once per run however many processes work the schedule", async () => {
    const purge = vi.fn(async () => {});
    const processes: PeriodicJob[] = [await startProcess(purge)];
    // On PostgreSQL a second process shares the schedule (pg-boss in the database); PGlite has one process.
    if (kind === "postgres") processes.push(await startProcess(purge));
    try {
      await processes[0]!.runNow();
      await vi.waitFor(() => expect(purge).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 100 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(purge).toHaveBeenCalledTimes(1);
    } finally {
      for (const process of processes) await process.stop();
    }
  });

  it("runs the subscription scheduler on its own queue, once per run however many processes work it", async () => {
    const run = vi.fn(async () => {});
    const start = () =>
      startSubscriptionJob({
        databaseUrl: database.url,
        run,
        onError: (error) => expect.fail(String(error)),
        pollingIntervalSeconds: 0.5,
      });
    const processes: PeriodicJob[] = [await start()];
    if (kind === "postgres") processes.push(await start());
    try {
      await processes[0]!.runNow();
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 100 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      for (const process of processes) await process.stop();
    }
  });
});
