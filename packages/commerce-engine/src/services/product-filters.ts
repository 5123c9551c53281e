import { type Database, schema, searchConfigFor } from "@eyewear/database";
import { eq, gte, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { type CategoryIndex, subtreeKeysOf } from "../model/category-index.ts";
import { invalidParameter } from "../model/engine-error.ts";
import type { AttributeFilterParam, ProductFilterParams, ProductSearch } from "../model/product-query.ts";
import { findAttributeGroups, findAttributeValuesOfGroups } from "../queries/attributes.ts";
import { findBrandsBySlugs } from "../queries/brands.ts";
import {
  attributeIn,
  type FilterCondition,
  type FlagKey,
  flagIs,
  hasSellableVariant,
  inCategories,
  isReduced,
  priceBetween,
  reductionBetween,
} from "../queries/product-filters.ts";
import { prepareTermMatch, productSearchCondition, type TermMatch } from "../queries/search.ts";
import { loadCategoryIndex } from "./product-data.ts";
import type { ShopContext } from "./shop-context.ts";

const { products } = schema;

/** Boolean filters on product flags; `sale` means some variant is reduced in the shop. */
export const FLAG_FILTERS = ["isNew", "sale", "isOnlineOnly", "isSustainable", "isPremium"] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** Filter group names of the non-attribute filters, for facets and orFiltersOperator. */
export const PRICE_GROUP = "prices";
export const CATEGORY_GROUP = "category";
export const TERM_GROUP = "term";

/** filters[term] prepared for the shop's language: the words with their exact, fuzzy and contained matches. */
export interface PreparedSearch {
  match: TermMatch;
  language: string;
}

export async function prepareProductSearch(
  db: Database,
  shop: ShopContext,
  search: ProductSearch,
): Promise<PreparedSearch> {
  const config = searchConfigFor(shop.language);
  return {
    match: await prepareTermMatch(db, shop.language, config, search.term, search),
    language: shop.language,
  };
}

/** The products whose search document in the shop's language matches every word of the term. */
export function searchFilter(search: PreparedSearch): FilterCondition {
  return { group: TERM_GROUP, condition: productSearchCondition(search.match, search.language) };
}

export interface ResolvedFilters {
  conditions: FilterCondition[];
  orGroups: ReadonlySet<string>;
  /** The shop's category tree when a category filter was given. */
  categories: CategoryIndex | null;
}

function isFlag(key: string): key is FlagFilter {
  return (FLAG_FILTERS as readonly string[]).includes(key);
}

function flagCondition(filter: AttributeFilterParam): SQL {
  const [value, ...rest] = filter.values;
  if (rest.length > 0 || (value !== "true" && value !== "false")) {
    throw invalidParameter(filter.parameter, `${filter.parameter} must be true or false`);
  }
  const test = filter.key === "sale" ? isReduced("any") : flagIs(filter.key as FlagKey, true);
  return value === "true" ? test : (not(test) as SQL);
}

async function brandCondition(db: Database, filter: AttributeFilterParam): Promise<SQL> {
  const ids = filter.values.filter((value) => /^\d{1,10}$/.test(value)).map(Number);
  const slugs = filter.values.filter((value) => !/^\d{1,10}$/.test(value));
  const bySlug = await findBrandsBySlugs(db, slugs);
  const all = [...ids, ...bySlug.map((brand) => brand.id)];
  return all.length === 0 ? sql`false` : inArray(products.brandId, all);
}

/** Attribute values may be given as value strings or as attribute value ids (as SCAYLE filters carry them). */
async function attributeConditions(
  db: Database,
  shop: ShopContext,
  filters: readonly AttributeFilterParam[],
): Promise<Map<AttributeFilterParam, SQL>> {
  const keys = [...new Set(filters.map((filter) => filter.key))];
  const [groups, values] = await Promise.all([
    findAttributeGroups(db, keys),
    findAttributeValuesOfGroups(db, keys),
  ]);
  const known = new Set(groups.map((group) => group.key));
  const result = new Map<AttributeFilterParam, SQL>();
  for (const filter of filters) {
    if (!known.has(filter.key)) {
      throw invalidParameter(filter.parameter, `Filter ${filter.parameter} is not supported`);
    }
    const expanded = new Set(filter.values);
    for (const row of values) {
      if (row.groupKey === filter.key && filter.values.includes(String(row.id))) expanded.add(row.value);
    }
    result.set(filter, attributeIn(shop.id, filter.key, [...expanded]));
  }
  return result;
}

/** Turns the parsed filters into SQL conditions; unknown attribute keys answer 400 naming the parameter. */
export async function resolveProductFilters(
  db: Database,
  shop: ShopContext,
  params: ProductFilterParams,
  extra: { minProductId?: number } = {},
): Promise<ResolvedFilters> {
  const conditions: FilterCondition[] = [];
  let categories: CategoryIndex | null = null;
  if (params.categoryId !== undefined) {
    categories = await loadCategoryIndex(db, shop.id);
    const category = categories.byId.get(params.categoryId);
    if (!category) {
      throw invalidParameter(
        "filters[category]",
        `Category ${params.categoryId} does not exist in this shop`,
      );
    }
    conditions.push({
      group: CATEGORY_GROUP,
      condition: inCategories(db, subtreeKeysOf(categories, category)),
    });
  }
  if (params.minPrice !== undefined || params.maxPrice !== undefined) {
    conditions.push({
      group: PRICE_GROUP,
      condition: priceBetween(params.minPrice, params.maxPrice),
    });
  }
  if (params.minReduction !== undefined || params.maxReduction !== undefined) {
    conditions.push({
      group: "reduction",
      condition: reductionBetween(params.minReduction, params.maxReduction),
    });
  }
  if (params.hasCampaignReduction !== undefined) {
    const reduced = isReduced("campaign", shop.campaign);
    conditions.push({
      group: "hasCampaignReduction",
      condition: params.hasCampaignReduction ? reduced : (not(reduced) as SQL),
    });
  }
  if (params.includeSoldOut === false)
    conditions.push({ group: "soldOut", condition: hasSellableVariant(shop.id) });
  if (extra.minProductId !== undefined) {
    conditions.push({ group: "minProductId", condition: gte(products.id, extra.minProductId) });
  }
  // Brand, reference key and product type are columns of the product rather than attribute values.
  const columns: readonly string[] = ["brand", "referenceKey", "productType"];
  const plain = params.attributes.filter((filter) => !isFlag(filter.key) && !columns.includes(filter.key));
  const attributeSql = await attributeConditions(db, shop, plain);
  for (const filter of params.attributes) {
    let condition: SQL;
    if (isFlag(filter.key)) {
      if (filter.negate)
        throw invalidParameter(filter.parameter, `Filter ${filter.parameter} is not supported`);
      condition = flagCondition(filter);
    } else if (filter.key === "brand") condition = await brandCondition(db, filter);
    else if (filter.key === "referenceKey") {
      condition = or(...filter.values.map((value) => eq(products.referenceKey, value))) as SQL;
    } else if (filter.key === "productType") {
      condition = or(...filter.values.map((value) => eq(products.productType, value))) as SQL;
    } else condition = attributeSql.get(filter)!;
    conditions.push({ group: filter.key, condition: filter.negate ? (not(condition) as SQL) : condition });
  }
  return { conditions, orGroups: params.orGroups, categories };
}
