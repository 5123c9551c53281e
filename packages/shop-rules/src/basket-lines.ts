import { MAX_BASKET_ITEM_QUANTITY } from "./basket.ts";

// What other lines of the same variant hold is not available to this one (rule:basket.available-quantity).
export function sellableForLine(sellable: number | null, quantityInOtherLines: number): number | null {
  return sellable === null ? null : Math.max(0, sellable - quantityInOtherLines);
}

// rule:basket.max-lines
export function canAddBasketLine(lineCount: number, maxLines: number): boolean {
  return lineCount < maxLines;
}

// What can be sold now (null = unlimited), capped at the largest line quantity (rule:basket.available-quantity).
export function availableBasketQuantity(sellable: number | null): number {
  return sellable === null ? MAX_BASKET_ITEM_QUANTITY : Math.min(sellable, MAX_BASKET_ITEM_QUANTITY);
}
