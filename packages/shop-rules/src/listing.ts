import { isVariantSellable, type SalesStatus, type StockLevel } from "./availability.ts";

// Products in enrichment or offline are not shown (rule:catalogue.product-listed).
export const LISTED_SALES_STATUSES: readonly SalesStatus[] = ["published", "temporary_not_sellable"];

// rule:catalogue.product-listed
export function isProductListed(product: { salesStatus: string; isActive: boolean }): boolean {
  return product.isActive && (LISTED_SALES_STATUSES as readonly string[]).includes(product.salesStatus);
}

// rule:catalogue.product-served
export function isProductServed(
  product: { salesStatus: string; isActive: boolean },
  pricedVariantCount: number,
): boolean {
  return isProductListed(product) && pricedVariantCount > 0;
}

// rule:catalogue.product-sold-out
export function isProductSoldOut(salesStatus: SalesStatus, variantStocks: readonly StockLevel[]): boolean {
  return !variantStocks.some((stock) => isVariantSellable(salesStatus, stock));
}

// The one question "can this variant be bought" (rule:catalogue.purchasable).
export function isVariantPurchasable(
  product: { salesStatus: string; isActive: boolean },
  stock: StockLevel,
): boolean {
  return isProductListed(product) && isVariantSellable(product.salesStatus as SalesStatus, stock);
}

export interface PurchasableInput {
  salesStatus: SalesStatus;
  hasPriceRangeOrVariants: boolean;
  isSoldOut: boolean;
  isActive: boolean;
  variantStocks: StockLevel[];
}

// A product can be bought when one of its variants can (rule:catalogue.purchasable).
export function isProductPurchasable(p: PurchasableInput): boolean {
  return (
    p.hasPriceRangeOrVariants &&
    !p.isSoldOut &&
    p.variantStocks.some((stock) => isVariantPurchasable(p, stock))
  );
}
