import { describe, expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, imageBrightness, imageMeta } from "../../src/images.ts";

describe("image placeholder (rule:images.placeholder)", () => {
  it("is 10×10 at quality 50", () => {
    expect(IMAGE_PLACEHOLDER).toEqual({ width: 10, height: 10, quality: 50 });
  });
});

describe("brightness factor per background (rule:images.brightness)", () => {
  it("darkens white, brightens grey and keeps the others", () => {
    expect(imageBrightness("white")).toBe(0.96);
    expect(imageBrightness("grey")).toBe(1.06);
    expect(imageBrightness("transparent")).toBe(1);
    expect(imageBrightness(undefined)).toBe(1);
  });
});

describe("image meta (rule:images.meta)", () => {
  it("gives width, height and their ratio", () => {
    expect(imageMeta(320, 427)).toEqual({ width: 320, height: 427, ratio: 320 / 427 });
  });

  it("yields zero width, height and ratio when the meta cannot be read", () => {
    const failed = { width: 0, height: 0, ratio: 0 };
    expect(imageMeta(undefined, undefined)).toEqual(failed);
    expect(imageMeta(320, undefined)).toEqual(failed);
    expect(imageMeta(0, 427)).toEqual(failed);
    expect(imageMeta(Number.NaN, 427)).toEqual(failed);
  });
});
