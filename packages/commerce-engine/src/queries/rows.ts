import type { Database } from "@eyewear/database";
import { count, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

// The lookups many tables share. Drizzle cannot infer the row of a table given as a type parameter, so these
// state it.

type Row<T extends PgTable> = T["$inferSelect"];

/** Which rows of a list one page holds. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The window of page `page` (the first is 1) when every page holds `perPage` rows. */
export function pageWindow(page: number, perPage: number): PageWindow {
  return { offset: (page - 1) * perPage, limit: perPage };
}

/** The rows of `table` whose `column` is one of `values`, in `order`; no query for no values. */
export async function findRowsIn<T extends PgTable>(
  db: Database,
  table: T,
  column: PgColumn,
  values: readonly (number | string)[],
  order: SQL[] = [],
): Promise<Row<T>[]> {
  if (values.length === 0) return [];
  return db
    .select()
    .from(table as PgTable)
    .where(inArray(column, [...values]))
    .orderBy(...order) as Promise<Row<T>[]>;
}

function firstRow<T extends PgTable>(db: Database, table: T, where: SQL | undefined) {
  return db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
}

/** The first row of `table` that matches `where`, or undefined. */
export async function findRow<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
): Promise<Row<T> | undefined> {
  const [row] = await firstRow(db, table, where);
  return row as Row<T> | undefined;
}

/** Like findRow, and holds the row until the transaction ends, so changes to it queue up. */
export async function lockRow<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
): Promise<Row<T> | undefined> {
  const [row] = await firstRow(db, table, where).for("update");
  return row as Row<T> | undefined;
}

/** One page of the rows of `table` that match `where`, in `order`, and how many match in all. */
export async function findPage<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: PageWindow,
): Promise<{ rows: Row<T>[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as Row<T>[], total: Number(counted?.total ?? 0) };
}

/** Applies `changes` to the row that `where` identifies; answers the row as changed, or undefined without one. */
export async function updateRow<T extends PgTable>(
  db: Database,
  table: T,
  changes: Partial<T["$inferInsert"]>,
  where: SQL | undefined,
): Promise<Row<T> | undefined> {
  const [row] = await db
    .update(table as PgTable)
    .set(changes)
    .where(where)
    .returning();
  return row as Row<T> | undefined;
}
