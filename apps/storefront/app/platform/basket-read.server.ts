import type { ShopConfig } from "@eyewear/shop-rules";
import type { BasketResponseData, BasketWith } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { BASKET_WITH, commerceClient } from "./commerce.server.ts";

/**
 * What loaders read of a basket: every line as the basket page shows it, with its promotion, the gifts on offer
 * (rule:basket.gift-promotion), and lines whose product is gone, flagged as deleted. The header and the checkout take what they need.
 */
export const BASKET_READ_PARAMETERS = {
  with: { items: { ...BASKET_WITH.items, promotion: true }, applicablePromotions: true },
  includeItemsWithoutProductData: true,
} satisfies { with: BasketWith; includeItemsWithoutProductData: boolean };

/** Per request, the basket as loaders read it, so that the loaders of one page share one engine read. */
const basketReads = new WeakMap<Readonly<RouterContextProvider>, Map<string, Promise<BasketResponseData>>>();

/**
 * The basket, read at most once per request for the loaders that show it (the shop layout's header and the page
 * below it). Actions read afresh: what they change must not be answered from a read before the change.
 */
export function readBasketForLoaders(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string,
): Promise<BasketResponseData> {
  const reads = basketReads.get(context) ?? new Map<string, Promise<BasketResponseData>>();
  basketReads.set(context, reads);
  const id = `${shop.shopId}:${basketKey}`;
  let read = reads.get(id);
  if (!read) {
    read = commerceClient(context, shop)
      .basket.get(basketKey, BASKET_READ_PARAMETERS)
      .then((answer) => answer.basket);
    reads.set(id, read);
  }
  return read;
}
