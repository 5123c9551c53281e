// S1 §2 listing URLs keep only these query parameters
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

/** The listing query with only the kept parameters, in the spec's order. */
export function keptListingQuery(search: URLSearchParams): URLSearchParams {
  return pickParameters(search, KEPT_LISTING_PARAMETERS);
}

// S1 §2 the canonical listing URL drops page=1
export function canonicalListingUrl(pathname: string, search: URLSearchParams): string {
  const kept = keptListingQuery(search);
  if (kept.get("page") === "1") kept.delete("page");
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export type SortField = "price" | "new" | "reduction";
export type SortDirection = "asc" | "desc";
export interface ListingSort {
  by: SortField;
  direction: SortDirection;
}

// S1 §3 sort fields price, new, reduction; direction asc or desc — written in URLs as "price_asc"
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

/** The search term as the shop uses it: trimmed, inner whitespace collapsed, at most MAX_SEARCH_TERM_LENGTH characters. */
export function normalizeSearchTerm(raw: string | null): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_TERM_LENGTH).trim();
}
