import { describe, expect, it } from "vitest";
import {
  cheapestLensPrice,
  type LensFrameType,
  type LensIndex,
  lensFitsFrame,
  minimumLensIndexForFrame,
  offeredOptions,
  offersPrescriptionConfigurator,
  recommendedLensIndex,
} from "../../src/index.ts";
import { eyeWith } from "../cases/prescriptions.ts";

describe("recommendedLensIndex (rule:prescription.lens-strength-tier)", () => {
  const indexFor = (sphere: number, cylinder: number | null = null, leftSphere = 0) =>
    recommendedLensIndex({
      right: eyeWith({ sphere, cylinder, axis: cylinder ? 90 : null }),
      left: eyeWith({ sphere: leftSphere }),
      binocularPd: 63,
    });

  it.each([
    [0, 1.5],
    [-0.75, 1.5],
    [-1, 1.6],
    [1.25, 1.5],
    [1.5, 1.6],
    [-2.25, 1.6],
    [-2.5, 1.67],
    [2.25, 1.6],
    [2.5, 1.67],
    [-20, 1.67],
    [20, 1.67],
  ])("sphere %s takes index %s", (sphere, index) => {
    expect(indexFor(sphere)).toBe(index);
  });

  it("counts the meridian of sphere + cylinder, in either notation", () => {
    expect(indexFor(-0.5, -0.5)).toBe(1.6);
    expect(indexFor(-1, 1)).toBe(1.6);
    expect(indexFor(0.5, 2)).toBe(1.67);
    expect(indexFor(-0.5, 0.5)).toBe(1.5);
  });

  it("follows the stronger eye and tolerates a parsed power just short of a tier", () => {
    expect(indexFor(0, null, -3)).toBe(1.67);
    expect(indexFor(-0.9999999999)).toBe(1.6);
  });

  it("recommends the default for a prescription without spheres", () => {
    expect(recommendedLensIndex({ right: eyeWith(), left: eyeWith(), binocularPd: null })).toBe(1.5);
  });
});

describe("frame types (rule:prescription.frame-type-constraints)", () => {
  const frameTypes: LensFrameType[] = [
    "full_rim",
    "rimless",
    "randlos",
    "nylor",
    "inline_grooves",
    "gerillt",
  ];

  it("needs index 1.6 or higher for drilled and grooved lenses only", () => {
    expect(frameTypes.map((frameType) => [frameType, minimumLensIndexForFrame(frameType)])).toEqual([
      ["full_rim", 1.5],
      ["rimless", 1.6],
      ["randlos", 1.6],
      ["nylor", 1.6],
      ["inline_grooves", 1.6],
      ["gerillt", 1.6],
    ]);
  });

  it("fits a lens of at least the minimum index", () => {
    const indexes: LensIndex[] = [1.5, 1.6, 1.67, 1.74];
    expect(indexes.map((index) => lensFitsFrame(index, "full_rim"))).toEqual([true, true, true, true]);
    expect(indexes.map((index) => lensFitsFrame(index, "rimless"))).toEqual([false, true, true, true]);
    expect(indexes.map((index) => lensFitsFrame(index, "nylor"))).toEqual([false, true, true, true]);
  });
});

describe("cheapestLensPrice (rule:prescription.cheapest-lens-price)", () => {
  const quality = (withTax: number | null) => ({
    priceRange: withTax === null ? null : { min: { withTax } },
  });

  it("takes the lowest minimum price over the tiers that have one", () => {
    expect(cheapestLensPrice([quality(4900), quality(null), quality(2900), quality(9900)])).toBe(2900);
  });

  it("is 0 without any priced tier", () => {
    expect(cheapestLensPrice([])).toBe(0);
    expect(cheapestLensPrice([quality(null)])).toBe(0);
  });
});

describe("offeredOptions (rule:prescription.hidden-options)", () => {
  it("leaves out the options whose value is 0, keeping the order of the rest", () => {
    const options = [
      { id: "tint", value: 2500 },
      { id: "hidden", value: 0 },
      { id: "coating", value: 1 },
    ];
    expect(offeredOptions(options).map((option) => option.id)).toEqual(["tint", "coating"]);
  });
});

describe("offersPrescriptionConfigurator (rule:prescription.configurator-offered)", () => {
  const shop = {
    prescriptionConfigurator: true,
    correctionalGlasses: true,
    sunglassesWithPrescription: false,
  };
  const offered = { shop, productType: "glasses", offeredLensTypes: 3, offeredQualities: 5 };

  it("offers it on a correctional frame of a shop with both switches and lens options", () => {
    expect(offersPrescriptionConfigurator(offered)).toBe(true);
  });

  it.each([
    ["the configurator switch is off", { shop: { ...shop, prescriptionConfigurator: false } }],
    ["the correctional-glasses switch is off", { shop: { ...shop, correctionalGlasses: false } }],
    ["the product is a contact lens", { productType: "contactLenses" }],
    ["the product is sunglasses and the shop sells none with prescription", { productType: "sunglasses" }],
    ["no lens type is offered", { offeredLensTypes: 0 }],
    ["no quality tier exists", { offeredQualities: 0 }],
  ])("does not when %s", (_, change) => {
    expect(offersPrescriptionConfigurator({ ...offered, ...change })).toBe(false);
  });

  it("offers it on sunglasses where the shop sells sunglasses with prescription", () => {
    expect(
      offersPrescriptionConfigurator({
        ...offered,
        productType: "sunglasses",
        shop: { ...shop, sunglassesWithPrescription: true },
      }),
    ).toBe(true);
  });
});
