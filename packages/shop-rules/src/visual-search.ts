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

function rgbOfHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: value >> 16, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** An sRGB channel (0–255) as linear light (0–1). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The CIELAB colour (D65 white) of an sRGB colour, a space in which distance follows perceived difference. */
function labOf({ r, g, b }: Rgb): [number, number, number] {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The CIE76 colour difference (ΔE*ab) of two sRGB colours. */
function perceivedDistance(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = labOf(a);
  const [l2, a2, b2] = labOf(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
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
