import { KEPT_LISTING_PARAMETERS } from "@eyewear/shop-rules";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams, useSubmit } from "react-router";
import { Filters } from "~/components/listing/filters.tsx";
import { Pagination } from "~/components/listing/pagination.tsx";
import { ProductGrid } from "~/components/product-tile.tsx";
import type { FilterPanel } from "~/lib/listing-filters.server.ts";
import type { ProductTile } from "~/lib/product-view.ts";

interface CategoryListingProps {
  category: { id: number; name: string; path: string };
  products: ProductTile[];
  pagination: { page: number; last: number; total: number };
  sort: string;
  sortOptions: string[];
  filters: FilterPanel;
  /** Editorial content shown between the heading and the products (S1 §7 getCategoryComponentData). */
  children?: ReactNode;
}

/** The filter parameters of a listing (S1 §2 kept parameters other than page and sort). */
export const LISTING_FILTER_PARAMETERS = KEPT_LISTING_PARAMETERS.filter(
  (name) => name !== "page" && name !== "sort",
);

/** A listing page URL keeping the carried parameters and the chosen sort; page 1 has no page parameter (S1 §2). */
export function listingPageHref(
  path: string,
  current: URLSearchParams,
  carry: readonly string[],
  page: number,
  sort: string,
  defaultSort: string | undefined,
) {
  // What the page is of (the search term) first, then S1 §2's kept parameters in their order: page, sort, filters.
  const kept: readonly string[] = KEPT_LISTING_PARAMETERS;
  const query = new URLSearchParams();
  const append = (names: readonly string[]) => {
    for (const name of names) for (const value of current.getAll(name)) if (value) query.append(name, value);
  };
  append(carry.filter((name) => !kept.includes(name)));
  if (page > 1) query.set("page", String(page));
  if (sort !== defaultSort) query.set("sort", sort);
  append(carry.filter((name) => kept.includes(name)));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The sort choice as a GET form; `carry` names the query parameters it sends along (filters, search term). */
export function SortForm({
  sort,
  sortOptions,
  carry,
}: Pick<CategoryListingProps, "sort" | "sortOptions"> & { carry: readonly string[] }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  return (
    <Form method="get" className="flex items-end gap-2" onChange={(event) => submit(event.currentTarget)}>
      {carry.flatMap((name) =>
        searchParams
          .getAll(name)
          .filter(Boolean)
          .map((value) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />),
      )}
      <label className="flex flex-col text-sm">
        {t("listing.sortLabel")}
        <select
          name="sort"
          defaultValue={sort}
          className="rounded border border-neutral-400 px-2 py-1"
          data-testid="sort"
        >
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {t(`listing.sort.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded border border-neutral-400 px-3 py-1 text-sm">
          {t("listing.sortApply")}
        </button>
      </noscript>
    </Form>
  );
}

export function CategoryListing({
  category,
  products,
  pagination,
  sort,
  sortOptions,
  filters,
  children,
}: CategoryListingProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const defaultSort = sortOptions[0];
  return (
    <section className="pt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{category.name}</h1>
          <p className="mt-1 text-sm text-neutral-600" data-testid="result-count">
            {t("listing.resultCount", { count: pagination.total })}
          </p>
        </div>
        <SortForm sort={sort} sortOptions={sortOptions} carry={LISTING_FILTER_PARAMETERS} />
      </div>
      {children}
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <Filters
          panel={filters}
          carry={["sort"]}
          resetHref={listingPageHref(category.path, searchParams, [], 1, sort, defaultSort)}
        />
        <div>
          {products.length ? (
            <ProductGrid products={products} label={category.name} />
          ) : (
            <p>{t("listing.empty")}</p>
          )}
          <Pagination
            page={pagination.page}
            last={pagination.last}
            href={(page) =>
              listingPageHref(category.path, searchParams, LISTING_FILTER_PARAMETERS, page, sort, defaultSort)
            }
          />
        </div>
      </div>
    </section>
  );
}
