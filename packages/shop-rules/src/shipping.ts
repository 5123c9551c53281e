import { type Carrier, carrierForCountry } from "./delivery.ts";
import type { CountryCode } from "./shops.ts";
import { type FramePricingLine, prescriptionGlassesGroups } from "./zero-cost-frames.ts";

/** What a shop charges to ship an order, in its currency's minor units. */
export interface ShippingTerms {
  /** The fee of an order below the free-shipping threshold. */
  fee: number;
  /** The goods total (after promotions, before vouchers) from which shipping is free. */
  freeFrom: number;
}

/** Each country's shipping fee and free-shipping threshold (rule:shipping.cost). */
export const SHIPPING_TERMS: Readonly<Record<CountryCode, ShippingTerms>> = {
  DE: { fee: 4_95, freeFrom: 49_00 },
  AT: { fee: 5_95, freeFrom: 59_00 },
  CH: { fee: 7_90, freeFrom: 79_00 },
  IT: { fee: 5_90, freeFrom: 59_00 },
  PL: { fee: 14_99, freeFrom: 199_00 },
  CZ: { fee: 99_00, freeFrom: 1_490_00 },
};

/** Why an order ships free, when it does. */
export type FreeShippingReason = "threshold" | "prescription";

/** The shipping of an order: the fee charged, why it is free, and how much more would make it free. */
export interface ShippingCost {
  carrier: Carrier;
  fee: number;
  freeBecause: FreeShippingReason | null;
  /** What the goods total lacks to ship free; 0 once it ships free. */
  missingForFree: number;
}

/**
 * rule:shipping.cost — an order ships at the shop's fee unless its goods total (after promotions, before vouchers, so
 * a voucher never adds a fee the basket did not show) reaches the free-shipping threshold, or it holds glasses with
 * prescription lenses in a shop with the "free shipping on prescription orders" switch on. An empty order ships
 * for nothing.
 */
export function shippingCost(
  terms: ShippingTerms,
  carrier: Carrier,
  order: { goodsTotal: number; hasPrescriptionGlasses: boolean; freeShippingOnPrescription: boolean },
): ShippingCost {
  const free = (freeBecause: FreeShippingReason) => ({ carrier, fee: 0, freeBecause, missingForFree: 0 });
  if (order.hasPrescriptionGlasses && order.freeShippingOnPrescription) return free("prescription");
  if (order.goodsTotal <= 0 || order.goodsTotal >= terms.freeFrom) return free("threshold");
  return { carrier, fee: terms.fee, freeBecause: null, missingForFree: terms.freeFrom - order.goodsTotal };
}

/**
 * The shipping of a basket in a shop (rule:shipping.cost): the country's terms and carrier, the goods total and
 * whether the basket holds glasses with prescription lenses, told by its item groups as the zero-cost-frames rule
 * tells them.
 */
export function basketShipping(
  shop: { country: CountryCode; freeShippingOnPrescription: boolean },
  goodsTotal: number,
  lines: readonly FramePricingLine[],
): ShippingCost {
  return shippingCost(SHIPPING_TERMS[shop.country], carrierForCountry(shop.country), {
    goodsTotal,
    hasPrescriptionGlasses: prescriptionGlassesGroups(lines).size > 0,
    freeShippingOnPrescription: shop.freeShippingOnPrescription,
  });
}

/** The delivery fee an order was charged (rule:shipping.cost), from its cost's fees; 0 when it shipped free. */
export function orderShippingFee(cost: {
  appliedFees: readonly { category: string; amount: { withTax: number } }[];
}): number {
  return cost.appliedFees
    .filter((fee) => fee.category === "delivery")
    .reduce((sum, fee) => sum + fee.amount.withTax, 0);
}
