import {
  type ShopConfig,
  type WishlistAddTarget,
  wishlistReplacement,
  wishlistToggle,
} from "@eyewear/shop-rules";
import { AddToWishlistFailureKind, FetchError, type WishlistWith } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { productName, TILE_WITH, VARIANT_LABEL_KEYS } from "~/platform/product-view.ts";
import type { WishlistChangeOutcome } from "./wishlist-outcome.ts";

const VARIANT_LABELS = { attributes: { withKey: [...VARIANT_LABEL_KEYS] } };

/** What the wishlist page needs of each item: a product tile, and the product's variants to choose from. */
export const WISHLIST_WITH = {
  items: { product: { ...TILE_WITH, variants: VARIANT_LABELS } },
} satisfies WishlistWith;

type WishlistFailure = Extract<WishlistChangeOutcome, { ok: false }>;

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
    // rule:wishlist.add-one-target: removing a missing wishlist item is a not-found error
    if (error instanceof FetchError && error.response.status === 404) {
      return { ok: false, errorKey: "wishlist.error.itemNotFound", status: 404 };
    }
    throw error;
  }
}

/** rule:wishlist.toggle: removes the product from the wishlist when it is there, else adds it. */
export async function toggleWishlistProduct(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  wishlistKey: string,
  productId: number,
): Promise<WishlistChangeOutcome> {
  const wishlist = await commerceClient(context, shop).wishlist.get(wishlistKey);
  const toggle = wishlistToggle(wishlist.items, productId);
  if (toggle.action === "remove") return removeItem(context, shop, wishlistKey, toggle.itemKey);
  const failure = await addItem(context, shop, wishlistKey, { productId });
  return failure ?? { ok: true, messageKey: "wishlist.added" };
}

/**
 * Adds an item; undefined when added, else the failure with its status (400, 409, 412, 413;
 * rule:wishlist.add-one-target).
 */
async function addItem(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  wishlistKey: string,
  target: WishlistAddTarget,
): Promise<WishlistFailure | undefined> {
  try {
    const result = await commerceClient(context, shop).wishlist.addItem(wishlistKey, target);
    if (result.type === "success") return undefined;
    return {
      ok: false,
      errorKey: addFailureMessages[result.kind] ?? "wishlist.error.unknown",
      status: result.statusCode,
    };
  } catch (error) {
    // rule:wishlist.add-one-target: an add naming both productId and variantId is a 400
    if (error instanceof FetchError && error.response.status === 400) {
      return { ok: false, errorKey: "wishlist.error.invalidRequest", status: 400 };
    }
    throw error;
  }
}

/** What a replace that changes nothing answers: the item is gone, the variant is not its product's, or held. */
const unreplacedOutcomes: Record<"missing" | "foreign" | "unchanged", WishlistChangeOutcome> = {
  missing: { ok: false, errorKey: "wishlist.error.itemNotFound", status: 404 },
  foreign: { ok: false, errorKey: "wishlist.error.invalidRequest", status: 400 },
  unchanged: { ok: true, messageKey: "wishlist.replaced" },
};

/**
 * rule:wishlist.replace-variant: removes the item, then adds the chosen variant of its product. When that add fails,
 * the removed item is added back and the shopper told why the change failed and whether the item is still there
 * (docs/decisions/0042-wishlist-replace.md).
 */
export async function replaceWishlistItem(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  wishlistKey: string,
  itemKey: string,
  variantId: number,
): Promise<WishlistChangeOutcome> {
  const wishlist = await commerceClient(context, shop).wishlist.get(wishlistKey, {
    with: { items: { product: { attributes: { withKey: ["name"] }, variants: {} } } },
  });
  const items = wishlist.items.map((item) => ({
    key: item.key,
    productId: item.productId,
    variantId: item.variantId ?? null,
    productVariantIds: (item.product.variants ?? []).map((variant) => variant.id),
  }));
  const replacement = wishlistReplacement(items, itemKey, variantId);
  if (replacement.action !== "replace") return unreplacedOutcomes[replacement.action];
  const removed = await removeItem(context, shop, wishlistKey, replacement.removeKey);
  if (!removed.ok) return removed;
  const failure = await addItem(context, shop, wishlistKey, replacement.add);
  if (!failure) return { ok: true, messageKey: "wishlist.replaced" };
  const restored = (await addItem(context, shop, wishlistKey, replacement.restore)) === undefined;
  const product = wishlist.items.find((item) => item.key === itemKey)?.product;
  return {
    ...failure,
    restoreKey: restored ? "wishlist.replace.restored" : "wishlist.replace.lost",
    name: product ? productName(product) : "",
  };
}

export { removeItem as removeWishlistItem };
