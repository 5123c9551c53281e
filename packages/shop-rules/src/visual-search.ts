import { differenceEuclidean, modeLab65, modeRgb, nearest, useMode } from "culori/fn";
import type { ShopConfig } from "./shops.ts";

// rule:search.camera-search
export function offersCameraSearch(shop: Pick<ShopConfig, "features">): boolean {
  return shop.features.visualSearch;
}

/**
 * The swatch of each value of the catalogue's colour filter group ("colors", listing parameter `color`) that a
 * photo can show: the one place the shop ties a colour value to a colour (ADR 0043). "transparent" has none, as
 * no photo's colour says "see-through".
 */
export const COLOUR_VALUE_SWATCHES: Readonly<Record<string, string>> = {
  black: "#1c1c1f",
  brown: "#6b4226",
  grey: "#7b7f86",
  silver: "#c0c4ca",
  gold: "#c9a24a",
  blue: "#2b5fb4",
  red: "#b22234",
  green: "#3d6b47",
  pink: "#e79bb5",
  purple: "#6d4a8c",
  white: "#f4f4f2",
  beige: "#d6c2a3",
};

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

// ADR 0043 visual search: a photo's dominant colour maps to the offered colour value whose swatch looks nearest
export function nearestColourValue(colour: Rgb, offeredValues: readonly string[]): string | undefined {
  useMode(modeRgb);
  useMode(modeLab65);
  const withSwatch = offeredValues.filter((value) => COLOUR_VALUE_SWATCHES[value] !== undefined);
  // Euclidean distance in CIELAB (D65 white) is the CIE76 colour difference, which follows perceived difference.
  const nearestOf = nearest(
    withSwatch,
    differenceEuclidean("lab65"),
    (value) => COLOUR_VALUE_SWATCHES[value] ?? "",
  );
  return nearestOf({ mode: "rgb", r: colour.r / 255, g: colour.g / 255, b: colour.b / 255 })[0];
}
