import { describe, expect, it } from "vitest";
import { lowestPriorPrice, priceReduction, relativeDifference } from "../../src/prices.ts";

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

describe("priceReduction", () => {
  it("is the saving against the original price, absolute and in whole percent", () => {
    expect(priceReduction({ withTax: 7999, originalWithTax: 9999 })).toEqual({
      absoluteWithTax: 2000,
      relative: 0.2,
    });
  });

  it("is null without an original price or when the original is not higher", () => {
    expect(priceReduction({ withTax: 5000, originalWithTax: null })).toBeNull();
    expect(priceReduction({ withTax: 5000, originalWithTax: 5000 })).toBeNull();
  });
});

describe("relativeDifference", () => {
  it("rounds to whole percent and is 0 for a zero reference", () => {
    expect(relativeDifference(6667, 10000)).toBe(0.33);
    expect(relativeDifference(100, 0)).toBe(0);
  });
});

describe("lowestPriorPrice", () => {
  const current = { withTax: 6000, originalWithTax: 9000, validFrom: day("2025-03-01") };

  it("is the lowest price valid in the 30 days before the reduced price took effect", () => {
    const history = [
      { withTax: 5500, validFrom: day("2025-01-01"), validTo: day("2025-01-20") },
      { withTax: 8500, validFrom: day("2025-01-20"), validTo: day("2025-02-10") },
      { withTax: 9000, validFrom: day("2025-02-10"), validTo: day("2025-03-01") },
      { withTax: 6000, validFrom: day("2025-03-01"), validTo: null },
    ];
    expect(lowestPriorPrice(current, history)).toBe(8500);
  });

  it("counts a price that ended inside the window but not one that ended before it", () => {
    const history = [
      { withTax: 7000, validFrom: day("2025-01-01"), validTo: day("2025-01-30") },
      { withTax: 9000, validFrom: day("2025-01-30"), validTo: day("2025-03-01") },
    ];
    expect(lowestPriorPrice(current, history)).toBe(9000);
    const endedInside = [{ withTax: 7000, validFrom: day("2025-01-01"), validTo: day("2025-01-31") }];
    expect(lowestPriorPrice(current, endedInside)).toBe(7000);
  });

  it("is null when the price is not reduced or no earlier price is known", () => {
    const history = [{ withTax: 100, validFrom: day("2025-02-01"), validTo: day("2025-03-01") }];
    expect(lowestPriorPrice({ ...current, originalWithTax: null }, history)).toBeNull();
    expect(
      lowestPriorPrice(current, [{ withTax: 6000, validFrom: day("2025-03-01"), validTo: null }]),
    ).toBeNull();
  });
});
