import { priceReduction, relativeDifference, splitVat } from "@eyewear/shop-rules";
import type { AppliedReduction, LowestPriorPrice, VariantPrice } from "@scayle/storefront-api";
import type { PriceRow } from "../queries/products.ts";
import type { ShopContext } from "../services/shop-context.ts";
import { cents } from "./wire.ts";

function reductionCategoryOf(price: PriceRow): AppliedReduction["category"] {
  return price.reductionCategory === "campaign" ? "campaign" : "sale";
}

/** The wire price of `quantity` units of a variant in the shop: gross, net and VAT split, reductions. */
export function serializePrice(price: PriceRow, shop: ShopContext, quantity = 1): VariantPrice {
  const withTax = price.withTax * quantity;
  const { withoutTax, vatAmount } = splitVat(withTax, shop.vatRate);
  const reduction = priceReduction(price);
  const amount = reduction
    ? { relative: reduction.relative, absoluteWithTax: cents(reduction.absoluteWithTax * quantity) }
    : null;
  return {
    withTax: cents(withTax),
    withoutTax: cents(withoutTax),
    tax: { vat: { amount: cents(vatAmount), rate: shop.vatRate } },
    recommendedRetailPrice: null,
    reference: null,
    appliedReductions: amount ? [{ category: reductionCategoryOf(price), type: "relative", amount }] : [],
    beforeSaleWithTax: price.originalWithTax === null ? null : cents(price.originalWithTax * quantity),
    totalAppliedReductions: amount ? { amount } : null,
    reductionsRelativeTo: amount ? "beforeSaleWithTax" : null,
    currencyCode: shop.currency,
  };
}

export function serializeLowestPriorPrice(
  withTax: number,
  lowestPriorWithTax: number | null,
): LowestPriorPrice {
  return {
    withTax: lowestPriorWithTax,
    relativeDifferenceToPrice:
      lowestPriorWithTax === null ? null : relativeDifference(withTax, lowestPriorWithTax),
  };
}
