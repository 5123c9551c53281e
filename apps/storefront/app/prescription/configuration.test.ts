import type { LensIndex } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import type { ConfiguredFrame, RxProducts, RxQualityIndex } from "~/platform/lens-catalogue.ts";
import {
  CONFIGURATOR_STEPS,
  type Configuration,
  configurationFromSearch,
  configurationSearch,
  feeRows,
  firstIncompleteStep,
  nextStep,
  previousStep,
  stepProblem,
  stepsOf,
} from "./configuration.ts";
import { prescriptionFieldErrors } from "./configurator-forms.ts";
import { configuredGlasses, storedConfiguration } from "./configured-glasses.ts";
import { recommendedIndex, recommendedQualityVariantId, tierColour } from "./lens-recommendation.ts";

/** A quality tier with its indexes as [variant id, index, price, sellable]. */
function quality(
  productId: number,
  tier: string,
  form: string,
  indexes: [number, LensIndex, number, boolean][],
): RxQualityIndex {
  const variants = indexes.map(([variantId, index, price, sellable]) => ({
    variantId,
    index,
    price,
    sellable,
  }));
  return {
    productId,
    tier,
    form,
    name: tier,
    priceRange: { min: { withTax: Math.min(...variants.map((variant) => variant.price)) } },
    variants,
  };
}

const CATALOGUE: RxProducts = {
  rxLensTypes: [
    { productId: 1, variantId: 11, code: "type_ei", name: "Einstärkengläser", price: 0, value: 1 },
    {
      productId: 2,
      variantId: 12,
      code: "type_progressive",
      name: "Gleitsichtgläser",
      price: 14900,
      value: 1,
    },
    { productId: 3, variantId: 13, code: "type_none", name: "Ohne Sehstärke", price: 0, value: 1 },
  ],
  rxLensQualityIndex: [
    quality(4, "entry_uncoated", "regular", [[41, 1.5, 1995, true]]),
    quality(5, "standard", "regular", [
      [51, 1.5, 7900, true],
      [52, 1.6, 10900, true],
      [53, 1.67, 14900, false],
    ]),
    quality(6, "standard", "omnichannel", [[61, 1.5, 7900, true]]),
  ],
  rxTintingTypes: [
    {
      productId: 7,
      type: "clear",
      name: "Klar",
      variants: [
        { variantId: 71, tier: "entry_uncoated", code: "ENU-CLR", price: 0 },
        { variantId: 72, tier: "standard", code: "STD-CLR", price: 0 },
      ],
    },
    {
      productId: 8,
      type: "blue_light_filter",
      name: "Blaulichtfilter",
      variants: [{ variantId: 82, tier: "standard", code: "STD-BLF", price: 2995 }],
    },
  ],
  rxServices: [
    {
      productId: 9,
      variantId: 91,
      code: "service_package",
      name: "Service-Paket",
      price: 0,
      editable: false,
    },
    { productId: 10, variantId: 92, code: "express", name: "Express", price: 2900, editable: true },
  ],
  rxFreeServiceProduct: null,
  cheapestLensPrice: 1995,
};

const FRAME: ConfiguredFrame = {
  productId: 100,
  name: "Orvella OV 3507",
  productType: "glasses",
  lensFrameType: "full_rim",
  variants: [
    { id: 1001, price: 18900, sellable: true, label: "49-20-135" },
    { id: 1002, price: 18900, sellable: false, label: "52-20-140" },
  ],
};

const SINGLE_VISION =
  "v=1001&type=type_ei&src=enter&rs=-2.00&rc=%2B0.75&ra=90&ls=-1.75&pd=63&ok=1&q=52&t=82&s=92";

function configuration(query: string): Configuration {
  return configurationFromSearch(new URLSearchParams(query));
}

