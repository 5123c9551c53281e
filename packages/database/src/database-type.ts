import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

export type Schema = typeof schema;

/** The one database type every service is written against: PGlite and node-postgres look alike to Drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
