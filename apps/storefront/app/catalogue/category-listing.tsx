import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams, useSubmit } from "react-router";
import { Filters } from "~/catalogue/filters.tsx";
import { carriedListingFields, listingPageHref } from "~/catalogue/listing-links.ts";
import { Pagination } from "~/catalogue/pagination.tsx";
import { ProductGrid } from "~/catalogue/product-tile.tsx";
import type { FilterPanel } from "~/platform/product-listing.server.ts";
import type { ProductTile } from "~/platform/product-view.ts";
import { Button } from "~/ui/button.tsx";

interface CategoryListingProps {
  category: { id: number; name: string; path: string };
  products: ProductTile[];
  pagination: { page: number; last: number; total: number };
  sort: string;
  sortOptions: string[];
  filters: FilterPanel;
  /** Editorial content shown between the heading and the products (getCategoryComponentData, ADR 0016). */
  children?: ReactNode;
}

/** The sort choice as a GET form; it sends the carried filters along, after the `leading` ones (search term). */
export function SortForm({
  sort,
  sortOptions,
  leading = [],
}: Pick<CategoryListingProps, "sort" | "sortOptions"> & { leading?: readonly string[] }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  return (
    <Form method="get" className="flex items-end gap-2" onChange={(event) => submit(event.currentTarget)}>
      {carriedListingFields(searchParams, leading).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
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
        <Button look="secondary" size="sm">
          {t("listing.sortApply")}
        </Button>
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
        <SortForm sort={sort} sortOptions={sortOptions} />
      </div>
      {children}
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <Filters
          panel={filters}
          carry={["sort"]}
          resetHref={listingPageHref(category.path, searchParams, 1, sort, defaultSort, { filtered: false })}
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
            href={(page) => listingPageHref(category.path, searchParams, page, sort, defaultSort)}
          />
        </div>
      </div>
    </section>
  );
}
