import type { Availability } from "./availability.ts";
import type { CountryCode } from "./shops.ts";

export type Carrier = "POST_AT" | "DHL" | "INPOST_PL" | "POST_CZ" | "POST_CH";

// rule:checkout.carrier
export function carrierForCountry(country: CountryCode): Carrier {
  switch (country) {
    case "AT":
      return "POST_AT";
    case "PL":
      return "INPOST_PL";
    case "CZ":
      return "POST_CZ";
    case "CH":
      return "POST_CH";
    default:
      return "DHL";
  }
}

/** Delivery time in days after the order, as an earliest and a latest day. */
export interface DeliveryDays {
  min: number;
  max: number;
}

/** Days to deliver what is in stock, and what is sold without stock and ordered from the supplier first. */
export const DELIVERY_DAYS_IN_STOCK: DeliveryDays = { min: 1, max: 3 };
export const DELIVERY_DAYS_ON_ORDER: DeliveryDays = { min: 5, max: 10 };

// Immediate and soon ship from stock, asap is ordered from the supplier first (rule:catalogue.delivery-estimate).
export function deliveryDaysFor(availability: Availability): DeliveryDays | null {
  switch (availability.kind) {
    case "immediate":
    case "soon":
      return DELIVERY_DAYS_IN_STOCK;
    case "asap":
      return DELIVERY_DAYS_ON_ORDER;
    case "unavailable":
      return null;
  }
}

// The overall range is the earliest min to the latest max (rule:catalogue.delivery-estimate).
export function overallDeliveryDays(ranges: readonly DeliveryDays[]): DeliveryDays | null {
  if (ranges.length === 0) return null;
  return {
    min: Math.min(...ranges.map((range) => range.min)),
    max: Math.max(...ranges.map((range) => range.max)),
  };
}

// The chosen variant's range, or with none chosen the range over all (rule:catalogue.delivery-estimate).
export function productDeliveryDays(
  chosen: Availability | undefined,
  variants: readonly Availability[],
): DeliveryDays | null {
  if (chosen) return deliveryDaysFor(chosen);
  return overallDeliveryDays(variants.flatMap((availability) => deliveryDaysFor(availability) ?? []));
}
