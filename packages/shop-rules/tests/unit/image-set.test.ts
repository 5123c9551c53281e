import { describe, expect, it } from "vitest";
import { findImage, listingImageHash, productPageImages, showsModelImage } from "../../src/images.ts";

describe("listing image set (rule:images.listing-model-image)", () => {
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

  it("shows the main image (the front product shot) elsewhere, wherever it stands among the images", () => {
    const sideFirst = [
      { hash: "side", imageType: "product", imageView: "side" },
      { hash: "worn", imageType: "model", imageView: "front" },
      { hash: "front", imageType: "product", imageView: "front" },
    ];
    expect(listingImageHash(sideFirst, 0)).toBe("front");
    expect(listingImageHash(sideFirst, 4)).toBe("worn");
  });

  it("falls back to the first image when the product has no model image, and to nothing without images", () => {
    expect(listingImageHash([{ hash: "pack", imageType: "product" }], 4)).toBe("pack");
    expect(listingImageHash([], 4)).toBeUndefined();
  });
});

describe("image lookup by imageType and imageView (rule:images.lookup)", () => {
  const side = { hash: "side", imageType: "product", imageView: "side" };
  const front = { hash: "front", imageType: "product", imageView: "front" };
  const model = { hash: "model", imageType: "model", imageView: "front" };
  const detail = { hash: "detail", imageType: "product", imageView: "detail" };

  it("finds the image with the wanted type and view", () => {
    expect(findImage([side, model, front], { imageType: "product", imageView: "front" })).toBe(front);
    expect(findImage([side, front, model], { imageType: "model" })).toBe(model);
  });

  it("falls back to the first image, and to none without images", () => {
    expect(findImage([side, detail], { imageType: "product", imageView: "front" })).toBe(side);
    expect(findImage([], { imageType: "product", imageView: "front" })).toBeUndefined();
  });

  it("puts the product page's main image (the product shot from the front) first, the others in order", () => {
    expect(productPageImages([side, model, front, detail]).map((image) => image.hash)).toEqual([
      "front",
      "side",
      "model",
      "detail",
    ]);
    expect(productPageImages([model, side]).map((image) => image.hash)).toEqual(["model", "side"]);
    expect(productPageImages([])).toEqual([]);
  });
});
