import { ropoCategoryPath } from "@eyewear/shop-rules";
import { useTranslation } from "react-i18next";
import { CategoryListing } from "~/catalogue/category-listing.tsx";
import { categoryAt, loadCategoryListing } from "~/catalogue/listing.server.ts";
import { listingMeta } from "~/catalogue/listing-links.ts";
import { commerceClient } from "~/platform/commerce.server.ts";
import { shopPageNotFound } from "~/platform/error-content.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import { listingPageCache } from "~/platform/page-cache.ts";
import { requireShop } from "~/platform/shop.ts";
import type { Route } from "./+types/ropo-listing";

/**
 * /{shop}/ropo-plp/: the ropo-supported products (rule:ropo.supported-product) as a listing — the products of the
 * shop's ropo category, which the engine's category filter selects. A shop without ropo answers 404.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const shop = requireShop(params, url);
  const path = ropoCategoryPath(shop);
  const category = path
    ? await categoryAt(commerceClient(context, shop), path.split("/").filter(Boolean))
    : undefined;
  if (!category) throw await shopPageNotFound(context, shop, url);
  return loadCategoryListing(context, shop, category, url, {
    heading: translatorFor(shop)("listing.ropoTitle"),
    path: `/${shop.code}/ropo-plp/`,
    subcategoryLinks: false,
  });
}

export const handle = listingPageCache;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? listingMeta(loaderData) : [];
}

export default function RopoListingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CategoryListing {...loaderData}>
      <p className="mt-4 max-w-2xl">{t("listing.ropoIntro")}</p>
    </CategoryListing>
  );
}
