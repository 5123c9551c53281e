import type { Database } from "@eyewear/database";
import type {
  AttributesFilterItemWithValues,
  AttributesFilterValue,
  BooleanFilterItemWithValues,
  CentAmount,
  FilterItemWithValues,
  FilterValuesResponseData,
  IdentifierFilterItemWithValues,
  RangeFilterItemWithValues,
} from "@scayle/storefront-api";
import { subtreeKeysOf } from "../model/category-index.ts";
import { notFound } from "../model/engine-error.ts";
import type { ProductFilterParams, ProductSearch } from "../model/product-query.ts";
import {
  type AttributeGroupRow,
  findAllAttributeGroups,
  findAttributeValuesOfGroups,
} from "../queries/attributes.ts";
import { findBrandsByIds } from "../queries/brands.ts";
import {
  combineConditions,
  countFacets,
  type FacetCounts,
  matchingCategoryAssignments,
  notLensPart,
} from "../queries/product-filters.ts";
import { cents } from "../serializers/wire.ts";
import { loadCategoryIndex } from "./product-data.ts";
import {
  CATEGORY_GROUP,
  FLAG_FILTERS,
  type FlagFilter,
  PRICE_GROUP,
  prepareProductSearch,
  type ResolvedFilters,
  resolveProductFilters,
  searchFilter,
} from "./product-filters.ts";
import type { ShopContext } from "./shop-context.ts";

// GET /v1/filters and /v1/filters/{group}/values: boolean, attribute, identifier and range filter groups.
// Each group's counts are over the products matching all other active filters (the group's own filter is left
// out, so a shopper sees what choosing another value would give; rule:catalogue.filter-counts).

const BRAND_GROUP = "brand";

interface FacetContext {
  db: Database;
  shop: ShopContext;
  resolved: ResolvedFilters;
  /** Attribute groups with labels, by key. */
  groups: Map<string, AttributeGroupRow>;
  /** Facet counts by the active filter group they leave out ("" for none), each counted once per request. */
  counts: Map<string, Promise<FacetCounts>>;
}

function whereExcept(ctx: FacetContext, group: string | undefined) {
  return combineConditions(ctx.resolved.conditions, ctx.resolved.orGroups, group);
}

function isActive(ctx: FacetContext, group: string): boolean {
  return ctx.resolved.conditions.some((entry) => entry.group === group);
}

/** The counts a group's facet shows: over the products matching every active filter except its own. */
function countsFor(ctx: FacetContext, group: string): Promise<FacetCounts> {
  const leftOut = isActive(ctx, group) ? group : "";
  let counts = ctx.counts.get(leftOut);
  if (!counts) {
    counts = countFacets(ctx.db, ctx.shop.id, whereExcept(ctx, leftOut || undefined));
    ctx.counts.set(leftOut, counts);
  }
  return counts;
}

function labelOf(ctx: FacetContext, key: string): string {
  return ctx.groups.get(key)?.labels[ctx.shop.language] ?? key;
}

