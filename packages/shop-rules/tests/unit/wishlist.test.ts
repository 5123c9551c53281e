import { describe, expect, it } from "vitest";
import {
  canAddWishlistItem,
  DEFAULT_MAX_WISHLIST_ITEMS,
  isWishlistItemPresent,
  wishlistReplacement,
  wishlistToggle,
} from "../../src/wishlist.ts";

describe("canAddWishlistItem", () => {
  it("allows items below the maximum and refuses at it", () => {
    expect(DEFAULT_MAX_WISHLIST_ITEMS).toBe(50);
    expect(canAddWishlistItem(0, 3)).toBe(true);
    expect(canAddWishlistItem(2, 3)).toBe(true);
    expect(canAddWishlistItem(3, 3)).toBe(false);
  });
});

describe("isWishlistItemPresent", () => {
  const items = [
    { productId: 1, variantId: null },
    { productId: 2, variantId: 21 },
  ];

  it("matches product and variant together", () => {
    expect(isWishlistItemPresent(items, { productId: 1, variantId: null })).toBe(true);
    expect(isWishlistItemPresent(items, { productId: 2, variantId: 21 })).toBe(true);
  });

  it("treats a product and one of its variants as different items", () => {
    expect(isWishlistItemPresent(items, { productId: 1, variantId: 11 })).toBe(false);
    expect(isWishlistItemPresent(items, { productId: 2, variantId: null })).toBe(false);
  });
});

describe("wishlistToggle (rule:wishlist.toggle)", () => {
  const items = [
    { key: "a", productId: 1 },
    { key: "b", productId: 2 },
  ];
  it("removes the item when the product is present", () => {
    expect(wishlistToggle(items, 2)).toEqual({ action: "remove", itemKey: "b" });
  });
  it("adds the product otherwise", () => {
    expect(wishlistToggle(items, 3)).toEqual({ action: "add" });
    expect(wishlistToggle([], 1)).toEqual({ action: "add" });
  });
});

describe("wishlistReplacement (rule:wishlist.replace-variant)", () => {
  const items = [
    { key: "a", productId: 1, variantId: null, productVariantIds: [11, 12, 13] },
    { key: "b", productId: 2, variantId: 21, productVariantIds: [21, 22] },
  ];
  it("removes the item, then adds the chosen variant, keeping the product to add back", () => {
    expect(wishlistReplacement(items, "a", 12)).toEqual({
      action: "replace",
      removeKey: "a",
      add: { variantId: 12 },
      restore: { productId: 1 },
    });
  });
  it("adds back the variant an item held", () => {
    expect(wishlistReplacement(items, "b", 22)).toMatchObject({ restore: { variantId: 21 } });
  });
  it("changes nothing when the item is gone, already holds the variant, or the variant is another product's", () => {
    expect(wishlistReplacement(items, "c", 12)).toEqual({ action: "missing" });
    expect(wishlistReplacement(items, "b", 21)).toEqual({ action: "unchanged" });
    expect(wishlistReplacement(items, "a", 21)).toEqual({ action: "foreign" });
  });
});
