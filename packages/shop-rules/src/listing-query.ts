// rule:catalogue.listing-kept-parameters
export const KEPT_LISTING_PARAMETERS = [
  "page",
  "sort",
  "size",
  "brand",
  "color",
  "minPrice",
  "maxPrice",
  "categoryShopFilterSizes",
] as const;

/** The named parameters of a query, in the order of `names`. */
export function pickParameters(search: URLSearchParams, names: readonly string[]): URLSearchParams {
  return new URLSearchParams(names.flatMap((name) => search.getAll(name).map((value) => [name, value])));
}

/** The listing query with only the kept parameters, in their listed order. */
export function keptListingQuery(search: URLSearchParams): URLSearchParams {
  return pickParameters(search, KEPT_LISTING_PARAMETERS);
}

/**
 * The boolean filter toggles a listing offers, named like the engine's boolean filter groups and written
 * `?sale=true` (ADR 0038); they are carried in a listing's forms and links but are not kept in its canonical URL
 * (rule:catalogue.listing-toggles).
 */
export const LISTING_TOGGLES = ["isNew", "sale", "isOnlineOnly", "isSustainable", "isPremium"] as const;

export type ListingToggle = (typeof LISTING_TOGGLES)[number];

/** The toggles a query switches on (`name=true`); any other value of a toggle is ignored. */
export function chosenListingToggles(search: URLSearchParams): ListingToggle[] {
  return LISTING_TOGGLES.filter((toggle) => search.getAll(toggle).includes("true"));
}

/**
 * The query a listing carries from page to page and into its sort and filter forms: the kept parameters in their
 * listed order, then the chosen toggles (rule:catalogue.listing-toggles).
 */
export function carriedListingQuery(search: URLSearchParams): URLSearchParams {
  const carried = keptListingQuery(search);
  for (const toggle of chosenListingToggles(search)) carried.append(toggle, "true");
  return carried;
}

/** A listing URL with `query` as given, without page=1. */
function listingUrl(pathname: string, query: URLSearchParams): string {
  if (query.get("page") === "1") query.delete("page");
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

// rule:catalogue.listing-kept-parameters
export function canonicalListingUrl(pathname: string, search: URLSearchParams): string {
  return listingUrl(pathname, keptListingQuery(search));
}

/** The listing URL with everything the listing carries (carriedListingQuery), without page=1. */
export function carriedListingUrl(pathname: string, search: URLSearchParams): string {
  return listingUrl(pathname, carriedListingQuery(search));
}

export type SortField = "price" | "new" | "reduction";
export type SortDirection = "asc" | "desc";
export interface ListingSort {
  by: SortField;
  direction: SortDirection;
}

// rule:catalogue.listing-sort
export function parseListingSort(value: string | null): ListingSort | undefined {
  const match = /^(price|new|reduction)_(asc|desc)$/.exec(value ?? "");
  return match ? { by: match[1] as SortField, direction: match[2] as SortDirection } : undefined;
}

export function listingSortValue(sort: ListingSort): string {
  return `${sort.by}_${sort.direction}`;
}

/** The sort choices a listing offers, the shop's default (newest first) first. */
export const LISTING_SORT_OPTIONS: readonly ListingSort[] = [
  { by: "new", direction: "desc" },
  { by: "price", direction: "asc" },
  { by: "price", direction: "desc" },
  { by: "reduction", direction: "desc" },
];

/** Longest search term the shop sends to the engine; longer input is cut there rather than refused. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** The search term as the shop uses it (rule:search.term-normalised). */
export function normalizeSearchTerm(raw: string | null): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_TERM_LENGTH).trim();
}
