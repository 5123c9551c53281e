import { lineSaving, type PricedReduction, type ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { commerceClient } from "~/platform/commerce.server.ts";
import { promotionHeadline } from "~/platform/promotion-headline.ts";

/**
 * The headlines of the promotions that reduced an order's items, by promotion id (rule:orders.reductions-shown):
 * the order keeps only the id, so the engine is asked for the names, ended promotions included.
 */
export async function appliedPromotionHeadlines(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  items: readonly { price: { total: { withTax: number; appliedReductions: readonly PricedReduction[] } } }[],
): Promise<Record<string, string>> {
  const ids = [...new Set(items.flatMap((item) => lineSaving(item.price.total)?.promotionId ?? []))];
  if (ids.length === 0) return {};
  const { entities } = await commerceClient(context, shop).promotions.getByIds(ids);
  return Object.fromEntries(entities.map((promotion) => [promotion.id, promotionHeadline(promotion)]));
}
