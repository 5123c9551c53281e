/** A promotion's switch and validity window; the window includes its start and excludes its end. */
export interface PromotionSchedule {
  isActive: boolean;
  startsAt: Date;
  endsAt: Date;
}

/** S2 §3 promotion customData.giftConditions and minOrderValue (minor units). */
export interface GiftConditions {
  minQuantity?: number;
  minOrderValue?: number;
}

/** S2 §3 automatic discount additionalData: a value in minor units (absolute) or in percent (relative). */
export interface AutomaticDiscount {
  type: "absolute" | "relative";
  value: number;
}

/** S1 §3 / S2 §3 basket merge strategies 0–3. */
export const BASKET_MERGE_STRATEGIES = {
  keepExisting: 0,
  addQuantityToExisting: 1,
  replaceExisting: 2,
  replaceWithCombinedQuantity: 3,
} as const;

export type BasketMergeStrategy = (typeof BASKET_MERGE_STRATEGIES)[keyof typeof BASKET_MERGE_STRATEGIES];

// S2 §3 promotion validity: switched on and inside its schedule at the given time
export function isPromotionActiveAt(promotion: PromotionSchedule, at: Date): boolean {
  const time = at.getTime();
  return promotion.isActive && promotion.startsAt.getTime() <= time && time < promotion.endsAt.getTime();
}

// S2 §4 minOrderValue: a promotion with a minimum order value needs the basket total to reach it
export function reachesMinOrderValue(minOrderValue: number | undefined, basketTotal: number): boolean {
  return minOrderValue === undefined || basketTotal >= minOrderValue;
}

// S2 §4 gift conditions: quantity at least minQuantity and, if minOrderValue exists, the basket total reaches it
export function areGiftConditionsMet(
  conditions: GiftConditions,
  quantity: number,
  basketTotal: number,
): boolean {
  return (
    quantity >= (conditions.minQuantity ?? 0) && reachesMinOrderValue(conditions.minOrderValue, basketTotal)
  );
}

// S2 §4 gift promotion: applies when the highest-priority promotion is valid and the gift variant is in the basket
export function isGiftPromotionApplicable(
  promotion: { id: string; priority: number; isValid: boolean; giftVariantIds: readonly number[] },
  basketPromotions: readonly { id: string; priority: number }[],
  basketVariantIds: readonly number[],
): boolean {
  const highest = highestPriorityPromotion(basketPromotions);
  return (
    promotion.isValid &&
    highest?.id === promotion.id &&
    promotion.giftVariantIds.some((variantId) => basketVariantIds.includes(variantId))
  );
}

// S2 §4 highest-priority promotion: the largest priority wins, ties go to the smaller id so the choice is stable
export function highestPriorityPromotion<P extends { id: string; priority: number }>(
  promotions: readonly P[],
): P | undefined {
  return [...promotions].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id))[0];
}

// S2 §3 automatic discount: absolute is minor units off each unit, relative is percent off; never below zero
export function automaticDiscountAmount(
  discount: AutomaticDiscount,
  unitPrice: number,
  quantity: number,
): number {
  const perUnit =
    discount.type === "absolute"
      ? Math.min(discount.value, unitPrice)
      : Math.round((unitPrice * Math.min(discount.value, 100)) / 100);
  return Math.max(0, perUnit) * quantity;
}

/** How a merged line looks: its quantity, and whose item data (custom, display, promotion) it keeps. */
export interface MergedLine {
  quantity: number;
  dataFrom: "existing" | "incoming";
}

// S1 §3 basket merge strategies 0–3: keep existing, add quantity to existing, replace existing, replace with combined quantity
export function mergeBasketLine(
  strategy: BasketMergeStrategy,
  existing: number,
  incoming: number,
): MergedLine {
  switch (strategy) {
    case BASKET_MERGE_STRATEGIES.keepExisting:
      return { quantity: existing, dataFrom: "existing" };
    case BASKET_MERGE_STRATEGIES.addQuantityToExisting:
      return { quantity: existing + incoming, dataFrom: "existing" };
    case BASKET_MERGE_STRATEGIES.replaceExisting:
      return { quantity: incoming, dataFrom: "incoming" };
    case BASKET_MERGE_STRATEGIES.replaceWithCombinedQuantity:
      return { quantity: existing + incoming, dataFrom: "incoming" };
  }
}
