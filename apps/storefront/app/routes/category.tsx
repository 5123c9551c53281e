import { PAGE_SIZE } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { ProductGrid } from "~/components/product-tile.tsx";
import { commerceClient } from "~/lib/commerce.server.ts";
import { orNotFound } from "~/lib/engine-errors.server.ts";
import { TILE_WITH, toProductTile } from "~/lib/product-view.ts";
import { requireShop } from "~/lib/shop.ts";
import type { Route } from "./+types/category";

/** The requested listing page: a whole number from 1, else undefined (the link was tampered with). */
function requestedPage(url: URL): number | undefined {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const slugs = (params["*"] ?? "").split("/").filter(Boolean);
  const page = requestedPage(url);
  // S1 §2 the canonical listing URL drops page=1; an invalid page goes to the first one.
  if (page === undefined || url.searchParams.get("page") === "1") {
    const canonical = new URL(url);
    canonical.searchParams.delete("page");
    throw redirect(`${canonical.pathname}${canonical.search}`, 301);
  }
  const client = commerceClient(context, shop);
  const category = await orNotFound(client.categories.getByPath(slugs), url);
  const result = await client.products.query({
    where: { categoryId: category.id },
    pagination: { page, perPage: PAGE_SIZE },
    with: TILE_WITH,
  });
  if (page > 1 && page > result.pagination.last) {
    const lastPage = new URL(url);
    lastPage.searchParams.set("page", String(result.pagination.last));
    if (result.pagination.last <= 1) lastPage.searchParams.delete("page");
    throw redirect(`${lastPage.pathname}${lastPage.search}`);
  }
  return {
    category: { id: category.id, name: category.name, path: `/${shop.code}${category.path}` },
    products: result.entities.map((product) => toProductTile(shop.code, product)),
    pagination: {
      page: result.pagination.page,
      last: result.pagination.last,
      total: result.pagination.total,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.category.name }] : [];
}

function pageHref(path: string, page: number) {
  return page === 1 ? path : `${path}?page=${page}`;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, products, pagination } = loaderData;
  return (
    <section className="pt-8">
      <h1 className="text-3xl font-semibold">{category.name}</h1>
      <p className="mt-1 text-sm text-neutral-600" data-testid="result-count">
        {t("listing.resultCount", { count: pagination.total })}
      </p>
      <div className="mt-8">
        {products.length ? (
          <ProductGrid products={products} label={category.name} />
        ) : (
          <p>{t("listing.empty")}</p>
        )}
      </div>
      {pagination.last > 1 ? (
        <nav aria-label={t("listing.pagination")} className="mt-10 flex items-center justify-center gap-4">
          {pagination.page > 1 ? (
            <Link
              rel="prev"
              to={pageHref(category.path, pagination.page - 1)}
              className="rounded border px-4 py-2"
            >
              {t("listing.previous")}
            </Link>
          ) : null}
          <span aria-current="page">
            {t("listing.pageOf", { page: pagination.page, last: pagination.last })}
          </span>
          {pagination.page < pagination.last ? (
            <Link
              rel="next"
              to={pageHref(category.path, pagination.page + 1)}
              className="rounded border px-4 py-2"
            >
              {t("listing.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