describe("the configurator's steps (rule:prescription.configurator-steps)", () => {
  it("goes through all seven steps with a prescription entered now", () => {
    const steps = stepsOf(configuration("type=type_ei&src=enter"));
    expect(steps).toEqual(CONFIGURATOR_STEPS);
    expect([steps.length, steps[0], steps.at(-1)]).toEqual([7, "prescription-type", "summary"]);
  });

  it("leaves out entering and confirming when the prescription comes later, and all three without one", () => {
    expect(stepsOf(configuration("type=type_ei&src=later"))).not.toContain("values");
    expect(stepsOf(configuration("type=type_none"))).toEqual([
      "prescription-type",
      "glass-type",
      "extras",
      "summary",
    ]);
    expect(nextStep(configuration("type=type_none"), "prescription-type")).toBe("glass-type");
    expect(previousStep(configuration("type=type_ei&src=later"), "glass-type")).toBe("prescription");
    expect(previousStep(configuration("type=type_ei"), "prescription-type")).toBeUndefined();
  });

  it("reads back every choice it wrote into the address", () => {
    const read = configuration(SINGLE_VISION);
    expect(configurationFromSearch(configurationSearch(read))).toEqual(read);
    expect(read.prescription.right).toMatchObject({ sphere: -2, cylinder: 0.75, axis: 90 });
    expect(read.serviceVariantIds).toEqual([92]);
  });

  it("sends a shopper who skipped ahead or replays an old address back to the first unfinished step", () => {
    expect(firstIncompleteStep("summary", configuration("v=1001&type=type_ei"), CATALOGUE, FRAME)).toBe(
      "prescription",
    );
    const withoutAxis = SINGLE_VISION.replace("&ra=90", "");
    expect(firstIncompleteStep("summary", configuration(withoutAxis), CATALOGUE, FRAME)).toBe("values");
    expect(firstIncompleteStep("summary", configuration(SINGLE_VISION), CATALOGUE, FRAME)).toBeUndefined();
    // A sold-out frame size, an unknown lens type, a lens id of another form or a sold-out index stop the way.
    expect(stepProblem("prescription-type", configuration("v=1002&type=type_ei"), CATALOGUE, FRAME)).toBe(
      "chooseFrameSize",
    );
    expect(stepProblem("prescription-type", configuration("v=1001&type=type_x"), CATALOGUE, FRAME)).toBe(
      "chooseLensType",
    );
    expect(stepProblem("glass-type", configuration("q=61"), CATALOGUE, FRAME)).toBe("chooseQuality");
    expect(stepProblem("glass-type", configuration("q=53"), CATALOGUE, FRAME)).toBe("qualitySoldOut");
  });

  it("refuses a lens the frame cannot hold and a tinting of another tier (rule:prescription.frame-type-constraints)", () => {
    const rimless = { ...FRAME, lensFrameType: "rimless" as const };
    expect(stepProblem("glass-type", configuration("q=51"), CATALOGUE, rimless)).toBe("qualityDoesNotFit");
    expect(stepProblem("glass-type", configuration("q=52"), CATALOGUE, rimless)).toBeUndefined();
    expect(stepProblem("extras", configuration("q=52&t=71"), CATALOGUE, FRAME)).toBe("chooseTinting");
    expect(stepProblem("extras", configuration("q=52&t=72&s=91"), CATALOGUE, FRAME)).toBe("chooseServices");
  });
});

describe("an uploaded prescription (rule:prescription.upload-file)", () => {
  const UPLOAD = { id: "AbCdEfGhIjKlMnOpQrSt_-", fileName: "Rezept Müller.pdf" };
  const UPLOADED = `v=1001&type=type_ei&src=upload&up=${UPLOAD.id}&q=52&t=82`;

  it("leaves out entering and confirming, like a prescription sent later, and keeps its id in the address", () => {
    expect(stepsOf(configuration(UPLOADED))).toEqual([
      "prescription-type",
      "prescription",
      "glass-type",
      "extras",
      "summary",
    ]);
    expect(configurationSearch(configuration(UPLOADED)).get("up")).toBe(UPLOAD.id);
    // The id counts only with the upload choice, and only when it has the shape of one.
    expect(configuration(UPLOADED.replace("src=upload", "src=later")).uploadId).toBeUndefined();
    expect(configuration(UPLOADED.replace(UPLOAD.id, "guess")).uploadId).toBeUndefined();
  });

  it("passes the prescription step only with the upload the engine holds under the address's id", () => {
    const chosen = configuration(UPLOADED);
    expect(stepProblem("prescription", chosen, CATALOGUE, FRAME, UPLOAD)).toBeUndefined();
    expect(stepProblem("prescription", chosen, CATALOGUE, FRAME)).toBe("uploadMissing");
    expect(
      stepProblem("prescription", chosen, CATALOGUE, FRAME, { ...UPLOAD, id: "ZZZZZZZZZZZZZZZZZZZZZZ" }),
    ).toBe("uploadMissing");
    expect(stepProblem("prescription", configuration("src=upload"), CATALOGUE, FRAME)).toBe("uploadMissing");
    expect(firstIncompleteStep("summary", chosen, CATALOGUE, FRAME)).toBe("prescription");
  });

  it("puts the upload's id and name into the glasses, which the basket and the order read back", () => {
    expect(configuredGlasses(configuration(UPLOADED), CATALOGUE, FRAME)).toBeUndefined();
    const glasses = configuredGlasses(configuration(UPLOADED), CATALOGUE, FRAME, UPLOAD)!;
    expect(glasses.frame.customData).toMatchObject({
      prescriptionSource: "upload",
      prescriptionValues: null,
      prescriptionUpload: UPLOAD,
    });
    expect(storedConfiguration(JSON.parse(JSON.stringify(glasses.frame.customData)))).toMatchObject({
      prescriptionUpload: UPLOAD,
    });
  });
});

