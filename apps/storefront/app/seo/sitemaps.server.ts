import type { PageContent, StoryData } from "@eyewear/content-service";
import { branchPath, firstAttributeValue, isLensPart, SHOPS, type ShopConfig } from "@eyewear/shop-rules";
import type { Category } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { branchesApi } from "~/branches/branches.server.ts";
import { storyPath } from "~/content/content-pages.server.ts";
import { BoundedTtlMap } from "~/platform/bounded-ttl-map.ts";
import { commerceClient } from "~/platform/commerce.server.ts";
import { contentClient, contentFailure } from "~/platform/content.server.ts";
import { type StorefrontServices, servicesContext } from "~/platform/context.ts";
import { NAMING_ATTRIBUTES, productPath } from "~/platform/product-view.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { type SitemapEntry, sitemapIndexXml, urlSetXml } from "./sitemap-xml.ts";

/** The engine's largest product page (its products endpoint refuses more). */
const PRODUCTS_PER_PAGE = 200;
/** The sitemaps.org limit of URLs in one sitemap; a shop with more has further sitemaps (?page=2, …). */
const URLS_PER_SITEMAP = 50_000;
/** How long a shop's sitemap pages are kept when nothing tells of a change (an external engine). */
const SITEMAP_TTL_MS = 15 * 60 * 1000;
/**
 * Sitemaps are XML; crawlers and CDNs may keep one a short while (the storefront itself rebuilds it after every
 * catalogue change).
 */
export const XML_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=900",
};

/** The levels below the roots the engine answers: the roots and nine more make its deepest tree of ten. */
const CATEGORY_LEVELS_BELOW_ROOTS = 9;

/** Every category of the shop that shoppers can open, depth first. */
function visibleCategories(categories: Category[]): Category[] {
  return categories.flatMap((category) =>
    category.isHidden ? [] : [category, ...visibleCategories(category.children ?? [])],
  );
}

/** Every product page of the shop: all pages of the engine's product query; lens parts have no page. */
async function productPaths(context: Readonly<RouterContextProvider>, shop: ShopConfig): Promise<string[]> {
  const client = commerceClient(context, shop);
  const paths: string[] = [];
  for (let page = 1; ; page++) {
    const result = await client.products.query({
      pagination: { page, perPage: PRODUCTS_PER_PAGE },
      with: { attributes: { withKey: NAMING_ATTRIBUTES } },
    });
    for (const product of result.entities) {
      if (!isLensPart(firstAttributeValue(product.attributes, "productType")?.value))
        paths.push(productPath(shop.code, product));
    }
    if (page >= result.pagination.last || result.entities.length === 0) return paths;
  }
}

/** The shop's published content pages but its home page, which stands at the shop's root; noindex pages left out. */
async function contentPaths(context: Readonly<RouterContextProvider>, shop: ShopConfig): Promise<string[]> {
  const stories = (await contentClient(context)
    .getAll("cdn/stories", {
      starts_with: `${shop.code}/`,
      content_type: "page",
      version: "published",
      language: shop.language,
    })
    .catch((error: unknown) => {
      throw contentFailure(context, error);
    })) as StoryData<PageContent>[];
  return stories
    .filter(
      (story) => story.full_slug !== `${shop.code}/home` && !/noindex/i.test(story.content.seo?.robots ?? ""),
    )
    .map(storyPath);
}

/** The same path in each shop of `shops`, as hreflang alternates of a sitemap entry. */
function alternatesIn(
  origin: string,
  shops: readonly ShopConfig[],
  path: string,
): SitemapEntry["alternates"] {
  return shops.map((other) => ({ hreflang: other.locale, href: `${origin}/${other.code}${path}` }));
}

/**
 * Every page of the shop a search engine should know: home, categories, products, content, branches. The home
 * page names its alternates in every shop, the branch pages theirs in the shops of the same country, which share
 * their branches.
 */
async function shopPages(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<SitemapEntry[]> {
  const [roots, products, content, branches] = await Promise.all([
    commerceClient(context, shop).categories.getRoots({ with: { children: CATEGORY_LEVELS_BELOW_ROOTS } }),
    productPaths(context, shop),
    contentPaths(context, shop),
    branchesApi.list(context, shop, ""),
  ]);
  if (!branches.ok) throw new Error(`listing branches answered ${branches.status}`);
  const origin = publicOrigin(context);
  const sameCountry = SHOPS.filter((other) => other.country === shop.country);
  const inShop = (paths: string[]) => paths.map((path) => ({ loc: `${origin}${path}` }));
  const branchPages = [
    "/niederlassungen/",
    ...branches.branches.map((branch) => branchPath({ id: branch.id, city: branch.address.city })),
  ];
  const entries: SitemapEntry[] = [
    { loc: `${origin}/${shop.code}/`, alternates: alternatesIn(origin, SHOPS, "/") },
    ...inShop(visibleCategories(roots).map((category) => `/${shop.code}${category.path}`)),
    ...inShop(products),
    ...inShop(content),
    ...branchPages.map((path) => ({
      loc: `${origin}/${shop.code}${path}`,
      alternates: alternatesIn(origin, sameCountry, path),
    })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc));
}

/**
 * The sitemaps already written, per storefront process (its services), under the shop data's generation: the page
 * cache's, which the engine advances on every catalogue change (docs/decisions/0036-page-cache.md), so a change
 * is in the next sitemap at once; without a page cache they live SITEMAP_TTL_MS.
 */
const written = new WeakMap<StorefrontServices, BoundedTtlMap<SitemapEntry[]>>();

/**
 * The shop's pages, read once per generation. The key takes the generation from before the read, so a list
 * read while the catalogue changed is never served after the change.
 */
async function cachedShopPages(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<SitemapEntry[]> {
  const services = context.get(servicesContext);
  let cache = written.get(services);
  if (!cache) {
    cache = new BoundedTtlMap({ ttlMs: SITEMAP_TTL_MS, maxSize: SHOPS.length });
    written.set(services, cache);
  }
  const key = `${shop.code} ${services.pageCache?.generation ?? 0}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const pages = await shopPages(context, shop);
  cache.set(key, pages);
  return pages;
}

/** How many sitemaps a shop's pages fill. */
function sitemapCount(pages: SitemapEntry[]): number {
  return Math.max(1, Math.ceil(pages.length / URLS_PER_SITEMAP));
}

/** The address of the shop's n-th sitemap (1-based). */
function shopSitemapUrl(origin: string, shop: ShopConfig, page: number): string {
  return `${origin}/${shop.code}/sitemap.xml${page > 1 ? `?page=${page}` : ""}`;
}

/** /sitemap.xml: every shop's sitemaps. */
export async function sitemapIndex(context: Readonly<RouterContextProvider>): Promise<string> {
  const origin = publicOrigin(context);
  const counts = await Promise.all(
    SHOPS.map(async (shop) => sitemapCount(await cachedShopPages(context, shop))),
  );
  return sitemapIndexXml(
    SHOPS.flatMap((shop, index) =>
      Array.from({ length: counts[index]! }, (_, page) => shopSitemapUrl(origin, shop, page + 1)),
    ),
  );
}

/** /{shop}/sitemap.xml?page=n: one sitemap of the shop's pages, or undefined when it has no such page. */
export async function shopSitemap(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  page: number,
): Promise<string | undefined> {
  const pages = await cachedShopPages(context, shop);
  if (page > sitemapCount(pages)) return undefined;
  return urlSetXml(pages.slice((page - 1) * URLS_PER_SITEMAP, page * URLS_PER_SITEMAP));
}