async function attributeFacets(ctx: FacetContext, only?: string): Promise<AttributesFilterItemWithValues[]> {
  const attributeKeys = [...ctx.groups.values()]
    .filter((group) => isAttributeFacet(group) && (only === undefined || group.key === only))
    .map((group) => group.key);
  const counted = await Promise.all(
    attributeKeys.map(async (key) => (await countsFor(ctx, key)).attributes.filter((row) => row.key === key)),
  );
  const rows = counted.flat();
  const valueRows = await findAttributeValuesOfGroups(ctx.db, attributeKeys);
  const valueRow = new Map(valueRows.map((row) => [`${row.groupKey}\u0000${row.value}`, row]));
  const facets: AttributesFilterItemWithValues[] = [];
  for (const key of attributeKeys) {
    const group = ctx.groups.get(key)!;
    const values: AttributesFilterValue[] = rows
      .filter((row) => row.key === key && row.count > 0)
      .map((row) => {
        const labelled = valueRow.get(`${key}\u0000${row.value}`);
        return {
          id: labelled?.id ?? 0,
          name: labelled?.labels[ctx.shop.language] ?? row.value,
          value: row.value,
          productCount: row.count,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.value.localeCompare(b.value));
    if (values.length === 0) continue;
    facets.push({
      id: group.id,
      slug: key,
      name: labelOf(ctx, key),
      values,
      type: "attributes",
      attributeGroupType: group.type,
    });
  }
  return facets;
}

async function brandFacet(ctx: FacetContext): Promise<AttributesFilterItemWithValues> {
  const counts = (await countsFor(ctx, BRAND_GROUP)).brands.filter((row) => row.count > 0);
  const brands = new Map(
    (
      await findBrandsByIds(
        ctx.db,
        counts.map((row) => row.brandId),
      )
    ).map((brand) => [brand.id, brand]),
  );
  const values = counts
    .flatMap((row) => {
      const brand = brands.get(row.brandId);
      return brand ? [{ id: brand.id, name: brand.name, value: brand.slug, productCount: row.count }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    id: ctx.groups.get(BRAND_GROUP)?.id ?? null,
    slug: BRAND_GROUP,
    name: labelOf(ctx, BRAND_GROUP),
    values,
    type: "attributes",
    attributeGroupType: ctx.groups.get(BRAND_GROUP)?.type ?? "brand",
  };
}

async function flagFacet(ctx: FacetContext, flag: FlagFilter): Promise<BooleanFilterItemWithValues> {
  const counts = await countsFor(ctx, flag);
  const yes = counts.flags[flag];
  const no = counts.total - yes;
  return {
    id: null,
    slug: flag,
    name: labelOf(ctx, flag),
    values: [
      { name: true, productCount: yes },
      { name: false, productCount: no },
    ],
    type: "boolean",
  };
}

async function priceFacet(ctx: FacetContext): Promise<RangeFilterItemWithValues> {
  const counts = await countsFor(ctx, PRICE_GROUP);
  return {
    id: null,
    slug: PRICE_GROUP,
    name: labelOf(ctx, PRICE_GROUP),
    values: [
      { min: cents(counts.minPrice) as CentAmount, max: cents(counts.maxPrice), productCount: counts.total },
    ],
    type: "range",
  };
}

/** Product counts per visible shop category, each over its whole subtree. */
async function categoryFacet(ctx: FacetContext): Promise<IdentifierFilterItemWithValues> {
  const [index, assignments] = await Promise.all([
    ctx.resolved.categories ?? loadCategoryIndex(ctx.db, ctx.shop.id),
    matchingCategoryAssignments(ctx.db, ctx.shop.id, whereExcept(ctx, CATEGORY_GROUP)),
  ]);
  const productsByKey = new Map<string, number[]>();
  for (const row of assignments) {
    productsByKey.set(row.categoryKey, [...(productsByKey.get(row.categoryKey) ?? []), row.productId]);
  }
  const values = [...index.byId.values()]
    .filter((category) => !category.isHidden)
    .map((category) => {
      const ids = new Set(subtreeKeysOf(index, category).flatMap((key) => productsByKey.get(key) ?? []));
      return { id: category.id, productCount: ids.size };
    })
    .filter((value) => value.productCount > 0)
    .sort((a, b) => a.id - b.id);
  return { slug: CATEGORY_GROUP, name: labelOf(ctx, CATEGORY_GROUP), values, type: "identifier" };
}

async function facetContext(
  db: Database,
  shop: ShopContext,
  params: ProductFilterParams,
  search: ProductSearch | undefined,
): Promise<FacetContext> {
  const [resolved, all, prepared] = await Promise.all([
    resolveProductFilters(db, shop, params),
    findAllAttributeGroups(db),
    search ? prepareProductSearch(db, shop, search) : undefined,
  ]);
  if (prepared) resolved.conditions.push(searchFilter(prepared));
  if (params.categoryId === undefined)
    resolved.conditions.push({ group: "lensParts", condition: notLensPart() });
  return { db, shop, resolved, groups: new Map(all.map((group) => [group.key, group])), counts: new Map() };
}

/** Attribute groups shoppers filter by: every group except image ones and those named like another filter. */
function isAttributeFacet(group: AttributeGroupRow): boolean {
  const reserved: readonly string[] = [BRAND_GROUP, CATEGORY_GROUP, PRICE_GROUP, ...FLAG_FILTERS];
  return group.type !== "image" && !reserved.includes(group.key);
}

/** GET /v1/filters: every filter group with its values and product counts (within the search term, if any). */
export async function getFilters(
  db: Database,
  shop: ShopContext,
  params: ProductFilterParams,
  search?: ProductSearch,
): Promise<FilterItemWithValues[]> {
  const ctx = await facetContext(db, shop, params, search);
  const [attributes, brand, flags, price, category] = await Promise.all([
    attributeFacets(ctx),
    brandFacet(ctx),
    Promise.all(FLAG_FILTERS.map((flag) => flagFacet(ctx, flag))),
    priceFacet(ctx),
    categoryFacet(ctx),
  ]);
  return [category, brand, ...attributes, ...flags, price];
}

/** GET /v1/filters/{groupName}/values: the values of one group; 404 for a group this engine does not know. */
export async function getFilterValues(
  db: Database,
  shop: ShopContext,
  groupName: string,
  params: ProductFilterParams,
  search?: ProductSearch,
): Promise<FilterValuesResponseData> {
  const ctx = await facetContext(db, shop, params, search);
  if (groupName === CATEGORY_GROUP) return (await categoryFacet(ctx)).values;
  if (groupName === BRAND_GROUP) return (await brandFacet(ctx)).values;
  if (groupName === PRICE_GROUP) return (await priceFacet(ctx)).values;
  const flag = FLAG_FILTERS.find((entry) => entry === groupName);
  if (flag) return (await flagFacet(ctx, flag)).values;
  const group = ctx.groups.get(groupName);
  if (group && isAttributeFacet(group)) {
    const [facet] = await attributeFacets(ctx, groupName);
    return facet?.values ?? [];
  }
  throw notFound(`Filter group ${groupName} does not exist`, "groupName");
}
