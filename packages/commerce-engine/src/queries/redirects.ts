import { type Database, schema } from "@eyewear/database";
import { and, asc, count, eq, inArray } from "drizzle-orm";

const { redirects } = schema;

export type RedirectRow = typeof redirects.$inferSelect;

/** One page of the shop's redirects in id order, and how many there are. */
export async function findRedirectPage(
  db: Database,
  shopId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: RedirectRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(redirects)
      .where(eq(redirects.shopId, shopId))
      .orderBy(asc(redirects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(redirects).where(eq(redirects.shopId, shopId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The shop's redirects whose source is one of the paths. */
export async function findRedirectsBySource(db: Database, shopId: number, sources: readonly string[]) {
  if (sources.length === 0) return [];
  return db
    .select()
    .from(redirects)
    .where(and(eq(redirects.shopId, shopId), inArray(redirects.source, [...sources])));
}
