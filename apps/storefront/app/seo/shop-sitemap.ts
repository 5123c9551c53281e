import { shopByCode } from "@eyewear/shop-rules";
import type { Route } from "./+types/shop-sitemap";
import { shopSitemap, XML_HEADERS } from "./sitemaps.server.ts";

const SITEMAP_PAGE = /^[1-9]\d{0,5}$/;

/**
 * GET /{shop}/sitemap.xml (?page=n past 50,000 pages): the shop's home, categories, products, content and branch
 * pages (rule:seo.sitemap). An unknown shop or page is a 404.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = shopByCode(params.shop);
  const page = url.searchParams.get("page") ?? "1";
  const xml = shop && SITEMAP_PAGE.test(page) ? await shopSitemap(context, shop, Number(page)) : undefined;
  if (xml === undefined)
    return new Response("No such sitemap", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(xml, { headers: XML_HEADERS });
}
