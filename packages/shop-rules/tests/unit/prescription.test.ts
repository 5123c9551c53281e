import { describe, expect, it } from "vitest";
import {
  type EyePrescription,
  PRESCRIPTION_LIMITS,
  type PrescriptionIssue,
  prescriptionIssues,
  prescriptionWarnings,
  sphericalEquivalent,
  toMinusCylinder,
  transposeCylinder,
} from "../../src/index.ts";
import { eyeWith, prescriptionWith } from "../cases/prescriptions.ts";

const singleVision = { needsAddition: false };
const varifocal = { needsAddition: true };

/** The issues of the default valid prescription with one eye's values changed. */
const rightEyeIssues = (right: Partial<EyePrescription>) =>
  prescriptionIssues(prescriptionWith({ right }), singleVision);

describe("prescriptionIssues (rule:prescription.values-valid)", () => {
  it("finds nothing wrong with a complete single-vision prescription", () => {
    expect(prescriptionIssues(prescriptionWith(), singleVision)).toEqual([]);
  });

  it("lists every issue of an empty varifocal prescription, sphere first", () => {
    const empty = { right: eyeWith(), left: eyeWith(), binocularPd: null };
    expect(prescriptionIssues(empty, varifocal)).toEqual<PrescriptionIssue[]>([
      { eye: "right", field: "sphere", code: "required" },
      { eye: "left", field: "sphere", code: "required" },
      { eye: "right", field: "addition", code: "additionRequired" },
      { eye: "left", field: "addition", code: "additionRequired" },
      { eye: "both", field: "binocularPd", code: "pdRequired" },
    ]);
  });
});

describe("PRESCRIPTION_LIMITS (rule:prescription.value-limits, rule:prescription.sphere-cylinder-range)", () => {
  it.each([
    [-20, []],
    [20, []],
    [0, []],
    [-20.25, [{ eye: "right", field: "sphere", code: "outOfRange" }]],
    [20.25, [{ eye: "right", field: "sphere", code: "outOfRange" }]],
    [1.1, [{ eye: "right", field: "sphere", code: "offGrid" }]],
    [Number.NaN, [{ eye: "right", field: "sphere", code: "outOfRange" }]],
  ])("sphere %s gives %j", (sphere, issues) => {
    expect(rightEyeIssues({ sphere })).toEqual(issues);
  });

  it("tolerates the rounding of a parsed decimal but not a real miss of the grid", () => {
    expect(rightEyeIssues({ sphere: -1.2500000001 })).toEqual([]);
    expect(rightEyeIssues({ sphere: 20.0000000001 })).toEqual([]);
    expect(rightEyeIssues({ sphere: -1.26 })).toEqual([{ eye: "right", field: "sphere", code: "offGrid" }]);
  });

  it.each([
    [-6, []],
    [6, []],
    [-6.25, [{ eye: "right", field: "cylinder", code: "outOfRange" }]],
    [6.25, [{ eye: "right", field: "cylinder", code: "outOfRange" }]],
    [-0.3, [{ eye: "right", field: "cylinder", code: "offGrid" }]],
  ])("cylinder %s (axis 90) gives %j", (cylinder, issues) => {
    expect(rightEyeIssues({ cylinder, axis: 90 })).toEqual(issues);
  });

  it("requires a sphere for each eye but no cylinder", () => {
    expect(rightEyeIssues({ sphere: null })).toEqual([{ eye: "right", field: "sphere", code: "required" }]);
    expect(rightEyeIssues({ cylinder: null, axis: null })).toEqual([]);
  });

  it("keeps the limits the configurator offers", () => {
    expect(PRESCRIPTION_LIMITS.sphere).toEqual({ min: -20, max: 20, step: 0.25 });
    expect(PRESCRIPTION_LIMITS.binocularPd).toEqual({ min: 50, max: 80, step: 0.5 });
  });
});

describe("axis (rule:prescription.axis-with-cylinder)", () => {
  it.each([
    [{ cylinder: -0.5, axis: 1 }, []],
    [{ cylinder: -0.5, axis: 180 }, []],
    [{ cylinder: -0.5, axis: 0 }, [{ eye: "right", field: "axis", code: "outOfRange" }]],
    [{ cylinder: -0.5, axis: 181 }, [{ eye: "right", field: "axis", code: "outOfRange" }]],
    [{ cylinder: -0.5, axis: 90.5 }, [{ eye: "right", field: "axis", code: "offGrid" }]],
    [{ cylinder: -0.5, axis: null }, [{ eye: "right", field: "axis", code: "axisRequired" }]],
    [{ cylinder: 0, axis: 90 }, [{ eye: "right", field: "axis", code: "axisWithoutCylinder" }]],
    [{ cylinder: null, axis: 90 }, [{ eye: "right", field: "axis", code: "axisWithoutCylinder" }]],
    [{ cylinder: 0, axis: null }, []],
  ])("%j gives %j", (values, issues) => {
    expect(rightEyeIssues(values)).toEqual(issues);
  });
});

