import {
  LENS_CATALOGUE_PROPERTY,
  offersPrescriptionConfigurator,
  type ShopConfig,
} from "@eyewear/shop-rules";
import type { Product } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { servicesContext } from "~/platform/context.ts";
import { type RxProducts, toRxProducts } from "~/platform/lens-catalogue.ts";

// The lens catalogue is a few dozen parts; one page holds all of them.
const LENS_CATALOGUE_PAGE_SIZE = 100;

/** The id of the hidden category that holds the shop's lens catalogue, found by its property. */
async function lensCategoryId(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<number | null> {
  const roots = await commerceClient(context, shop).categories.getRoots({
    includeHidden: true,
    with: { properties: "all" },
  });
  const category = roots.find((root) =>
    root.properties?.some(
      (property) =>
        property.name === LENS_CATALOGUE_PROPERTY.name && property.value === LENS_CATALOGUE_PROPERTY.value,
    ),
  );
  return category?.id ?? null;
}

/** The shop's lens types, quality tiers, tinting and services, as the configurator offers them. */
export async function rxProducts(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<RxProducts> {
  const categoryId = await lensCategoryId(context, shop);
  let products: Product[] = [];
  if (categoryId !== null) {
    const page = await commerceClient(context, shop).products.query({
      where: { categoryId },
      pagination: { page: 1, perPage: LENS_CATALOGUE_PAGE_SIZE },
      with: { attributes: "all", variants: { attributes: "all", stock: "all" }, priceRange: true },
    });
    products = page.entities;
  }
  return toRxProducts(products);
}

/** What "lenses from" needs of a shop's lens catalogue. */
interface LensesFromSummary {
  cheapestLensPrice: number;
  offeredLensTypes: number;
  offeredQualities: number;
  expires: number;
}

// "Lenses from" on pages and tiles may lag a lens price change by this long; the configurator and the basket always
// read the catalogue afresh.
const LENSES_FROM_TTL_MS = 5 * 60_000;
const lensesFromSummaries = new Map<string, LensesFromSummary>();

/**
 * The "lenses from" price of a product of the type on the shop's pages and tiles, or undefined where the shop
 * configures no lenses for it (rule:prescription.configurator-offered, rule:prescription.cheapest-lens-price).
 */
export async function lensesFromPrices(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): Promise<(productType: string | undefined) => number | undefined> {
  const key = `${context.get(servicesContext).storefrontApiHost}|${shop.shopId}`;
  let summary = lensesFromSummaries.get(key);
  if (!summary || summary.expires < Date.now()) {
    const catalogue = await rxProducts(context, shop);
    summary = {
      cheapestLensPrice: catalogue.cheapestLensPrice,
      offeredLensTypes: catalogue.rxLensTypes.length,
      offeredQualities: catalogue.rxLensQualityIndex.length,
      expires: Date.now() + LENSES_FROM_TTL_MS,
    };
    lensesFromSummaries.set(key, summary);
  }
  const offered = summary;
  return (productType) =>
    offersPrescriptionConfigurator({ shop: shop.features, productType, ...offered })
      ? offered.cheapestLensPrice
      : undefined;
}
