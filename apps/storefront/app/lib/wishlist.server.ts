import { type ShopConfig, wishlistToggle } from "@eyewear/shop-rules";
import { AddToWishlistFailureKind, FetchError, type WishlistWith } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "./commerce.server.ts";
import { TILE_WITH } from "./product-view.ts";

/** What the wishlist page needs of each item: a product tile. */
export const WISHLIST_WITH = { items: { product: TILE_WITH } } satisfies WishlistWith;

/** Outcome of a wishlist change, as message keys the page translates (S2 §8). */
export type WishlistChangeOutcome =
  | { ok: true; messageKey: "wishlist.added" | "wishlist.removed" }
  | { ok: false; errorKey: string; status: number };

const addFailureMessages: Record<string, string> = {
  [AddToWishlistFailureKind.ITEM_ALREADY_PRESENT]: "wishlist.error.alreadyPresent",
  [AddToWishlistFailureKind.ITEM_UNAVAILABLE]: "wishlist.error.itemUnavailable",
  [AddToWishlistFailureKind.MAXIMUM_ITEM_COUNT_REACHED]: "wishlist.error.maximumItemCountReached",
};

async function removeItem(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  wishlistKey: string,
  itemKey: string,
): Promise<WishlistChangeOutcome> {
  try {
    await commerceClient(context, shop).wishlist.deleteItem(wishlistKey, itemKey);
    return { ok: true, messageKey: "wishlist.removed" };
  } catch (error) {
    // S2 §8 removing a missing wishlist item is a not-found error
    if (error instanceof FetchError && error.response.status === 404) {
      return { ok: false, errorKey: "wishlist.error.itemNotFound", status: 404 };
    }
    throw error;
  }
}

/** S2 §4 toggle: removes the product from the wishlist when it is there, else adds it. */
export async function toggleWishlistProduct(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  wishlistKey: string,
  productId: number,
): Promise<WishlistChangeOutcome> {
  const client = commerceClient(context, shop);
  const wishlist = await client.wishlist.get(wishlistKey);
  const toggle = wishlistToggle(wishlist.items, productId);
  if (toggle.action === "remove") return removeItem(context, shop, wishlistKey, toggle.itemKey);
  try {
    const result = await client.wishlist.addItem(wishlistKey, { productId });
    if (result.type === "success") return { ok: true, messageKey: "wishlist.added" };
    return { ok: false, errorKey: addFailureMessages[result.kind] ?? "wishlist.error.unknown", status: 409 };
  } catch (error) {
    // S2 §8 wishlist add 400: only one of productId and variantId may be set
    if (error instanceof FetchError && error.response.status === 400) {
      return { ok: false, errorKey: "wishlist.error.invalidRequest", status: 400 };
    }
    throw error;
  }
}

export { removeItem as removeWishlistItem };
