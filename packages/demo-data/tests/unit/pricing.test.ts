import { describe, expect, it } from "vitest";
import { convertEuroPrice, discountedPrice, priceTimeline, roundToPricePoint } from "../../src/pricing.ts";
import { Random } from "../../src/random.ts";

const now = new Date("2026-11-01T00:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

describe("roundToPricePoint", () => {
  it("gives euro prices ending in .95 below 60 and whole euros ending in 9 above", () => {
    expect(roundToPricePoint("EUR", 24.3)).toBe(2495);
    expect(roundToPricePoint("EUR", 127)).toBe(12900);
  });

  it("gives franc prices ending in .90 below 60 and whole francs ending in 9 above", () => {
    expect(roundToPricePoint("CHF", 26.2)).toBe(2590);
    expect(roundToPricePoint("CHF", 135.45)).toBe(13900);
  });

  it("gives whole złoty ending in 9 and whole korunas ending in 90", () => {
    expect(roundToPricePoint("PLN", 554.7)).toBe(55900);
    expect(roundToPricePoint("CZK", 3225)).toBe(319000);
  });
});

describe("convertEuroPrice", () => {
  it("converts at rough exchange rates and rounds to the currency's price points", () => {
    expect(convertEuroPrice("EUR", 129)).toBe(12900);
    expect(convertEuroPrice("CHF", 129)).toBe(13900);
    expect(convertEuroPrice("PLN", 129)).toBe(55900);
    expect(convertEuroPrice("CZK", 129)).toBe(319000);
  });
});

describe("discountedPrice", () => {
  it("is always at least one price point below the regular price", () => {
    for (const currency of ["EUR", "CHF", "PLN", "CZK"] as const) {
      for (const euro of [29, 39.95, 89, 129, 349]) {
        expect(discountedPrice(currency, euro, 0.95)).toBeLessThan(convertEuroPrice(currency, euro));
      }
    }
  });
});

describe("priceTimeline", () => {
  const createdAt = new Date(now.getTime() - 400 * DAY_MS);

  it("only reduces products that may be reduced", () => {
    for (let seed = 0; seed < 200; seed++) {
      const timeline = priceTimeline(new Random(seed), createdAt, now, { canBeReduced: false });
      expect(timeline.reductionCategory).toBeNull();
      expect(timeline.segments.every((segment) => !segment.isDiscount)).toBe(true);
    }
  });

  it("starts at creation, runs forward in time and ends with a discount when reduced", () => {
    const timelines = Array.from({ length: 300 }, (_, seed) =>
      priceTimeline(new Random(seed), createdAt, now, { canBeReduced: true }),
    );
    const reduced = timelines.filter((timeline) => timeline.reductionCategory !== null);
    expect(reduced.length).toBeGreaterThan(20);
    for (const { segments } of timelines) {
      expect(segments[0]!.validFrom).toEqual(createdAt);
      for (let i = 1; i < segments.length; i++) {
        expect(segments[i]!.validFrom.getTime()).toBeGreaterThan(segments[i - 1]!.validFrom.getTime());
      }
      expect(segments[segments.length - 1]!.validFrom.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    for (const { segments } of reduced) {
      const current = segments[segments.length - 1]!;
      expect(current.isDiscount).toBe(true);
      expect(current.factor).toBeLessThan(1);
      const before = segments[segments.length - 2]!;
      expect(before.factor).toBe(1);
    }
    // Some reductions follow a short promotion inside the 30 days before them (EU lowest prior price).
    expect(
      reduced.some(({ segments }) => segments.filter((segment) => segment.isDiscount).length === 2),
    ).toBe(true);
  });

  it("never reduces products younger than 100 days", () => {
    const young = new Date(now.getTime() - 50 * DAY_MS);
    for (let seed = 0; seed < 200; seed++) {
      expect(
        priceTimeline(new Random(seed), young, now, { canBeReduced: true }).reductionCategory,
      ).toBeNull();
    }
  });
});
