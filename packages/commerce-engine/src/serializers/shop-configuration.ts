import type { ShopConfiguration } from "@scayle/storefront-api";
import type { ShopContext } from "../services/shop-context.ts";

/** The shop's feature switches (rule:shops.feature-switches) as stored in its configuration document. */
function featuresOf(config: Record<string, unknown>): [string, boolean][] {
  const features = config.features;
  if (typeof features !== "object" || features === null) return [];
  return Object.entries(features).filter(
    (entry): entry is [string, boolean] => typeof entry[1] === "boolean",
  );
}

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
    ...featuresOf(shop.config),
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
