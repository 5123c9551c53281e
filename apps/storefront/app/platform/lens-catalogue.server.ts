import { LENS_CATALOGUE_PROPERTY, type ShopConfig } from "@eyewear/shop-rules";
import type { Product } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
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
