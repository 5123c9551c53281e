import { describe, expect, it } from "vitest";
import { lineSaving, reductionsByCategory, ZERO_COST_FRAME_REDUCTION_ID } from "../../src/index.ts";

const reduction = (category: string, absoluteWithTax: number, promotionId?: string) => ({
  category,
  amount: { absoluteWithTax },
  ...(promotionId ? { promotionId } : {}),
});

describe("reductionsByCategory (rule:orders.reductions-shown)", () => {
  it("sums an order's item reductions per category, the free frames' apart, in the order they first come", () => {
    const items = [
      reduction("promotion", 1000, "de-ten-percent"),
      reduction("sale", 500),
      reduction("promotion", 12999, ZERO_COST_FRAME_REDUCTION_ID),
      reduction("promotion", 250, "de-care"),
      reduction("promotion", 8000, ZERO_COST_FRAME_REDUCTION_ID),
    ];
    expect(reductionsByCategory(items)).toEqual([
      { category: "promotion", frameFree: false, amount: 1250 },
      { category: "sale", frameFree: false, amount: 500 },
      { category: "promotion", frameFree: true, amount: 20999 },
    ]);
  });

  it("gives the basket's already summed reductions back as they are", () => {
    const basketCost = [
      reduction("promotion", 1250),
      reduction("promotion", 20999, ZERO_COST_FRAME_REDUCTION_ID),
    ];
    expect(reductionsByCategory(basketCost)).toEqual([
      { category: "promotion", frameFree: false, amount: 1250 },
      { category: "promotion", frameFree: true, amount: 20999 },
    ]);
  });

  it("has no line without reductions", () => {
    expect(reductionsByCategory([])).toEqual([]);
  });
});

describe("lineSaving (rule:orders.reductions-shown)", () => {
  it("adds a promotion's reduction back and names the promotion", () => {
    const total = { withTax: 9000, appliedReductions: [reduction("promotion", 1000, "de-ten-percent")] };
    expect(lineSaving(total)).toEqual({
      totalBefore: 10000,
      frameFree: false,
      promotionId: "de-ten-percent",
    });
  });

  it("marks a free frame's saving, naming no promotion", () => {
    const total = {
      withTax: 0,
      appliedReductions: [reduction("promotion", 12999, ZERO_COST_FRAME_REDUCTION_ID)],
    };
    expect(lineSaving(total)).toEqual({ totalBefore: 12999, frameFree: true, promotionId: undefined });
  });

  it("is undefined for a line no promotion reduced, even one on sale", () => {
    expect(lineSaving({ withTax: 4900, appliedReductions: [] })).toBeUndefined();
    expect(lineSaving({ withTax: 4000, appliedReductions: [reduction("sale", 900)] })).toBeUndefined();
  });
});
