import {
  carriedListingQuery,
  LISTING_SORT_OPTIONS,
  listingQueryOfAttributeFilters,
  listingSortValue,
  normalizeSearchTerm,
  parseListingFilters,
  parseListingSort,
  pickParameters,
} from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { redirect, useSearchParams } from "react-router";
import { SortForm } from "~/catalogue/category-listing.tsx";
import { Filters } from "~/catalogue/filters.tsx";
import { listingPageHref } from "~/catalogue/listing-links.ts";
import { Pagination } from "~/catalogue/pagination.tsx";
import { ProductGrid } from "~/catalogue/product-tile.tsx";
import { commerceClient } from "~/platform/commerce.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import { toMenu } from "~/platform/navigation.ts";
import type { PageCacheHandle } from "~/platform/page-cache.ts";
import { type FilterPanel, loadProductListing, productWhere } from "~/platform/product-listing.server.ts";
import { productPath, TILE_WITH } from "~/platform/product-view.ts";
import { requireShop } from "~/platform/shop.ts";
import type { Route } from "./+types/search";

/**
 * Where a resolved search term leads (rule:search.resolved-term-filters): a category with its filters (a brand), a
 * product or a navigation page.
 */
async function resolvedPath(client: ReturnType<typeof commerceClient>, shopCode: string, term: string) {
  const entity = await client.searchv2.resolve(term, { with: { product: TILE_WITH } });
  switch (entity?.type) {
    case "category": {
      const query = listingQueryOfAttributeFilters(
        entity.categorySuggestion.filters.flatMap((filter) =>
          filter.type === "attribute"
            ? [
                {
                  group: filter.attributeFilter.group.key,
                  values: filter.attributeFilter.values.map((value) => value.value),
                },
              ]
            : [],
        ),
      ).toString();
      return `/${shopCode}${entity.categorySuggestion.category.path}${query ? `?${query}` : ""}`;
    }
    case "product":
      return productPath(shopCode, entity.productSuggestion.product);
    case "navigationItem": {
      const [item] = toMenu(
        { id: 0, key: "", name: "", items: [entity.navigationItemSuggestion.navigationItem] },
        shopCode,
      );
      return item?.href;
    }
    default:
      return undefined;
  }
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const t = translatorFor(shop);
  const term = normalizeSearchTerm(url.searchParams.get("term"));
  const pageParameter = url.searchParams.get("page");
  const page = pageParameter && /^[1-9]\d{0,4}$/.test(pageParameter) ? Number(pageParameter) : 1;
  const defaultSort = listingSortValue(LISTING_SORT_OPTIONS[0]!);
  const sort = parseListingSort(url.searchParams.get("sort"));
  const sorting = {
    sort: sort ? listingSortValue(sort) : defaultSort,
    sortOptions: LISTING_SORT_OPTIONS.map(listingSortValue),
  };
  const filters = parseListingFilters(url.searchParams, shop.currencyFractionDigits);
  const filtered =
    filters.attributes.length > 0 ||
    filters.toggles.length > 0 ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined;
  // Without a term only filters (the visual search's colour, ADR 0043) make a result list.
  if (!term && !filtered)
    return {
      title: t("search.title"),
      term,
      listed: false,
      products: [],
      pagination: { page: 1, last: 0, total: 0 },
      filters: NO_FILTERS,
      ...sorting,
    };
  const client = commerceClient(context, shop);
  // Only a fresh search is resolved; a shopper refining the results stays on them.
  if (term && page === 1 && !sort && !filtered) {
    const target = await resolvedPath(client, shop.code, term);
    if (target) throw redirect(target);
  }
  const where = productWhere(term ? { term } : {}, filters);
  const listing = await loadProductListing(context, shop, { where, filters, page, sort }, (category) =>
    category.depth === 1
      ? `/${shop.code}${category.path}${term ? `?${new URLSearchParams({ search: term })}` : ""}`
      : undefined,
  );
  return {
    title: term ? t("search.resultsFor", { term }) : t("search.results"),
    term,
    listed: true,
    ...listing,
    ...sorting,
  };
}

const NO_FILTERS: FilterPanel = { attributes: [], toggles: [], price: undefined, categories: [] };

export const handle: PageCacheHandle = {
  pageCache: {
    query: (search) =>
      new URLSearchParams([...pickParameters(search, ["term"]), ...carriedListingQuery(search)]),
  },
};

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }] : [];
}

export default function SearchPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { term, listed, products, pagination, sort, sortOptions, filters } = loaderData;
  const path = `/${params.shop}/search/`;
  const leading = ["term"];
  const pageHref = (page: number) =>
    listingPageHref(path, searchParams, page, sort, sortOptions[0], { leading });
  return (
    <section className="pt-8">
      <h1 className="text-3xl font-semibold" data-testid="search-heading">
        {term ? t("search.resultsFor", { term }) : listed ? t("search.results") : t("search.title")}
      </h1>
      {listed ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p className="mt-1 text-sm text-neutral-600" data-testid="result-count">
            {t("listing.resultCount", { count: pagination.total })}
          </p>
          {products.length ? <SortForm sort={sort} sortOptions={sortOptions} leading={leading} /> : null}
        </div>
      ) : (
        <p className="mt-4">{t("search.prompt")}</p>
      )}
      {listed ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <Filters
            panel={filters}
            carry={["term", "sort"]}
            resetHref={listingPageHref(path, searchParams, 1, sort, sortOptions[0], {
              leading,
              filtered: false,
            })}
          />
          <div>
            {products.length ? (
              <ProductGrid products={products} label={t("search.results")} />
            ) : (
              <p>{t("search.empty")}</p>
            )}
            <Pagination page={pagination.page} last={pagination.last} href={pageHref} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
