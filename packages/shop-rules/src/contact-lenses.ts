import type { Eye } from "./prescription.ts";

/** Right first, as opticians write a prescription. */
export const LENS_EYES: readonly Eye[] = ["right", "left"];

/** The values a contact lens is made to, as its variants' attributes name them. */
export const LENS_VALUE_FIELDS = [
  "sphere",
  "cylinder",
  "axis",
  "addition",
  "contactLensColor",
  "baseCurve",
  "diameter",
] as const;

export type LensValueField = (typeof LENS_VALUE_FIELDS)[number];

/** One eye's values as attribute values ("-2.25", "90", "blue"); a field the eye leaves open is missing. */
export type LensValues = Partial<Record<LensValueField, string>>;

/** A variant of a contact lens: one set of values in one pack size. */
export interface LensVariant {
  id: number;
  /** Lenses per box. */
  packSize: number;
  values: LensValues;
  available: boolean;
}

/** A value the shopper chooses between (several on offer), or one the product has only one of. */
export type LensChoice =
  | { field: LensValueField; kind: "choose"; values: string[] }
  | { field: LensValueField; kind: "fixed"; value: string };

const byNumber = (a: string, b: string) => Number(a) - Number(b);
const NUMERIC: ReadonlySet<LensValueField> = new Set([
  "sphere",
  "cylinder",
  "axis",
  "addition",
  "baseCurve",
  "diameter",
]);

/**
 * rule:contact-lenses.eye-choices — per eye, every value the product's variants of the pack size vary in is a
 * choice (numbers in ascending order, colours as the catalogue lists them); a value the product has only one of is
 * shown as it is, not offered as a choice; values the product has none of are left out.
 */
export function lensChoices(variants: readonly LensVariant[], packSize: number): LensChoice[] {
  const ofPack = variants.filter((variant) => variant.packSize === packSize);
  return LENS_VALUE_FIELDS.flatMap((field): LensChoice[] => {
    const values = [...new Set(ofPack.flatMap((variant) => variant.values[field] ?? []))];
    if (values.length === 0) return [];
    if (values.length === 1) return [{ field, kind: "fixed", value: values[0]! }];
    return [{ field, kind: "choose", values: NUMERIC.has(field) ? values.sort(byNumber) : values }];
  });
}

/** The smallest number of boxes per eye and the largest. */
export const LENS_BOXES = { min: 1, max: 20 } as const;

/** One eye of a posted order: its chosen values, boxes and the variant the browser resolved, each maybe missing. */
export interface EyeOrderInput {
  values: LensValues;
  boxes: number | undefined;
  variantId: number | undefined;
}

export interface LensOrderInput {
  packSize: number | undefined;
  right: EyeOrderInput;
  left: EyeOrderInput;
}

export type LensOrderIssueCode =
  | "packSizeUnknown"
  | "noEye"
  | "required"
  | "valueUnknown"
  | "noSuchLens"
  | "unavailable"
  | "boxesRange";

export interface LensOrderIssue {
  eye: Eye | "both";
  field: LensValueField | "boxes" | "packSize";
  code: LensOrderIssueCode;
}

export interface OrderedEye {
  eye: Eye;
  variant: LensVariant;
  boxes: number;
}

export type LensOrderResult = { ok: true; eyes: OrderedEye[] } | { ok: false; issues: LensOrderIssue[] };

/** An eye with nothing chosen; where the product offers no choice at all, an eye is ordered by its boxes alone. */
function isEyeLeftEmpty(eye: EyeOrderInput, choices: readonly LensChoice[]): boolean {
  const nothingChosen =
    eye.variantId === undefined && LENS_VALUE_FIELDS.every((field) => eye.values[field] === undefined);
  return nothingChosen && (choices.some((choice) => choice.kind === "choose") || eye.boxes === undefined);
}

