import { createLimiter, secondsToWait } from "@eyewear/database/rate-limits";
import { createTestDatabase, testDatabaseKinds } from "@eyewear/database/testing";
import { openForDescribe } from "@eyewear/database/testing-describe";
import { describe, expect, it } from "vitest";
import { errorAnswer } from "../../src/http/errors.ts";
import { EngineError } from "../../src/model/engine-error.ts";
import { AttemptGuard, limitStoreFor } from "../../src/services/limits.ts";

/** The engine error a call throws, as the HTTP answer it becomes. */
async function answerOf(call: Promise<unknown>) {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof EngineError) return errorAnswer(error);
    throw error;
  }
}

describe.each(testDatabaseKinds())("limits on the shop's store (%s)", (kind) => {
  const database = openForDescribe(() => createTestDatabase(kind));
  /** Each call is one process's limit set: on PostgreSQL they share the database, on PGlite each has its memory. */
  const processLimits = () => limitStoreFor(database);

  it("answers the seconds to wait once a key is over its limit, counted before the work", async () => {
    const limiter = createLimiter(processLimits(), {
      keyPrefix: "test-mails",
      points: 2,
      durationSeconds: 60,
    });
    const consume = (key: string) => secondsToWait([[limiter, key]]);
    expect(await consume("anna@example.com")).toBeUndefined();
    expect(await consume("anna@example.com")).toBeUndefined();
    expect(await consume("anna@example.com")).toBeGreaterThan(55);
    expect(await consume("ben@example.com")).toBeUndefined();
  });

  it.runIf(kind === "postgres")(
    "holds across processes: two limiters on PostgreSQL share one count",
    async () => {
      const options = { keyPrefix: "test-shared", points: 3, durationSeconds: 60 };
      const [first, second] = [
        createLimiter(processLimits(), options),
        createLimiter(processLimits(), options),
      ];
      const waits = await Promise.all(
        [first, second, first, second].map((limiter) => secondsToWait([[limiter, "client"]])),
      );
      expect(waits.filter((wait) => wait === undefined)).toHaveLength(3);
      expect(await secondsToWait([[first, "client"]])).toBeGreaterThan(0);
    },
  );

  it.runIf(kind === "postgres")(
    "slows sign-in across processes: failures at one are waited for at the other",
    async () => {
      const [first, second] = [
        new AttemptGuard(processLimits(), "test-sign-in"),
        new AttemptGuard(processLimits(), "test-sign-in"),
      ];
      const keys = [{ key: "account:1:anna@example.com:198.51.100.1", freeFailures: 2 }];
      for (const guard of [first, second]) await (await guard.enter(keys, "wait")).failed();
      const refused = await answerOf(first.enter(keys, "wait"));
      expect(refused).toMatchObject({ status: 429, headers: { "retry-after": "1" } });
      expect(await answerOf(second.enter(keys, "wait"))).toMatchObject({ status: 429 });
    },
  );

  it("lets one attempt of a waiting key through at a time once its wait is over", async () => {
    const guard = new AttemptGuard(processLimits(), "test-burst");
    const keys = [{ key: "client:203.0.113.1", freeFailures: 1 }];
    await (await guard.enter(keys, "wait")).failed();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const burst = await Promise.all(Array.from({ length: 10 }, () => answerOf(guard.enter(keys, "wait"))));
    expect(burst.filter((answer) => answer === undefined)).toHaveLength(1);
    expect(burst.filter((answer) => answer?.status === 429)).toHaveLength(9);
  });

  it("starts a key afresh after a success, and gives a shared key back only the successful attempt", async () => {
    const guard = new AttemptGuard(processLimits(), "test-success");
    const own = { key: "account:1:ben@example.com:192.0.2.9", freeFailures: 1 };
    const shared = { key: "client:192.0.2.9", freeFailures: 1 };
    await (await guard.enter([shared], "wait")).failed();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await (await guard.enter([own, shared], "wait")).succeeded(own.key);
    // The shared key still has its one failure: the next one makes it wait, the own key starts at zero.
    await (await guard.enter([shared], "wait")).failed();
    expect(await answerOf(guard.enter([shared], "wait"))).toMatchObject({ status: 429 });
    expect(await answerOf(guard.enter([own], "wait"))).toBeUndefined();
  });
});
