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

// rule:catalogue.frame-size-class
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

/** A frame variant's measurements in millimetres; undefined where the variant does not carry one. */
export interface FrameMeasurements {
  lensWidth: number | undefined;
  bridgeWidth: number | undefined;
  templeLength: number | undefined;
}

/** A frame's overall front width: two lenses and the bridge between them. */
function frameWidth(size: FrameMeasurements): number | undefined {
  return size.lensWidth === undefined || size.bridgeWidth === undefined
    ? undefined
    : 2 * size.lensWidth + size.bridgeWidth;
}

// rule:catalogue.frame-variant-match
export function matchingFrameVariantId(
  current: FrameMeasurements,
  candidates: readonly (FrameMeasurements & { id: number })[],
): number | undefined {
  const exact = candidates.find(
    (candidate) =>
      current.lensWidth !== undefined &&
      candidate.lensWidth === current.lensWidth &&
      candidate.bridgeWidth === current.bridgeWidth &&
      candidate.templeLength === current.templeLength,
  );
  if (exact) return exact.id;
  const minimum = frameWidth(current);
  if (minimum === undefined) return undefined;
  let narrowest: { id: number; width: number } | undefined;
  for (const candidate of candidates) {
    const width = frameWidth(candidate);
    if (width !== undefined && width >= minimum && (!narrowest || width < narrowest.width))
      narrowest = { id: candidate.id, width };
  }
  return narrowest?.id;
}
