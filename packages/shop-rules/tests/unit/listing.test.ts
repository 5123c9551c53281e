import { describe, expect, it } from "vitest";
import {
  isProductListed,
  isProductServed,
  isProductSoldOut,
  isVariantPurchasable,
} from "../../src/listing.ts";
import { SERVED_CASES } from "../cases/served.ts";

describe("isProductListed", () => {
  it("shows active published and temporarily not sellable products only", () => {
    expect(isProductListed({ salesStatus: "published", isActive: true })).toBe(true);
    expect(isProductListed({ salesStatus: "temporary_not_sellable", isActive: true })).toBe(true);
    expect(isProductListed({ salesStatus: "enrichment", isActive: true })).toBe(false);
    expect(isProductListed({ salesStatus: "offline", isActive: true })).toBe(false);
    expect(isProductListed({ salesStatus: "published", isActive: false })).toBe(false);
  });
});

describe("isProductServed (rule:catalogue.product-served)", () => {
  it.each(SERVED_CASES)(
    "$salesStatus, active $isActive, priced $priced: served $served",
    ({ salesStatus, isActive, priced, served }) => {
      expect(isProductServed({ salesStatus, isActive }, priced ? 1 : 0)).toBe(served);
    },
  );
});

describe("isProductSoldOut", () => {
  const inStock = { quantity: 3, isSellableWithoutStock: false };
  const empty = { quantity: 0, isSellableWithoutStock: false };
  const onOrder = { quantity: 0, isSellableWithoutStock: true };

  it("is sold out when no variant is sellable", () => {
    expect(isProductSoldOut("published", [empty, empty])).toBe(true);
    expect(isProductSoldOut("published", [])).toBe(true);
    expect(isProductSoldOut("temporary_not_sellable", [inStock])).toBe(true);
  });

  it("is not sold out while one variant has stock or is sellable without stock", () => {
    expect(isProductSoldOut("published", [empty, inStock])).toBe(false);
    expect(isProductSoldOut("published", [onOrder])).toBe(false);
  });
});

describe("isVariantPurchasable", () => {
  const inStock = { quantity: 1, isSellableWithoutStock: false };

  it("needs an active, published product and a sellable variant", () => {
    expect(isVariantPurchasable({ salesStatus: "published", isActive: true }, inStock)).toBe(true);
    expect(isVariantPurchasable({ salesStatus: "published", isActive: false }, inStock)).toBe(false);
    expect(isVariantPurchasable({ salesStatus: "temporary_not_sellable", isActive: true }, inStock)).toBe(
      false,
    );
    expect(
      isVariantPurchasable(
        { salesStatus: "published", isActive: true },
        { quantity: 0, isSellableWithoutStock: false },
      ),
    ).toBe(false);
  });
});
