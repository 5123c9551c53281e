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

// rule:catalogue.product-kind
export function productKindOf(productType: string | undefined): ProductKind {
  if (productType && READY_TO_WEAR_GLASSES.has(productType)) return "glasses-pdp";
  if (productType === "glasses") return "correctional-glasses";
  if (productType === "contactLenses") return "contact-lens-pdp";
  if (productType === "careproducts") return "cleaning-fluid-pdp";
  if (productType === "hearingAidsMerch") return "hearing-aids-merch-pdp";
  return "merch-pdp";
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