describe("addition (rule:prescription.addition-both-eyes)", () => {
  const withAdditions = (right: number | null, left: number | null) =>
    prescriptionWith({ right: { addition: right }, left: { addition: left } });

  it.each([
    [0.75, 0.75, []],
    [3.5, 3.5, []],
    [0.5, 0.5, ["right outOfRange", "left outOfRange"]],
    [3.75, 3.75, ["right outOfRange", "left outOfRange"]],
    [2.1, 2.1, ["right offGrid", "left offGrid"]],
    [2, 2.25, ["both additionDiffers"]],
    [2, null, ["left additionRequired"]],
    [2, 2.0000000001, []],
  ])("right %s, left %s gives %j", (right, left, issues) => {
    const found = prescriptionIssues(withAdditions(right, left), varifocal);
    expect(found.map((issue) => `${issue.eye} ${issue.code}`)).toEqual(issues);
    expect(found.every((issue) => issue.field === "addition")).toBe(true);
  });

  it("ignores an entered addition when the lens needs none", () => {
    expect(prescriptionIssues(withAdditions(9, 1), singleVision)).toEqual([]);
  });
});

describe("PD (rule:prescription.pd-modes)", () => {
  const withPds = (binocularPd: number | null, right: number | null, left: number | null) =>
    prescriptionIssues(
      prescriptionWith({ binocularPd, right: { pd: right }, left: { pd: left } }),
      singleVision,
    );

  it.each([
    [50, null, null, []],
    [80, null, null, []],
    [49.5, null, null, [{ eye: "both", field: "binocularPd", code: "outOfRange" }]],
    [80.5, null, null, [{ eye: "both", field: "binocularPd", code: "outOfRange" }]],
    [63.2, null, null, [{ eye: "both", field: "binocularPd", code: "offGrid" }]],
    [63, 99, 1, []],
    [null, 25, 40, []],
    [null, 24.5, 40.5, ["right", "left"].map((eye) => ({ eye, field: "pd", code: "outOfRange" }))],
    [null, 31.7, 32, [{ eye: "right", field: "pd", code: "offGrid" }]],
    [null, 31.5, null, [{ eye: "left", field: "pd", code: "required" }]],
    [null, null, null, [{ eye: "both", field: "binocularPd", code: "pdRequired" }]],
  ])("binocular %s, right %s, left %s gives %j", (binocularPd, right, left, issues) => {
    expect(withPds(binocularPd, right, left)).toEqual(issues);
  });
});

describe("prism (rule:prescription.prism-base)", () => {
  it.each([
    [{ prism: 0.25, prismBase: 0 }, []],
    [{ prism: 5, prismBase: 360 }, []],
    [{ prism: null, prismBase: 90 }, []],
    [{ prism: 0, prismBase: null }, []],
    [{ prism: 5.25, prismBase: 90 }, [{ eye: "right", field: "prism", code: "outOfRange" }]],
    [{ prism: 0.1, prismBase: 90 }, [{ eye: "right", field: "prism", code: "outOfRange" }]],
    [{ prism: -0.25, prismBase: 90 }, [{ eye: "right", field: "prism", code: "outOfRange" }]],
    [{ prism: 1.1, prismBase: 90 }, [{ eye: "right", field: "prism", code: "offGrid" }]],
    [{ prism: 1, prismBase: null }, [{ eye: "right", field: "prismBase", code: "prismBaseRequired" }]],
    [{ prism: 1, prismBase: 361 }, [{ eye: "right", field: "prismBase", code: "outOfRange" }]],
    [{ prism: 1, prismBase: -1 }, [{ eye: "right", field: "prismBase", code: "outOfRange" }]],
    [{ prism: 1, prismBase: 45.5 }, [{ eye: "right", field: "prismBase", code: "offGrid" }]],
  ])("%j gives %j", (values, issues) => {
    expect(rightEyeIssues(values)).toEqual(issues);
  });
});

