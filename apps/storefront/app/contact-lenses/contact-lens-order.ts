import {
  type Availability,
  type DisplayedPrescriptionField,
  type Eye,
  formatPrescriptionValue,
  LENS_EYES,
  LENS_VALUE_FIELDS,
  type LensOrderIssue,
  type LensValueField,
  type LensValues,
  type LensVariant,
  perEyeOrder,
} from "@eyewear/shop-rules";
import { z } from "zod";
import { subscriptionChoiceFields } from "~/subscriptions/subscription-choice.ts";

/** A variant of a contact lens as the page offers it: its values, pack size, price and availability. */
export interface LensOffer extends LensVariant {
  price: number;
  availability: Availability;
}

/** What the page and the basket need of a contact lens to take a per-eye order. */
export interface ContactLensOffer {
  productId: number;
  /** Days one lens is worn (the product's wearingTime), for how long a supply lasts. */
  wearingDays: number | undefined;
  /** The pack sizes (lenses per box) it comes in, smallest first. */
  packSizes: number[];
  variants: LensOffer[];
  /** Colour names by attribute value, in the shop's language. */
  colourLabels: Record<string, string>;
}

/** The product page's address names its pack size by this parameter (rule:contact-lenses.eye-choices). */
export const PACK_SIZE_PARAMETER = "packSize";

/** The order fields end in R and L: variantIdR, quantityL (rule:contact-lenses.per-eye-order). */
export const EYE_SUFFIX: Readonly<Record<Eye, "R" | "L">> = { right: "R", left: "L" };

export function eyeFieldName(field: LensValueField | "quantity" | "variantId", eye: Eye): string {
  return `${field}${EYE_SUFFIX[eye]}`;
}

const optionalText = z.string().trim().max(20).optional();

/** The basket form of a lens order: pack size, per eye its values, boxes and resolved variant. */
export const contactLensOrderFields = {
  intent: z.literal("addContactLenses"),
  productId: z.coerce.number().int().positive(),
  packSize: optionalText,
  /** "Same values for both eyes": the left eye takes the right eye's values. */
  sameForBoth: optionalText,
  redirectTo: z.string().optional(),
  ...subscriptionChoiceFields,
  ...Object.fromEntries(
    LENS_EYES.flatMap((eye) =>
      [...LENS_VALUE_FIELDS, "quantity" as const, "variantId" as const].map((field) => [
        eyeFieldName(field, eye),
        optionalText,
      ]),
    ),
  ),
};

export type ContactLensOrderForm = { productId: number } & Record<string, string | number | undefined>;

/** A whole number as typed, NaN for anything else; undefined when left empty. */
function numberOf(text: string | number | undefined): number | undefined {
  if (text === undefined || text === "") return undefined;
  return /^[+-]?\d+$/.test(String(text).trim()) ? Number(text) : Number.NaN;
}

/** One eye's line in the basket: its variant, boxes and what it carries into the order. */
export interface EyeLine {
  variantId: number;
  quantity: number;
  customData: EyeLineData;
}

/** The prescription values of one eye, numbers as entered, the colour by name; null where none. */
export type LensPrescriptionValues = Record<Exclude<LensValueField, "contactLensColor">, number | null> & {
  contactLensColor: string | null;
};

/** A lens line's custom data: which eye, its boxes and its values. */
export type EyeLineData = {
  productType: "contactLenses";
  eye: Eye;
  quantityRight?: number;
  quantityLeft?: number;
  prescriptionValues: Partial<Record<Eye, LensPrescriptionValues>>;
};

const ISSUE_MESSAGES: Record<LensOrderIssue["code"], string> = {
  packSizeUnknown: "contactLenses.error.packSizeUnknown",
  noEye: "contactLenses.error.noEye",
  required: "contactLenses.error.required",
  valueUnknown: "contactLenses.error.valueUnknown",
  noSuchLens: "contactLenses.error.noSuchLens",
  unavailable: "contactLenses.error.unavailable",
  boxesRange: "contactLenses.error.boxesRange",
};

/** Where the page shows an issue: at the eye's field, the pack size, or above the form. */
function issueField(issue: LensOrderIssue): string {
  if (issue.field === "packSize") return "packSize";
  if (issue.eye === "both") return "";
  return eyeFieldName(issue.field === "boxes" ? "quantity" : issue.field, issue.eye);
}

function prescriptionValuesOf(
  values: LensValues,
  colourLabels: Record<string, string>,
): LensPrescriptionValues {
  const number = (field: LensValueField) => (values[field] === undefined ? null : Number(values[field]));
  const colour = values.contactLensColor;
  return {
    sphere: number("sphere"),
    cylinder: number("cylinder"),
    axis: number("axis"),
    addition: number("addition"),
    baseCurve: number("baseCurve"),
    diameter: number("diameter"),
    contactLensColor: colour === undefined ? null : (colourLabels[colour] ?? colour),
  };
}

