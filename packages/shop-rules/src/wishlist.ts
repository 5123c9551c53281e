// rule:wishlist.max-items
export const DEFAULT_MAX_WISHLIST_ITEMS = 50;

/** A wishlist entry: a product, or one variant of it. */
export interface WishlistEntry {
  productId: number;
  variantId: number | null;
}

// rule:wishlist.max-items
export function canAddWishlistItem(itemCount: number, maxItems: number): boolean {
  return itemCount < maxItems;
}

// rule:wishlist.already-present
export function isWishlistItemPresent(items: readonly WishlistEntry[], entry: WishlistEntry): boolean {
  return items.some((item) => item.productId === entry.productId && item.variantId === entry.variantId);
}

/** What a wishlist toggle does for a product: remove the item holding it, or add it. */
export type WishlistToggle = { action: "remove"; itemKey: string } | { action: "add" };

// rule:wishlist.toggle
export function wishlistToggle(
  items: readonly { key: string; productId: number }[],
  productId: number,
): WishlistToggle {
  const present = items.find((item) => item.productId === productId);
  return present ? { action: "remove", itemKey: present.key } : { action: "add" };
}

/** What to add to a wishlist: a product, or one variant of it, never both (rule:wishlist.add-one-target). */
export type WishlistAddTarget = { productId: number } | { variantId: number };

/**
 * What replacing a wishlist item with another variant of its product does: nothing when the item is gone
 * (`missing`), already holds that variant (`unchanged`) or the variant is not one of its product's (`foreign`);
 * otherwise remove the item, add the variant, and add `restore` back should that add fail.
 */
export type WishlistReplacement =
  | { action: "missing" | "unchanged" | "foreign" }
  | { action: "replace"; removeKey: string; add: { variantId: number }; restore: WishlistAddTarget };

// rule:wishlist.replace-variant
export function wishlistReplacement(
  items: readonly {
    key: string;
    productId: number;
    variantId: number | null;
    productVariantIds: readonly number[];
  }[],
  itemKey: string,
  variantId: number,
): WishlistReplacement {
  const item = items.find((candidate) => candidate.key === itemKey);
  if (!item) return { action: "missing" };
  if (item.variantId === variantId) return { action: "unchanged" };
  if (!item.productVariantIds.includes(variantId)) return { action: "foreign" };
  return {
    action: "replace",
    removeKey: item.key,
    add: { variantId },
    restore: item.variantId === null ? { productId: item.productId } : { variantId: item.variantId },
  };
}
