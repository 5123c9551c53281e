import type { SalesStatus, StockLevel } from "../../src/index.ts";

/** One case of rule:catalogue.variant-sellable: a product's sales status, one variant's stock, and the verdict. */
export interface SellableCase extends StockLevel {
  salesStatus: SalesStatus;
  sellable: boolean;
}

/**
 * The cases that hold the TypeScript rule (isVariantSellable) and its SQL twin (hasSellableVariant in the engine)
 * to the same answers: a unit test runs the one, an integration test on PGlite and PostgreSQL the other.
 */
export const SELLABLE_CASES: readonly SellableCase[] = [
  { salesStatus: "published", quantity: 20, isSellableWithoutStock: false, sellable: true },
  { salesStatus: "published", quantity: 1, isSellableWithoutStock: false, sellable: true },
  { salesStatus: "published", quantity: 0, isSellableWithoutStock: true, sellable: true },
  { salesStatus: "published", quantity: 0, isSellableWithoutStock: false, sellable: false },
  { salesStatus: "temporary_not_sellable", quantity: 20, isSellableWithoutStock: false, sellable: false },
  { salesStatus: "temporary_not_sellable", quantity: 0, isSellableWithoutStock: true, sellable: false },
  { salesStatus: "enrichment", quantity: 5, isSellableWithoutStock: true, sellable: false },
  { salesStatus: "offline", quantity: 5, isSellableWithoutStock: false, sellable: false },
];