describe("the price of configured glasses (rule:prescription.fee-rows)", () => {
  it("lists frame, lens type, quality, tinting and services in that order, from the catalogue's prices", () => {
    const { rows, total } = feeRows(configuration(SINGLE_VISION), CATALOGUE, FRAME, false);
    expect(rows.map((row) => [row.kind, row.price])).toEqual([
      ["frame", 18900],
      ["lensType", 0],
      ["quality", 10900],
      ["tinting", 2995],
      ["service", 0],
      ["service", 2900],
    ]);
    expect(total).toBe(18900 + 10900 + 2995 + 2900);
  });

  it("puts the frame of prescription lenses at 0, its price kept as the price before, where frames are free (rule:prescription.zero-cost-frames)", () => {
    const { rows, total } = feeRows(configuration(SINGLE_VISION), CATALOGUE, FRAME, true);
    expect(rows[0]).toEqual({ kind: "frame", name: FRAME.name, price: 0, priceBefore: 18900 });
    expect(total).toBe(10900 + 2995 + 2900);
    const plain = feeRows(
      configuration(SINGLE_VISION.replace("type=type_ei", "type=type_none")),
      CATALOGUE,
      FRAME,
      true,
    );
    expect(plain.rows[0]).toEqual({ kind: "frame", name: FRAME.name, price: 18900 });
  });
});

describe("configured glasses in the basket (rule:prescription.configured-glasses)", () => {
  it("makes the frame the main item and every lens part a sub-item carrying the configuration", () => {
    const glasses = configuredGlasses(configuration(SINGLE_VISION), CATALOGUE, FRAME)!;
    expect(glasses.frame.variantId).toBe(1001);
    expect(glasses.lenses.map((line) => line.variantId)).toEqual([11, 52, 82, 91, 92]);
    expect(glasses.frame.customData).toMatchObject({
      productType: "rxGlasses",
      prescriptionSource: "enter",
      prescriptionValues: { right: { sphere: -2, cylinder: 0.75, axis: 90 }, binocularPd: 63 },
    });
    expect(glasses.frame.customData.configurationItems.map((item) => item.masterKey)).toEqual([
      "rx_lens_types",
      "rx_lens_quality_index",
      "rx_tinting_types",
      "rx_services",
      "rx_services",
    ]);
    expect(glasses.frame.customData.configurationItems.find((item) => item.id === 91)?.editable).toBe(false);
  });

  it("keeps no prescription for glasses without one, and refuses an incomplete configuration", () => {
    const plano = configuredGlasses(configuration("v=1001&type=type_none&q=52&t=82"), CATALOGUE, FRAME)!;
    expect(plano.frame.customData).toMatchObject({ prescriptionSource: "none", prescriptionValues: null });
    expect(
      configuredGlasses(configuration("v=1001&type=type_ei&q=52&t=82"), CATALOGUE, FRAME),
    ).toBeUndefined();
  });
});

describe("the values step's errors (rule:prescription.values-valid)", () => {
  it("names unreadable values first, then the optical rules' issues at their fields", () => {
    expect(prescriptionFieldErrors({ rs: "abc" }, configuration(""))).toEqual({
      rs: ["prescription.error.unreadable"],
    });
    const errors = prescriptionFieldErrors(
      {},
      configuration("type=type_progressive&rs=-1&rc=1&ls=-1&radd=2&ladd=2.5"),
    );
    expect(errors.ra).toEqual(["prescription.error.axisRequired"]);
    expect(errors.ladd).toEqual(["prescription.error.additionDiffers"]);
    expect(errors.pd).toEqual(["prescription.error.pdRequired"]);
  });
});

describe("the recommended lens (rule:prescription.tier-colours, rule:prescription.lens-strength-tier)", () => {
  it("recommends the cheapest coated lens of the index the values and the frame call for, in orange", () => {
    const values = configuration(SINGLE_VISION).prescription;
    expect(recommendedIndex(values, "full_rim")).toBe(1.6);
    expect(recommendedIndex(null, "rimless")).toBe(1.6);
    expect(recommendedIndex(null, "full_rim")).toBe(1.5);
    expect(recommendedQualityVariantId(CATALOGUE.rxLensQualityIndex, 1.5)).toBe(51);
    expect(recommendedQualityVariantId(CATALOGUE.rxLensQualityIndex, 1.67)).toBeUndefined();
    expect([tierColour("entry", false), tierColour("standard", false), tierColour("premium", false)]).toEqual(
      ["light-blue", "mid-blue", "dark-blue"],
    );
    expect(tierColour("premium", true)).toBe("orange");
  });
});
