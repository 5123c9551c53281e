import { type Database, schema } from "@eyewear/database";
import { LISTED_SALES_STATUSES } from "@eyewear/shop-rules";
import { and, inArray, or, type SQL, sql } from "drizzle-orm";

const { products, productCategories } = schema;

// Conditions on the outer `products` row for GET /v1/products and GET /v1/filters. Variant-level conditions are
// EXISTS subqueries over the variants priced in the shop (aliases fv/fp so they never clash with outer joins).
// Attribute conditions use jsonb containment (`@>`), one per value, so that a GIN index could serve them; the
// schema is frozen for now, the indexes we would add are
//   CREATE INDEX products_attributes_gin ON products USING gin (attributes jsonb_path_ops);
//   CREATE INDEX variants_attributes_gin ON variants USING gin (attributes jsonb_path_ops);

/** One filter condition; `group` names the filter (frameColor, brand, prices, …) for OR-combining and facets. */
export interface FilterCondition {
  group: string;
  condition: SQL;
}

function variantInShop(shopId: number, extra: SQL): SQL {
  return sql`exists (select 1 from variants fv join prices fp on fp.variant_id = fv.id and fp.shop_id = ${shopId} where fv.product_id = ${products.id} and ${extra})`;
}

/** Some variant's price in the shop lies within [min, max] (minor units). */
export function priceBetween(shopId: number, min: number | undefined, max: number | undefined): SQL {
  return variantInShop(
    shopId,
    sql`fp.with_tax >= ${min ?? 0} and fp.with_tax <= ${max ?? Number.MAX_SAFE_INTEGER}`,
  );
}

const reductionPercent = sql`(case when fp.original_with_tax > fp.with_tax then (fp.original_with_tax - fp.with_tax)::float8 * 100 / fp.original_with_tax else 0 end)`;

/** Some variant's reduction in the shop lies within [min, max] percent. */
export function reductionBetween(shopId: number, min: number | undefined, max: number | undefined): SQL {
  return variantInShop(
    shopId,
    sql`${reductionPercent} >= ${min ?? 0} and ${reductionPercent} <= ${max ?? 100}`,
  );
}

/** Some variant is reduced in the shop, by a campaign (`campaign`) or at all (`any`). */
export function isReduced(shopId: number, by: "campaign" | "any"): SQL {
  return variantInShop(
    shopId,
    by === "campaign"
      ? sql`fp.original_with_tax > fp.with_tax and fp.reduction_category = 'campaign'`
      : sql`fp.original_with_tax > fp.with_tax`,
  );
}

/** S1 §4: some variant is sellable (published, stock above 0 or sellable without stock). */
export function hasSellableVariant(shopId: number): SQL {
  return and(
    sql`${products.salesStatus} = 'published'`,
    variantInShop(
      shopId,
      sql`exists (select 1 from stock fs where fs.variant_id = fv.id and (fs.quantity > 0 or fs.is_sellable_without_stock))`,
    ),
  ) as SQL;
}

function containsValue(column: SQL, key: string, value: string): SQL {
  return sql`${column} @> ${JSON.stringify({ [key]: [value] })}::jsonb`;
}

/** The product's or one of its shop-priced variants' attribute `key` holds one of the values. */
export function attributeIn(shopId: number, key: string, values: readonly string[]): SQL {
  const onProduct = or(...values.map((value) => containsValue(sql`${products.attributes}`, key, value)));
  const onVariant = variantInShop(
    shopId,
    or(...values.map((value) => containsValue(sql`fv.attributes`, key, value))) as SQL,
  );
  return or(onProduct, onVariant) as SQL;
}

export type FlagKey = "isNew" | "isOnlineOnly" | "isSustainable" | "isPremium";

const FLAG_COLUMNS = {
  isNew: products.isNew,
  isOnlineOnly: products.isOnlineOnly,
  isSustainable: products.isSustainable,
  isPremium: products.isPremium,
} as const;

export function flagIs(key: FlagKey, value: boolean): SQL {
  return sql`${FLAG_COLUMNS[key]} = ${value}`;
}

export function inCategories(db: Database, categoryKeys: readonly string[]): SQL {
  return inArray(
    products.id,
    db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .where(inArray(productCategories.categoryKey, [...categoryKeys])),
  );
}

/**
 * ANDs the conditions; those whose group is in `orGroups` are ORed together first (orFiltersOperator), and the
 * group `except` is left out (facet counts of a filter ignore that filter itself).
 */
