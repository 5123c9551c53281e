import { carriedListingQuery } from "@eyewear/shop-rules";

/**
 * A route's opt-in to the shared page cache for anonymous visitors (docs/decisions/0036-page-cache.md): routes
 * whose page shows nothing personal export `handle` with `pageCache`. `query` picks the query parameters that
 * shape the page, in a fixed order; a request carrying any other parameter is rendered afresh and not kept.
 */
export interface PageCachePolicy {
  query: (search: URLSearchParams) => URLSearchParams;
}

export interface PageCacheHandle {
  pageCache: PageCachePolicy;
}

/** Pages whose content comes from the path alone (home, content, overlays). */
export const pathOnlyPageCache: PageCacheHandle = { pageCache: { query: () => new URLSearchParams() } };

/**
 * Listing pages: the kept listing parameters (rule:catalogue.listing-kept-parameters) and the toggles
 * (rule:catalogue.listing-toggles, ADR 0038).
 */
export const listingPageCache: PageCacheHandle = { pageCache: { query: carriedListingQuery } };
