import {
  canonicalListingUrl,
  carriedListingQuery,
  carriedListingUrl,
  LISTING_SORT_OPTIONS,
  listingSortValue,
  parseListingFilters,
  parseListingSort,
  type ShopConfig,
} from "@eyewear/shop-rules";
import { type Category, FetchError } from "@scayle/storefront-api";
import { type RouterContextProvider, redirect } from "react-router";
import type { commerceClient } from "~/platform/commerce.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import { loadProductListing, productWhere } from "~/platform/product-listing.server.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { breadcrumbStructuredData, type StructuredData } from "~/platform/structured-data.ts";

/** The requested listing page: a whole number from 1, else undefined (the link was tampered with). */
function requestedPage(url: URL): number | undefined {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

/** The shop's category at a path ("brillen/damen" split into slugs), or undefined when there is none. */
export async function categoryAt(
  client: ReturnType<typeof commerceClient>,
  slugs: string[],
): Promise<Category | undefined> {
  try {
    return await client.categories.getByPath(slugs);
  } catch (error) {
    if (error instanceof FetchError && error.response.status === 404) return undefined;
    throw error;
  }
}

/**
 * A listing of a category's products (rule:catalogue.listing-page-size): 24 per page, sort, filters with counts,
 * canonical URL and redirects for needless or out-of-range parameters. `heading` and `path` say what the page is
 * called and where its sort, filter and page links lead; `subcategoryLinks` offers the category's children in the
 * filter panel.
 */
export async function loadCategoryListing(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  category: Category,
  url: URL,
  page: { heading: string; path: string; subcategoryLinks: boolean },
) {
  const pageNumber = requestedPage(url);
  const sortParameter = url.searchParams.get("sort");
  const sort = parseListingSort(sortParameter);
  const defaultSort = listingSortValue(LISTING_SORT_OPTIONS[0]!);
  // rule:catalogue.listing-kept-parameters: the canonical listing URL drops page=1; an invalid or the default sort
  // is dropped as well.
  const needlessSort = sortParameter !== null && (!sort || sortParameter === defaultSort);
  // The redirect keeps the toggles (ADR 0038), which the shopper chose, though they are not canonical.
  if (pageNumber === undefined || url.searchParams.get("page") === "1" || needlessSort) {
    const carried = carriedListingQuery(url.searchParams);
    if (pageNumber === undefined) carried.delete("page");
    if (needlessSort) carried.delete("sort");
    throw redirect(carriedListingUrl(url.pathname, carried), 301);
  }
  const filters = parseListingFilters(url.searchParams, shop.currencyFractionDigits);
  const where = productWhere({ categoryId: category.id }, filters);
  const filtersCarried = carriedListingQuery(url.searchParams);
  filtersCarried.delete("page");
  // The subcategories are offered with the chosen filters kept.
  const listing = await loadProductListing(
    context,
    shop,
    { where, filters, page: pageNumber, sort },
    (candidate) =>
      page.subcategoryLinks && candidate.parentId === category.id
        ? carriedListingUrl(`/${shop.code}${candidate.path}`, filtersCarried)
        : undefined,
  );
  const { last } = listing.pagination;
  if (pageNumber > 1 && pageNumber > last) {
    const lastPage = carriedListingQuery(url.searchParams);
    if (last > 1) lastPage.set("page", String(last));
    else lastPage.delete("page");
    throw redirect(carriedListingUrl(url.pathname, lastPage));
  }
  return {
    category: { id: category.id, name: page.heading, path: page.path },
    canonicalUrl: `${publicOrigin(context)}${canonicalListingUrl(url.pathname, url.searchParams)}`,
    description: translatorFor(shop)("seo.listingDescription", {
      category: page.heading,
      total: listing.pagination.total,
    }),
    // A page narrowed by a toggle is not its canonical URL's page, so crawlers must not index it (ADR 0038).
    indexable: filters.toggles.length === 0,
    sort: sort ? listingSortValue(sort) : defaultSort,
    sortOptions: LISTING_SORT_OPTIONS.map(listingSortValue),
    ...listing,
  };
}

/**
 * The `BreadcrumbList` of a category listing (rule:seo.structured-data): the shop's home, the category's visible
 * parents, the category itself.
 */
export async function categoryBreadcrumb(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  client: ReturnType<typeof commerceClient>,
  category: Category,
): Promise<StructuredData> {
  const origin = publicOrigin(context);
  const parentIds = category.rootlineIds.filter((id) => id !== category.id);
  const parents = parentIds.length > 0 ? await client.categories.getByIds(parentIds) : [];
  const trail = [...parentIds.flatMap((id) => parents.filter((parent) => parent.id === id)), category]
    .filter((entry) => !entry.isHidden)
    .map((entry) => ({ name: entry.name, url: `${origin}/${shop.code}${entry.path}` }));
  return breadcrumbStructuredData([
    { name: translatorFor(shop)("seo.home"), url: `${origin}/${shop.code}/` },
    ...trail,
  ]);
}
