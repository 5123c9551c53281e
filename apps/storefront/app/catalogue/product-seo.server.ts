import {
  type Availability,
  firstAttributeValue,
  isLensPart,
  productTitle,
  SHOPS,
  type ShopConfig,
} from "@eyewear/shop-rules";
import type { Product } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { translatorFor } from "~/platform/i18n.server.ts";
import { NAMING_ATTRIBUTES, productBrand, productName, productPath } from "~/platform/product-view.ts";
import { publicOrigin } from "~/platform/public-origin.server.ts";
import { type PageSeo, productSocialImageUrl } from "~/platform/seo.ts";
import {
  breadcrumbStructuredData,
  productStructuredData,
  type StructuredData,
} from "~/platform/structured-data.ts";

/** The same product's page in every other shop that sells it, for hreflang (rule:seo.page-meta). */
async function productAlternates(
  context: Readonly<RouterContextProvider>,
  productId: number,
  origin: string,
): Promise<{ locale: string; url: string }[]> {
  const found = await Promise.all(
    SHOPS.map((shop) =>
      commerceClient(context, shop)
        .products.getById(productId, { with: { attributes: { withKey: NAMING_ATTRIBUTES } } })
        .then(
          (product) => ({ shop, product }),
          // A product another shop does not sell is no alternate; the page itself never fails for it.
          () => undefined,
        ),
    ),
  );
  return found.flatMap((entry) =>
    entry && !isLensPart(firstAttributeValue(entry.product.attributes, "productType")?.value)
      ? [{ locale: entry.shop.locale, url: `${origin}${productPath(entry.shop.code, entry.product)}` }]
      : [],
  );
}

/** The variant whose price and availability the product page shows. */
export interface ShownOffer {
  price: number;
  originalPrice?: number | undefined;
  lowestPriorPrice?: number | undefined;
  availability: Availability;
}

/**
 * What a product page tells search engines (rule:seo.page-meta, rule:seo.structured-data): title, description,
 * absolute canonical, hreflang alternates and social image, and its `Product` with `Offer` and `BreadcrumbList`.
 */
export async function productPageSeo(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  product: Product,
  shown: { canonicalPath: string; imageHashes: string[]; offer: ShownOffer | undefined },
): Promise<{ seo: PageSeo; structuredData: StructuredData[] }> {
  const origin = publicOrigin(context);
  const t = translatorFor(shop);
  const title = productTitle(productBrand(product), productName(product));
  const description =
    firstAttributeValue(product.attributes, "description")?.label || t("seo.productDescription", { title });
  const url = `${origin}${shown.canonicalPath}`;
  // The first rootline that shoppers can open is the trail through the shop's categories.
  const rootline = (product.categories ?? []).find((line) =>
    line.every((category) => !category.categoryHidden),
  );
  const trail = [
    { name: t("seo.home"), url: `${origin}/${shop.code}/` },
    ...(rootline ?? []).map((category) => ({
      name: category.categoryName,
      url: `${origin}/${shop.code}${category.categoryUrl}`,
    })),
    { name: title, url },
  ];
  const structuredData = [breadcrumbStructuredData(trail)];
  if (shown.offer)
    structuredData.unshift(
      productStructuredData({
        url,
        name: title,
        brand: productBrand(product) || undefined,
        description,
        imageUrls: shown.imageHashes.map((hash) => productSocialImageUrl(origin, hash)),
        sku: String(product.id),
        currency: shop.currency,
        offer: shown.offer,
      }),
    );
  return {
    seo: {
      title,
      description,
      canonicalUrl: url,
      imageUrl: shown.imageHashes[0] ? productSocialImageUrl(origin, shown.imageHashes[0]) : undefined,
      alternates: await productAlternates(context, product.id, origin),
    },
    structuredData,
  };
}
