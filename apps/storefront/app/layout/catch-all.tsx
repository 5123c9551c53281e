import { redirect } from "react-router";
import { CategoryListing } from "~/catalogue/category-listing.tsx";
import { categoryAt, categoryBreadcrumb, loadCategoryListing } from "~/catalogue/listing.server.ts";
import { listingMeta } from "~/catalogue/listing-links.ts";
import { ContentBlocks } from "~/content/blocks.tsx";
import { categoryContentBlocks, contentAlternates, contentPageAt } from "~/content/content-pages.server.ts";
import { commerceClient } from "~/platform/commerce.server.ts";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { listingPageCache } from "~/platform/page-cache.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { seoMeta, socialImageUrl } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { shopRedirect } from "~/platform/shop-redirects.server.ts";
import { JsonLd } from "~/ui/json-ld.tsx";
import type { Route } from "./+types/catch-all";

/**
 * Any other shop path: a category listing, else a content page, else the engine's redirect for it
 * (rule:routing.redirects), else 404 (rule:routing.catch-all).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const origin = publicOrigin(context);
  const path = params["*"] ?? "";
  const client = commerceClient(context, shop);
  const category = await categoryAt(client, path.split("/").filter(Boolean));
  if (category) {
    const [listing, contentBlocks, breadcrumb] = await Promise.all([
      loadCategoryListing(context, shop, category, url, {
        heading: category.name,
        path: `/${shop.code}${category.path}`,
        subcategoryLinks: true,
      }),
      categoryContentBlocks(context, shop, category.path),
      categoryBreadcrumb(context, shop, client, category),
    ]);
    return { kind: "category" as const, ...listing, contentBlocks, breadcrumb };
  }
  const page = await contentPageAt(context, shop, path);
  if (page)
    return {
      kind: "content" as const,
      page,
      canonicalUrl: `${origin}${page.path}`,
      origin,
      alternates: await contentAlternates(context, page, origin),
    };
  const moved = await shopRedirect(context, shop, url);
  if (moved) throw redirect(moved.location, moved.status);
  throw await shopPageNotFound(context, shop, url);
}

// Listings and content pages share this route; content pages ignore the listing parameters.
export const handle = listingPageCache;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "category") return listingMeta(loaderData);
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
    const { contentBlocks, breadcrumb, ...listing } = loaderData;
    return (
      <CategoryListing {...listing}>
        <JsonLd data={breadcrumb} />
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
