import type { PrescriptionField } from "./prescription.ts";

export type DisplayedPrescriptionField = PrescriptionField | "baseCurve" | "diameter";

interface DisplayFormat {
  decimals: number;
  /** Powers show their sign, so a minus can never be overlooked. */
  signed: boolean;
  unit: "" | "°" | " mm";
}

// rule:prescription.display
const DISPLAY_FORMATS: Readonly<Record<DisplayedPrescriptionField, DisplayFormat>> = {
  sphere: { decimals: 2, signed: true, unit: "" },
  cylinder: { decimals: 2, signed: true, unit: "" },
  addition: { decimals: 2, signed: true, unit: "" },
  axis: { decimals: 0, signed: false, unit: "°" },
  pd: { decimals: 1, signed: false, unit: " mm" },
  prism: { decimals: 2, signed: false, unit: "" },
  prismBase: { decimals: 0, signed: false, unit: "°" },
  baseCurve: { decimals: 1, signed: false, unit: "" },
  diameter: { decimals: 1, signed: false, unit: "" },
};

/**
 * rule:prescription.display — sphere and cylinder 2 decimals with explicit sign (+1.25, -0.50, zero "±0.00"); axis 0
 * decimals with "°"; pd 1 decimal with " mm"; addition like sphere ("+2.00"); prism 2 decimals (no sign); prismBase
 * 0 decimals with "°"; baseCurve and diameter 1 decimal; null/NaN/invalid → "-".
 */
export function formatPrescriptionValue(
  field: DisplayedPrescriptionField,
  value: number | null | undefined,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  const { decimals, signed, unit } = DISPLAY_FORMATS[field];
  const digits = Math.abs(value).toFixed(decimals);
  // A value that rounds to zero has no sign worth showing, whichever side of zero it lies.
  const isZero = Number(digits) === 0;
  const sign = isZero ? (signed ? "±" : "") : value < 0 ? "-" : signed ? "+" : "";
  return `${sign}${digits}${unit}`;
}

/** Sign, digits with a decimal point or comma, and the unit the display may add, each optional but the digits. */
const VALUE_INPUT = /^([+\-−±]?)\s*(\d+(?:[.,]\d*)?|[.,]\d+)\s*(°|mm)?$/;

/**
 * The inverse for form input (rule:prescription.input): accepts "+1,25", "-0.5", "1.25", "±0", "0", "", "2°",
 * "63 mm"; returns null for empty, NaN-free number otherwise or undefined when unreadable.
 */
export function parsePrescriptionValue(
  field: DisplayedPrescriptionField,
  text: string,
): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const match = VALUE_INPUT.exec(trimmed);
  if (!match) return undefined;
  const [, sign, digits, unit] = match;
  if (unit !== undefined && unit !== DISPLAY_FORMATS[field].unit.trim()) return undefined;
  const magnitude = Number(digits!.replace(",", "."));
  // "±" only makes sense for zero: any other value would be two values.
  if (sign === "±" && magnitude !== 0) return undefined;
  return sign === "-" || sign === "−" ? 0 - magnitude : magnitude;
}
