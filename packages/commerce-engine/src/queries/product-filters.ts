import { type Database, schema } from "@eyewear/database";
import { LENS_PART_PRODUCT_TYPE } from "@eyewear/shop-rules";
import { and, inArray, or, type SQL, sql } from "drizzle-orm";

const { products, productCategories } = schema;

// Conditions for GET /v1/products and GET /v1/filters over the outer `products` row joined with its
// `shop_products` row as `sp` (see LISTED_IN_SHOP): prices, reductions, campaigns and attribute values come
// from that one summary row (rebuildShopProducts), so a filter never has to visit every variant and price.

/** One filter condition; `group` names the filter (frameColor, brand, prices, …) for OR-combining and facets. */
export interface FilterCondition {
  group: string;
  condition: SQL;
}

/**
 * Lens parts are sold only inside a configured pair of glasses (rule:catalogue.lens-parts-unlisted): listings,
 * filters and search that do not ask for their hidden category by id leave them out.
 */
export function notLensPart(): SQL {
  return sql`${products.productType} <> ${LENS_PART_PRODUCT_TYPE}`;
}

/** Joins each product with its summary row in the shop; a product without one is not listed there. */
export function listedInShop(shopId: number): SQL {
  return sql`join shop_products sp on sp.product_id = ${products.id} and sp.shop_id = ${shopId}`;
}

function someElementBetween(array: SQL, min: number, max: number): SQL {
  return sql`exists (select 1 from unnest(${array}) v where v >= ${min} and v <= ${max})`;
}

/** Some variant's price in the shop lies within [min, max] (minor units). */
export function priceBetween(min: number | undefined, max: number | undefined): SQL {
  return someElementBetween(sql`sp.price_values`, min ?? 0, max ?? Number.MAX_SAFE_INTEGER);
}

/** Some variant's reduction in the shop lies within [min, max] percent. */
export function reductionBetween(min: number | undefined, max: number | undefined): SQL {
  return someElementBetween(sql`sp.reduction_values`, min ?? 0, max ?? 100);
}

/**
 * Some variant is reduced in the shop, by a campaign (`campaign`) or at all (`any`). A campaign named by the
 * request's campaignKey narrows campaign reductions to its own (ADR 0018; id null: none).
 */
export function isReduced(by: "campaign" | "any", campaign?: { id: number | null }): SQL {
  if (by === "any") return sql`sp.max_reduction_share > 0`;
  if (!campaign) return sql`cardinality(sp.campaign_ids) > 0`;
  return sql`sp.campaign_ids @> array[${campaign.id ?? 0}]::int[]`;
}

/** Some variant is sellable: published, in stock or sellable without it (rule:catalogue.variant-sellable). */
export function hasSellableVariant(shopId: number): SQL {
  return and(
    sql`${products.salesStatus} = 'published'`,
    sql`exists (select 1 from variants fv join prices fp on fp.variant_id = fv.id and fp.shop_id = ${shopId}
      join stock fs on fs.variant_id = fv.id
      where fv.product_id = ${products.id} and (fs.quantity > 0 or fs.is_sellable_without_stock))`,
  ) as SQL;
}

/** How `shop_products.facet_values` spells an attribute value of a product in a shop. */
function facetEntry(shopId: number, key: string, value: string): string {
  return `${shopId}:${key}:${value}`;
}

/** The product's or one of its shop-priced variants' attribute `key` holds one of the values. */
export function attributeIn(shopId: number, key: string, values: readonly string[]): SQL {
  const entries = values.map((value) => sql`${facetEntry(shopId, key, value)}`);
  return sql`sp.facet_values && array[${sql.join(entries, sql`, `)}]::text[]`;
}

/** The product flags a filter can ask for; each is the products column of the same name. */
export type FlagKey = "isNew" | "isOnlineOnly" | "isSustainable" | "isPremium";

