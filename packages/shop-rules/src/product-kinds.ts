/** The product page kinds (rule:catalogue.product-kind). */
export type ProductKind =
  | "glasses-pdp"
  | "correctional-glasses"
  | "contact-lens-pdp"
  | "cleaning-fluid-pdp"
  | "merch-pdp"
  | "hearing-aids-merch-pdp";

const READY_TO_WEAR_GLASSES = new Set([
  "sunglasses",
  "readyMadeGlasses",
  "readingAidGlasses",
  "smartglasses",
]);

/** The product type of the lens catalogue's parts (rule:catalogue.lens-parts-unlisted). */
export const LENS_PART_PRODUCT_TYPE = "lenses";

/** The configurator's master keys: every part of the lens catalogue belongs to one (rule:prescription.configurator-master-keys). */
export const RX_MASTER_KEYS = {
  lensTypes: "rx_lens_types",
  qualityIndex: "rx_lens_quality_index",
  tintingTypes: "rx_tinting_types",
  services: "rx_services",
} as const;

/** The property that marks the hidden category holding the lens catalogue in every shop. */
export const LENS_CATALOGUE_PROPERTY = { name: "configurator", value: "rx" } as const;

/** Lens types, quality tiers, tinting and services are sold only as parts of a configured pair of glasses. */
export function isLensPart(productType: string | undefined): boolean {
  return productType === LENS_PART_PRODUCT_TYPE;
}

// rule:catalogue.product-kind
export function productKindOf(productType: string | undefined): ProductKind {
  if (productType && READY_TO_WEAR_GLASSES.has(productType)) return "glasses-pdp";
  if (productType === "glasses") return "correctional-glasses";
  if (productType === "contactLenses") return "contact-lens-pdp";
  if (productType === "careproducts") return "cleaning-fluid-pdp";
  if (productType === "hearingAidsMerch") return "hearing-aids-merch-pdp";
  return "merch-pdp";
}

/**
 * The fixed product pages, one per product kind, and the product type whose products represent the kind there
 * (rule:catalogue.fixed-product-pages).
 */
export const FIXED_PRODUCT_PAGES = {
  "glasses-pdp": "sunglasses",
  "rx-glasses-pdp": "glasses",
  "contact-lens-pdp": "contactLenses",
  "cleaning-fluid-pdp": "careproducts",
  "merch-pdp": "merch",
  "hearing-aids-merch-pdp": "hearingAidsMerch",
} as const;

export type FixedProductPage = keyof typeof FIXED_PRODUCT_PAGES;

// rule:catalogue.fixed-product-pages
export function fixedProductPageType(
  slug: string,
): (typeof FIXED_PRODUCT_PAGES)[FixedProductPage] | undefined {
  const page = slug.replace(/\/$/, "");
  return Object.hasOwn(FIXED_PRODUCT_PAGES, page) ? FIXED_PRODUCT_PAGES[page as FixedProductPage] : undefined;
}

const GLASSES_AND_MERCHANDISE: ReadonlySet<ProductKind> = new Set([
  "glasses-pdp",
  "correctional-glasses",
  "merch-pdp",
  "hearing-aids-merch-pdp",
]);

// rule:catalogue.product-page-variant
export function productPageVariantId(
  kind: ProductKind,
  requested: number | undefined,
  cheapest: number | undefined,
): number | undefined {
  if (kind === "contact-lens-pdp") return undefined;
  if (GLASSES_AND_MERCHANDISE.has(kind)) return requested === cheapest ? undefined : requested;
  return requested ?? cheapest;
}

/** The id of the cheapest variant (by gross price; the first one on a tie), or undefined for none. */
export function cheapestVariantId(variants: readonly { id: number; price: number }[]): number | undefined {
  let cheapest: { id: number; price: number } | undefined;
  for (const variant of variants) if (!cheapest || variant.price < cheapest.price) cheapest = variant;
  return cheapest?.id;
}
