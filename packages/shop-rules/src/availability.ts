// Up to this many units left, a variant is "only a few left" (rule:catalogue.availability-levels).
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

/**
 * rule:catalogue.availability-levels — a variant's availability by its stock; every variant of a product that cannot
 * be sold at all (sold out by its sales status too, rule:catalogue.product-sold-out) is not available, whatever its
 * stock says, so no page offers what the basket refuses.
 */
export function availabilityOf(stock: StockLevel, productSoldOut = false): Availability {
  if (productSoldOut) return { kind: "unavailable" };
  if (stock.quantity > LOW_STOCK_THRESHOLD) return { kind: "immediate" };
  if (stock.quantity > 0) return { kind: "soon", quantity: stock.quantity };
  if (stock.isSellableWithoutStock) return { kind: "asap" };
  return { kind: "unavailable" };
}

// A variant can be sold when its product is published and it has stock or is sold without stock
// (rule:catalogue.variant-sellable; the SQL twin is hasSellableVariant in the engine, tested by the same cases).
export function isVariantSellable(salesStatus: SalesStatus, stock: StockLevel): boolean {
  return salesStatus === "published" && (stock.quantity > 0 || stock.isSellableWithoutStock);
}

/** How many units of a variant may be sold now; null means unlimited (rule:catalogue.sellable-quantity). */
export function sellableQuantity(stock: StockLevel): number | null {
  return stock.isSellableWithoutStock ? null : Math.max(0, stock.quantity);
}
