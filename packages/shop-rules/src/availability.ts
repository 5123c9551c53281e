// S1 §9 low-stock threshold
export const LOW_STOCK_THRESHOLD = 5;

export type SalesStatus = "enrichment" | "published" | "temporary_not_sellable" | "offline";

export interface StockLevel {
  quantity: number;
  isSellableWithoutStock: boolean;
}

export type Availability =
  | { kind: "immediate" }
  | { kind: "soon"; quantity: number }
  | { kind: "asap" }
  | { kind: "unavailable" };

// S1 §4 availability: above 5 immediate, 1–5 soon with quantity, sellable without stock asap, else not available
export function availabilityOf(stock: StockLevel): Availability {
  if (stock.quantity > LOW_STOCK_THRESHOLD) return { kind: "immediate" };
  if (stock.quantity > 0) return { kind: "soon", quantity: stock.quantity };
  if (stock.isSellableWithoutStock) return { kind: "asap" };
  return { kind: "unavailable" };
}

// S1 §4 variant sellable: product published and stock above 0 or sellable without stock
export function isVariantSellable(salesStatus: SalesStatus, stock: StockLevel): boolean {
  return salesStatus === "published" && (stock.quantity > 0 || stock.isSellableWithoutStock);
}

export interface PurchasableInput {
  salesStatus: SalesStatus;
  hasPriceRangeOrVariants: boolean;
  isSoldOut: boolean;
  isActive: boolean;
  variantStocks: StockLevel[];
}

// S1 §4 purchasable: published or temporarily not sellable, priced, not sold out, active, one sellable variant
export function isProductPurchasable(p: PurchasableInput): boolean {
  return (
    (p.salesStatus === "published" || p.salesStatus === "temporary_not_sellable") &&
    p.hasPriceRangeOrVariants &&
    !p.isSoldOut &&
    p.isActive &&
    p.variantStocks.some((stock) => isVariantSellable(p.salesStatus, stock))
  );
}

/** How many units of a variant may be sold now; null means unlimited (sellable without stock). */
export function sellableQuantity(stock: StockLevel): number | null {
  return stock.isSellableWithoutStock ? null : Math.max(0, stock.quantity);
}
