import type { ShopConfiguration } from "@scayle/storefront-api";
import { featureSwitchesOf, type ShopContext } from "../services/shop-context.ts";

/** ShopConfiguration: locale, currency, VAT and the feature switches as properties, the whole configuration as custom data. */
export function serializeShopConfiguration(shop: ShopContext): ShopConfiguration {
  const properties: [string, string | number | boolean][] = [
    ["locale", shop.locale],
    ["language", shop.language],
    ["country", shop.country],
    ["currency", shop.currency],
    ["currencyFractionDigits", shop.currencyFractionDigits],
    ["vatRate", shop.vatRate],
    ["domain", shop.domain],
    ...featureSwitchesOf(shop),
  ];
  return {
    shopId: shop.id,
    name: shop.domain,
    country: shop.country,
    customData: {},
    shopCustomData: shop.config,
    properties: properties.map(([key, value]) => ({ key, value: String(value) })),
  };
}
