import type { ShopConfiguration } from "@scayle/storefront-api";
import { serializeShopConfiguration } from "../serializers/shop-configuration.ts";
import type { ShopContext } from "./shop-context.ts";

/** GET /v1/shop-configuration: the request's shop, already resolved by the shop middleware. */
export function getShopConfiguration(shop: ShopContext): ShopConfiguration {
  return serializeShopConfiguration(shop);
}
