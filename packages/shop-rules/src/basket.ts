import { type AttributeLike, firstAttributeValue } from "./attributes.ts";

/** Largest quantity one basket line may ask for; beyond it the request is invalid, not merely short of stock. */
export const MAX_BASKET_ITEM_QUANTITY = 999;

// rule:catalogue.listing-page-size
export const PAGE_SIZE = 24;

/** A basket line quantity is a whole number from 1 to MAX_BASKET_ITEM_QUANTITY (rule:basket.quantity-range). */
export function isValidBasketQuantity(quantity: unknown): quantity is number {
  return (
    typeof quantity === "number" &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_BASKET_ITEM_QUANTITY
  );
}

/** Units that can be placed: the asked quantity capped by what can be sold (null = unlimited) (rule:basket.reduced-quantity). */
export function grantedQuantity(requested: number, sellable: number | null): number {
  return sellable === null ? requested : Math.min(requested, sellable);
}

/** The product attribute group that locks a basket line's quantity. */
export const QUANTITY_CHANGE_LOCK_ATTRIBUTE = "quantityChangeLock";

/** The value of the lock attribute that locks the quantity. */
const LOCKED = "true";

// rule:basket.quantity-lock, on a product's attributes as the Storefront API answers them
export function isQuantityChangeLocked(
  productAttributes: Record<string, AttributeLike | undefined> | undefined,
): boolean {
  return firstAttributeValue(productAttributes, QUANTITY_CHANGE_LOCK_ATTRIBUTE)?.value === LOCKED;
}

// rule:basket.quantity-lock, on a product's attributes as the engine stores them (values per attribute group)
export function isQuantityChangeLockedIn(
  storedAttributes: Readonly<Record<string, readonly string[]>>,
): boolean {
  return storedAttributes[QUANTITY_CHANGE_LOCK_ATTRIBUTE]?.[0] === LOCKED;
}

// A line of a locked product holds one unit, whatever was asked (rule:basket.quantity-lock).
export function lockedQuantity(locked: boolean, requested: number): number {
  return locked ? 1 : requested;
}
