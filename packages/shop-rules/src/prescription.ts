export type Eye = "right" | "left";

/** One eye's values as numbers; null = not entered. */
export interface EyePrescription {
  sphere: number | null;
  cylinder: number | null;
  axis: number | null;
  addition: number | null;
  /** Monocular PD in mm, used when the prescription's binocularPd is null. */
  pd: number | null;
  prism: number | null;
  prismBase: number | null;
}

/** An eye with nothing entered. */
export const EMPTY_EYE: Readonly<EyePrescription> = Object.freeze({
  sphere: null,
  cylinder: null,
  axis: null,
  addition: null,
  pd: null,
  prism: null,
  prismBase: null,
});

export interface Prescription {
  right: EyePrescription;
  left: EyePrescription;
  binocularPd: number | null;
}

export type PrescriptionField = "sphere" | "cylinder" | "axis" | "addition" | "pd" | "prism" | "prismBase";

export type PrescriptionIssueCode =
  | "required"
  | "outOfRange"
  | "offGrid"
  | "axisRequired"
  | "axisWithoutCylinder"
  | "additionDiffers"
  | "additionRequired"
  | "pdRequired"
  | "prismBaseRequired";

export interface PrescriptionIssue {
  eye: Eye | "both";
  field: PrescriptionField | "binocularPd";
  code: PrescriptionIssueCode;
}

export interface PrescriptionLimit {
  min: number;
  max: number;
  step: number;
}

// rule:prescription.value-limits
export const PRESCRIPTION_LIMITS = {
  sphere: { min: -20, max: 20, step: 0.25 },
  cylinder: { min: -6, max: 6, step: 0.25 },
  axis: { min: 1, max: 180, step: 1 },
  addition: { min: 0.75, max: 3.5, step: 0.25 },
  binocularPd: { min: 50, max: 80, step: 0.5 },
  monocularPd: { min: 25, max: 40, step: 0.5 },
  prism: { min: 0.25, max: 5, step: 0.25 },
  prismBase: { min: 0, max: 360, step: 1 },
} as const satisfies Record<string, PrescriptionLimit>;

const EYES: readonly Eye[] = ["right", "left"];

/** Share of a step a value may be off: parsed decimals are not exact binary fractions. */
const GRID_TOLERANCE = 1e-6;

/** Whether a value counts as zero, within the same tolerance as the grid. */
function isZero(value: number): boolean {
  return Math.abs(value) < GRID_TOLERANCE;
}

// rule:prescription.value-limits
function limitIssue(value: number, limit: PrescriptionLimit): "outOfRange" | "offGrid" | undefined {
  const tolerance = GRID_TOLERANCE * limit.step;
  if (!Number.isFinite(value) || value < limit.min - tolerance || value > limit.max + tolerance)
    return "outOfRange";
  const steps = (value - limit.min) / limit.step;
  return Math.abs(steps - Math.round(steps)) > GRID_TOLERANCE ? "offGrid" : undefined;
}

/** The issue of one optional entered value, if it breaks its limit. */
function enteredValueIssues(
  eye: PrescriptionIssue["eye"],
  field: PrescriptionIssue["field"],
  value: number | null,
  limit: PrescriptionLimit,
): PrescriptionIssue[] {
  const code = value === null ? undefined : limitIssue(value, limit);
  return code ? [{ eye, field, code }] : [];
}

/** The issue of one value that must be entered: `missing` when it is not, else its limit's issue. */
function requiredValueIssues(
  eye: PrescriptionIssue["eye"],
  field: PrescriptionIssue["field"],
  value: number | null,
  limit: PrescriptionLimit,
  missing: PrescriptionIssueCode,
): PrescriptionIssue[] {
  return value === null ? [{ eye, field, code: missing }] : enteredValueIssues(eye, field, value, limit);
}

/** Whether the eye has an astigmatism correction: a cylinder other than 0. */
function hasCylinder(eye: EyePrescription): boolean {
  return eye.cylinder !== null && !isZero(eye.cylinder);
}

