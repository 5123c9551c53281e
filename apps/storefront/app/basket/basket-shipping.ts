import { basketShipping, type ShippingCost, type ShopConfig } from "@eyewear/shop-rules";
import { framePricingLines } from "~/prescription/configured-glasses.ts";

/** A basket (Storefront API wire format) as shipping needs it: its available lines and goods total. */
export interface ShippableBasket {
  items: readonly {
    key: string;
    status: string;
    customData?: unknown;
    itemGroup?: { id: string; isMainItem: boolean } | null | undefined;
  }[];
  cost: { withTax: number };
}

/**
 * What shipping the basket costs in the shop (rule:shipping.cost), as the engine charges it at the order: its
 * available lines, with glasses told by their stored configuration.
 */
export function shippingOfBasket(shop: ShopConfig, basket: ShippableBasket): ShippingCost {
  return basketShipping(
    { country: shop.country, freeShippingOnPrescription: shop.features.freeShippingOnPrescription },
    basket.cost.withTax,
    framePricingLines(basket.items.filter((item) => item.status === "available")),
  );
}