describe("transposeCylinder and toMinusCylinder (rule:prescription.transposition)", () => {
  it.each([
    [
      { sphere: 1, cylinder: -2, axis: 90 },
      { sphere: -1, cylinder: 2, axis: 180 },
    ],
    [
      { sphere: -1, cylinder: 2, axis: 180 },
      { sphere: 1, cylinder: -2, axis: 90 },
    ],
    [
      { sphere: 0, cylinder: 0.5, axis: 1 },
      { sphere: 0.5, cylinder: -0.5, axis: 91 },
    ],
    [
      { sphere: 0, cylinder: 0.5, axis: 100 },
      { sphere: 0.5, cylinder: -0.5, axis: 10 },
    ],
  ])("writes %j as %j", (values, transposed) => {
    expect(transposeCylinder(eyeWith({ ...values, pd: 31.5 }))).toEqual(eyeWith({ ...transposed, pd: 31.5 }));
  });

  it("leaves an eye without a cylinder as it is", () => {
    for (const cylinder of [null, 0]) {
      const eye = eyeWith({ sphere: -2, cylinder, axis: 90 });
      expect(transposeCylinder(eye)).toEqual(eye);
    }
  });

  it("keeps what it cannot know unknown", () => {
    expect(transposeCylinder(eyeWith({ cylinder: 1 }))).toEqual(eyeWith({ cylinder: -1 }));
  });

  it("transposes only plus cylinders into the minus-cylinder notation we make", () => {
    const plus = eyeWith({ sphere: -3, cylinder: 1.25, axis: 45 });
    const minus = eyeWith({ sphere: -1.75, cylinder: -1.25, axis: 135 });
    expect(toMinusCylinder(plus)).toEqual(minus);
    expect(toMinusCylinder(minus)).toEqual(minus);
    expect(toMinusCylinder(eyeWith({ sphere: 2 }))).toEqual(eyeWith({ sphere: 2 }));
  });
});

describe("prescriptionWarnings (rule:prescription.unusual-values)", () => {
  const warningsFor = (right: Partial<EyePrescription>, left: Partial<EyePrescription> = {}) =>
    prescriptionWarnings({ right: eyeWith(right), left: eyeWith(left), binocularPd: 63 });

  it("has nothing to say about an ordinary prescription", () => {
    expect(
      warningsFor({ sphere: -2, cylinder: -0.75, axis: 10 }, { sphere: -2.5, cylinder: -1, axis: 170 }),
    ).toEqual([]);
    expect(warningsFor({})).toEqual([]);
  });

  it("warns of spherical equivalents more than 3 dioptres apart", () => {
    expect(sphericalEquivalent(eyeWith({ sphere: -1, cylinder: -1 }))).toBe(-1.5);
    expect(warningsFor({ sphere: -1 }, { sphere: -4 })).toEqual([]);
    expect(warningsFor({ sphere: -1 }, { sphere: -4.25 })).toEqual(["anisometropia"]);
    expect(warningsFor({ sphere: -1, cylinder: -0.5, axis: 90 }, { sphere: -4 })).toEqual([]);
  });

  it("warns of a cylinder stronger than ±4 and a meridian stronger than ±10", () => {
    expect(warningsFor({ sphere: 0, cylinder: -4, axis: 90 }, { sphere: 0, cylinder: -4, axis: 90 })).toEqual(
      [],
    );
    expect(
      warningsFor({ sphere: 0, cylinder: 4.25, axis: 90 }, { sphere: 2, cylinder: 4.25, axis: 90 }),
    ).toEqual(["highCylinder"]);
    expect(warningsFor({ sphere: -10 }, { sphere: -10 })).toEqual([]);
    expect(warningsFor({ sphere: 10.25 }, { sphere: 10.25 })).toEqual(["highSphere"]);
    expect(
      warningsFor({ sphere: -8, cylinder: -2.5, axis: 5 }, { sphere: -8, cylinder: -2.5, axis: 5 }),
    ).toEqual(["highSphere"]);
  });

  it("warns when one eye is short-sighted by a dioptre or more and the other long-sighted as much", () => {
    expect(warningsFor({ sphere: -1 }, { sphere: 1 })).toEqual(["signsDiffer"]);
    expect(warningsFor({ sphere: -0.75 }, { sphere: 1 })).toEqual([]);
    expect(warningsFor({ sphere: -2 }, { sphere: 2 })).toEqual(["anisometropia", "signsDiffer"]);
  });

  it("warns when the axes are more than 45° apart, directly and as mirror images", () => {
    const axes = (right: number, left: number, leftCylinder = -1) =>
      warningsFor(
        { sphere: 0, cylinder: -1, axis: right },
        { sphere: 0, cylinder: leftCylinder, axis: left },
      );
    expect(axes(90, 180)).toEqual(["axisDiffersStrongly"]);
    expect(axes(20, 160)).toEqual([]);
    expect(axes(45, 135)).toEqual([]);
    expect(axes(10, 55)).toEqual([]);
    expect(axes(10, 56)).toEqual(["axisDiffersStrongly"]);
    expect(axes(170, 5)).toEqual([]);
    // The same lens written in plus-cylinder notation: axis 90 + 90.
    expect(axes(90, 90, 1)).toEqual(["axisDiffersStrongly"]);
    expect(axes(90, 180, 1)).toEqual([]);
  });
});
