import { FRAME_SIZE_CLASS_GROUP, FRAME_SIZE_CLASSES } from "./frame-sizes.ts";
import { chosenListingToggles, type ListingToggle } from "./listing-query.ts";

// The filter parameters among the kept listing parameters, and the engine filter group each selects
// (rule:catalogue.listing-filters).
export const LISTING_ATTRIBUTE_FILTERS = {
  brand: "brand",
  color: "colors",
  size: "shopSize",
  categoryShopFilterSizes: FRAME_SIZE_CLASS_GROUP,
} as const;

export type ListingAttributeParameter = keyof typeof LISTING_ATTRIBUTE_FILTERS;

// rule:search.resolved-term-filters
export function listingQueryOfAttributeFilters(
  filters: readonly { group: string; values: readonly string[] }[],
): URLSearchParams {
  const parameters = Object.entries(LISTING_ATTRIBUTE_FILTERS) as [ListingAttributeParameter, string][];
  const query = new URLSearchParams();
  for (const [parameter, group] of parameters) {
    for (const filter of filters.filter((candidate) => candidate.group === group)) {
      for (const value of filter.values) query.append(parameter, value);
    }
  }
  return query;
}

/** The filters a listing URL asks for; prices in minor units of the shop currency. */
export interface ListingFilters {
  attributes: { parameter: ListingAttributeParameter; group: string; values: string[] }[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** The boolean filters switched on (ADR 0038), each meaning "only products for which it is true". */
  toggles: ListingToggle[];
}

/** Most values one filter parameter may carry; more are ignored rather than sent to the engine. */
const MAX_VALUES_PER_FILTER = 30;
const FILTER_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,63}$/u;

/** The values a filter parameter can take at all, in display order, where the shop knows them; others are dropped. */
export const KNOWN_LISTING_FILTER_VALUES: Partial<Record<ListingAttributeParameter, readonly string[]>> = {
  categoryShopFilterSizes: FRAME_SIZE_CLASSES.map((entry) => entry.sizeClass),
};

function isFilterValue(parameter: ListingAttributeParameter, value: string): boolean {
  const known = KNOWN_LISTING_FILTER_VALUES[parameter];
  return known ? known.includes(value) : FILTER_VALUE.test(value);
}

/** A price parameter in currency units ("49.90") as minor units, or undefined when it is not a sane amount. */
function priceParameter(raw: string | null, fractionDigits: number): number | undefined {
  if (raw === null || !/^\d{1,7}(\.\d{1,2})?$/.test(raw.trim())) return undefined;
  return Math.round(Number(raw) * 10 ** fractionDigits);
}

// rule:catalogue.listing-filters
export function parseListingFilters(search: URLSearchParams, fractionDigits: number): ListingFilters {
  const attributes = (Object.keys(LISTING_ATTRIBUTE_FILTERS) as ListingAttributeParameter[]).flatMap(
    (parameter) => {
      const values = [...new Set(search.getAll(parameter).map((value) => value.trim()))]
        .filter((value) => isFilterValue(parameter, value))
        .slice(0, MAX_VALUES_PER_FILTER);
      return values.length ? [{ parameter, group: LISTING_ATTRIBUTE_FILTERS[parameter], values }] : [];
    },
  );
  return {
    attributes,
    minPrice: priceParameter(search.get("minPrice"), fractionDigits),
    maxPrice: priceParameter(search.get("maxPrice"), fractionDigits),
    toggles: chosenListingToggles(search),
  };
}
