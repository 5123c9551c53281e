import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { productSvg, renderProductImage } from "../../src/render-image.ts";

const spec = {
  shape: "sunglasses-aviator",
  frameColor: "#c9a24a",
  lensColor: "#3b3e44",
  background: "white" as const,
  view: "front",
  seed: 7,
};

describe("renderProductImage", () => {
  it("returns a webp of the requested size", async () => {
    const image = await renderProductImage(spec, { width: 320, height: 427, format: "webp" });
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 320, height: 427 });
  });

  it("keeps transparency for a transparent background", async () => {
    const image = await renderProductImage(
      { ...spec, background: "transparent", view: "model" },
      { width: 120, height: 160, format: "png" },
    );
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
  });

  it("draws every article shape and view without failing", async () => {
    const shapes = [
      "glasses-round",
      "smartglasses-panto",
      "ski-goggle",
      "contact-lens-box",
      "care-drops",
      "merch-cap",
    ];
    for (const shape of shapes) {
      for (const view of ["front", "side", "detail", "model", "bust"]) {
        const image = await renderProductImage(
          { ...spec, shape, view },
          { width: 40, height: 40, format: "png" },
        );
        expect((await sharp(image).metadata()).width).toBe(40);
      }
    }
  });

  it("draws unknown shapes and views as a fallback instead of failing", async () => {
    for (const shape of ["glasses-zigzag", "teapot"]) {
      const image = await renderProductImage(
        { ...spec, shape, view: "upside-down" },
        { width: 30, height: 40, format: "png" },
      );
      expect((await sharp(image).metadata()).height).toBe(40);
    }
  });

  it("lets only plain hex colours into the SVG", () => {
    const svg = productSvg({ ...spec, frameColor: '"/><script>alert(1)</script>' }, 100, 100);
    expect(svg).not.toContain("<script>");
  });

  it("refuses impossible sizes", async () => {
    await expect(renderProductImage(spec, { width: 0, height: 10, format: "webp" })).rejects.toThrow(
      /Invalid image size/,
    );
  });
});
