import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database } from "./database-type.ts";
import * as schema from "./schema.ts";

export type { Database, Schema } from "./database-type.ts";
export { backfillShopProducts, rebuildShopProducts } from "./listing-index.ts";
export * as schema from "./schema.ts";
export {
  rebuildProductSearch,
  SEARCH_CONFIGS,
  type SearchLanguage,
  searchConfigFor,
} from "./search-index.ts";

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server URL it was opened with; undefined for PGlite. */
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server URL; when set, PGlite is not used (README, Configuration: DATABASE_URL). */
  url?: string | undefined;
  /** Folder for the embedded PGlite database (README, Configuration: DATA_DIR); "memory://" keeps it in memory. */
  dataDir?: string;
  /** Largest number of pooled server connections. */
  poolSize?: number;
  /**
   * PostgreSQL only: longest wait for a connection and longest run of one statement, in ms (README, Configuration:
   * DATABASE_TIMEOUT_MS), so a partitioned or stuck database fails a request instead of hanging it. Unset: no
   * limit, for migrations, seeding and scripts whose statements may run long.
   */
  timeoutMs?: number;
}

/** SQLSTATE classes and codes of a server that cannot serve now: connection exceptions, shutdown, cancel. */
const UNAVAILABLE_SQLSTATES = /^(08|57P0)|^57014$|^53300$/;
/** node-postgres' own failures of a connection it could not open or lost, which carry no SQLSTATE. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH/;

/**
 * True when an error (or its cause, as Drizzle wraps driver errors) says the database could not serve in time or
 * at all, rather than that the statement was wrong: the engine answers it as "unavailable" (503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_MESSAGES.test(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "..", "migrations");

/** Opens the database (PGlite under DATA_DIR by default, PostgreSQL with a URL) and applies all migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { timeoutMs } = options;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(timeoutMs && {
        connectionTimeoutMillis: timeoutMs,
        // The server cancels a statement running longer; the client gives up a little later on a server that
        // does not answer at all (a partition), so a lost connection never holds a request.
        statement_timeout: timeoutMs,
        query_timeout: timeoutMs + 1_000,
      }),
    });
    // An idle pooled connection the server closes (restart, failover, a dropped test database) is replaced on
    // the next query; without a listener its error event would end the process.
    pool.on("error", (error) => console.warn(`database: idle connection closed (${error.message})`));
    const db = drizzlePg(pool, { schema });
    if (timeoutMs) {
      // A migration may run far longer than a page's statement: it gets a connection of its own without limits.
      const migrator = new pg.Client({ connectionString: options.url });
      await migrator.connect();
      await migratePg(drizzlePg(migrator), { migrationsFolder }).finally(() => migrator.end());
    } else await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", url: options.url, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? ".data";
  const location = dataDir === "memory://" ? dataDir : join(dataDir, "pglite");
  if (location !== "memory://") mkdirSync(location, { recursive: true });
  // Search needs pg_trgm and unaccent (migration 0001_search creates them); PGlite loads extensions at open.
  const client = await PGlite.create(location, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
