/** One case of rule:catalogue.product-served: a product's state, whether a variant is priced in the shop, the verdict. */
export interface ServedCase {
  salesStatus: "enrichment" | "published" | "temporary_not_sellable" | "offline";
  isActive: boolean;
  priced: boolean;
  served: boolean;
}

/**
 * The cases that hold the TypeScript rule (isProductServed) and its SQL twin (the listing index, rebuilt by
 * rebuildShopProducts, which the engine's searches and listings read) to the same answers.
 */
export const SERVED_CASES: readonly ServedCase[] = [
  { salesStatus: "published", isActive: true, priced: true, served: true },
  { salesStatus: "temporary_not_sellable", isActive: true, priced: true, served: true },
  { salesStatus: "published", isActive: false, priced: true, served: false },
  { salesStatus: "enrichment", isActive: true, priced: true, served: false },
  { salesStatus: "offline", isActive: true, priced: true, served: false },
  { salesStatus: "published", isActive: true, priced: false, served: false },
];
