import { carriedListingQuery } from "@eyewear/shop-rules";
import type { MetaDescriptor } from "react-router";
import { seoMeta } from "~/platform/seo.ts";

/**
 * The query fields a listing's links and sort form carry besides page and sort: the `leading` parameters (what
 * the page is of, the search term) first, then the chosen filters and toggles (carriedListingQuery), empty
 * values left out.
 */
export function carriedListingFields(
  current: URLSearchParams,
  leading: readonly string[],
): [string, string][] {
  const carried = carriedListingQuery(current);
  carried.delete("page");
  carried.delete("sort");
  const fields: [string, string][] = [
    ...leading.flatMap((name) => current.getAll(name).map((value): [string, string] => [name, value])),
    ...carried,
  ];
  return fields.filter(([, value]) => value !== "");
}

/**
 * A listing page URL with the chosen sort and, unless `filtered` is false (the reset link), the carried
 * filters; page 1 has no page parameter (rule:catalogue.listing-kept-parameters). `leading` names what the page is
 * of (the search term).
 */
export function listingPageHref(
  path: string,
  current: URLSearchParams,
  page: number,
  sort: string,
  defaultSort: string | undefined,
  { leading = [], filtered = true }: { leading?: readonly string[]; filtered?: boolean } = {},
) {
  const fields = carriedListingFields(current, leading);
  const query = new URLSearchParams(fields.filter(([name]) => leading.includes(name)));
  if (page > 1) query.set("page", String(page));
  if (sort !== defaultSort) query.set("sort", sort);
  if (filtered) for (const [name, value] of fields) if (!leading.includes(name)) query.append(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Title, description, absolute canonical link and social tags of a listing (rule:seo.page-meta); `noindex` when
 * toggles narrow it (ADR 0038).
 */
export function listingMeta(listing: {
  category: { name: string };
  description: string;
  canonicalUrl: string;
  indexable: boolean;
}): MetaDescriptor[] {
  return seoMeta({
    title: listing.category.name,
    description: listing.description,
    canonicalUrl: listing.canonicalUrl,
    robots: listing.indexable ? undefined : "noindex, follow",
  });
}
