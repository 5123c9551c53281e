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

interface Range {
  min: number;
  max: number;
}

/** What the generator draws for each product type. */
export interface ProductTypeProfile {
  /** Share of the catalogue's products: frames and sunglasses are the bulk, as in a real optician shop. */
  share: number;
  /** Regular gross prices in euros (the catalogue's base currency), from cheapest to dearest model. */
  basePriceEur: Range;
  /** How many colours one model comes in; colour siblings share a master key (rule:catalogue.colour-siblings). */
  colourways: Range;
}

export const PRODUCT_TYPE_PROFILES: Record<ProductType, ProductTypeProfile> = {
  glasses: { share: 34, basePriceEur: { min: 79, max: 349 }, colourways: { min: 1, max: 4 } },
  sunglasses: { share: 28, basePriceEur: { min: 49, max: 299 }, colourways: { min: 1, max: 4 } },
  readyMadeGlasses: { share: 6, basePriceEur: { min: 29, max: 89 }, colourways: { min: 1, max: 3 } },
  readingAidGlasses: { share: 6, basePriceEur: { min: 19, max: 59 }, colourways: { min: 1, max: 3 } },
  smartglasses: { share: 2, basePriceEur: { min: 199, max: 399 }, colourways: { min: 1, max: 2 } },
  contactLenses: { share: 10, basePriceEur: { min: 19, max: 59 }, colourways: { min: 1, max: 1 } },
  careproducts: { share: 5, basePriceEur: { min: 6, max: 19 }, colourways: { min: 1, max: 1 } },
  merch: { share: 5, basePriceEur: { min: 9, max: 39 }, colourways: { min: 1, max: 3 } },
  hearingAidsMerch: { share: 4, basePriceEur: { min: 5, max: 29 }, colourways: { min: 1, max: 1 } },
};

/** How often each type is drawn per model, so that the product counts (not the model counts) follow the shares. */
export const MODEL_WEIGHTS = Object.fromEntries(
  PRODUCT_TYPES.map((type) => {
    const { share, colourways } = PRODUCT_TYPE_PROFILES[type];
    return [type, share / ((colourways.min + colourways.max) / 2)];
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
