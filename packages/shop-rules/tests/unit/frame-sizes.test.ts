import { describe, expect, it } from "vitest";
import { FRAME_SIZE_CLASSES, frameSizeClass, frameSizeClassLensWidths } from "../../src/index.ts";

describe("frameSizeClass (S1 §2 categoryShopFilterSizes, ADR 0038)", () => {
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
