// A product query as the domain reads it: the search term and the filters of a listing, parsed from the
// query string by the HTTP layer (http/search.ts, http/product-filters.ts).

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
