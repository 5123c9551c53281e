import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DisplayedPrescriptionField,
  type EyePrescription,
  formatPrescriptionValue,
  PRESCRIPTION_LIMITS,
  type Prescription,
  type PrescriptionLimit,
  parsePrescriptionValue,
  prescriptionIssues,
  recommendedLensIndex,
  toMinusCylinder,
  transposeCylinder,
} from "../../src/index.ts";
import { eyeWith } from "../cases/prescriptions.ts";

/** Any value on a limit's grid, from its minimum to its maximum. */
const onGrid = ({ min, max, step }: PrescriptionLimit) =>
  fc.integer({ min: 0, max: Math.round((max - min) / step) }).map((steps) => min + steps * step);

/** Base curve and diameter have no limits of ours; any tenth shows and reads back. */
const tenths = fc.integer({ min: 0, max: 900 }).map((tenthsOf) => tenthsOf / 10);

/** A cylinder other than 0 with its axis, or none. */
const cylinderWithAxis = fc.option(
  fc.record({
    cylinder: onGrid(PRESCRIPTION_LIMITS.cylinder).filter((cylinder) => cylinder !== 0),
    axis: onGrid(PRESCRIPTION_LIMITS.axis),
  }),
);

const prismWithBase = fc.option(
  fc.record({ prism: onGrid(PRESCRIPTION_LIMITS.prism), prismBase: onGrid(PRESCRIPTION_LIMITS.prismBase) }),
);

const validEye = (addition: number, pd: number | null): fc.Arbitrary<EyePrescription> =>
  fc
    .record({ sphere: onGrid(PRESCRIPTION_LIMITS.sphere), cylinder: cylinderWithAxis, prism: prismWithBase })
    .map(({ sphere, cylinder, prism }) => eyeWith({ sphere, addition, pd, ...cylinder, ...prism }));

/** A valid prescription for a varifocal lens, its PD given either way. */
const validPrescription: fc.Arbitrary<Prescription> = fc
  .record({
    addition: onGrid(PRESCRIPTION_LIMITS.addition),
    binocularPd: fc.option(onGrid(PRESCRIPTION_LIMITS.binocularPd)),
    monocularPds: fc.tuple(onGrid(PRESCRIPTION_LIMITS.monocularPd), onGrid(PRESCRIPTION_LIMITS.monocularPd)),
  })
  .chain(({ addition, binocularPd, monocularPds: [rightPd, leftPd] }) =>
    fc.record({
      right: validEye(addition, binocularPd === null ? rightPd : null),
      left: validEye(addition, binocularPd === null ? leftPd : null),
      binocularPd: fc.constant(binocularPd),
    }),
  );

const validEyeAlone = validPrescription.map((prescription) => prescription.right);

/** The power in each principal meridian, by its direction in degrees (0 for 180). */
function powersByMeridian(eye: EyePrescription): Map<number, number> {
  const { sphere, cylinder, axis } = eye;
  if (sphere === null || cylinder === null || axis === null) return new Map();
  return new Map([
    [axis % 180, sphere],
    [(axis + 90) % 180, sphere + cylinder],
  ]);
}

describe("properties of the prescription rules", () => {
  it("finds no issue in any valid prescription (rule:prescription.values-valid)", () => {
    fc.assert(
      fc.property(validPrescription, (prescription) => {
        expect(prescriptionIssues(prescription, { needsAddition: true })).toEqual([]);
        expect(prescriptionIssues(prescription, { needsAddition: false })).toEqual([]);
      }),
    );
  });

  it("gives back the original eye when transposing twice (rule:prescription.transposition)", () => {
    fc.assert(
      fc.property(validEyeAlone, (eye) => {
        expect(transposeCylinder(transposeCylinder(eye))).toEqual(eye);
      }),
    );
  });

  it("keeps both meridian powers when transposing (rule:prescription.transposition)", () => {
    fc.assert(
      fc.property(validEyeAlone, (eye) => {
        expect(powersByMeridian(transposeCylinder(eye))).toEqual(powersByMeridian(eye));
      }),
    );
  });

  it("writes every eye with a cylinder of 0 or below in minus-cylinder notation (rule:prescription.transposition)", () => {
    fc.assert(
      fc.property(validEyeAlone, (eye) => {
        const minus = toMinusCylinder(eye);
        expect(minus.cylinder ?? 0).toBeLessThanOrEqual(0);
        expect(powersByMeridian(minus)).toEqual(powersByMeridian(eye));
      }),
    );
  });

  const fieldValues: [DisplayedPrescriptionField, fc.Arbitrary<number>][] = [
    ["sphere", onGrid(PRESCRIPTION_LIMITS.sphere)],
    ["cylinder", onGrid(PRESCRIPTION_LIMITS.cylinder)],
    ["axis", onGrid(PRESCRIPTION_LIMITS.axis)],
    ["addition", onGrid(PRESCRIPTION_LIMITS.addition)],
    ["pd", fc.oneof(onGrid(PRESCRIPTION_LIMITS.monocularPd), onGrid(PRESCRIPTION_LIMITS.binocularPd))],
    ["prism", onGrid(PRESCRIPTION_LIMITS.prism)],
    ["prismBase", onGrid(PRESCRIPTION_LIMITS.prismBase)],
    ["baseCurve", tenths],
    ["diameter", tenths],
  ];

  it.each(fieldValues)(
    "reads back the shown %s as the same value (rule:prescription.display, rule:prescription.input)",
    (field, values) => {
      fc.assert(
        fc.property(values, (value) => {
          expect(parsePrescriptionValue(field, formatPrescriptionValue(field, value))).toBe(value);
        }),
      );
    },
  );

  it("never recommends a thinner lens for stronger powers (rule:prescription.lens-strength-tier)", () => {
    fc.assert(
      fc.property(validPrescription, fc.double({ min: 1, max: 4, noNaN: true }), (prescription, factor) => {
        const stronger = (eye: EyePrescription) => ({
          ...eye,
          sphere: eye.sphere === null ? null : eye.sphere * factor,
          cylinder: eye.cylinder === null ? null : eye.cylinder * factor,
        });
        const strengthened = {
          ...prescription,
          right: stronger(prescription.right),
          left: stronger(prescription.left),
        };
        expect(recommendedLensIndex(strengthened)).toBeGreaterThanOrEqual(recommendedLensIndex(prescription));
      }),
    );
  });
});
