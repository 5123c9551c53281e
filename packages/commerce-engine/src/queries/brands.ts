import { type Database, schema } from "@eyewear/database";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { findPage, findRow, findRowsIn, type PageWindow } from "./rows.ts";

const { brands, products } = schema;

export async function findBrandsBySlugs(db: Database, slugs: readonly string[]) {
  return findRowsIn(db, brands, brands.slug, slugs);
}

export async function findBrandsByIds(db: Database, ids: readonly number[]) {
  return findRowsIn(db, brands, brands.id, ids);
}

/** Brands with at least one product listed in the shop (the listing index): brands are global, a shop sees its own. */
function soldInShop(shopId: number): SQL {
  return sql`exists (select 1 from ${products} join shop_products bsp on bsp.product_id = ${products.id} and bsp.shop_id = ${shopId} where ${products.brandId} = ${brands.id})`;
}

export async function findShopBrandPage(db: Database, shopId: number, page: PageWindow) {
  return findPage(db, brands, soldInShop(shopId), [asc(brands.name), asc(brands.id)], page);
}

export async function findShopBrand(db: Database, shopId: number, brandId: number) {
  return findRow(db, brands, and(eq(brands.id, brandId), soldInShop(shopId)));
}
