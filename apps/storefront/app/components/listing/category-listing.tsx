import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import { Pagination } from "~/components/listing/pagination.tsx";
import { ProductGrid } from "~/components/product-tile.tsx";
import type { ProductTile } from "~/lib/product-view.ts";

interface CategoryListingProps {
  category: { id: number; name: string; path: string };
  products: ProductTile[];
  pagination: { page: number; last: number; total: number };
  sort: string;
  sortOptions: string[];
}

/** A listing page URL keeping the chosen sort; page 1 has no page parameter (S1 §2). */
function pageHref(path: string, page: number, sort: string, defaultSort: string | undefined) {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (sort !== defaultSort) query.set("sort", sort);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function SortForm({ sort, sortOptions }: Pick<CategoryListingProps, "sort" | "sortOptions">) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" className="flex items-end gap-2" onChange={(event) => submit(event.currentTarget)}>
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

export function CategoryListing({ category, products, pagination, sort, sortOptions }: CategoryListingProps) {
  const { t } = useTranslation();
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
      <div className="mt-8">
        {products.length ? (
          <ProductGrid products={products} label={category.name} />
        ) : (
          <p>{t("listing.empty")}</p>
        )}
      </div>
      <Pagination
        page={pagination.page}
        last={pagination.last}
        href={(page) => pageHref(category.path, page, sort, defaultSort)}
      />
    </section>
  );
}
