import { normalizeSearchTerm, PAGE_SIZE } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { Pagination } from "~/components/listing/pagination.tsx";
import { ProductGrid } from "~/components/product-tile.tsx";
import { commerceClient } from "~/lib/commerce.server.ts";
import { translatorFor } from "~/lib/i18n.server.ts";
import { toMenu } from "~/lib/navigation.ts";
import { productPath, TILE_WITH, toProductTile } from "~/lib/product-view.ts";
import { requireShop } from "~/lib/shop.ts";
import type { Route } from "./+types/search";

/** Where a resolved search term leads (S2 §2 search resolve): a category, a product or a navigation page. */
async function resolvedPath(client: ReturnType<typeof commerceClient>, shopCode: string, term: string) {
  const entity = await client.searchv2.resolve(term, { with: { product: TILE_WITH } });
  switch (entity?.type) {
    case "category":
      return `/${shopCode}${entity.categorySuggestion.category.path}`;
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
  if (!term)
    return { title: t("search.title"), term, products: [], pagination: { page: 1, last: 0, total: 0 } };
  const client = commerceClient(context, shop);
  if (page === 1) {
    const target = await resolvedPath(client, shop.code, term);
    if (target) throw redirect(target);
  }
  const result = await client.products.query({
    where: { term },
    pagination: { page, perPage: PAGE_SIZE },
    with: TILE_WITH,
  });
  return {
    title: t("search.resultsFor", { term }),
    term,
    products: result.entities.map((product) => toProductTile(shop.code, product)),
    pagination: {
      page: result.pagination.page,
      last: result.pagination.last,
      total: result.pagination.total,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }] : [];
}

export default function SearchPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { term, products, pagination } = loaderData;
  const pageHref = (page: number) =>
    `/${params.shop}/search/?${new URLSearchParams({ term, ...(page > 1 ? { page: String(page) } : {}) })}`;
  return (
    <section className="pt-8">
      <h1 className="text-3xl font-semibold" data-testid="search-heading">
        {term ? t("search.resultsFor", { term }) : t("search.title")}
      </h1>
      {term ? (
        <p className="mt-1 text-sm text-neutral-600" data-testid="result-count">
          {t("listing.resultCount", { count: pagination.total })}
        </p>
      ) : (
        <p className="mt-4">{t("search.prompt")}</p>
      )}
      {term && products.length === 0 ? <p className="mt-8">{t("search.empty")}</p> : null}
      {products.length ? (
        <div className="mt-8">
          <ProductGrid products={products} label={t("search.results")} />
        </div>
      ) : null}
      <Pagination page={pagination.page} last={pagination.last} href={pageHref} />
    </section>
  );
}
