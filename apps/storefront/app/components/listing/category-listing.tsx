import { carriedListingQuery } from "@eyewear/shop-rules";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, type MetaDescriptor, useSearchParams, useSubmit } from "react-router";
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
 * filters; page 1 has no page parameter (S1 §2). `leading` names what the page is of (the search term).
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

/** Title and canonical link of a listing; `noindex` when toggles narrow it (ADR 0038). */
export function listingMeta(listing: {
  category: { name: string };
  canonicalUrl: string;
  indexable: boolean;
}): MetaDescriptor[] {
  return [
    { title: listing.category.name },
    { tagName: "link", rel: "canonical", href: listing.canonicalUrl },
    ...(listing.indexable ? [] : [{ name: "robots", content: "noindex, follow" }]),
  ];
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
