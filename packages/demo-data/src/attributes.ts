import {
  ARTICLE_KINDS,
  ATTRIBUTE_GROUPS,
  type AttributeGroupKey,
  BASE_CURVES,
  COLOUR_DETAILS,
  COLOUR_FAMILIES,
  CONTACT_LENS_COLOURS,
  CONTACT_LENS_TYPES,
  DIAMETERS,
  EYE_CARE_PRODUCT_TYPES,
  FRAME_COLOURS,
  FRAME_MATERIALS,
  FRAME_SHAPES,
  FRAME_SIZE_CLASS_LABELS,
  GENDERS,
  LENS_COLOURS,
  ONE_SIZE,
  PACKING_TYPES,
  WEARING_TIMES,
  YES_NO,
} from "./vocabulary/attributes.ts";
import { sameInAllLanguages, type Translations } from "./vocabulary/languages.ts";
import {
  LENS_FRAME_TYPES,
  LENS_QUALITY_FORM_LABELS,
  LENS_QUALITY_TIERS,
  LENS_SERVICES,
  LENS_TINTINGS,
  LENS_TYPES,
} from "./vocabulary/lenses.ts";

/** Attribute values of a product or variant by group key, as stored in the attributes jsonb column. */
export type AttributeMap = Partial<Record<AttributeGroupKey, string[]>>;

export const ONE_SIZE_VALUE = "oneSize";

/** Sphere value of a power in dioptres: two decimals with an explicit sign ("+1.25", "-0.50", "0.00"). */
export function sphereValue(dioptres: number): string {
  const fixed = Math.abs(dioptres).toFixed(2);
  if (dioptres > 0) return `+${fixed}`;
  return dioptres < 0 ? `-${fixed}` : fixed;
}

// A contact-lens power of zero is labelled ±0.00, as zero has no sign.
function sphereLabel(value: string): string {
  return Number(value) === 0 ? "±0.00" : value;
}

/** The everyday contact-lens powers: -6.00 to +4.00 dioptres in 0.25 steps. */
export const CONTACT_LENS_POWERS: readonly string[] = Array.from({ length: 41 }, (_, i) =>
  sphereValue(-6 + i * 0.25),
);

/** The strong powers a full range adds, in 0.5 steps: -12.00 to -6.50 and +4.50 to +8.00 dioptres. */
export const STRONG_CONTACT_LENS_POWERS: readonly string[] = [
  ...Array.from({ length: 12 }, (_, i) => sphereValue(-12 + i * 0.5)),
  ...Array.from({ length: 8 }, (_, i) => sphereValue(4.5 + i * 0.5)),
];

/** Values a group always offers, in display order, even when no product uses them yet. */
const FIXED_VALUES: Partial<Record<AttributeGroupKey, Record<string, Translations>>> = {
  category: ARTICLE_KINDS,
  frameColor: mapValues(FRAME_COLOURS, (colour) => colour.labels),
  lensBaseColor: mapValues(LENS_COLOURS, (colour) => colour.labels),
  colors: COLOUR_FAMILIES,
  categoryShopFilterSizes: FRAME_SIZE_CLASS_LABELS,
  colorDetail: COLOUR_DETAILS,
  frameShape: FRAME_SHAPES,
  frameMaterial: mapValues(FRAME_MATERIALS, (material) => material.labels),
  gender: GENDERS,
  contactLensType: mapValues(CONTACT_LENS_TYPES, (type) => type.labels),
  wearingTime: WEARING_TIMES,
  packingTypeDescription: PACKING_TYPES,
  eyeCareProductType: EYE_CARE_PRODUCT_TYPES,
  quantityChangeLock: YES_NO,
  sphere: Object.fromEntries(
    [...CONTACT_LENS_POWERS, ...STRONG_CONTACT_LENS_POWERS]
      .sort((a, b) => Number(a) - Number(b))
      .map((power) => [power, sameInAllLanguages(sphereLabel(power))]),
  ),
  baseCurve: Object.fromEntries(BASE_CURVES.map((curve) => [curve, sameInAllLanguages(curve)])),
  diameter: Object.fromEntries(DIAMETERS.map((diameter) => [diameter, sameInAllLanguages(diameter)])),
  lensFrameType: LENS_FRAME_TYPES,
  rxLensType: mapValues(LENS_TYPES, (type) => type.labels),
  rxQualityTier: mapValues(LENS_QUALITY_TIERS, (tier) => tier.labels),
  rxQualityForm: LENS_QUALITY_FORM_LABELS,
  rxTintingType: mapValues(LENS_TINTINGS, (tinting) => tinting.labels),
  rxService: mapValues(LENS_SERVICES, (service) => service.labels),
  contactLensColor: CONTACT_LENS_COLOURS,
};

function mapValues<V, R>(record: Record<string, V>, map: (value: V) => R): Record<string, R> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

/** The translated label of one attribute value; numbers, sizes and codes read the same in every language. */
export function attributeValueLabels(group: AttributeGroupKey, value: string): Translations {
  const fixed = FIXED_VALUES[group]?.[value];
  if (fixed) return fixed;
  switch (group) {
    case "lensWidth":
    case "bridgeWidth":
    case "templeLength":
      return sameInAllLanguages(`${value} mm`);
    case "shopSize":
      return value === ONE_SIZE_VALUE ? ONE_SIZE : sameInAllLanguages(value);
    case "sphere":
      return sameInAllLanguages(sphereLabel(value));
    case "axis":
      return sameInAllLanguages(`${value}°`);
    case "cylinder":
    case "addition":
    case "manufacturerColorCode":
    case "numberOfLenses":
    case "lensIndex":
    case "rxTintingCode":
    case "rxOptionValue":
    case "subscriptionIntervals":
      return sameInAllLanguages(value);
    default:
      throw new Error(`No label for value "${value}" of attribute group ${group}`);
  }
}

export interface AttributeValueRow {
  groupKey: AttributeGroupKey;
  value: string;
  labels: Translations;
}

/**
 * Remembers which attribute values the generated catalogue uses, so the attribute_values table lists exactly the
 * fixed vocabulary plus the sizes, powers and codes that products actually carry.
 */
export class AttributeValueCollector {
  readonly #used = new Map<AttributeGroupKey, Set<string>>();

  add(attributes: AttributeMap): void {
    for (const [group, values] of Object.entries(attributes) as [AttributeGroupKey, string[]][]) {
      let used = this.#used.get(group);
      if (!used) {
        used = new Set();
        this.#used.set(group, used);
      }
      for (const value of values) used.add(value);
    }
  }

  /** All values per group: the fixed ones in vocabulary order, then the others in natural (numeric) order. */
  rows(): AttributeValueRow[] {
    const rows: AttributeValueRow[] = [];
    for (const group of Object.keys(ATTRIBUTE_GROUPS) as AttributeGroupKey[]) {
      const fixed = Object.keys(FIXED_VALUES[group] ?? {});
      const extra = [...(this.#used.get(group) ?? [])]
        .filter((value) => !fixed.includes(value))
        .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
      for (const value of [...fixed, ...extra]) {
        rows.push({ groupKey: group, value, labels: attributeValueLabels(group, value) });
      }
    }
    return rows;
  }
}
