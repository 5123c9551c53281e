import {
  canonicalListingUrl,
  keptListingQuery,
  LISTING_SORT_OPTIONS,
  listingSortValue,
  PAGE_SIZE,
  parseListingFilters,
  parseListingSort,
  type ShopConfig,
} from "@eyewear/shop-rules";
import { type Category, FetchError } from "@scayle/storefront-api";
import { type RouterContextProvider, redirect } from "react-router";
import { ContentBlocks } from "~/components/content/blocks.tsx";
import { CategoryListing } from "~/components/listing/category-listing.tsx";
import { commerceClient } from "~/lib/commerce.server.ts";
import { categoryContentBlocks, contentAlternates, contentPageAt } from "~/lib/content-pages.server.ts";
import { shopPageNotFound } from "~/lib/error-content.server.ts";
import { loadFilterPanel, productWhere } from "~/lib/listing-filters.server.ts";
import { TILE_WITH, toProductTile } from "~/lib/product-view.ts";
import { seoMeta, socialImageUrl } from "~/lib/seo.ts";
import { requireShop } from "~/lib/shop.ts";
import type { Route } from "./+types/catch-all";

/** The requested listing page: a whole number from 1, else undefined (the link was tampered with). */
function requestedPage(url: URL): number | undefined {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

async function categoryAt(
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

async function categoryListing(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  category: Category,
  url: URL,
) {
  const page = requestedPage(url);
  const sortParameter = url.searchParams.get("sort");
  const sort = parseListingSort(sortParameter);
  const defaultSort = listingSortValue(LISTING_SORT_OPTIONS[0]!);
  // S1 §2 the canonical listing URL drops page=1; an invalid or the default sort is dropped as well.
  const needlessSort = sortParameter !== null && (!sort || sortParameter === defaultSort);
  if (page === undefined || url.searchParams.get("page") === "1" || needlessSort) {
    const canonical = keptListingQuery(url.searchParams);
    if (page === undefined) canonical.delete("page");
    if (needlessSort) canonical.delete("sort");
    throw redirect(canonicalListingUrl(url.pathname, canonical), 301);
  }
  const client = commerceClient(context, shop);
  const filters = parseListingFilters(url.searchParams, shop.currencyFractionDigits);
  const where = productWhere({ categoryId: category.id }, filters);
  const filtersKept = keptListingQuery(url.searchParams);
  filtersKept.delete("page");
  const [result, filterPanel] = await Promise.all([
    client.products.query({
      where,
      pagination: { page, perPage: PAGE_SIZE },
      with: TILE_WITH,
      ...(sort ? { sort: { by: sort.by, direction: sort.direction } } : {}),
    }),
    // The subcategories are offered with the chosen filters kept.
    loadFilterPanel(client, shop, where, filters, (candidate) =>
      candidate.parentId === category.id
        ? canonicalListingUrl(`/${shop.code}${candidate.path}`, filtersKept)
        : undefined,
    ),
  ]);
  if (page > 1 && page > result.pagination.last) {
    const lastPage = keptListingQuery(url.searchParams);
    if (result.pagination.last > 1) lastPage.set("page", String(result.pagination.last));
    else lastPage.delete("page");
    throw redirect(canonicalListingUrl(url.pathname, lastPage));
  }
  return {
    kind: "category" as const,
    category: { id: category.id, name: category.name, path: `/${shop.code}${category.path}` },
    contentBlocks: await categoryContentBlocks(context, shop, category.path),
    canonicalUrl: canonicalListingUrl(url.pathname, url.searchParams),
    sort: sort ? listingSortValue(sort) : defaultSort,
    sortOptions: LISTING_SORT_OPTIONS.map(listingSortValue),
    filters: filterPanel,
    products: result.entities.map((product, index) =>
      toProductTile(shop.code, product, (page - 1) * PAGE_SIZE + index),
    ),
    pagination: {
      page: result.pagination.page,
      last: result.pagination.last,
      total: result.pagination.total,
    },
  };
}

/** Any other shop path (S1 §2 catch-all): a category listing, else a content page, else 404. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const path = params["*"] ?? "";
  const category = await categoryAt(commerceClient(context, shop), path.split("/").filter(Boolean));
  if (category) return categoryListing(context, shop, category, url);
  const page = await contentPageAt(context, shop, path);
  if (page)
    return {
      kind: "content" as const,
      page,
      canonicalUrl: `${url.origin}${url.pathname}`,
      origin: url.origin,
      alternates: await contentAlternates(context, page, url.origin),
    };
  throw await shopPageNotFound(context, shop, url);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "category") {
    return [
      { title: loaderData.category.name },
      { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    ];
  }
  const { page, canonicalUrl, origin, alternates } = loaderData;
  return seoMeta({
    title: page.title,
    description: page.description,
    robots: page.robots,
    canonicalUrl,
    imageUrl: socialImageUrl(origin, page.imagePath),
    alternates,
  });
}

export default function CatchAllPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "category") {
    const { contentBlocks, ...listing } = loaderData;
    return (
      <CategoryListing {...listing}>
        <ContentBlocks blocks={contentBlocks} />
      </CategoryListing>
    );
  }
  const { page } = loaderData;
  return (
    <>
      {page.body[0]?.component === "hero" ? null : (
        <h1 className="pt-8 text-3xl font-semibold">{page.heading}</h1>
      )}
      <ContentBlocks blocks={page.body} />
    </>
  );
}