/** The quantity field of an eye's custom data. */
export function eyeQuantityKey(eye: Eye): "quantityRight" | "quantityLeft" {
  return eye === "right" ? "quantityRight" : "quantityLeft";
}

/**
 * A posted lens order checked by rule:contact-lenses.per-eye-order against the product as the engine answers it,
 * never the form's word: the lines to add, one per ordered eye, or the translated errors at the form's fields.
 * "Same values for both eyes" copies the right eye's values to the left.
 */
export function contactLensOrder(
  form: ContactLensOrderForm,
  offer: ContactLensOffer,
): { ok: true; lines: EyeLine[] } | { ok: false; fieldErrors: Record<string, string[]> } {
  const eyeInput = (eye: Eye) => {
    const valuesOf = eye === "left" && form.sameForBoth ? "right" : eye;
    const values: LensValues = {};
    for (const field of LENS_VALUE_FIELDS) {
      const value = form[eyeFieldName(field, valuesOf)];
      if (value !== undefined && value !== "") values[field] = String(value);
    }
    return {
      values,
      boxes: numberOf(form[eyeFieldName("quantity", eye)]),
      variantId:
        form.sameForBoth && eye === "left" ? undefined : numberOf(form[eyeFieldName("variantId", eye)]),
    };
  };
  const result = perEyeOrder(
    { packSize: numberOf(form.packSize), right: eyeInput("right"), left: eyeInput("left") },
    offer.variants,
  );
  if (!result.ok) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of result.issues) {
      const field = issueField(issue);
      fieldErrors[field] = [...(fieldErrors[field] ?? []), ISSUE_MESSAGES[issue.code]];
    }
    return { ok: false, fieldErrors };
  }
  return {
    ok: true,
    lines: result.eyes.map(({ eye, variant, boxes }) => ({
      variantId: variant.id,
      quantity: boxes,
      customData: {
        productType: "contactLenses",
        eye,
        [eyeQuantityKey(eye)]: boxes,
        prescriptionValues: { [eye]: prescriptionValuesOf(variant.values, offer.colourLabels) },
      },
    })),
  };
}

const prescriptionValuesSchema = z.object({
  sphere: z.number().nullable(),
  cylinder: z.number().nullable(),
  axis: z.number().nullable(),
  addition: z.number().nullable(),
  baseCurve: z.number().nullable(),
  diameter: z.number().nullable(),
  contactLensColor: z.string().nullable(),
});

const eyeLineSchema = z.object({
  productType: z.literal("contactLenses"),
  eye: z.enum(["right", "left"]),
  quantityRight: z.number().optional(),
  quantityLeft: z.number().optional(),
  prescriptionValues: z.object({
    right: prescriptionValuesSchema.optional(),
    left: prescriptionValuesSchema.optional(),
  }),
});

/** A contact-lens line's eye and values as stored in the basket or the order; undefined for any other line. */
export function eyeLineOf(customData: unknown): { eye: Eye; values: LensPrescriptionValues } | undefined {
  const parsed = eyeLineSchema.safeParse(customData);
  if (!parsed.success) return undefined;
  const values = parsed.data.prescriptionValues[parsed.data.eye];
  return values ? { eye: parsed.data.eye, values } : undefined;
}

/** The line's custom data with the eye's boxes set to a changed quantity; undefined for any other line. */
export function withEyeQuantity(customData: unknown, quantity: number): EyeLineData | undefined {
  const parsed = eyeLineSchema.safeParse(customData);
  if (!parsed.success) return undefined;
  // Spread what was stored, so what else the line carries (a subscription definition) stays with it.
  return { ...(customData as EyeLineData), [eyeQuantityKey(parsed.data.eye)]: quantity };
}

/** The values a lens line shows, in the order opticians write them, each by the display rules. */
export function displayedLensValues(
  values: LensPrescriptionValues,
): { field: LensValueField; text: string }[] {
  return LENS_VALUE_FIELDS.flatMap((field) => {
    const value = values[field];
    if (value === null) return [];
    const text =
      typeof value === "string" ? value : formatPrescriptionValue(field as DisplayedPrescriptionField, value);
    return [{ field, text }];
  });
}

/** The display of one offered value (rule:prescription.display): "-2.25", "±0.00", "90°", "8.6", a colour's name. */
export function offeredValueText(
  field: LensValueField,
  value: string,
  colourLabels: Record<string, string>,
): string {
  return field === "contactLensColor"
    ? (colourLabels[value] ?? value)
    : formatPrescriptionValue(field, Number(value));
}
