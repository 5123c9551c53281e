import { EMPTY_EYE, type EyePrescription, type Prescription } from "../../src/index.ts";

/** An eye with nothing entered but what the test names. */
export function eyeWith(values: Partial<EyePrescription> = {}): EyePrescription {
  return { ...EMPTY_EYE, ...values };
}

/** A complete, valid prescription for a single-vision lens (−1.00 / −0.50 × 180, PD 63), with the test's changes. */
export function prescriptionWith(
  changes: {
    right?: Partial<EyePrescription>;
    left?: Partial<EyePrescription>;
    binocularPd?: number | null;
  } = {},
): Prescription {
  const valid = { sphere: -1, cylinder: -0.5, axis: 180 };
  return {
    right: eyeWith({ ...valid, ...changes.right }),
    left: eyeWith({ ...valid, ...changes.left }),
    binocularPd: changes.binocularPd === undefined ? 63 : changes.binocularPd,
  };
}
