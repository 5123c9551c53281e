import { isVariantSellable, type SalesStatus, type StockLevel } from "./availability.ts";

// S1 §4 sales status: only published and temporarily-not-sellable products are shown (enrichment and offline are not)
export const LISTED_SALES_STATUSES: readonly SalesStatus[] = ["published", "temporary_not_sellable"];

// S1 §4 sales status: a product is shown in a shop when it is active and has a listed sales status
export function isProductListed(product: { salesStatus: string; isActive: boolean }): boolean {
  return product.isActive && (LISTED_SALES_STATUSES as readonly string[]).includes(product.salesStatus);
}

// S1 §3 isSoldOut: a product is sold out when none of its variants is sellable (S1 §4 variant sellable)
export function isProductSoldOut(salesStatus: SalesStatus, variantStocks: readonly StockLevel[]): boolean {
  return !variantStocks.some((stock) => isVariantSellable(salesStatus, stock));
}

// S1 §4 purchasable, for one variant: its product is active and listed, and the variant is sellable
export function isVariantPurchasable(
  product: { salesStatus: string; isActive: boolean },
  stock: StockLevel,
): boolean {
  return isProductListed(product) && isVariantSellable(product.salesStatus as SalesStatus, stock);
}
