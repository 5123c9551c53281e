// Datasource entries: key-value lists editors maintain (countries, weekday labels, ...), with one value per
// dimension, which this space uses for the shop languages.
import { type Database, schema } from "@eyewear/database";
import { asc, count, eq } from "drizzle-orm";
import type { DatasourceEntry } from "./types.ts";

const { datasourceEntries } = schema;

export interface DatasourceEntriesQuery {
  /** Slug of the datasource; all datasources when undefined. */
  datasource?: string | undefined;
  /** Dimension whose value each entry reports as dimension_value. */
  dimension?: string | undefined;
  page: number;
  perPage: number;
}

/** One page of datasource entries in the editors' order, and how many there are in all. */
export async function listDatasourceEntries(
  db: Database,
  query: DatasourceEntriesQuery,
): Promise<{ entries: DatasourceEntry[]; total: number }> {
  const where = query.datasource ? eq(datasourceEntries.datasource, query.datasource) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(datasourceEntries)
      .where(where)
      .orderBy(asc(datasourceEntries.datasource), asc(datasourceEntries.position), asc(datasourceEntries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(datasourceEntries).where(where),
  ]);
  const entries = rows.map((row) => ({
    id: row.id,
    name: row.name,
    value: row.value,
    dimension_value: query.dimension === undefined ? null : (row.dimensionValues[query.dimension] ?? null),
  }));
  return { entries, total: totals[0]?.total ?? 0 };
}
