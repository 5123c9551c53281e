import { describe, expect, it } from "vitest";
import {
  FRAME_SIZE_CLASSES,
  frameSizeClass,
  frameSizeClassLensWidths,
  matchingFrameVariantId,
} from "../../src/index.ts";

describe("frameSizeClass (rule:catalogue.frame-size-class, ADR 0038)", () => {
  it("classes lens widths up to 48 mm as S, 49–52 as M, 53–56 as L and from 57 as XL", () => {
    const classes = [40, 48, 49, 52, 53, 56, 57, 65].map((width) => [width, frameSizeClass(width)]);
    expect(classes).toEqual([
      [40, "S"],
      [48, "S"],
      [49, "M"],
      [52, "M"],
      [53, "L"],
      [56, "L"],
      [57, "XL"],
      [65, "XL"],
    ]);
  });

  it("puts a width between two whole millimetres into the larger class", () => {
    expect(frameSizeClass(48.5)).toBe("M");
  });

  it("names the classes smallest first with the lens widths each takes", () => {
    expect(FRAME_SIZE_CLASSES.map((entry) => entry.sizeClass)).toEqual(["S", "M", "L", "XL"]);
    expect(FRAME_SIZE_CLASSES.map((entry) => frameSizeClassLensWidths(entry.sizeClass))).toEqual([
      { max: 48 },
      { min: 49, max: 52 },
      { min: 53, max: 56 },
      { min: 57 },
    ]);
  });
});

describe("matchingFrameVariantId (rule:catalogue.frame-variant-match)", () => {
  const size = (id: number, lensWidth?: number, bridgeWidth?: number, templeLength?: number) => ({
    id,
    lensWidth,
    bridgeWidth,
    templeLength,
  });
  const sibling = [size(11, 50, 18, 140), size(12, 52, 18, 140), size(13, 54, 19, 145)];

  it("matches the sibling variant with the same lens width, bridge width and temple length", () => {
    expect(matchingFrameVariantId(size(1, 52, 18, 140), sibling)).toBe(12);
    expect(matchingFrameVariantId(size(1, 54, 19, 145), sibling)).toBe(13);
  });

  it("without an exact match, takes the narrowest frame at least as wide as the current one", () => {
    // 2 × 51 + 18 = 120 mm: 50-18 is 118 mm (too narrow), 52-18 is 122 mm, 54-19 is 127 mm
    expect(matchingFrameVariantId(size(1, 51, 18, 140), sibling)).toBe(12);
    expect(matchingFrameVariantId(size(1, 60, 20, 150), sibling)).toBeUndefined();
  });

  it("matches nothing when the current variant has no measurements", () => {
    expect(matchingFrameVariantId(size(1), sibling)).toBeUndefined();
    expect(matchingFrameVariantId(size(1, 52, 18, 140), [size(21), size(22)])).toBeUndefined();
  });
});
