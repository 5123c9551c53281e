import type { ShopConfig } from "./shops.ts";

type RopoShop = Pick<ShopConfig, "features" | "ropoCategoryPath">;

/** The category whose products are ropo-supported, or undefined when the shop offers no ropo listing. */
export function ropoCategoryPath(shop: RopoShop): string | undefined {
  return shop.features.ropoReduction ? shop.ropoCategoryPath || undefined : undefined;
}

// S2 §5 a product is ropo-supported only if reduction is enabled, a category path is configured and the product's categories include it
export function isRopoSupported(shop: RopoShop, productCategoryPaths: readonly string[]): boolean {
  const path = ropoCategoryPath(shop);
  return path !== undefined && productCategoryPaths.includes(path);
}
