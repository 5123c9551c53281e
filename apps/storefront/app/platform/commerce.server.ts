import type { ShopConfig } from "@eyewear/shop-rules";
import { QUANTITY_CHANGE_LOCK_ATTRIBUTE } from "@eyewear/shop-rules";
import { type BasketWith, StorefrontAPIClient } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/platform/context.ts";
import { IMAGE_ATTRIBUTES, NAMING_ATTRIBUTES } from "~/platform/product-view.ts";

const clients = new Map<string, StorefrontAPIClient>();

/** The SCAYLE SDK client of one shop; the engine token stays on the server. */
export function commerceClient(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
): StorefrontAPIClient {
  const services = context.get(servicesContext);
  const cacheKey = `${services.storefrontApiHost}|${shop.shopId}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new StorefrontAPIClient({
      host: services.storefrontApiHost,
      shopId: shop.shopId,
      auth: { type: "token", token: services.storefrontApiToken },
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** What the basket page and the header need of each basket line. */
export const BASKET_WITH = {
  items: {
    product: {
      attributes: { withKey: [...NAMING_ATTRIBUTES, QUANTITY_CHANGE_LOCK_ATTRIBUTE] },
      images: { attributes: { withKey: IMAGE_ATTRIBUTES } },
    },
    variant: { attributes: "all", stock: "all" },
  },
} satisfies BasketWith;
