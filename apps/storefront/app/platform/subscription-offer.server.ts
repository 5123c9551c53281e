import { type ShopConfig, type SubscriptionPromotion, subscriptionUnitPrice } from "@eyewear/shop-rules";
import type { Promotion } from "@scayle/storefront-api";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { commerceClient } from "~/platform/commerce.server.ts";
import { promotionHeadline } from "~/platform/promotion-headline.ts";

/** The subscription price a running promotion gives a product, with the promotion's headline. */
export interface SubscriptionOffer {
  price: number;
  headline: string;
}

const promotionTarget = z.object({
  productTypes: z.array(z.string()).optional(),
  subscriptionsOnly: z.boolean().optional(),
});

function subscriptionPromotionOf(promotion: Promotion): SubscriptionPromotion | undefined {
  const { effect } = promotion;
  const data = promotionTarget.safeParse(promotion.customData);
  if (effect.type !== "automatic_discount" || !data.success || !promotion.schedule) return undefined;
  const { productTypes, subscriptionsOnly } = data.data;
  return {
    id: promotion.id,
    priority: promotion.priority ?? 0,
    isActive: promotion.isActive,
    startsAt: new Date(promotion.schedule.from),
    endsAt: new Date(promotion.schedule.to),
    discount: { type: effect.additionalData.type, value: effect.additionalData.value },
    target: { productTypes, subscriptionsOnly },
  };
}

/**
 * The subscription price of a product at `unitPrice` where a running promotion gives one
 * (rule:subscriptions.promotion-price), with that promotion's headline; undefined where none does.
 */
export async function subscriptionOffer(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  unitPrice: number,
  productType: string,
  now: Date,
): Promise<SubscriptionOffer | undefined> {
  const { entities } = await commerceClient(context, shop).promotions.get({
    activeAt: now.toISOString() as never,
  });
  const byId = new Map(entities.map((promotion) => [promotion.id, promotion]));
  const promotions = entities.flatMap((promotion) => subscriptionPromotionOf(promotion) ?? []);
  const { unitWithTax, promotionId } = subscriptionUnitPrice(unitPrice, productType, promotions, now);
  const promotion = promotionId ? byId.get(promotionId) : undefined;
  if (!promotion) return undefined;
  return { price: unitWithTax, headline: promotionHeadline(promotion) };
}