export function flagIs(key: FlagKey, value: boolean): SQL {
  return sql`${products[key]} = ${value}`;
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

function whereClause(where: SQL | undefined): SQL {
  return where ? sql`where ${where}` : sql``;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Product counts of the products matching a filter: per attribute value, per brand, per flag, and their prices. */
export interface FacetCounts {
  attributes: { key: string; value: string; count: number }[];
  brands: { brandId: number; count: number }[];
  /** How many of the products have the flag (`sale`: are reduced). */
  flags: Record<FlagKey | "sale", number>;
  total: number;
  /** Lowest and highest variant price in the shop over the products (0 when there are none). */
  minPrice: number;
  maxPrice: number;
}

interface FacetRow {
  kind: "attribute" | "brand" | "summary";
  name: string;
  count: number | string;
}

interface FacetSummary {
  total: number;
  minPrice: number | null;
  maxPrice: number | null;
  isNew: number;
  isOnlineOnly: number;
  isSustainable: number;
  isPremium: number;
  sale: number;
}

/** Every facet count over the matching products in one statement: the filter is evaluated once. */
export async function countFacets(
  db: Database,
  shopId: number,
  where: SQL | undefined,
): Promise<FacetCounts> {
  const result = await rows<FacetRow>(
    db,
    sql`with m as materialized (
        select ${products.brandId} as brand_id, ${products.isNew} as is_new, ${products.isOnlineOnly} as is_online_only,
          ${products.isSustainable} as is_sustainable, ${products.isPremium} as is_premium,
          sp.max_reduction_share, sp.min_price, sp.max_price, sp.facet_values
        from ${products} ${listedInShop(shopId)} ${whereClause(where)}
      )
      select 'attribute' as kind, f.entry as name, count(*)::int as count
        from m cross join lateral unnest(m.facet_values) f(entry) group by f.entry
      union all
      select 'brand', m.brand_id::text, count(*)::int from m group by m.brand_id
      union all
      select 'summary', json_build_object(
          'total', count(*), 'minPrice', min(m.min_price), 'maxPrice', max(m.max_price),
          'isNew', count(*) filter (where m.is_new), 'isOnlineOnly', count(*) filter (where m.is_online_only),
          'isSustainable', count(*) filter (where m.is_sustainable),
          'isPremium', count(*) filter (where m.is_premium), 'sale', count(*) filter (where m.max_reduction_share > 0)
        )::text, 0
        from m`,
  );
  const prefix = `${shopId}:`;
  const counts: FacetCounts = {
    attributes: [],
    brands: [],
    flags: { isNew: 0, isOnlineOnly: 0, isSustainable: 0, isPremium: 0, sale: 0 },
    total: 0,
    minPrice: 0,
    maxPrice: 0,
  };
  for (const row of result) {
    if (row.kind === "attribute" && row.name.startsWith(prefix)) {
      const entry = row.name.slice(prefix.length);
      const separator = entry.indexOf(":");
      counts.attributes.push({
        key: entry.slice(0, separator),
        value: entry.slice(separator + 1),
        count: Number(row.count),
      });
    } else if (row.kind === "brand") {
      counts.brands.push({ brandId: Number(row.name), count: Number(row.count) });
    } else if (row.kind === "summary") {
      const summary = JSON.parse(row.name) as FacetSummary;
      counts.total = Number(summary.total);
      counts.minPrice = Number(summary.minPrice ?? 0);
      counts.maxPrice = Number(summary.maxPrice ?? 0);
      counts.flags = {
        isNew: summary.isNew,
        isOnlineOnly: summary.isOnlineOnly,
        isSustainable: summary.isSustainable,
        isPremium: summary.isPremium,
        sale: summary.sale,
      };
    }
  }
  return counts;
}

/** (product id, category key) pairs of the matching products, for counts per category subtree. */
export async function matchingCategoryAssignments(db: Database, shopId: number, where: SQL | undefined) {
  const result = await rows<{ productId: number; categoryKey: string }>(
    db,
    sql`select pc.product_id as "productId", pc.category_key as "categoryKey"
      from ${products} ${listedInShop(shopId)} join product_categories pc on pc.product_id = ${products.id}
      ${whereClause(where)}`,
  );
  return result.map((row) => ({ productId: Number(row.productId), categoryKey: row.categoryKey }));
}
