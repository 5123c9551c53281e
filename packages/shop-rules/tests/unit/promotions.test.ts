import { describe, expect, it } from "vitest";
import {
  areGiftConditionsMet,
  automaticDiscountAmount,
  BASKET_MERGE_STRATEGIES,
  highestPriorityPromotion,
  isPromotionActiveAt,
  linePromotion,
  mergeBasketLine,
  promotionTargetsLine,
  subscriptionUnitPrice,
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

describe("highestPriorityPromotion and linePromotion", () => {
  const gift = { id: "gift", priority: 20, isValid: true };
  const discount = { id: "discount", priority: 10, isValid: true };

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

  it("gives a line the valid promotion of the highest priority, one only", () => {
    expect(linePromotion([discount, gift])?.id).toBe("gift");
    expect(linePromotion([discount, { ...gift, isValid: false }])?.id).toBe("discount");
    expect(linePromotion([{ ...discount, isValid: false }])).toBeUndefined();
  });
});

describe("promotionTargetsLine", () => {
  const care = { productType: "careproducts", isSubscription: false };

  it("targets every line without a target, and only the named product types with one", () => {
    expect(promotionTargetsLine({}, care)).toBe(true);
    expect(promotionTargetsLine({ productTypes: ["careproducts"] }, care)).toBe(true);
    expect(promotionTargetsLine({ productTypes: ["frames"] }, care)).toBe(false);
  });

  it("targets only subscription lines when the promotion is for subscriptions", () => {
    expect(promotionTargetsLine({ subscriptionsOnly: true }, care)).toBe(false);
    expect(promotionTargetsLine({ subscriptionsOnly: true }, { ...care, isSubscription: true })).toBe(true);
  });
});

describe("subscriptionUnitPrice", () => {
  const promotion = {
    ...window,
    id: "abo",
    priority: 15,
    discount: { type: "relative" as const, value: 10 },
    target: { subscriptionsOnly: true },
  };
  const during = new Date("2026-11-15T00:00:00Z");

  it("takes the running subscription promotion off the unit price", () => {
    expect(subscriptionUnitPrice(2_490, "contactlenses", [promotion], during)).toEqual({
      unitWithTax: 2_241,
      promotionId: "abo",
    });
  });

  it("keeps the unit price after the window, for other product types and for promotions of all lines", () => {
    const none = { unitWithTax: 2_490, promotionId: null };
    expect(subscriptionUnitPrice(2_490, "contactlenses", [promotion], window.endsAt)).toEqual(none);
    const lensesOnly = { ...promotion, target: { subscriptionsOnly: true, productTypes: ["contactlenses"] } };
    expect(subscriptionUnitPrice(2_490, "careproducts", [lensesOnly], during)).toEqual(none);
    expect(subscriptionUnitPrice(2_490, "contactlenses", [{ ...promotion, target: {} }], during)).toEqual(
      none,
    );
  });

  it("takes the highest-priority one of several", () => {
    const five = {
      ...promotion,
      id: "five",
      priority: 30,
      discount: { type: "absolute" as const, value: 500 },
    };
    expect(subscriptionUnitPrice(2_490, "contactlenses", [promotion, five], during)).toEqual({
      unitWithTax: 1_990,
      promotionId: "five",
    });
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
