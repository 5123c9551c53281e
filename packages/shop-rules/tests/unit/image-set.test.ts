import { describe, expect, it } from "vitest";
import { listingImageHash, showsModelImage } from "../../src/images.ts";

describe("listing image set (S1 §9)", () => {
  it("picks the model image on every 5th item", () => {
    expect([0, 1, 2, 3, 4, 5, 9, 14].map(showsModelImage)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  const images = [
    { hash: "front", imageType: "product" },
    { hash: "worn", imageType: "model" },
  ];

  it("shows the model image there and the first image elsewhere", () => {
    expect(listingImageHash(images, 4)).toBe("worn");
    expect(listingImageHash(images, 3)).toBe("front");
  });

  it("falls back to the first image when the product has no model image, and to nothing without images", () => {
    expect(listingImageHash([{ hash: "pack", imageType: "product" }], 4)).toBe("pack");
    expect(listingImageHash([], 4)).toBeUndefined();
  });
});
