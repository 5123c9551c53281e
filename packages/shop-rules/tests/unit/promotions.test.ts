import { describe, expect, it } from "vitest";
import {
  areGiftConditionsMet,
  automaticDiscountAmount,
  BASKET_MERGE_STRATEGIES,
  highestPriorityPromotion,
  isGiftPromotionApplicable,
  isPromotionActiveAt,
  mergeBasketLine,
} from "../../src/promotions.ts";

const window = {
  isActive: true,
  startsAt: new Date("2026-11-01T00:00:00Z"),
  endsAt: new Date("2026-12-01T00:00:00Z"),
};

describe("isPromotionActiveAt", () => {
  it("holds from the start up to, not including, the end", () => {
    expect(isPromotionActiveAt(window, new Date("2026-11-01T00:00:00Z"))).toBe(true);
    expect(isPromotionActiveAt(window, new Date("2026-11-30T23:59:59Z"))).toBe(true);
    expect(isPromotionActiveAt(window, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(isPromotionActiveAt(window, new Date("2026-10-31T23:59:59Z"))).toBe(false);
  });

  it("never holds for a switched-off promotion", () => {
    expect(isPromotionActiveAt({ ...window, isActive: false }, new Date("2026-11-15T00:00:00Z"))).toBe(false);
  });
});

describe("areGiftConditionsMet", () => {
  it("needs the minimum quantity", () => {
    expect(areGiftConditionsMet({ minQuantity: 2 }, 1, 10_000)).toBe(false);
    expect(areGiftConditionsMet({ minQuantity: 2 }, 2, 0)).toBe(true);
  });

  it("needs the basket total to reach the minimum order value only when there is one", () => {
    expect(areGiftConditionsMet({ minQuantity: 1, minOrderValue: 5_000 }, 1, 4_999)).toBe(false);
    expect(areGiftConditionsMet({ minQuantity: 1, minOrderValue: 5_000 }, 1, 5_000)).toBe(true);
    expect(areGiftConditionsMet({}, 0, 0)).toBe(true);
  });
});

describe("highestPriorityPromotion and isGiftPromotionApplicable", () => {
  const gift = { id: "gift", priority: 20, isValid: true, giftVariantIds: [7] };
  const discount = { id: "discount", priority: 10 };

  it("picks the largest priority, ties by id", () => {
    expect(highestPriorityPromotion([discount, gift])?.id).toBe("gift");
    expect(
      highestPriorityPromotion([
        { id: "b", priority: 1 },
        { id: "a", priority: 1 },
      ])?.id,
    ).toBe("a");
    expect(highestPriorityPromotion([])).toBeUndefined();
  });

  it("applies a valid highest-priority gift whose variant is in the basket", () => {
    expect(isGiftPromotionApplicable(gift, [discount, gift], [1, 7])).toBe(true);
  });

  it("does not apply without the gift variant, when invalid, or when outranked", () => {
    expect(isGiftPromotionApplicable(gift, [discount, gift], [1])).toBe(false);
    expect(isGiftPromotionApplicable({ ...gift, isValid: false }, [gift], [7])).toBe(false);
    expect(isGiftPromotionApplicable(gift, [gift, { id: "other", priority: 30 }], [7])).toBe(false);
  });
});

describe("automaticDiscountAmount", () => {
  it("takes percent off the units, rounded to minor units", () => {
    expect(automaticDiscountAmount({ type: "relative", value: 10 }, 12_999, 2)).toBe(2_600);
  });

  it("takes an absolute amount off each unit, never more than the unit costs", () => {
    expect(automaticDiscountAmount({ type: "absolute", value: 500 }, 1_299, 3)).toBe(1_500);
    expect(automaticDiscountAmount({ type: "absolute", value: 500 }, 300, 2)).toBe(600);
    expect(automaticDiscountAmount({ type: "relative", value: 150 }, 1_000, 1)).toBe(1_000);
  });
});

describe("mergeBasketLine", () => {
  it("follows the four merge strategies", () => {
    const { keepExisting, addQuantityToExisting, replaceExisting, replaceWithCombinedQuantity } =
      BASKET_MERGE_STRATEGIES;
    expect(mergeBasketLine(keepExisting, 2, 3)).toEqual({ quantity: 2, dataFrom: "existing" });
    expect(mergeBasketLine(addQuantityToExisting, 2, 3)).toEqual({ quantity: 5, dataFrom: "existing" });
    expect(mergeBasketLine(replaceExisting, 2, 3)).toEqual({ quantity: 3, dataFrom: "incoming" });
    expect(mergeBasketLine(replaceWithCombinedQuantity, 2, 3)).toEqual({ quantity: 5, dataFrom: "incoming" });
  });
});
