import { type Database, schema } from "@eyewear/database";
import { getTableColumns, is, sql } from "drizzle-orm";
import { type PgColumn, PgTable } from "drizzle-orm/pg-core";

/** The database or a transaction on it: anything that can run SQL. */
export type SqlExecutor = Pick<Database, "execute">;

/** The column's type in a record definition; serial columns hold plain integers there. */
function recordColumnType(column: PgColumn): string {
  const type = column.getSQLType();
  return type === "serial" ? "integer" : type === "bigserial" ? "bigint" : type;
}

/** Rows per INSERT statement: large enough to keep round trips few, small enough to keep each JSON text small. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Inserts rows with one JSON parameter per statement (INSERT … SELECT FROM jsonb_to_recordset). Postgres parses
 * the rows itself, which on PGlite is about 1.7 times as fast as thousands of bound parameters, and it works the
 * same on a PostgreSQL server. Every row must have the same properties as the first one.
 */
export async function insertRows<Table extends PgTable>(
  executor: SqlExecutor,
  table: Table,
  rows: readonly Table["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(Object.keys(rows[0]!));
  const columns = Object.entries(getTableColumns(table)).filter(([property]) => present.has(property));
  const columnList = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(", "));
  const recordType = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${recordColumnType(column)}`).join(", "),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const records = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([property, column]) => [column.name, values[property] ?? null]));
    });
    await executor.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${recordType})`,
    );
  }
}

/**
 * Switches the foreign-key triggers off until the end of the transaction when the role may do so (a superuser, as
 * with PGlite), which halves the time to write a catalogue. The generator assigns every referenced id itself, and
 * the integration tests check that no row points nowhere. Other roles keep the checks; the statement is a no-op.
 */
export async function skipForeignKeyChecksIfPermitted(tx: SqlExecutor): Promise<void> {
  await tx.execute(
    sql`select set_config('session_replication_role', 'replica', true) where current_setting('is_superuser') = 'on'`,
  );
}

/** Removes every row from every table of the schema and restarts the id sequences, leaving an empty database. */
export async function resetDatabase(db: SqlExecutor): Promise<void> {
  const tables = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));
  const tableList = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  await db.execute(sql`truncate table ${tableList} restart identity cascade`);
}
