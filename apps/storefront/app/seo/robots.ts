import { publicOrigin } from "~/platform/public-origin.server.ts";
import type { Route } from "./+types/robots";

/** GET /robots.txt: everything may be crawled; the sitemap index names every page (rule:seo.sitemap). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${publicOrigin(context)}/sitemap.xml\n`, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
