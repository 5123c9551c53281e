import { describe, expect, it } from "vitest";
import {
  type DisplayedPrescriptionField,
  formatPrescriptionValue,
  parsePrescriptionValue,
} from "../../src/index.ts";

describe("formatPrescriptionValue (rule:prescription.display)", () => {
  it.each<[DisplayedPrescriptionField, number, string]>([
    ["sphere", 1.25, "+1.25"],
    ["sphere", -0.5, "-0.50"],
    ["sphere", 0, "±0.00"],
    ["sphere", -0.001, "±0.00"],
    ["cylinder", -2, "-2.00"],
    ["addition", 2, "+2.00"],
    ["axis", 90, "90°"],
    ["axis", 179.6, "180°"],
    ["pd", 63, "63.0 mm"],
    ["pd", 31.5, "31.5 mm"],
    ["prism", 1.5, "1.50"],
    ["prism", 0, "0.00"],
    ["prismBase", 270, "270°"],
    ["baseCurve", 8.6, "8.6"],
    ["diameter", 14, "14.0"],
  ])("shows %s %s as %s", (field, value, text) => {
    expect(formatPrescriptionValue(field, value)).toBe(text);
  });

  it("shows a missing or unreadable value as -", () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatPrescriptionValue("sphere", value)).toBe("-");
  });
});

describe("parsePrescriptionValue (rule:prescription.input)", () => {
  it.each<[DisplayedPrescriptionField, string, number | null]>([
    ["sphere", "+1,25", 1.25],
    ["sphere", "-0.5", -0.5],
    ["sphere", "−1,25", -1.25],
    ["sphere", "1.25", 1.25],
    ["sphere", "±0", 0],
    ["sphere", "±0.00", 0],
    ["sphere", "0", 0],
    ["sphere", "-0", 0],
    ["sphere", "  -2.75 ", -2.75],
    ["sphere", ".5", 0.5],
    ["sphere", "", null],
    ["sphere", "   ", null],
    ["axis", "2°", 2],
    ["axis", "180", 180],
    ["prismBase", "90 °", 90],
    ["pd", "63 mm", 63],
    ["pd", "31,5mm", 31.5],
    ["diameter", "70", 70],
    ["baseCurve", "8,6", 8.6],
  ])("reads %s %j as %s", (field, text, value) => {
    expect(parsePrescriptionValue(field, text)).toBe(value);
  });

  it.each<[DisplayedPrescriptionField, string]>([
    ["sphere", "abc"],
    ["sphere", "±1.25"],
    ["sphere", "1.2.5"],
    ["sphere", "1,25 mm"],
    ["sphere", "+-1"],
    ["axis", "90 mm"],
    ["pd", "63°"],
    ["sphere", "1e3"],
    ["sphere", "Infinity"],
  ])("refuses %s %j", (field, text) => {
    expect(parsePrescriptionValue(field, text)).toBeUndefined();
  });
});