/** The variant of the pack size whose values are the chosen ones, for every value the shopper chooses. */
function resolveEye(
  eye: Eye,
  input: EyeOrderInput,
  choices: readonly LensChoice[],
  ofPack: readonly LensVariant[],
): { variant: LensVariant } | { issues: LensOrderIssue[] } {
  const chosen = choices.filter((choice) => choice.kind === "choose");
  // A posted variant without values is read as the values it stands for (the order fields variantIdR/L and quantityR/L alone).
  const first = chosen[0]?.field ?? "sphere";
  const nothingChosen = chosen.every((choice) => input.values[choice.field] === undefined);
  let values = input.values;
  if (nothingChosen && input.variantId !== undefined) {
    const named = ofPack.find((candidate) => candidate.id === input.variantId);
    if (!named) return { issues: [{ eye, field: first, code: "noSuchLens" }] };
    values = named.values;
  }
  const issues: LensOrderIssue[] = [];
  for (const choice of chosen) {
    const value = values[choice.field];
    if (value === undefined) issues.push({ eye, field: choice.field, code: "required" });
    else if (!choice.values.includes(value)) issues.push({ eye, field: choice.field, code: "valueUnknown" });
  }
  for (const choice of choices) {
    const value = input.values[choice.field];
    if (choice.kind === "fixed" && value !== undefined && value !== choice.value)
      issues.push({ eye, field: choice.field, code: "valueUnknown" });
  }
  if (issues.length > 0) return { issues };
  const variant = ofPack.find((candidate) =>
    chosen.every((choice) => candidate.values[choice.field] === values[choice.field]),
  );
  // The browser's variant is checked against the values, never taken alone.
  if (!variant || (input.variantId !== undefined && input.variantId !== variant.id))
    return { issues: [{ eye, field: first, code: "noSuchLens" }] };
  if (!variant.available) return { issues: [{ eye, field: first, code: "unavailable" }] };
  return { variant };
}

/**
 * rule:contact-lenses.per-eye-order — an order names an offered pack size and at least one eye (either may be left
 * empty, not both). Each ordered eye's values must be values the product offers and together name one of its
 * variants in that pack size, which must be available; a variant the browser resolved must be that very variant.
 * Each ordered eye takes 1 to 20 boxes.
 */
export function perEyeOrder(input: LensOrderInput, variants: readonly LensVariant[]): LensOrderResult {
  const ofPack = variants.filter((variant) => variant.packSize === input.packSize);
  if (input.packSize === undefined || ofPack.length === 0)
    return { ok: false, issues: [{ eye: "both", field: "packSize", code: "packSizeUnknown" }] };
  const choices = lensChoices(variants, input.packSize);
  const ordered = LENS_EYES.filter((eye) => !isEyeLeftEmpty(input[eye], choices));
  if (ordered.length === 0) return { ok: false, issues: [{ eye: "both", field: "sphere", code: "noEye" }] };
  const issues: LensOrderIssue[] = [];
  const eyes: OrderedEye[] = [];
  for (const eye of ordered) {
    const { boxes } = input[eye];
    if (boxes === undefined || !Number.isInteger(boxes) || boxes < LENS_BOXES.min || boxes > LENS_BOXES.max)
      issues.push({ eye, field: "boxes", code: "boxesRange" });
    const resolved = resolveEye(eye, input[eye], choices, ofPack);
    if ("issues" in resolved) issues.push(...resolved.issues);
    else if (boxes !== undefined) eyes.push({ eye, variant: resolved.variant, boxes });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, eyes };
}

/**
 * rule:contact-lenses.supply-days — how many days one eye's boxes last: boxes × lenses per box × the days one lens
 * is worn (1 for daily lenses, 14 or 30 for others).
 */
export function supplyDays(boxes: number, lensesPerBox: number, wearingDays: number): number {
  return boxes * lensesPerBox * wearingDays;
}

/** A supply's length as the page says it: "ca. N Tage" up to two months, "ca. N Monate" beyond. */
export function supplyDuration(days: number): { unit: "days" | "months"; count: number } {
  return days < 60 ? { unit: "days", count: days } : { unit: "months", count: Math.round(days / 30) };
}
