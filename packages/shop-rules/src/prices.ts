// rule:catalogue.lowest-prior-price
export const LOWEST_PRIOR_PRICE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The price a variant has now in one shop, gross, in minor units. */
export interface CurrentPrice {
  withTax: number;
  /** The undiscounted price when a reduction applies, else null. */
  originalWithTax: number | null;
  validFrom: Date;
}

/** One earlier (or the current) price of a variant in a shop; validTo null means still valid. */
export interface PriceHistoryEntry {
  withTax: number;
  validFrom: Date;
  validTo: Date | null;
}

export interface PriceReduction {
  absoluteWithTax: number;
  relative: number;
}

/** Share of `reference` saved by paying `price`, rounded to whole percent (0.25 means 25 % less). */
export function relativeDifference(price: number, reference: number): number {
  if (reference <= 0) return 0;
  return Math.round(((reference - price) / reference) * 100) / 100;
}

// rule:catalogue.price-reduction
export function priceReduction(
  price: Pick<CurrentPrice, "withTax" | "originalWithTax">,
): PriceReduction | null {
  if (price.originalWithTax === null || price.originalWithTax <= price.withTax) return null;
  return {
    absoluteWithTax: price.originalWithTax - price.withTax,
    relative: relativeDifference(price.withTax, price.originalWithTax),
  };
}

// rule:catalogue.lowest-prior-price
export function lowestPriorPrice(
  current: CurrentPrice,
  history: readonly PriceHistoryEntry[],
): number | null {
  if (priceReduction(current) === null) return null;
  const windowEnd = current.validFrom.getTime();
  const windowStart = windowEnd - LOWEST_PRIOR_PRICE_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (const entry of history) {
    const from = entry.validFrom.getTime();
    const to = entry.validTo?.getTime() ?? Number.POSITIVE_INFINITY;
    if (from < windowEnd && to > windowStart)
      lowest = lowest === null ? entry.withTax : Math.min(lowest, entry.withTax);
  }
  return lowest;
}
