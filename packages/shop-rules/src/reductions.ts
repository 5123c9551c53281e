import { ZERO_COST_FRAME_REDUCTION_ID } from "./zero-cost-frames.ts";

/** A reduction as a basket's, line's or order item's price carries it (Storefront API wire format). */
export interface PricedReduction {
  category: string;
  promotionId?: string | undefined;
  amount: { absoluteWithTax: number };
}

/** What one kind of reduction took off a basket or an order: a category's sum, a free frame's on its own. */
export interface ReductionSum {
  category: string;
  /** The free frames' reduction (rule:prescription.zero-cost-frames), named apart from the other promotions. */
  frameFree: boolean;
  amount: number;
}

const isFrameFree = (reduction: PricedReduction) => reduction.promotionId === ZERO_COST_FRAME_REDUCTION_ID;

/**
 * rule:orders.reductions-shown — the reductions of a basket, review or order summed per category, the free frames'
 * apart, in the order they first come; the basket's sums and an order's items' reductions give the same lines.
 */
export function reductionsByCategory(reductions: readonly PricedReduction[]): ReductionSum[] {
  const sums = new Map<string, ReductionSum>();
  for (const reduction of reductions) {
    const frameFree = isFrameFree(reduction);
    const key = `${reduction.category}/${frameFree}`;
    const sum = sums.get(key) ?? { category: reduction.category, frameFree, amount: 0 };
    sum.amount += reduction.amount.absoluteWithTax;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/** What a line's promotion took off it: the total before, and which promotion (none named on a free frame). */
export interface LineSaving {
  totalBefore: number;
  frameFree: boolean;
  /** The applied promotion's id; undefined on a free frame or when the reduction names none. */
  promotionId: string | undefined;
}

/**
 * rule:orders.reductions-shown — what the promotions took off a basket line or order item: what it cost before them
 * (the paid total plus their reductions) and which took it off; undefined when none did. A free frame takes no other
 * promotion (rule:basket.line-promotion), so its saving is all the zero-cost-frame reduction.
 */
export function lineSaving(total: {
  withTax: number;
  appliedReductions: readonly PricedReduction[];
}): LineSaving | undefined {
  const promotions = total.appliedReductions.filter((reduction) => reduction.category === "promotion");
  if (promotions.length === 0) return undefined;
  const frameFree = promotions.some(isFrameFree);
  return {
    totalBefore: promotions.reduce((sum, reduction) => sum + reduction.amount.absoluteWithTax, total.withTax),
    frameFree,
    promotionId: frameFree ? undefined : promotions[0]?.promotionId,
  };
}
