import { describe, expect, it } from "vitest";
import {
  type EyeOrderInput,
  type LensVariant,
  lensChoices,
  perEyeOrder,
  supplyDays,
  supplyDuration,
} from "../../src/contact-lenses.ts";

/** A toric lens in two pack sizes: two powers, two cylinders, one axis, one base curve. */
function toricRange(): LensVariant[] {
  const variants: LensVariant[] = [];
  let id = 1;
  for (const packSize of [3, 6])
    for (const sphere of ["-1.25", "+0.50", "-0.75"])
      for (const cylinder of ["-1.25", "-0.75"])
        variants.push({
          id: id++,
          packSize,
          values: { sphere, cylinder, axis: "90", baseCurve: "8.6", diameter: "14.5" },
          available: !(sphere === "+0.50" && cylinder === "-0.75" && packSize === 3),
        });
  return variants;
}

const eye = (values: EyeOrderInput["values"], boxes?: number, variantId?: number): EyeOrderInput => ({
  values,
  boxes,
  variantId,
});
const EMPTY = eye({}, 1);

describe("lensChoices (rule:contact-lenses.eye-choices)", () => {
  it("offers the values the pack varies in, in ascending order, and shows a single value as it is", () => {
    expect(lensChoices(toricRange(), 3)).toEqual([
      { field: "sphere", kind: "choose", values: ["-1.25", "-0.75", "+0.50"] },
      { field: "cylinder", kind: "choose", values: ["-1.25", "-0.75"] },
      { field: "axis", kind: "fixed", value: "90" },
      { field: "baseCurve", kind: "fixed", value: "8.6" },
      { field: "diameter", kind: "fixed", value: "14.5" },
    ]);
    expect(lensChoices(toricRange(), 30)).toEqual([]);
  });
});

describe("perEyeOrder (rule:contact-lenses.per-eye-order)", () => {
  const variants = toricRange();
  const order = (right: EyeOrderInput, left: EyeOrderInput) =>
    perEyeOrder({ packSize: 3, right, left }, variants);

  it("resolves each eye's values to its variant, right first; an eye may be left empty", () => {
    const result = order(
      eye({ sphere: "-1.25", cylinder: "-0.75" }, 2),
      eye({ sphere: "-0.75", cylinder: "-1.25" }, 1),
    );
    expect(result).toEqual({
      ok: true,
      eyes: [
        { eye: "right", variant: expect.objectContaining({ id: 2 }), boxes: 2 },
        { eye: "left", variant: expect.objectContaining({ id: 5 }), boxes: 1 },
      ],
    });
    expect(order(EMPTY, eye({ sphere: "-0.75", cylinder: "-0.75" }, 3))).toMatchObject({
      ok: true,
      eyes: [{ eye: "left", boxes: 3 }],
    });
  });

  it("takes the same power for both eyes", () => {
    const same = { sphere: "-1.25", cylinder: "-1.25" };
    expect(order(eye(same, 1), eye(same, 1))).toMatchObject({
      ok: true,
      eyes: [{ variant: { id: 1 } }, { variant: { id: 1 } }],
    });
  });

  it("refuses an order with both eyes empty", () => {
    expect(order(EMPTY, EMPTY)).toEqual({
      ok: false,
      issues: [{ eye: "both", field: "sphere", code: "noEye" }],
    });
  });

  it("refuses a pack size the product does not come in", () => {
    for (const packSize of [30, undefined])
      expect(
        perEyeOrder(
          { packSize, right: eye({ sphere: "-1.25", cylinder: "-1.25" }, 1), left: EMPTY },
          variants,
        ),
      ).toEqual({
        ok: false,
        issues: [{ eye: "both", field: "packSize", code: "packSizeUnknown" }],
      });
  });

  it("refuses 0, negative, fractional or 10,000 boxes and a missing count for an ordered eye", () => {
    for (const boxes of [0, -1, 1.5, 10_000, 21, undefined]) {
      expect(order(eye({ sphere: "-1.25", cylinder: "-1.25" }, boxes), EMPTY)).toEqual({
        ok: false,
        issues: [{ eye: "right", field: "boxes", code: "boxesRange" }],
      });
    }
    expect(order(eye({ sphere: "-1.25", cylinder: "-1.25" }, 20), EMPTY)).toMatchObject({ ok: true });
  });

  it("refuses a power the product does not offer, a missing value and a fixed value that differs", () => {
    expect(order(eye({ sphere: "-9.00", cylinder: "-1.25" }, 1), EMPTY)).toEqual({
      ok: false,
      issues: [{ eye: "right", field: "sphere", code: "valueUnknown" }],
    });
    expect(order(EMPTY, eye({ sphere: "-1.25" }, 1))).toEqual({
      ok: false,
      issues: [{ eye: "left", field: "cylinder", code: "required" }],
    });
    expect(order(eye({ sphere: "-1.25", cylinder: "-1.25", axis: "180" }, 1), EMPTY)).toMatchObject({
      ok: false,
      issues: [{ eye: "right", field: "axis", code: "valueUnknown" }],
    });
  });

  it("refuses a variant the browser resolved that the values do not name, or of another product", () => {
    expect(order(eye({ sphere: "-1.25", cylinder: "-1.25" }, 1, 2), EMPTY)).toEqual({
      ok: false,
      issues: [{ eye: "right", field: "sphere", code: "noSuchLens" }],
    });
    expect(order(eye({}, 1, 999), EMPTY)).toEqual({
      ok: false,
      issues: [{ eye: "right", field: "sphere", code: "noSuchLens" }],
    });
  });

  it("reads a variant posted without values as the values it stands for (the order fields alone)", () => {
    expect(order(eye({}, 2, 3), EMPTY)).toMatchObject({
      ok: true,
      eyes: [{ eye: "right", variant: { id: 3 } }],
    });
  });

  it("refuses a lens that cannot be bought", () => {
    expect(order(eye({ sphere: "+0.50", cylinder: "-0.75" }, 1), EMPTY)).toEqual({
      ok: false,
      issues: [{ eye: "right", field: "sphere", code: "unavailable" }],
    });
  });
});

describe("supplyDays and supplyDuration (rule:contact-lenses.supply-days)", () => {
  it("multiplies boxes, lenses per box and the days a lens is worn", () => {
    expect(supplyDays(1, 30, 1)).toBe(30);
    expect(supplyDays(2, 6, 30)).toBe(360);
    expect(supplyDays(1, 6, 14)).toBe(84);
  });

  it("says days up to two months and whole months beyond", () => {
    expect(supplyDuration(30)).toEqual({ unit: "days", count: 30 });
    expect(supplyDuration(59)).toEqual({ unit: "days", count: 59 });
    expect(supplyDuration(84)).toEqual({ unit: "months", count: 3 });
    expect(supplyDuration(360)).toEqual({ unit: "months", count: 12 });
  });
});
