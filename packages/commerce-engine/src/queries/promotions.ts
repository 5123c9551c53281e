import { type Database, schema } from "@eyewear/database";
import { and, asc, desc, eq, inArray } from "drizzle-orm";

const { promotions } = schema;

export type PromotionRow = typeof promotions.$inferSelect;

/**
 * The shop's promotions, highest priority first; only those with the given ids when ids are given. A shop has a
 * handful, so validity at a time is decided in the service by the one rule (isPromotionActiveAt).
 */
export async function findShopPromotions(db: Database, shopId: number, ids: readonly string[] | null) {
  if (ids?.length === 0) return [];
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.shopId, shopId), ids ? inArray(promotions.id, [...ids]) : undefined))
    .orderBy(desc(promotions.priority), asc(promotions.id));
}
