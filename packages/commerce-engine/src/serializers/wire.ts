import type { BasketResponseData, CentAmount, Pagination, RFC33339Date } from "@scayle/storefront-api";

/** The SDK brands money and dates; the engine produces them from plain numbers and Date objects. */
export function cents(minorUnits: number): CentAmount {
  return minorUnits as CentAmount;
}

export function rfc3339(date: Date): RFC33339Date {
  return date.toISOString() as RFC33339Date;
}

/** An ISO calendar date, e.g. "2025-03-01". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The SDK types a basket's currency as "EUR" only; the engine answers in the shop's currency. */
export type EngineBasket = Omit<BasketResponseData, "currencyCode"> & { currencyCode: string };

/** Storefront API page-based pagination: `current` is the number of entities on this page. */
export function paginationOf(page: number, perPage: number, total: number, current: number): Pagination {
  const last = Math.max(1, Math.ceil(total / perPage));
  return {
    current,
    total,
    perPage,
    page,
    first: 1,
    prev: Math.max(1, page - 1),
    next: Math.min(last, page + 1),
    last,
  };
}
