import {
  KNOWN_LISTING_FILTER_VALUES,
  LISTING_ATTRIBUTE_FILTERS,
  LISTING_TOGGLES,
  type ListingAttributeParameter,
  type ListingFilters,
  type ListingSort,
  type ListingToggle,
  PAGE_SIZE,
  type ShopConfig,
} from "@eyewear/shop-rules";
import type { FilterItemWithValues, ProductSearchQuery } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { lensesFromPrices } from "~/platform/lens-catalogue.server.ts";
import { TILE_WITH, toProductTile } from "./product-view.ts";

type CommerceClient = ReturnType<typeof commerceClient>;

/** What the filter panel shows: one fieldset per filter group, each value with its product count. */
export interface FilterPanel {
  attributes: {
    parameter: ListingAttributeParameter;
    values: { value: string; label: string; count: number; selected: boolean }[];
  }[];
  /** The boolean filters (ADR 0038) that would leave products, or are chosen, with the count of their `true`. */
  toggles: { toggle: ListingToggle; count: number; selected: boolean }[];
  /** The price span of the matching products in whole currency units, and the chosen bounds as typed. */
  price: { min: number; max: number; count: number } | undefined;
  categories: { id: number; label: string; href: string; count: number }[];
}

/** The engine query of a listing or search with the shopper's filters. */
export function productWhere(
  base: { categoryId?: number; term?: string },
  filters: ListingFilters,
): ProductSearchQuery {
  return {
    ...base,
    ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.attributes.length || filters.toggles.length
      ? {
          attributes: [
            ...filters.attributes.map((filter) => ({
              type: "attributes" as const,
              key: filter.group,
              values: filter.values,
            })),
            ...filters.toggles.map((toggle) => ({ type: "boolean" as const, key: toggle, value: true })),
          ],
        }
      : {}),
  };
}

/**
 * One page (rule:catalogue.listing-page-size) of a listing's or search's products with their tile data, in the
 * chosen order.
 */
export function listingProductsPage(
  client: CommerceClient,
  where: ProductSearchQuery,
  page: number,
  sort: ListingSort | undefined,
) {
  return client.products.query({
    where,
    pagination: { page, perPage: PAGE_SIZE },
    with: TILE_WITH,
    ...(sort ? { sort: { by: sort.by, direction: sort.direction } } : {}),
  });
}

const parameterOfGroup = new Map(
  Object.entries(LISTING_ATTRIBUTE_FILTERS).map(([parameter, group]) => [
    group as string,
    parameter as ListingAttributeParameter,
  ]),
);

function attributeFacets(items: FilterItemWithValues[], filters: ListingFilters): FilterPanel["attributes"] {
  return items.flatMap((item) => {
    const parameter = parameterOfGroup.get(item.slug);
    if (!parameter || item.type !== "attributes") return [];
    const chosen = new Set(filters.attributes.find((filter) => filter.parameter === parameter)?.values);
    const order = KNOWN_LISTING_FILTER_VALUES[parameter];
    const values = item.values
      .filter((value) => value.productCount > 0 || chosen.has(value.value))
      .map((value) => ({
        value: value.value,
        label: value.name,
        count: value.productCount,
        selected: chosen.has(value.value),
      }))
      .sort((a, b) => (order ? order.indexOf(a.value) - order.indexOf(b.value) : 0));
    return values.length ? [{ parameter, values }] : [];
  });
}

function toggleFacets(items: FilterItemWithValues[], filters: ListingFilters): FilterPanel["toggles"] {
  return LISTING_TOGGLES.flatMap((toggle) => {
    const item = items.find((candidate) => candidate.slug === toggle && candidate.type === "boolean");
    const yes = item?.type === "boolean" ? item.values.find((value) => value.name === true) : undefined;
    const count = yes?.productCount ?? 0;
    const selected = filters.toggles.includes(toggle);
    return count > 0 || selected ? [{ toggle, count, selected }] : [];
  });
}

function priceFacet(items: FilterItemWithValues[], shop: ShopConfig): FilterPanel["price"] {
  const range = items.find((item) => item.type === "range");
  const span = range?.type === "range" ? range.values[0] : undefined;
  if (!span || span.productCount === 0) return undefined;
  const unit = 10 ** shop.currencyFractionDigits;
  return { min: Math.floor(span.min / unit), max: Math.ceil(span.max / unit), count: span.productCount };
}

/**
 * The filter panel of a listing (rule:catalogue.listing-filters): the groups a listing URL can carry (brand, colour,
 * size, frame-size class, price, and the toggles of ADR 0038) with the engine's counts (GET /v1/filters), and the
 * categories among `categoryHref`'s choice as links.
 */
type CategoryHref = (category: {
  id: number;
  path: string;
  parentId: number;
  depth: number;
}) => string | undefined;

export async function loadFilterPanel(
  client: CommerceClient,
  shop: ShopConfig,
  where: ProductSearchQuery,
  filters: ListingFilters,
  categoryHref: CategoryHref,
): Promise<FilterPanel> {
  const items = await client.filters.get({ where });
  const identifier = items.find((item) => item.type === "identifier");
  const counts = new Map(
    identifier?.type === "identifier"
      ? identifier.values
          .filter((value) => value.productCount > 0)
          .map((value) => [value.id, value.productCount])
      : [],
  );
  const categories = counts.size ? await client.categories.getByIds([...counts.keys()]) : [];
  return {
    attributes: attributeFacets(items, filters),
    toggles: toggleFacets(items, filters),
    price: priceFacet(items, shop),
    categories: categories.flatMap((category) => {
      const href = categoryHref(category);
      return href
        ? [{ id: category.id, label: category.name, href, count: counts.get(category.id) ?? 0 }]
        : [];
    }),
  };
}

/**
 * One page of a listing or search, queried at once: its product tiles (positioned across pages), its pagination
 * and the filter panel of the same query, whose categories link as `categoryHref` says.
 */
export async function loadProductListing(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  query: { where: ProductSearchQuery; filters: ListingFilters; page: number; sort: ListingSort | undefined },
  categoryHref: CategoryHref,
) {
  const { where, filters, page, sort } = query;
  const client = commerceClient(context, shop);
  const [result, filterPanel, lensesFrom] = await Promise.all([
    listingProductsPage(client, where, page, sort),
    loadFilterPanel(client, shop, where, filters, categoryHref),
    lensesFromPrices(context, shop),
  ]);
  return {
    products: result.entities.map((product, index) =>
      toProductTile(shop.code, product, (page - 1) * PAGE_SIZE + index, lensesFrom),
    ),
    pagination: {
      page: result.pagination.page,
      last: result.pagination.last,
      total: result.pagination.total,
    },
    filters: filterPanel,
  };
}
