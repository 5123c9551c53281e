import { type Database, schema } from "@eyewear/database";
import { and, asc, eq, inArray } from "drizzle-orm";
import { findPage, type PageWindow } from "./rows.ts";

const { redirects } = schema;

export type RedirectRow = typeof redirects.$inferSelect;

/** One page of the shop's redirects in id order, and how many there are. */
export async function findRedirectPage(
  db: Database,
  shopId: number,
  page: PageWindow,
): Promise<{ rows: RedirectRow[]; total: number }> {
  return findPage(db, redirects, eq(redirects.shopId, shopId), [asc(redirects.id)], page);
}

/** The shop's redirects whose source is one of the paths. */
export async function findRedirectsBySource(db: Database, shopId: number, sources: readonly string[]) {
  if (sources.length === 0) return [];
  return db
    .select()
    .from(redirects)
    .where(and(eq(redirects.shopId, shopId), inArray(redirects.source, [...sources])));
}
