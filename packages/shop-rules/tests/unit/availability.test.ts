import { describe, expect, it } from "vitest";
import {
  availabilityOf,
  isProductPurchasable,
  isVariantSellable,
  sellableQuantity,
} from "../../src/index.ts";
import { SELLABLE_CASES } from "../cases/sellable.ts";

describe("availabilityOf (rule:catalogue.availability-levels)", () => {
  it("is immediate above the low-stock threshold of 5", () => {
    expect(availabilityOf({ quantity: 6, isSellableWithoutStock: false })).toEqual({ kind: "immediate" });
  });
  it("is soon with the quantity from 1 to 5", () => {
    expect(availabilityOf({ quantity: 5, isSellableWithoutStock: false })).toEqual({
      kind: "soon",
      quantity: 5,
    });
    expect(availabilityOf({ quantity: 1, isSellableWithoutStock: true })).toEqual({
      kind: "soon",
      quantity: 1,
    });
  });
  it("is as soon as possible without stock when sellable without stock", () => {
    expect(availabilityOf({ quantity: 0, isSellableWithoutStock: true })).toEqual({ kind: "asap" });
  });
  it("is unavailable otherwise", () => {
    expect(availabilityOf({ quantity: 0, isSellableWithoutStock: false })).toEqual({ kind: "unavailable" });
  });
  it("is unavailable for every variant of a sold-out product, whatever its stock (e.g. temporarily not sellable)", () => {
    expect(availabilityOf({ quantity: 2, isSellableWithoutStock: false }, true)).toEqual({
      kind: "unavailable",
    });
    expect(availabilityOf({ quantity: 0, isSellableWithoutStock: true }, true)).toEqual({
      kind: "unavailable",
    });
  });
});

describe("sellability (rule:catalogue.variant-sellable, rule:catalogue.purchasable)", () => {
  const inStock = { quantity: 2, isSellableWithoutStock: false };
  const empty = { quantity: 0, isSellableWithoutStock: false };
  it("sells a variant of a published product with stock or sellable without stock", () => {
    expect(isVariantSellable("published", inStock)).toBe(true);
    expect(isVariantSellable("published", { quantity: 0, isSellableWithoutStock: true })).toBe(true);
    expect(isVariantSellable("published", empty)).toBe(false);
    expect(isVariantSellable("temporary_not_sellable", inStock)).toBe(false);
  });
  it.each(SELLABLE_CASES)(
    "$salesStatus, stock $quantity, sellable without stock $isSellableWithoutStock: sellable $sellable",
    ({ salesStatus, sellable, ...stock }) => {
      expect(isVariantSellable(salesStatus, stock)).toBe(sellable);
    },
  );
  it("needs status, price, activity and one sellable variant for a purchasable product", () => {
    const base = {
      salesStatus: "published" as const,
      hasPriceRangeOrVariants: true,
      isSoldOut: false,
      isActive: true,
    };
    expect(isProductPurchasable({ ...base, variantStocks: [empty, inStock] })).toBe(true);
    expect(isProductPurchasable({ ...base, variantStocks: [empty] })).toBe(false);
    expect(isProductPurchasable({ ...base, isActive: false, variantStocks: [inStock] })).toBe(false);
    expect(isProductPurchasable({ ...base, isSoldOut: true, variantStocks: [inStock] })).toBe(false);
    expect(isProductPurchasable({ ...base, salesStatus: "offline", variantStocks: [inStock] })).toBe(false);
  });
  it("caps the sellable quantity at the stock unless sellable without stock", () => {
    expect(sellableQuantity({ quantity: 3, isSellableWithoutStock: false })).toBe(3);
    expect(sellableQuantity({ quantity: -1, isSellableWithoutStock: false })).toBe(0);
    expect(sellableQuantity({ quantity: 0, isSellableWithoutStock: true })).toBeNull();
  });
});
