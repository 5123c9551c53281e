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
import { notFound } from "../http/errors.ts";
import type { ProductFilterParams } from "../http/product-filters.ts";
import { subtreeKeysOf } from "../model/category-index.ts";
import {
  type AttributeGroupRow,
  findAllAttributeGroups,
  findAttributeValuesOfGroups,
} from "../queries/attributes.ts";
import { findBrandsByIds } from "../queries/brands.ts";
import {
  combineConditions,
  countAttributeValues,
  countBrands,
  countFlag,
  matchingCategoryAssignments,
  priceSpan,
} from "../queries/product-filters.ts";
import { cents } from "../serializers/wire.ts";
import { loadCategoryIndex } from "./product-data.ts";
import {
  CATEGORY_GROUP,
  FLAG_FILTERS,
  type FlagFilter,
  PRICE_GROUP,
  type ResolvedFilters,
  resolveProductFilters,
} from "./product-filters.ts";
import type { ShopContext } from "./shop-context.ts";

// GET /v1/filters and /v1/filters/{group}/values (S1 §3 filter types boolean, attributes, identifier, range).
// Each group's counts are over the products matching all other active filters (the group's own filter is left
// out, so a shopper sees what choosing another value would give).

const BRAND_GROUP = "brand";

interface FacetContext {
  db: Database;
  shop: ShopContext;
  resolved: ResolvedFilters;
  /** Attribute groups with labels, by key. */
  groups: Map<string, AttributeGroupRow>;
}

function whereExcept(ctx: FacetContext, group: string | undefined) {
  return combineConditions(ctx.resolved.conditions, ctx.resolved.orGroups, group);
}

function labelOf(ctx: FacetContext, key: string): string {
  return ctx.groups.get(key)?.labels[ctx.shop.language] ?? key;
}

async function attributeFacets(ctx: FacetContext, only?: string): Promise<AttributesFilterItemWithValues[]> {
  const active = new Set(ctx.resolved.conditions.map((entry) => entry.group));
  const attributeKeys = [...ctx.groups.values()]
    .filter((group) => isAttributeFacet(group) && (only === undefined || group.key === only))
    .map((group) => group.key);
  const counted = await Promise.all([
    only === undefined || !active.has(only)
      ? countAttributeValues(ctx.db, ctx.shop.id, whereExcept(ctx, undefined), only)
      : Promise.resolve([]),
    ...attributeKeys
      .filter((key) => active.has(key))
      .map((key) => countAttributeValues(ctx.db, ctx.shop.id, whereExcept(ctx, key), key)),
  ]);
  const [base = [], ...own] = counted;
  const rows = [...base.filter((row) => !active.has(row.key)), ...own.flat()];
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
  const counts = (await countBrands(ctx.db, ctx.shop.id, whereExcept(ctx, BRAND_GROUP))).filter(
    (row) => row.count > 0,
  );
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
  const { yes, no } = await countFlag(ctx.db, ctx.shop.id, whereExcept(ctx, flag), flag);
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
  const span = await priceSpan(ctx.db, ctx.shop.id, whereExcept(ctx, PRICE_GROUP));
  return {
    id: null,
    slug: PRICE_GROUP,
    name: labelOf(ctx, PRICE_GROUP),
    values: [{ min: cents(span.min) as CentAmount, max: cents(span.max), productCount: span.count }],
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
): Promise<FacetContext> {
  const [resolved, all] = await Promise.all([
    resolveProductFilters(db, shop, params),
    findAllAttributeGroups(db),
  ]);
  return { db, shop, resolved, groups: new Map(all.map((group) => [group.key, group])) };
}

/** Attribute groups shoppers filter by: every group except image ones and those named like another filter. */
function isAttributeFacet(group: AttributeGroupRow): boolean {
  const reserved: readonly string[] = [BRAND_GROUP, CATEGORY_GROUP, PRICE_GROUP, ...FLAG_FILTERS];
  return group.type !== "image" && !reserved.includes(group.key);
}

/** GET /v1/filters: every filter group with its values and product counts. */
export async function getFilters(
  db: Database,
  shop: ShopContext,
  params: ProductFilterParams,
): Promise<FilterItemWithValues[]> {
  const ctx = await facetContext(db, shop, params);
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
): Promise<FilterValuesResponseData> {
  const ctx = await facetContext(db, shop, params);
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
