import {
  type LensFrameType,
  type LensIndex,
  minimumLensIndexForFrame,
  type Prescription,
  recommendedLensIndex,
} from "@eyewear/shop-rules";
import type { RxQualityIndex } from "~/platform/lens-catalogue.ts";

/** The colour family of each quality tier's card (rule:prescription.tier-colours); the recommended one is orange. */
export type TierColour = "light-blue" | "mid-blue" | "dark-blue" | "orange";

const TIER_COLOURS: Record<string, Exclude<TierColour, "orange">> = {
  entry_uncoated: "light-blue",
  entry: "light-blue",
  standard: "mid-blue",
  standard_plus: "dark-blue",
  premium: "dark-blue",
};

// rule:prescription.tier-colours
export function tierColour(tier: string, recommended: boolean): TierColour {
  return recommended ? "orange" : (TIER_COLOURS[tier] ?? "mid-blue");
}

/** A tier without an anti-reflective coating is never the one we recommend. */
const UNCOATED_TIER = "entry_uncoated";

/**
 * The index we recommend (rule:prescription.lens-strength-tier), never below what the frame takes
 * (rule:prescription.frame-type-constraints); a lens without prescription needs only what the frame takes.
 */
export function recommendedIndex(prescription: Prescription | null, frameType: LensFrameType): LensIndex {
  const forFrame = minimumLensIndexForFrame(frameType);
  const forStrength = prescription ? recommendedLensIndex(prescription) : 1.5;
  return forStrength > forFrame ? forStrength : forFrame;
}

/**
 * The quality variant shown as recommended: the cheapest coated tier's variant of the recommended index that can
 * be ordered now, or undefined when none is.
 */
export function recommendedQualityVariantId(
  qualities: readonly RxQualityIndex[],
  index: LensIndex,
): number | undefined {
  const candidates = qualities
    .filter((quality) => quality.tier !== UNCOATED_TIER)
    .flatMap((quality) => quality.variants.filter((variant) => variant.index === index && variant.sellable));
  candidates.sort((a, b) => a.price - b.price);
  return candidates[0]?.variantId;
}
