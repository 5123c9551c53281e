import { type DatabaseHandle, isDatabaseUnavailable, openDatabase } from "@eyewear/database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerceEngine, installInProcessTransport } from "../../src/index.ts";
import { DE, PRODUCT } from "../fixtures.ts";
import { ACCESS_TOKEN, useEngine } from "../harness.ts";

/** Short PostgreSQL timeouts, so a blocked statement is cancelled well within the test. */
const TIMEOUT_MS = 300;
const HOST = "timeouts.engine.test";

// Statement and connection timeouts are PostgreSQL's; the embedded PGlite runs in-process and cannot be cut off.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a database that cannot serve (postgres)", () => {
  // The harness seeds the fixture without limits; the engine under test reads it through a pool with timeouts.
  const seeded = useEngine("postgres");
  let timed: DatabaseHandle;
  beforeAll(async () => {
    timed = await openDatabase({ url: seeded.database.url, timeoutMs: TIMEOUT_MS });
    installInProcessTransport(
      `https://${HOST}`,
      createCommerceEngine({ db: timed.db, accessToken: ACCESS_TOKEN }).fetch,
    );
  });
  afterAll(() => timed?.close());

  const product = () =>
    fetch(`https://${HOST}/v1/products/${PRODUCT.aviatorBlack}?shopId=${DE}`, {
      headers: { "x-access-token": ACCESS_TOKEN },
    });

  it("answers 503 UNAVAILABLE within the timeout while a statement is blocked, and serves again once it is free", async () => {
    expect((await product()).status).toBe(200);
    await seeded.database.db.transaction(async (tx) => {
      // Another session holds the products table, as a long migration or a stuck transaction would.
      await tx.execute(sql`LOCK TABLE products IN ACCESS EXCLUSIVE MODE`);
      const started = performance.now();
      const blocked = await product();
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
      expect(blocked.status).toBe(503);
      expect(await blocked.json()).toMatchObject({ code: "UNAVAILABLE" });
    });
    expect((await product()).status).toBe(200);
  });

  it("comes back without a restart after the server dropped every connection", async () => {
    expect((await product()).status).toBe(200);
    await seeded.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    // Connections the pool still held fail until it has replaced them: as unavailable, never as an engine fault.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 200 && statuses.length < 20) {
      statuses.push((await product()).status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });

  it("tells a timed-out statement from a wrong one", async () => {
    const timedOut = await timed.db.execute(sql`SELECT pg_sleep(2)`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    const wrong = await timed.db.execute(sql`SELECT * FROM no_such_table`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
  });
});