// rule:prescription.sphere-cylinder-range
export function sphereCylinderIssues(prescription: Prescription): PrescriptionIssue[] {
  return EYES.flatMap((eye) => {
    const { sphere, cylinder } = prescription[eye];
    return [
      ...requiredValueIssues(eye, "sphere", sphere, PRESCRIPTION_LIMITS.sphere, "required"),
      ...enteredValueIssues(eye, "cylinder", cylinder, PRESCRIPTION_LIMITS.cylinder),
    ];
  });
}

// rule:prescription.axis-with-cylinder
export function axisIssues(prescription: Prescription): PrescriptionIssue[] {
  return EYES.flatMap((eye): PrescriptionIssue[] => {
    const { axis } = prescription[eye];
    if (!hasCylinder(prescription[eye]))
      return axis === null ? [] : [{ eye, field: "axis", code: "axisWithoutCylinder" }];
    return requiredValueIssues(eye, "axis", axis, PRESCRIPTION_LIMITS.axis, "axisRequired");
  });
}

// rule:prescription.addition-both-eyes
export function additionIssues(
  prescription: Prescription,
  options: { needsAddition: boolean },
): PrescriptionIssue[] {
  if (!options.needsAddition) return [];
  const perEye = EYES.flatMap((eye) =>
    requiredValueIssues(
      eye,
      "addition",
      prescription[eye].addition,
      PRESCRIPTION_LIMITS.addition,
      "additionRequired",
    ),
  );
  const { right, left } = prescription;
  const differs =
    right.addition !== null && left.addition !== null && !isZero(right.addition - left.addition);
  return differs ? [...perEye, { eye: "both", field: "addition", code: "additionDiffers" }] : perEye;
}

// rule:prescription.pd-modes
export function pdIssues(prescription: Prescription): PrescriptionIssue[] {
  const { binocularPd } = prescription;
  if (binocularPd !== null)
    return enteredValueIssues("both", "binocularPd", binocularPd, PRESCRIPTION_LIMITS.binocularPd);
  if (prescription.right.pd === null && prescription.left.pd === null)
    return [{ eye: "both", field: "binocularPd", code: "pdRequired" }];
  return EYES.flatMap((eye) =>
    requiredValueIssues(eye, "pd", prescription[eye].pd, PRESCRIPTION_LIMITS.monocularPd, "required"),
  );
}

// rule:prescription.prism-base
export function prismIssues(prescription: Prescription): PrescriptionIssue[] {
  return EYES.flatMap((eye): PrescriptionIssue[] => {
    const { prism, prismBase } = prescription[eye];
    // A prism of 0 is no prism, like a cylinder of 0; a base without a prism has nothing to orient.
    if (prism === null || isZero(prism)) return [];
    return [
      ...enteredValueIssues(eye, "prism", prism, PRESCRIPTION_LIMITS.prism),
      ...requiredValueIssues(eye, "prismBase", prismBase, PRESCRIPTION_LIMITS.prismBase, "prismBaseRequired"),
    ];
  });
}

/** rule:prescription.values-valid — every issue of a prescription for a lens that needs (or not) an addition. */
export function prescriptionIssues(
  prescription: Prescription,
  options: { needsAddition: boolean },
): PrescriptionIssue[] {
  return [
    ...sphereCylinderIssues(prescription),
    ...axisIssues(prescription),
    ...additionIssues(prescription, options),
    ...pdIssues(prescription),
    ...prismIssues(prescription),
  ];
}

/** An axis turned by 90°, kept in 1..180 (0° and 180° are the same meridian). */
function perpendicularAxis(axis: number): number {
  return ((((axis + 89) % 180) + 180) % 180) + 1;
}

/**
 * rule:prescription.transposition — the same lens in the other cylinder notation: sphere+cyl, -cyl, axis±90 kept
 * in 1..180. cylinder 0/null returns the eye unchanged.
 */
export function transposeCylinder(eye: EyePrescription): EyePrescription {
  const { cylinder } = eye;
  if (cylinder === null || isZero(cylinder)) return eye;
  return {
    ...eye,
    sphere: eye.sphere === null ? null : eye.sphere + cylinder,
    cylinder: -cylinder,
    axis: eye.axis === null ? null : perpendicularAxis(eye.axis),
  };
}

