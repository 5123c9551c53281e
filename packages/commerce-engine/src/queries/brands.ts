import { type Database, schema } from "@eyewear/database";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";

const { brands, products } = schema;

export async function findBrandsBySlugs(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(brands)
    .where(inArray(brands.slug, [...slugs]));
}

export async function findBrandsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(brands)
    .where(inArray(brands.id, [...ids]));
}

/** Brands with at least one product listed in the shop (the listing index): brands are global, a shop sees its own. */
function soldInShop(shopId: number): SQL {
  return sql`exists (select 1 from ${products} join shop_products bsp on bsp.product_id = ${products.id} and bsp.shop_id = ${shopId} where ${products.brandId} = ${brands.id})`;
}

export async function findShopBrandPage(db: Database, shopId: number, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(soldInShop(shopId))
      .orderBy(asc(brands.name), asc(brands.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(brands).where(soldInShop(shopId)),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function findShopBrand(db: Database, shopId: number, brandId: number) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, brandId), soldInShop(shopId)))
    .limit(1);
  return row;
}
