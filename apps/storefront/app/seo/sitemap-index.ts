import type { Route } from "./+types/sitemap-index";
import { sitemapIndex, XML_HEADERS } from "./sitemaps.server.ts";

/** GET /sitemap.xml: the sitemap index naming every shop's sitemaps (rule:seo.sitemap). */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await sitemapIndex(context), { headers: XML_HEADERS });
}
