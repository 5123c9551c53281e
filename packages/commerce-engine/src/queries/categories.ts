import { type Database, schema } from "@eyewear/database";
import { asc, eq } from "drizzle-orm";

export type CategoryRow = typeof schema.categories.$inferSelect;

/** All categories of a shop, in sibling order. */
export async function findShopCategories(db: Database, shopId: number) {
  return db
    .select()
    .from(schema.categories)
    .where(eq(schema.categories.shopId, shopId))
    .orderBy(asc(schema.categories.position), asc(schema.categories.id));
}
