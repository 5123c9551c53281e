import type { PageContent, StoryData } from "@eyewear/content-service";
import { LOGO_WORDMARK, logoVariantFor, SHOPS } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { ProductGrid } from "~/catalogue/product-tile.tsx";
import { ContentBlocks } from "~/content/blocks.tsx";
import { commerceClient } from "~/platform/commerce.server.ts";
import { contentClient, contentFailure } from "~/platform/content.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import { lensesFromPrices } from "~/platform/lens-catalogue.server.ts";
import { pathOnlyPageCache } from "~/platform/page-cache.ts";
import { TILE_WITH, toProductTile } from "~/platform/product-view.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { seoMeta, socialImageUrl } from "~/platform/seo.ts";
import { requireShop } from "~/platform/shop.ts";
import { organizationStructuredData } from "~/platform/structured-data.ts";
import { JsonLd } from "~/ui/json-ld.tsx";
import type { Route } from "./+types/home";

// Number of newest products the homepage shows under the content.
const NEW_ARRIVALS = 8;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const origin = publicOrigin(context);
  const [story, newest, lensesFrom] = await Promise.all([
    contentClient(context)
      .getStory(`${shop.code}/home`, { version: "published" })
      .then(
        (response) => response.data.story as unknown as StoryData<PageContent>,
        (error: unknown) => {
          throw contentFailure(context, error);
        },
      ),
    commerceClient(context, shop).products.query({
      sort: { by: "new", direction: "desc" },
      pagination: { page: 1, perPage: NEW_ARRIVALS },
      with: TILE_WITH,
    }),
    lensesFromPrices(context, shop),
  ]);
  return {
    title: story.content.seo?.title || translatorFor(shop)("home.title"),
    description: story.content.seo?.description ?? "",
    robots: story.content.seo?.robots,
    imageUrl: socialImageUrl(origin, story.content.seo?.og_image),
    canonicalUrl: `${origin}/${shop.code}/`,
    // Every shop has a homepage, so each is the others' alternate (hreflang) and "/" chooses among them.
    alternates: SHOPS.map((other) => ({ locale: other.locale, url: `${origin}/${other.code}/` })),
    xDefaultUrl: `${origin}/`,
    organization: organizationStructuredData({
      name: LOGO_WORDMARK[logoVariantFor(shop.locale)],
      url: `${origin}/${shop.code}/`,
      logoUrl: `${origin}/favicon.svg`,
    }),
    blocks: story.content.body,
    newArrivals: newest.entities.map((product) => toProductTile(shop.code, product, undefined, lensesFrom)),
  };
}

export const handle = pathOnlyPageCache;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData) : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <ContentBlocks blocks={loaderData.blocks} />
      <section className="mt-16" aria-labelledby="new-arrivals">
        <h2 id="new-arrivals" className="mb-6 text-2xl font-semibold">
          {t("home.newArrivals")}
        </h2>
        <ProductGrid products={loaderData.newArrivals} label={t("home.newArrivals")} />
      </section>
    </>
  );
}
