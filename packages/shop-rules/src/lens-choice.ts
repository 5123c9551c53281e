import { meridianPowers, type Prescription } from "./prescription.ts";

/** The lens materials by refractive index; a higher index makes a thinner, lighter lens. */
export type LensIndex = 1.5 | 1.6 | 1.67 | 1.74;

/**
 * The strength tiers, strongest first: the index a lens needs once a meridian reaches `minus` or below, or `plus`
 * or above (rule:prescription.lens-strength-tier). 1.74 is never recommended: it is an upgrade the shopper chooses.
 */
export const LENS_STRENGTH_TIERS = [
  { index: 1.67, minus: -2.5, plus: 2.5 },
  { index: 1.6, minus: -1, plus: 1.5 },
] as const satisfies readonly { index: LensIndex; minus: number; plus: number }[];

/** Dioptres a parsed power may miss a tier's edge by and still reach it. */
const POWER_TOLERANCE = 1e-6;

/**
 * rule:prescription.lens-strength-tier — 1.5 default; 1.6 when any meridian (sphere, and sphere+cylinder) of either
 * eye is ≤ -1 or ≥ +1.5; 1.67 when any is ≤ -2.5 or ≥ +2.5.
 */
export function recommendedLensIndex(prescription: Prescription): LensIndex {
  const powers = [...meridianPowers(prescription.right), ...meridianPowers(prescription.left)];
  const tier = LENS_STRENGTH_TIERS.find(({ minus, plus }) =>
    powers.some((power) => power <= minus + POWER_TOLERANCE || power >= plus - POWER_TOLERANCE),
  );
  return tier?.index ?? 1.5;
}

/** Lens-relevant frame types: how the frame holds its lenses. randlos and gerillt are the German catalogue's names. */
export type LensFrameType = "full_rim" | "rimless" | "nylor" | "inline_grooves" | "randlos" | "gerillt";

/**
 * The thinnest-edged material each frame type takes (rule:prescription.frame-type-constraints). A full rim holds
 * any lens; a drilled (rimless, randlos) or grooved (nylor, inline grooves, gerillt) lens needs a 1.6 or higher
 * material, which is strong enough not to crack where it is drilled or grooved.
 */
export const MINIMUM_LENS_INDEX_BY_FRAME_TYPE: Readonly<Record<LensFrameType, LensIndex>> = {
  full_rim: 1.5,
  rimless: 1.6,
  randlos: 1.6,
  nylor: 1.6,
  inline_grooves: 1.6,
  gerillt: 1.6,
};

// rule:prescription.frame-type-constraints
export function minimumLensIndexForFrame(frameType: LensFrameType): LensIndex {
  return MINIMUM_LENS_INDEX_BY_FRAME_TYPE[frameType];
}

// rule:prescription.frame-type-constraints
export function lensFitsFrame(index: LensIndex, frameType: LensFrameType): boolean {
  return index >= minimumLensIndexForFrame(frameType);
}

/**
 * rule:prescription.cheapest-lens-price — the lowest priceRange.min.withTax over the lens quality tiers, or 0 when
 * there are none.
 */
export function cheapestLensPrice(
  qualities: readonly { priceRange: { min: { withTax: number } } | null }[],
): number {
  const prices = qualities.flatMap((quality) => (quality.priceRange ? [quality.priceRange.min.withTax] : []));
  return prices.length === 0 ? 0 : Math.min(...prices);
}

/** rule:prescription.hidden-options — configurator options whose value is 0 are not offered. */
export function offeredOptions<T extends { value: number }>(options: readonly T[]): T[] {
  return options.filter((option) => option.value !== 0);
}

/** What decides whether a product page offers the prescription configurator. */
export interface ConfiguratorConditions {
  shop: {
    prescriptionConfigurator: boolean;
    correctionalGlasses: boolean;
    sunglassesWithPrescription: boolean;
  };
  productType: string | undefined;
  /** How many lens types and quality tiers the shop's lens catalogue offers. */
  offeredLensTypes: number;
  offeredQualities: number;
}

/**
 * rule:prescription.configurator-offered — a correctional frame, or sunglasses where the shop sells them with
 * prescription, when the shop's configurator and correctional-glasses switches are on and it has lens options.
 */
export function offersPrescriptionConfigurator(conditions: ConfiguratorConditions): boolean {
  const { shop, productType } = conditions;
  const suits =
    productType === "glasses" || (productType === "sunglasses" && shop.sunglassesWithPrescription);
  return (
    shop.prescriptionConfigurator &&
    shop.correctionalGlasses &&
    suits &&
    conditions.offeredLensTypes > 0 &&
    conditions.offeredQualities > 0
  );
}
