// A product query as the domain reads it: the listing's ids, filters, search term, paging and sort, parsed from
// the query string by the HTTP layer (routes/products.ts, http/search.ts, http/product-filters.ts).

/**
 * A search term split into words: runs of letters and digits, lower-cased. Everything else (punctuation, quotes,
 * SQL or tsquery syntax) only separates words, and the words reach SQL as bound parameters, never as SQL text.
 */
export interface SearchTerm {
  /** The term as given (trimmed). */
  raw: string;
  /** At most MAX_TERM_WORDS words; empty when the term has no letters or digits (it then matches nothing). */
  words: string[];
}

/** How a term matches products (GET /v1/products containsSearch and disableFuzziness). */
export interface ProductSearch {
  term: SearchTerm;
  /** Typo tolerance by pg_trgm word similarity; off with disableFuzziness=true. */
  fuzzy: boolean;
  /** Every word may also occur inside a longer word ("brille" in "Sonnenbrille"); containsSearch=true. */
  contains: boolean;
}

/** One `filters[key]` or `filters:not[key]` attribute (or boolean) filter. */
export interface AttributeFilterParam {
  key: string;
  values: string[];
  negate: boolean;
  parameter: string;
}

export interface ProductFilterParams {
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  minReduction?: number;
  maxReduction?: number;
  hasCampaignReduction?: boolean;
  attributes: AttributeFilterParam[];
  /** Filter groups combined with OR instead of AND. */
  orGroups: ReadonlySet<string>;
  /** Undefined when not given: sold-out products stay listed (ADR 0010). */
  includeSoldOut?: boolean;
}

export type ProductSort = "price" | "new" | "reduction";
export type SortDirection = "asc" | "desc";

export interface ProductListingQuery {
  productIds?: readonly number[];
  referenceKey?: string;
  categoryId?: number;
  /** Price, reduction, attribute and boolean filters (filters[category] is categoryId above). */
  filters?: ProductFilterParams;
  minProductId?: number;
  /** filters[term] with containsSearch and disableFuzziness; ranks by relevance unless `sort` is given. */
  search?: ProductSearch;
  page: number;
  perPage: number;
  sort?: ProductSort;
  sortDir?: SortDirection;
}
