/**
 * The optician's coarse frame-size classes, smallest first, each with the widest lens in millimetres it takes
 * (docs/decisions/0038-frame-size-classes-and-boolean-facets.md).
 */
export const FRAME_SIZE_CLASSES = [
  { sizeClass: "S", maxLensWidth: 48 },
  { sizeClass: "M", maxLensWidth: 52 },
  { sizeClass: "L", maxLensWidth: 56 },
  { sizeClass: "XL", maxLensWidth: Number.POSITIVE_INFINITY },
] as const;

export type FrameSizeClass = (typeof FRAME_SIZE_CLASSES)[number]["sizeClass"];

/** The attribute group (and listing query parameter) of the frame-size class. */
export const FRAME_SIZE_CLASS_GROUP = "categoryShopFilterSizes";

// S1 §2 categoryShopFilterSizes: frame size class by lensWidth
export function frameSizeClass(lensWidthMm: number): FrameSizeClass {
  const found = FRAME_SIZE_CLASSES.find((entry) => lensWidthMm <= entry.maxLensWidth);
  return (found ?? FRAME_SIZE_CLASSES[3]).sizeClass;
}

/** The lens widths of a class in whole millimetres: `min` is absent for the smallest, `max` for the largest. */
export function frameSizeClassLensWidths(sizeClass: FrameSizeClass): { min?: number; max?: number } {
  const index = FRAME_SIZE_CLASSES.findIndex((entry) => entry.sizeClass === sizeClass);
  const below = FRAME_SIZE_CLASSES[index - 1];
  const { maxLensWidth } = FRAME_SIZE_CLASSES[index]!;
  return {
    ...(below ? { min: below.maxLensWidth + 1 } : {}),
    ...(Number.isFinite(maxLensWidth) ? { max: maxLensWidth } : {}),
  };
}
