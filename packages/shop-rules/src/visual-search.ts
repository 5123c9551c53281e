import type { ShopConfig } from "./shops.ts";

// S2 §2 the header search has a camera button when image search (S1 §6 feature switch "visual search") is on
export function offersCameraSearch(shop: Pick<ShopConfig, "features">): boolean {
  return shop.features.visualSearch;
}

/**
 * The swatch of each value of the catalogue's colour filter group ("colors", S1 §2 parameter `color`) that a
 * photo can show: the one place the shop ties a colour value to a colour (ADR 0043). "transparent" has none, as
 * no photo's colour says "see-through".
 */
export const COLOUR_VALUE_SWATCHES: Readonly<Record<string, string>> = {
  black: "#1c1c1f",
  brown: "#6b4226",
  grey: "#7b7f86",
  silver: "#c0c4ca",
  gold: "#c9a24a",
  blue: "#2f5d8a",
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

function rgbOfHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: value >> 16, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** The "redmean" weighted distance between two sRGB colours, a cheap approximation of how far apart they look. */
function perceivedDistance(a: Rgb, b: Rgb): number {
  const redMean = (a.r + b.r) / 2;
  const dr = a.r - b.r;
  const dg = a.g - b.g;
  const db = a.b - b.b;
  return Math.sqrt((2 + redMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - redMean) / 256) * db * db);
}

// ADR 0043 visual search: a photo's dominant colour maps to the offered colour value whose swatch looks nearest
export function nearestColourValue(colour: Rgb, offeredValues: readonly string[]): string | undefined {
  let nearest: { value: string; distance: number } | undefined;
  for (const value of offeredValues) {
    const swatch = COLOUR_VALUE_SWATCHES[value];
    if (!swatch) continue;
    const distance = perceivedDistance(colour, rgbOfHex(swatch));
    if (!nearest || distance < nearest.distance) nearest = { value, distance };
  }
  return nearest?.value;
}