/**
 * The eye in minus-cylinder notation (what we make); unchanged when the cylinder is already ≤ 0 or absent
 * (rule:prescription.transposition).
 */
export function toMinusCylinder(eye: EyePrescription): EyePrescription {
  return eye.cylinder !== null && eye.cylinder > 0 ? transposeCylinder(eye) : eye;
}

/** The powers of the eye's two principal meridians, sphere and sphere + cylinder; none without a sphere. */
export function meridianPowers(eye: EyePrescription): number[] {
  if (eye.sphere === null) return [];
  return [eye.sphere, eye.sphere + (eye.cylinder ?? 0)];
}

/**
 * rule:prescription.unusual-values — warnings for the confirm step: values that are possible but worth a second
 * look.
 */
export type PrescriptionWarningCode =
  | "anisometropia"
  | "highCylinder"
  | "highSphere"
  | "signsDiffer"
  | "axisDiffersStrongly";

// rule:prescription.unusual-values
export const PRESCRIPTION_WARNING_THRESHOLDS = {
  /** Dioptres between the eyes' spherical equivalents above which the two lenses differ unusually much. */
  anisometropia: 3,
  /** Dioptres of cylinder above which the astigmatism is unusually strong. */
  highCylinder: 4,
  /** Dioptres of a meridian's power above which the lens is unusually strong. */
  highSphere: 10,
  /** Dioptres of spherical equivalent from which a short-sighted and a long-sighted eye are a real contrast. */
  signsDiffer: 1,
  /** Degrees the axes may differ, directly and as mirror images, before the pair looks mistyped. */
  axisDifference: 45,
} as const;

/** The eye's mean power, sphere plus half the cylinder; undefined without a sphere. */
export function sphericalEquivalent(eye: EyePrescription): number | undefined {
  return eye.sphere === null ? undefined : eye.sphere + (eye.cylinder ?? 0) / 2;
}

/** Degrees between two axes on the 180° half-circle, 0 to 90. */
function axisDistance(first: number, second: number): number {
  const difference = Math.abs(first - second) % 180;
  return Math.min(difference, 180 - difference);
}

/** Whether both eyes have a cylinder whose axes (compared in minus-cylinder notation) are far apart. */
function axesDifferStrongly(right: EyePrescription, left: EyePrescription): boolean {
  if (!hasCylinder(right) || !hasCylinder(left)) return false;
  const rightAxis = toMinusCylinder(right).axis;
  const leftAxis = toMinusCylinder(left).axis;
  if (rightAxis === null || leftAxis === null) return false;
  // The eyes' axes are often mirror images of each other (right 20°, left 160°), which is as usual as equal axes.
  const limit = PRESCRIPTION_WARNING_THRESHOLDS.axisDifference;
  return axisDistance(rightAxis, leftAxis) > limit && axisDistance(rightAxis, 180 - leftAxis) > limit;
}

// rule:prescription.unusual-values
export function prescriptionWarnings(prescription: Prescription): PrescriptionWarningCode[] {
  const { right, left } = prescription;
  const limits = PRESCRIPTION_WARNING_THRESHOLDS;
  const eyes = [right, left];
  const rightEquivalent = sphericalEquivalent(right);
  const leftEquivalent = sphericalEquivalent(left);
  const bothEquivalents = rightEquivalent !== undefined && leftEquivalent !== undefined;
  const warnings: Record<PrescriptionWarningCode, boolean> = {
    anisometropia: bothEquivalents && Math.abs(rightEquivalent - leftEquivalent) > limits.anisometropia,
    highCylinder: eyes.some((eye) => Math.abs(eye.cylinder ?? 0) > limits.highCylinder),
    highSphere: eyes.some((eye) => meridianPowers(eye).some((power) => Math.abs(power) > limits.highSphere)),
    signsDiffer:
      bothEquivalents &&
      Math.min(rightEquivalent, leftEquivalent) <= -limits.signsDiffer &&
      Math.max(rightEquivalent, leftEquivalent) >= limits.signsDiffer,
    axisDiffersStrongly: axesDifferStrongly(right, left),
  };
  return (Object.keys(warnings) as PrescriptionWarningCode[]).filter((code) => warnings[code]);
}
