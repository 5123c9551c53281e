import { createHash } from "node:crypto";
import { availabilityOf, frameSizeClass, SHOPS } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../../src/categories.ts";
import { PRODUCT_TYPES } from "../../src/product-types.ts";
import { demoRareCases, type GeneratedProduct, generateProducts } from "../../src/products.ts";
import { BRANDS } from "../../src/vocabulary/brands.ts";

const now = new Date("2026-11-01T00:00:00Z");
const brandIds = new Map(BRANDS.map((brand, index) => [brand.name, index + 1]));
const campaignIds = new Map(SHOPS.map((shop, index) => [shop.shopId, index + 1]));

function generate(seed: number, productCount: number): GeneratedProduct[] {
  return [...generateProducts({ seed, productCount, now, brandIds, campaignIds })];
}

function isValidEan13(code: string): boolean {
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return code.length === 13 && (10 - (sum % 10)) % 10 === digits[12];
}

describe("generateProducts", () => {
  const catalogue = generate(1, 400);
  const variants = catalogue.flatMap((generated) => generated.variants);

  it("is deterministic: same seed, same products; another seed, other products", () => {
    expect(generate(1, 60)).toEqual(generate(1, 60));
    expect(generate(2, 60)).not.toEqual(generate(1, 60));
  });

  it("lets contact lenses and care products be subscribed at 1, 2, 3 or 6 months and nothing else", () => {
    for (const { product } of catalogue) {
      const subscribable = product.productType === "contactLenses" || product.productType === "careproducts";
      expect(product.attributes.subscriptionIntervals).toEqual(
        subscribable ? ["1", "2", "3", "6"] : undefined,
      );
    }
  });

  it("numbers products from 1 and gives unique ids and reference keys", () => {
    expect(catalogue.map((generated) => generated.product.id)).toEqual(catalogue.map((_, i) => i + 1));
    expect(new Set(catalogue.map((generated) => generated.product.referenceKey)).size).toBe(catalogue.length);
    expect(new Set(variants.map((variant) => variant.id)).size).toBe(variants.length);
    expect(new Set(variants.map((variant) => variant.referenceKey)).size).toBe(variants.length);
    expect(variants.every((variant) => isValidEan13(variant.referenceKey))).toBe(true);
  });

  it("covers all nine product types even in a small catalogue, frames and sunglasses the most", () => {
    const small = generate(5, 60);
    expect(new Set(small.map((generated) => generated.product.productType))).toEqual(new Set(PRODUCT_TYPES));
    const count = (type: string) =>
      catalogue.filter((generated) => generated.product.productType === type).length;
    expect(count("glasses") + count("sunglasses")).toBeGreaterThan(catalogue.length / 2);
  });

  it("groups colour siblings under one master key with different frame colours", () => {
    const byMaster = Map.groupBy(catalogue, (generated) => generated.product.masterKey);
    const families = [...byMaster.values()].filter((family) => family.length > 1);
    expect(families.length).toBeGreaterThan(10);
    for (const family of families) {
      expect(family.length).toBeLessThanOrEqual(4);
      const colours = family.map(({ product }) =>
        String(product.attributes.frameColor ?? product.attributes.colors),
      );
      expect(new Set(family.map((generated) => generated.product.modelName)).size).toBe(1);
      expect(new Set(colours).size).toBe(family.length);
    }
  });

  it("gives frames sizes, contact lenses one variant per power and pack, all with labels", () => {
    const frame = catalogue.find((generated) => generated.product.productType === "glasses")!;
    for (const variant of frame.variants) {
      const [lens, bridge, temple] = variant.attributes.shopSize![0]!.split("-");
      expect(variant.attributes.lensWidth).toEqual([lens]);
      expect(variant.attributes.bridgeWidth).toEqual([bridge]);
      expect(variant.attributes.templeLength).toEqual([temple]);
    }
    const lenses = catalogue.find((generated) => generated.product.productType === "contactLenses")!;
    const powers = new Set(lenses.variants.map((variant) => variant.attributes.sphere![0]));
    expect(powers.size).toBeGreaterThanOrEqual(20);
    expect(powers.size).toBeLessThanOrEqual(40);
    const packs = new Set(lenses.variants.map((variant) => variant.attributes.packingTypeDescription![0]));
    expect(lenses.variants.length).toBe(powers.size * packs.size);
  });

  it("makes some contact-lens lines toric, multifocal or coloured, each value combination a variant per power and pack", () => {
    const lenses = catalogue.filter((generated) => generated.product.productType === "contactLenses");
    const varying = (
      product: GeneratedProduct,
      group: "cylinder" | "axis" | "addition" | "contactLensColor",
    ) => new Set(product.variants.flatMap((variant) => variant.attributes[group] ?? []));
    const toric = lenses.find((product) => product.product.modelName?.endsWith(" Toric"))!;
    expect(varying(toric, "cylinder").size).toBe(2);
    expect(varying(toric, "axis").size).toBe(3);
    const powers = new Set(toric.variants.map((variant) => variant.attributes.sphere![0]));
    const packs = new Set(toric.variants.map((variant) => variant.attributes.numberOfLenses![0]));
    expect(toric.variants).toHaveLength(powers.size * packs.size * 6);
    const multifocal = lenses.find((product) => product.product.modelName?.endsWith(" Multifocal"))!;
    expect(varying(multifocal, "addition").size).toBe(3);
    const coloured = lenses.find((product) => product.product.modelName?.endsWith(" Colors"))!;
    expect(varying(coloured, "contactLensColor").size).toBe(3);
  });

  it("draws the lens designs' values on their own, so every other product stays as it was (variant ids aside)", () => {
    // Each product's model, name, creation and first price as the catalogue had them before lines had designs.
    const fingerprint = (generated: GeneratedProduct) =>
      `${generated.product.id} ${generated.product.name} ${generated.product.createdAt?.toISOString()} ${generated.prices[0]?.withTax}`;
    const others = catalogue.filter((generated) => generated.product.productType !== "contactLenses");
    const digest = createHash("sha256").update(others.map(fingerprint).join("\n")).digest("hex");
    // Taken from the generator of before (commit 5686881) for seed 1 and 400 products.
    expect({ count: others.length, digest }).toEqual({
      count: 364,
      digest: "73a68fe2a70d4406964d6bd1daaa4232c71251c2c54b6077c60f6b25e54c7dcf",
    });
  });

  it("gives every frame variant with a lens width its frame-size class, all four classes in use (ADR 0038)", () => {
    const framed = variants.filter((variant) => variant.attributes.lensWidth);
    for (const variant of framed) {
      expect(variant.attributes.categoryShopFilterSizes).toEqual([
        frameSizeClass(Number(variant.attributes.lensWidth![0])),
      ]);
    }
    const used = new Set(framed.flatMap((variant) => variant.attributes.categoryShopFilterSizes));
    expect([...used].sort()).toEqual(["L", "M", "S", "XL"]);
    const product = catalogue.find((generated) =>
      generated.variants.some((variant) => variant.attributes.lensWidth),
    )!;
    expect(product.product.attributes.categoryShopFilterSizes).toEqual([
      ...new Set(product.variants.flatMap((variant) => variant.attributes.categoryShopFilterSizes)),
    ]);
  });

  it("links every product to a root category and one or two leaves that exist", () => {
    for (const { categoryKeys } of catalogue) {
      expect(categoryKeys.every((key) => CATEGORY_KEYS.has(key))).toBe(true);
      expect(categoryKeys.filter((key) => !key.includes("/")).length).toBe(1);
      expect(categoryKeys.length).toBeLessThanOrEqual(3);
    }
  });

  it("covers every availability case and has fully sold-out products", () => {
    const kinds = new Set(
      catalogue.flatMap((generated) =>
        generated.stock.map(
          ({ quantity, isSellableWithoutStock = false }) =>
            availabilityOf({ quantity, isSellableWithoutStock }).kind,
        ),
      ),
    );
    expect(kinds).toEqual(new Set(["immediate", "soon", "asap", "unavailable"]));
    const soldOut = catalogue.filter((generated) =>
      generated.stock.every((level) => level.quantity === 0 && !level.isSellableWithoutStock),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(8);
  });

  it("marks a few products temporarily not sellable and a very few as inactive enrichment", () => {
    const status = (value: string) =>
      catalogue.filter((generated) => generated.product.salesStatus === value);
    expect(status("temporary_not_sellable").length).toBe(4);
    expect(status("enrichment").length).toBe(4);
    expect(status("enrichment").every((generated) => generated.product.isActive === false)).toBe(true);
    expect(status("published").length).toBe(392);
  });

  it("tells which products of a block of 100 have a rare case, as the generator gives them", () => {
    const rareCases = demoRareCases(1, 2);
    expect([...rareCases.keys()].every((id) => id > 200 && id <= 300)).toBe(true);
    for (const [id, rareCase] of rareCases) {
      const { product } = catalogue[id - 1]!;
      if (rareCase === "enrichment") expect(product.isActive).toBe(false);
      if (rareCase === "temporarilyNotSellable") expect(product.salesStatus).toBe("temporary_not_sellable");
    }
    expect([...rareCases.values()].sort()).toEqual([
      "enrichment",
      "soldOut",
      "soldOut",
      "temporarilyNotSellable",
    ]);
  });

  it("prices every variant in every shop with a history ending in the current price", () => {
    for (const generated of catalogue) {
      expect(generated.prices.length).toBe(generated.variants.length * SHOPS.length);
      for (const price of generated.prices) {
        const history = generated.priceHistory
          .filter((entry) => entry.variantId === price.variantId && entry.shopId === price.shopId)
          .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
        const current = history[history.length - 1]!;
        expect(current.validTo).toBeNull();
        expect(current.withTax).toBe(price.withTax);
        expect(current.validFrom).toEqual(price.validFrom);
        for (let i = 0; i + 1 < history.length; i++)
          expect(history[i]!.validTo).toEqual(history[i + 1]!.validFrom);
        if (price.originalWithTax !== null) {
          expect(price.originalWithTax).toBeGreaterThan(price.withTax);
          expect(["sale", "campaign"]).toContain(price.reductionCategory);
          expect(price.campaignId).toBe(
            price.reductionCategory === "campaign" ? campaignIds.get(price.shopId) : null,
          );
        }
      }
    }
    const reduced = catalogue.filter((generated) => generated.prices[0]!.originalWithTax !== null);
    expect(reduced.length / catalogue.length).toBeGreaterThan(0.08);
    expect(reduced.length / catalogue.length).toBeLessThan(0.25);
  });

  it("gives 2–4 images with unique hashes, colours from the product and every background", () => {
    const images = catalogue.flatMap((generated) => generated.images);
    expect(new Set(images.map((image) => image.hash)).size).toBe(images.length);
    expect(new Set(images.map((image) => image.attributes.imageBackground))).toEqual(
      new Set(["white", "grey", "transparent"]),
    );
    for (const generated of catalogue) {
      expect(generated.images.length).toBeGreaterThanOrEqual(2);
      expect(generated.images.length).toBeLessThanOrEqual(4);
      expect(generated.images[0]!.attributes).toMatchObject({ imageType: "product", imageView: "front" });
    }
  });
});
