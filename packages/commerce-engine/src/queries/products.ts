import { type Database, schema } from "@eyewear/database";
import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { hasSellableVariant, listedInShop, notLensPart } from "./product-filters.ts";
import { findRowsIn, type PageWindow } from "./rows.ts";

const { brands, images, priceHistory, prices, productCategories, products, shopProducts, stock, variants } =
  schema;

export type ProductRow = typeof products.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type ImageRow = typeof images.$inferSelect;

export async function findProductsWithBrands(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ product: products, brand: brands })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...productIds]));
}

/** The variants of the products that have a price in the shop, with their stock (missing stock = none). */
export async function findPricedVariants(db: Database, shopId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      variant: variants,
      price: prices,
      stock: { quantity: stock.quantity, isSellableWithoutStock: stock.isSellableWithoutStock },
    })
    .from(variants)
    .innerJoin(prices, and(eq(prices.variantId, variants.id), eq(prices.shopId, shopId)))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .where(inArray(variants.productId, [...productIds]))
    .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
}

export async function findImages(db: Database, productIds: readonly number[]) {
  return findRowsIn(db, images, images.productId, productIds, [
    asc(images.productId),
    asc(images.position),
    asc(images.hash),
  ]);
}

export async function findProductCategoryKeys(db: Database, productIds: readonly number[]) {
  return findRowsIn(db, productCategories, productCategories.productId, productIds);
}

/** Price history of the variants in the shop that was still valid at or after `since`. */
export async function findPriceHistory(
  db: Database,
  shopId: number,
  variantIds: readonly number[],
  since: Date,
) {
  if (variantIds.length === 0) return [];
  return db
    .select()
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.shopId, shopId),
        inArray(priceHistory.variantId, [...variantIds]),
        or(isNull(priceHistory.validTo), gt(priceHistory.validTo, since)),
      ),
    );
}

export async function findVariantRows(db: Database, variantIds: readonly number[]) {
  return findRowsIn(db, variants, variants.id, variantIds);
}

/** The product ids of the given variants. */
export async function findVariantProducts(db: Database, variantIds: readonly number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: variants.id, productId: variants.productId })
    .from(variants)
    .where(inArray(variants.id, [...variantIds]));
}

/** Listed, priced products sharing a master key with one of the products (rule:catalogue.colour-siblings). */
export async function findSiblings(db: Database, shopId: number, masterKeys: readonly string[]) {
  if (masterKeys.length === 0) return [];
  return db
    .select({ id: products.id, masterKey: products.masterKey })
    .from(products)
    .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, shopId)))
    .where(inArray(products.masterKey, [...masterKeys]))
    .orderBy(asc(products.id));
}

export interface ListingFilter {
  productIds?: readonly number[];
  referenceKey?: string;
  categoryKeys?: readonly string[];
  /** Further conditions on the products row (queries/product-filters.ts). */
  conditions?: SQL | undefined;
}

export type ListingOrder =
  | { by: "price" | "new" | "reduction"; direction: "asc" | "desc" }
  | { by: "requestedIds"; productIds: readonly number[] }
  | { by: "id" }
  /** Search relevance, best first (`score` is an expression over the outer products row, queries/search.ts). */
  | { by: "relevance"; score: SQL };

function listingConditions(db: Database, filter: ListingFilter): SQL | undefined {
  return and(
    filter.productIds ? inArray(products.id, [...filter.productIds]) : undefined,
    filter.referenceKey === undefined ? undefined : eq(products.referenceKey, filter.referenceKey),
    filter.categoryKeys
      ? inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(inArray(productCategories.categoryKey, [...filter.categoryKeys])),
        )
      : undefined,
    filter.conditions,
    filter.categoryKeys || filter.productIds || filter.referenceKey !== undefined ? undefined : notLensPart(),
  );
}

function orderBy(order: ListingOrder): SQL {
  const direction = (expression: SQL, dir: "asc" | "desc") =>
    dir === "asc" ? sql`${expression} asc` : sql`${expression} desc`;
  const byId = sql`${products.id} asc`;
  switch (order.by) {
    case "price":
      return sql`${direction(sql`sp.min_price`, order.direction)}, ${byId}`;
    case "new":
      return sql`${direction(sql`${products.createdAt}`, order.direction)}, ${byId}`;
    case "reduction":
      return sql`${direction(sql`sp.max_reduction_share`, order.direction)}, ${byId}`;
    case "requestedIds":
      return sql`array_position(ARRAY[${sql.join(
        order.productIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}], ${products.id})`;
    case "id":
      return byId;
    case "relevance":
      return sql`${order.score} desc nulls last, ${byId}`;
  }
}

/** One page of listed products with a price in the shop, as ids in listing order, and the total count. */
export async function findListingPage(
  db: Database,
  shopId: number,
  filter: ListingFilter,
  order: ListingOrder,
  page: PageWindow,
): Promise<{ ids: number[]; total: number }> {
  const conditions = listingConditions(db, filter);
  const where = conditions ? sql`where ${conditions}` : sql``;
  // rule:catalogue.sold-out-last: whatever the sort, what can be bought comes first; asked-for ids keep their order.
  const soldOutLast = order.by === "requestedIds" ? sql`` : sql`(${hasSellableVariant(shopId)}) desc, `;
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`select ${products.id} as id from ${products} ${listedInShop(shopId)} ${where}
        order by ${soldOutLast}${orderBy(order)} limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute(sql`select count(*)::int as total from ${products} ${listedInShop(shopId)} ${where}`),
  ]);
  const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  const [count] = (counted as unknown as { rows: { total: number | string }[] }).rows;
  return { ids, total: Number(count?.total ?? 0) };
}
