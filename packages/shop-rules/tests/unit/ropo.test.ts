import { describe, expect, it } from "vitest";
import { isRopoSupported, ropoCategoryPath } from "../../src/ropo.ts";
import { SHOPS, shopByCode } from "../../src/shops.ts";

const base = shopByCode("de-de")!;
const withRopo = (ropoReduction: boolean, path: string | undefined) => ({
  features: { ...base.features, ropoReduction },
  ropoCategoryPath: path,
});

describe("isRopoSupported (S2 §5)", () => {
  const sunglassesProduct = ["/sonnenbrillen/", "/sonnenbrillen/damen/"];

  it("holds when reduction is on, a path is configured and the product's categories include it", () => {
    expect(isRopoSupported(withRopo(true, "/sonnenbrillen/"), sunglassesProduct)).toBe(true);
    expect(isRopoSupported(withRopo(true, "/sonnenbrillen/damen/"), sunglassesProduct)).toBe(true);
  });

  it("fails when any of the three conditions fails", () => {
    expect(isRopoSupported(withRopo(false, "/sonnenbrillen/"), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, undefined), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, ""), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, "/brillen/"), sunglassesProduct)).toBe(false);
    expect(isRopoSupported(withRopo(true, "/sonnenbrillen/"), [])).toBe(false);
  });

  it("names the ropo category only where the shop offers a ropo listing", () => {
    expect(ropoCategoryPath(withRopo(true, "/sonnenbrillen/"))).toBe("/sonnenbrillen/");
    expect(ropoCategoryPath(withRopo(false, "/sonnenbrillen/"))).toBeUndefined();
    const offering = SHOPS.filter((shop) => ropoCategoryPath(shop) !== undefined).map((shop) => shop.code);
    expect(offering).toEqual(["de-at", "de-de"]);
  });
});
