/** A promotion's switch and validity window; the window includes its start and excludes its end. */
export interface PromotionSchedule {
  isActive: boolean;
  startsAt: Date;
  endsAt: Date;
}

/** A gift promotion's conditions: a minimum quantity and a minimum order value in minor units (rule:basket.gift-conditions). */
export interface GiftConditions {
  minQuantity?: number;
  minOrderValue?: number;
}

/** An automatic discount: a value in minor units (absolute) or in percent (relative) (rule:basket.automatic-discount). */
export interface AutomaticDiscount {
  type: "absolute" | "relative";
  value: number;
}

/**
 * Which basket lines an automatic discount is for: products of the given types only (all when none are given), and
 * subscription lines only when `subscriptionsOnly` (rule:basket.promotion-target).
 */
export interface PromotionTarget {
  productTypes?: readonly string[];
  subscriptionsOnly?: boolean;
}

/** What a promotion's target looks at on a basket line. */
export interface PromotedLine {
  productType: string;
  isSubscription: boolean;
}

/** The basket merge strategies 0–3 (rule:basket.merge-strategies). */
export const BASKET_MERGE_STRATEGIES = {
  keepExisting: 0,
  addQuantityToExisting: 1,
  replaceExisting: 2,
  replaceWithCombinedQuantity: 3,
} as const;

export type BasketMergeStrategy = (typeof BASKET_MERGE_STRATEGIES)[keyof typeof BASKET_MERGE_STRATEGIES];

// rule:basket.promotion-active
export function isPromotionActiveAt(promotion: PromotionSchedule, at: Date): boolean {
  const time = at.getTime();
  return promotion.isActive && promotion.startsAt.getTime() <= time && time < promotion.endsAt.getTime();
}

// rule:basket.gift-conditions
export function reachesMinOrderValue(minOrderValue: number | undefined, basketTotal: number): boolean {
  return minOrderValue === undefined || basketTotal >= minOrderValue;
}

// rule:basket.gift-conditions
export function areGiftConditionsMet(
  conditions: GiftConditions,
  quantity: number,
  basketTotal: number,
): boolean {
  return (
    quantity >= (conditions.minQuantity ?? 0) && reachesMinOrderValue(conditions.minOrderValue, basketTotal)
  );
}

// rule:basket.promotion-priority
export function highestPriorityPromotion<P extends { id: string; priority: number }>(
  promotions: readonly P[],
): P | undefined {
  return [...promotions].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id))[0];
}

/**
 * The promotion a basket line gets: of the promotions that hold for it, the one of the highest priority; a line
 * never gets two (rule:basket.line-promotion).
 */
export function linePromotion<P extends { id: string; priority: number; isValid: boolean }>(
  candidates: readonly P[],
): P | undefined {
  return highestPriorityPromotion(candidates.filter((candidate) => candidate.isValid));
}

// rule:basket.promotion-target
export function promotionTargetsLine(target: PromotionTarget, line: PromotedLine): boolean {
  if (target.subscriptionsOnly && !line.isSubscription) return false;
  return !target.productTypes?.length || target.productTypes.includes(line.productType);
}

/** A promotion as the subscription price reads it: its window, priority, discount and target. */
export interface SubscriptionPromotion extends PromotionSchedule {
  id: string;
  priority: number;
  discount: AutomaticDiscount;
  target: PromotionTarget;
}

/**
 * The unit price of a subscription's delivery at `at`: the unit price less the running subscription promotion of the
 * highest priority that targets the product (none: the unit price). The first order, the product page and every
 * follow-up order take it from here (rule:subscriptions.promotion-price).
 */
export function subscriptionUnitPrice(
  unitPrice: number,
  productType: string,
  promotions: readonly SubscriptionPromotion[],
  at: Date,
): { unitWithTax: number; promotionId: string | null } {
  const line = { productType, isSubscription: true };
  const best = highestPriorityPromotion(
    promotions.filter(
      (promotion) =>
        promotion.target.subscriptionsOnly &&
        isPromotionActiveAt(promotion, at) &&
        promotionTargetsLine(promotion.target, line),
    ),
  );
  if (!best) return { unitWithTax: unitPrice, promotionId: null };
  return {
    unitWithTax: unitPrice - automaticDiscountAmount(best.discount, unitPrice, 1),
    promotionId: best.id,
  };
}

// rule:basket.automatic-discount
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

// rule:basket.merge-strategies
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
