import type { Currency } from "@eyewear/shop-rules";
import type { Random } from "./random.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rough exchange rates from the euro base prices; the result is then rounded to the currency's price points. */
const EURO_EXCHANGE_RATES: Record<Currency, number> = { EUR: 1, CHF: 1.05, PLN: 4.3, CZK: 25 };

/** Nearest amount that ends in `ending` within steps of `step` (e.g. 9 in steps of 10: 129, 139, …). */
function nearestEnding(amount: number, step: number, ending: number): number {
  return Math.max(ending, Math.round((amount - ending) / step) * step + ending);
}

/**
 * Rounds a gross amount to the price points shoppers expect, returned in minor units:
 * EUR 24.95 or 129.00, CHF 24.90 or 139.00, PLN 559 zł, CZK 3 190 Kč.
 */
export function roundToPricePoint(currency: Currency, amount: number): number {
  switch (currency) {
    case "EUR":
      return amount < 60 ? Math.max(0, Math.floor(amount)) * 100 + 95 : nearestEnding(amount, 10, 9) * 100;
    case "CHF":
      return amount < 60
        ? Math.round(nearestEnding(amount, 1, 0.9) * 100)
        : nearestEnding(amount, 10, 9) * 100;
    case "PLN":
      return nearestEnding(amount, 10, 9) * 100;
    case "CZK":
      return nearestEnding(amount, 100, 90) * 100;
  }
}

/** The price in a shop's currency of a regular euro price, in minor units. */
export function convertEuroPrice(currency: Currency, euroAmount: number): number {
  return roundToPricePoint(currency, euroAmount * EURO_EXCHANGE_RATES[currency]);
}

/** The next price point below a price (minor units), or the price itself when there is none. */
function lowerPricePoint(currency: Currency, minorUnits: number): number {
  const amount = minorUnits / 100;
  const step = currency === "CZK" ? 100 : currency === "PLN" || amount >= 60 ? 10 : 1;
  return Math.min(minorUnits, roundToPricePoint(currency, amount - step));
}

/**
 * A discounted price: the euro price times the factor in the shop's price points, and always at least one price
 * point below the regular price, so that a reduction never shows the same amount twice.
 */
export function discountedPrice(currency: Currency, euroAmount: number, factor: number): number {
  const regular = convertEuroPrice(currency, euroAmount);
  return Math.min(convertEuroPrice(currency, euroAmount * factor), lowerPricePoint(currency, regular));
}

export type ReductionCategory = "sale" | "campaign";

/** One period in which a variant had the same price; `factor` scales the regular price of the variant. */
export interface PriceSegment {
  factor: number;
  /** Discounts are rounded below the regular price point; older regular prices are rounded normally. */
  isDiscount: boolean;
  validFrom: Date;
}

export interface PriceTimeline {
  /** Oldest first; the last segment is the current price, valid until further notice. */
  segments: PriceSegment[];
  /** Set when the current price is a reduction of the regular price. */
  reductionCategory: ReductionCategory | null;
}

/** Products must have been on sale this long before they can be reduced, so the reduction has a history. */
const MIN_AGE_FOR_REDUCTION_DAYS = 100;
/** Share of eligible products that are reduced; about 15 % of the whole catalogue ends up reduced. */
const REDUCTION_CHANCE = 0.19;
const REDUCTION_PERCENTAGES = [10, 15, 20, 25, 30, 40, 50] as const;

/**
 * Every price a product had (rule:catalogue.lowest-prior-price: all price changes are kept so the EU 30-day lowest prior price can be
 * computed). A reduced product had its regular price for 30–60 days before the reduction, sometimes with a short
 * promotion inside the 30 days before it, and sometimes a different launch price before that.
 */
export function priceTimeline(
  random: Random,
  createdAt: Date,
  now: Date,
  options: { canBeReduced: boolean },
): PriceTimeline {
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
  if (options.canBeReduced && ageDays >= MIN_AGE_FOR_REDUCTION_DAYS && random.chance(REDUCTION_CHANCE)) {
    return reducedTimeline(random, createdAt, now);
  }
  if (ageDays > 60 && random.chance(0.12)) {
    const increasedAt = daysBefore(now, random.int(10, Math.floor(ageDays) - 30));
    return {
      segments: [
        { factor: 0.95, isDiscount: false, validFrom: createdAt },
        { factor: 1, isDiscount: false, validFrom: increasedAt },
      ],
      reductionCategory: null,
    };
  }
  return { segments: [{ factor: 1, isDiscount: false, validFrom: createdAt }], reductionCategory: null };
}

function reducedTimeline(random: Random, createdAt: Date, now: Date): PriceTimeline {
  const reductionStart = daysBefore(now, random.int(1, 21));
  const regularSince = daysBefore(reductionStart, random.int(30, 60));
  const segments: PriceSegment[] = [];
  if (random.chance(0.5)) {
    segments.push({ factor: random.pick([0.9, 1.1]), isDiscount: false, validFrom: createdAt });
    segments.push({ factor: 1, isDiscount: false, validFrom: regularSince });
  } else {
    segments.push({ factor: 1, isDiscount: false, validFrom: createdAt });
  }
  if (random.chance(0.4)) {
    const promotionStart = daysBefore(reductionStart, random.int(12, 25));
    const promotionEnd = new Date(promotionStart.getTime() + random.int(3, 8) * DAY_MS);
    segments.push({ factor: random.pick([0.7, 0.8, 0.85]), isDiscount: true, validFrom: promotionStart });
    segments.push({ factor: 1, isDiscount: false, validFrom: promotionEnd });
  }
  const percentage = random.pick(REDUCTION_PERCENTAGES);
  segments.push({ factor: 1 - percentage / 100, isDiscount: true, validFrom: reductionStart });
  return { segments, reductionCategory: random.chance(0.6) ? "sale" : "campaign" };
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}
