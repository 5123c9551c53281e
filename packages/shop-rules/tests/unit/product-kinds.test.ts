import { describe, expect, it } from "vitest";
import {
  cheapestVariantId,
  fixedProductPageType,
  isLensPart,
  productKindOf,
  productPageVariantId,
} from "../../src/product-kinds.ts";

describe("productKindOf (rule:catalogue.product-kind)", () => {
  it.each([
    {
      productTypes: ["sunglasses", "readyMadeGlasses", "readingAidGlasses", "smartglasses"],
      kind: "glasses-pdp",
    },
    { productTypes: ["glasses"], kind: "correctional-glasses" },
    { productTypes: ["contactLenses"], kind: "contact-lens-pdp" },
    { productTypes: ["careproducts"], kind: "cleaning-fluid-pdp" },
    { productTypes: ["hearingAidsMerch"], kind: "hearing-aids-merch-pdp" },
    { productTypes: ["merch", undefined], kind: "merch-pdp" },
  ])("maps $productTypes to $kind", ({ productTypes, kind }) => {
    for (const productType of productTypes) expect(productKindOf(productType)).toBe(kind);
  });
});

describe("productPageVariantId (rule:catalogue.product-page-variant)", () => {
  it("drops variantid for contact lenses", () => {
    expect(productPageVariantId("contact-lens-pdp", 7, 3)).toBeUndefined();
  });
  it("drops the cheapest variant for glasses and merchandise, keeps others", () => {
    expect(productPageVariantId("glasses-pdp", 3, 3)).toBeUndefined();
    expect(productPageVariantId("correctional-glasses", 7, 3)).toBe(7);
    expect(productPageVariantId("merch-pdp", 3, 3)).toBeUndefined();
    expect(productPageVariantId("merch-pdp", undefined, 3)).toBeUndefined();
  });
  it("defaults to the cheapest variant for other products", () => {
    expect(productPageVariantId("cleaning-fluid-pdp", undefined, 3)).toBe(3);
    expect(productPageVariantId("cleaning-fluid-pdp", 7, 3)).toBe(7);
  });
  it("finds the cheapest variant", () => {
    expect(
      cheapestVariantId([
        { id: 1, price: 500 },
        { id: 2, price: 300 },
        { id: 3, price: 300 },
      ]),
    ).toBe(2);
    expect(cheapestVariantId([])).toBeUndefined();
  });
});

describe("fixedProductPageType (rule:catalogue.fixed-product-pages)", () => {
  it.each([
    ["glasses-pdp", "sunglasses"],
    ["rx-glasses-pdp", "glasses"],
    ["contact-lens-pdp", "contactLenses"],
    ["cleaning-fluid-pdp", "careproducts"],
    ["merch-pdp", "merch"],
    ["hearing-aids-merch-pdp/", "hearingAidsMerch"],
  ])("%s shows a product of type %s", (slug, productType) => {
    expect(fixedProductPageType(slug)).toBe(productType);
    expect(productKindOf(fixedProductPageType(slug))).toBe(
      slug.startsWith("rx-") ? "correctional-glasses" : slug.replace(/\/$/, ""),
    );
  });

  it.each(["aviator-1001", "constructor", "toString", "", "glasses"])("%s is no fixed page", (slug) => {
    expect(fixedProductPageType(slug)).toBeUndefined();
  });
});

describe("isLensPart (rule:catalogue.lens-parts-unlisted)", () => {
  it("knows the lens catalogue's product type and nothing else", () => {
    expect(isLensPart("lenses")).toBe(true);
    expect(["glasses", "contactLenses", undefined].map(isLensPart)).toEqual([false, false, false]);
  });
});
