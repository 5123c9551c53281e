import { availabilityOf, firstAttributeValue, LENS_VALUE_FIELDS, type LensValues } from "@eyewear/shop-rules";
import type { Product } from "@scayle/storefront-api";
import type { ContactLensOffer } from "./contact-lens-order.ts";

/**
 * A contact lens's variants as a per-eye order reads them (read with its attributes and its variants' attributes
 * and stock): values, lenses per box, price and availability. A variant without a pack size is left out.
 */
export function contactLensOfferOf(product: Product): ContactLensOffer {
  const colourLabels: Record<string, string> = {};
  const variants = (product.variants ?? []).flatMap((variant) => {
    const packSize = Number(firstAttributeValue(variant.attributes, "numberOfLenses")?.value);
    if (!Number.isInteger(packSize) || packSize < 1) return [];
    const values: LensValues = {};
    for (const field of LENS_VALUE_FIELDS) {
      const value = firstAttributeValue(variant.attributes, field);
      if (value?.value === undefined) continue;
      values[field] = value.value;
      if (field === "contactLensColor") colourLabels[value.value] = value.label;
    }
    const availability = availabilityOf(variant.stock);
    return [
      {
        id: variant.id,
        packSize,
        values,
        price: variant.price.withTax,
        availability,
        available: availability.kind !== "unavailable",
      },
    ];
  });
  const wearingDays = Number(firstAttributeValue(product.attributes, "wearingTime")?.value);
  return {
    productId: product.id,
    wearingDays: Number.isFinite(wearingDays) && wearingDays > 0 ? wearingDays : undefined,
    packSizes: [...new Set(variants.map((variant) => variant.packSize))].sort((a, b) => a - b),
    variants,
    colourLabels,
  };
}
