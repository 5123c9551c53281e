import type { ShopConfig } from "@eyewear/shop-rules";
import {
  AddToBasketFailureKind,
  type BasketResponseData,
  type BasketWith,
  FetchError,
  UpdateBasketItemFailureKind,
} from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "./commerce.server.ts";
import { productBrand, productName, productPath } from "./product-view.ts";

/** What the basket page and the header need of each basket line. */
export const BASKET_WITH = {
  items: {
    product: {
      attributes: { withKey: ["name", "brand", "frameColor", "lensBaseColor", "packingTypeDescription"] },
      images: { attributes: { withKey: ["imageType", "imageView", "imageBackground"] } },
    },
    variant: { attributes: "all", stock: "all" },
  },
} satisfies BasketWith;

/** Outcome of a basket change, as a message key the page translates (S2 §8). */
export type BasketChangeOutcome =
  | { ok: true; messageKey: "basket.added" | "basket.updated" | "basket.removed" }
  | { ok: true; warningKey: "basket.error.reducedQuantity" }
  | { ok: false; errorKey: string; status: number };

const addFailureMessages: Record<string, string> = {
  [AddToBasketFailureKind.VARIANT_ALREADY_PRESENT]: "basket.error.variantAlreadyPresent",
  [AddToBasketFailureKind.ITEM_UNAVAILABLE]: "basket.error.itemUnavailable",
  [AddToBasketFailureKind.MAXIMUM_ITEM_COUNT_REACHED]: "basket.error.maximumItemCountReached",
  [AddToBasketFailureKind.ITEM_DATA_NOT_FOUND]: "basket.error.itemDataNotFound",
};

const updateFailureMessages: Record<string, string> = {
  [UpdateBasketItemFailureKind.ITEM_UNAVAILABLE]: "basket.error.itemUnavailable",
  [UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND]: "basket.error.itemNotFound",
  [UpdateBasketItemFailureKind.MAXIMUM_ITEM_COUNT_REACHED]: "basket.error.maximumItemCountReached",
};

export async function addToBasket(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  variantId: number,
  quantity: number,
): Promise<BasketChangeOutcome> {
  // The SDK throws for 424 (item data not found) instead of returning a failure.
  const result = await commerceClient(context, shop)
    .basket.addItem(basketKey, variantId, quantity)
    .catch((error: unknown) => {
      if (error instanceof FetchError && error.response.status === 424) return undefined;
      throw error;
    });
  if (!result) return { ok: false, errorKey: "basket.error.itemDataNotFound", status: 404 };
  if (result.type === "success") return { ok: true, messageKey: "basket.added" };
  if (result.kind === AddToBasketFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY) {
    return { ok: true, warningKey: "basket.error.reducedQuantity" };
  }
  return { ok: false, errorKey: addFailureMessages[result.kind] ?? "basket.error.unknown", status: 409 };
}

export async function updateBasketItem(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  itemKey: string,
  quantity: number,
): Promise<BasketChangeOutcome> {
  const result = await commerceClient(context, shop).basket.updateItem(basketKey, itemKey, quantity);
  if (result.type === "success") return { ok: true, messageKey: "basket.updated" };
  if (result.kind === UpdateBasketItemFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY) {
    return { ok: true, warningKey: "basket.error.reducedQuantity" };
  }
  const status = result.kind === UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND ? 404 : 409;
  return { ok: false, errorKey: updateFailureMessages[result.kind] ?? "basket.error.unknown", status };
}

export async function removeBasketItem(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
  itemKey: string,
): Promise<BasketChangeOutcome> {
  try {
    await commerceClient(context, shop).basket.deleteItem(basketKey, itemKey);
  } catch (error) {
    // S2 §8 removing a missing basket item is a not-found error
    if (error instanceof FetchError && error.response.status === 404) {
      return { ok: false, errorKey: "basket.error.itemNotFound", status: 404 };
    }
    throw error;
  }
  return { ok: true, messageKey: "basket.removed" };
}

/** A basket line as the header's basket flyout shows it (S2 §2): its card links to the variant's product page. */
export interface BasketPreviewItem {
  key: string;
  brand: string;
  name: string;
  href: string;
  imageHash: string | undefined;
  unitPrice: number;
  quantity: number;
}

export function toBasketPreview(shopCode: string, basket: BasketResponseData): BasketPreviewItem[] {
  return basket.items.map((item) => ({
    key: item.key,
    brand: productBrand(item.product),
    name: productName(item.product),
    href: `${productPath(shopCode, item.product)}?variantid=${item.variant.id}`,
    imageHash: item.product.images[0]?.hash,
    unitPrice: item.price.unit.withTax,
    quantity: item.quantity,
  }));
}
