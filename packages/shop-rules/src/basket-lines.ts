import { MAX_BASKET_ITEM_QUANTITY } from "./basket.ts";

// S2 §4 availableQuantity covers every line of the same variant: what other lines hold is not available to this one
export function sellableForLine(sellable: number | null, quantityInOtherLines: number): number | null {
  return sellable === null ? null : Math.max(0, sellable - quantityInOtherLines);
}

// S2 §8 413 maximum item count reached: a new line fits only while the basket holds fewer lines than its maximum
export function canAddBasketLine(lineCount: number, maxLines: number): boolean {
  return lineCount < maxLines;
}

// S2 §3 basket item availableQuantity: what can be sold now (null = unlimited), capped at the largest line quantity
export function availableBasketQuantity(sellable: number | null): number {
  return sellable === null ? MAX_BASKET_ITEM_QUANTITY : Math.min(sellable, MAX_BASKET_ITEM_QUANTITY);
}