export function combineConditions(
  conditions: readonly FilterCondition[],
  orGroups: ReadonlySet<string>,
  except?: string,
): SQL | undefined {
  const used = conditions.filter((entry) => entry.group !== except);
  const ored = used.filter((entry) => orGroups.has(entry.group)).map((entry) => entry.condition);
  const anded = used.filter((entry) => !orGroups.has(entry.group)).map((entry) => entry.condition);
  return and(...anded, ored.length > 0 ? or(...ored) : undefined);
}

/** Listed products (S1 §4) with a price in the shop that pass `where`. */
function servedProducts(shopId: number, where: SQL | undefined): SQL {
  return sql`${products.isActive} and ${products.salesStatus} in (${sql.join(
    LISTED_SALES_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}) and ${variantInShop(shopId, sql`true`)}${where ? sql` and ${where}` : sql``}`;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Product counts per (attribute key, value) over product and shop-priced variant attributes; `key` narrows. */
export async function countAttributeValues(
  db: Database,
  shopId: number,
  where: SQL | undefined,
  key?: string,
): Promise<{ key: string; value: string; count: number }[]> {
  const result = await rows<{ key: string; value: string; count: number | string }>(
    db,
    sql`select a.key, a.value, count(distinct ${products.id})::int as count
      from ${products}
      cross join lateral (
        select e.key, x.value from jsonb_each(${products.attributes}) e
          cross join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end) x(value)
        union
        select e.key, x.value from variants fv
          join prices fp on fp.variant_id = fv.id and fp.shop_id = ${shopId}
          cross join lateral jsonb_each(fv.attributes) e
          cross join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value else '[]'::jsonb end) x(value)
          where fv.product_id = ${products.id}
      ) a
      where ${servedProducts(shopId, where)}${key === undefined ? sql`` : sql` and a.key = ${key}`}
      group by a.key, a.value`,
  );
  return result.map((row) => ({ key: row.key, value: row.value, count: Number(row.count) }));
}

/** Product counts per brand id. */
export async function countBrands(db: Database, shopId: number, where: SQL | undefined) {
  const result = await rows<{ brandId: number; count: number | string }>(
    db,
    sql`select ${products.brandId} as "brandId", count(*)::int as count from ${products}
      where ${servedProducts(shopId, where)} group by ${products.brandId}`,
  );
  return result.map((row) => ({ brandId: Number(row.brandId), count: Number(row.count) }));
}

/** How many products have the flag (or are reduced, for `sale`) and how many do not. */
export async function countFlag(
  db: Database,
  shopId: number,
  where: SQL | undefined,
  flag: FlagKey | "sale",
): Promise<{ yes: number; no: number }> {
  const test = flag === "sale" ? isReduced(shopId, "any") : flagIs(flag, true);
  const [row] = await rows<{ yes: number | string; no: number | string }>(
    db,
    sql`select count(*) filter (where ${test})::int as yes, count(*) filter (where not (${test}))::int as no
      from ${products} where ${servedProducts(shopId, where)}`,
  );
  return { yes: Number(row?.yes ?? 0), no: Number(row?.no ?? 0) };
}

/** Lowest and highest variant price in the shop over the products, and how many products there are. */
export async function priceSpan(
  db: Database,
  shopId: number,
  where: SQL | undefined,
): Promise<{ min: number; max: number; count: number }> {
  const [row] = await rows<{
    min: string | number | null;
    max: string | number | null;
    count: number | string;
  }>(
    db,
    sql`select min(fp.with_tax)::float8 as min, max(fp.with_tax)::float8 as max, count(distinct ${products.id})::int as count
      from ${products} join variants fv on fv.product_id = ${products.id}
      join prices fp on fp.variant_id = fv.id and fp.shop_id = ${shopId}
      where ${servedProducts(shopId, where)}`,
  );
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0), count: Number(row?.count ?? 0) };
}

/** (product id, category key) pairs of the matching products, for counts per category subtree. */
export async function matchingCategoryAssignments(db: Database, shopId: number, where: SQL | undefined) {
  const result = await rows<{ productId: number; categoryKey: string }>(
    db,
    sql`select pc.product_id as "productId", pc.category_key as "categoryKey"
      from ${products} join product_categories pc on pc.product_id = ${products.id}
      where ${servedProducts(shopId, where)}`,
  );
  return result.map((row) => ({ productId: Number(row.productId), categoryKey: row.categoryKey }));
}
