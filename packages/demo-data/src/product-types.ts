/** The nine product types (rule:catalogue.product-kind). */
export const PRODUCT_TYPES = [
  "glasses",
  "sunglasses",
  "readyMadeGlasses",
  "readingAidGlasses",
  "smartglasses",
  "contactLenses",
  "careproducts",
  "merch",
  "hearingAidsMerch",
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** How the catalogue splits into product types: frames and sunglasses are the bulk, as in a real optician shop. */
export const PRODUCT_TYPE_SHARES: Record<ProductType, number> = {
  glasses: 34,
  sunglasses: 28,
  readyMadeGlasses: 6,
  readingAidGlasses: 6,
  smartglasses: 2,
  contactLenses: 10,
  careproducts: 5,
  merch: 5,
  hearingAidsMerch: 4,
};

/** Regular gross prices in euros (the catalogue's base currency), from cheapest to dearest model. */
export const BASE_PRICE_RANGE_EUR: Record<ProductType, { min: number; max: number }> = {
  glasses: { min: 79, max: 349 },
  sunglasses: { min: 49, max: 299 },
  readyMadeGlasses: { min: 29, max: 89 },
  readingAidGlasses: { min: 19, max: 59 },
  smartglasses: { min: 199, max: 399 },
  contactLenses: { min: 19, max: 59 },
  careproducts: { min: 6, max: 19 },
  merch: { min: 9, max: 39 },
  hearingAidsMerch: { min: 5, max: 29 },
};

/** How many colours one model comes in; colour siblings share a master key (rule:catalogue.colour-siblings). */
export const COLOURWAYS_PER_MODEL: Record<ProductType, { min: number; max: number }> = {
  glasses: { min: 1, max: 4 },
  sunglasses: { min: 1, max: 4 },
  readyMadeGlasses: { min: 1, max: 3 },
  readingAidGlasses: { min: 1, max: 3 },
  smartglasses: { min: 1, max: 2 },
  contactLenses: { min: 1, max: 1 },
  careproducts: { min: 1, max: 1 },
  merch: { min: 1, max: 3 },
  hearingAidsMerch: { min: 1, max: 1 },
};

/** How often each type is drawn per model, so that the product counts (not the model counts) follow the shares. */
export const MODEL_WEIGHTS = Object.fromEntries(
  PRODUCT_TYPES.map((type) => {
    const { min, max } = COLOURWAYS_PER_MODEL[type];
    return [type, PRODUCT_TYPE_SHARES[type] / ((min + max) / 2)];
  }),
) as Record<ProductType, number>;

/** Eyewear is worn on the face, so its images include a model or bust photo. */
export function isEyewear(productType: ProductType): boolean {
  return (
    productType === "glasses" ||
    productType === "sunglasses" ||
    productType === "readyMadeGlasses" ||
    productType === "readingAidGlasses" ||
    productType === "smartglasses"
  );
}
