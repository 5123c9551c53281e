import { COLOUR_VALUE_SWATCHES, LANGUAGES, SHOPS } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import { AttributeValueCollector, attributeValueLabels, sphereValue } from "../../src/attributes.ts";
import { CATEGORY_KEYS, categoryDrafts } from "../../src/categories.ts";
import { ATTRIBUTE_GROUPS, COLOUR_FAMILIES } from "../../src/vocabulary/attributes.ts";
import { BRANDS } from "../../src/vocabulary/brands.ts";

describe("attribute labels", () => {
  it("writes contact-lens powers with two decimals and a sign, zero as ±0.00", () => {
    expect(sphereValue(-1.25)).toBe("-1.25");
    expect(sphereValue(2)).toBe("+2.00");
    expect(sphereValue(0)).toBe("0.00");
    expect(attributeValueLabels("sphere", "0.00").de).toBe("±0.00");
  });

  it("translates colours into all five languages", () => {
    expect(attributeValueLabels("frameColor", "black")).toEqual({
      de: "Schwarz",
      fr: "Noir",
      it: "Nero",
      pl: "Czarny",
      cs: "Černá",
    });
  });

  it("gives every colour filter value a swatch for the visual search, except transparent (ADR 0043)", () => {
    const withoutSwatch = Object.keys(COLOUR_FAMILIES).filter((value) => !COLOUR_VALUE_SWATCHES[value]);
    expect(withoutSwatch).toEqual(["transparent"]);
  });

  it("has a label in every language for every value of every group", () => {
    const rows = new AttributeValueCollector().rows();
    expect(new Set(rows.map((row) => row.groupKey)).size).toBeGreaterThan(15);
    for (const row of rows) {
      for (const language of LANGUAGES)
        expect(row.labels[language], `${row.groupKey}/${row.value}`).toBeTruthy();
    }
    for (const group of Object.values(ATTRIBUTE_GROUPS)) {
      for (const language of LANGUAGES) expect(group.labels[language]).toBeTruthy();
    }
  });

  it("lists the sizes products use after the fixed vocabulary, in numeric order", () => {
    const collector = new AttributeValueCollector();
    collector.add({ lensWidth: ["54", "48"], shopSize: ["52-18-140", "M"] });
    const lensWidths = collector.rows().filter((row) => row.groupKey === "lensWidth");
    expect(lensWidths.map((row) => row.value)).toEqual(["48", "54"]);
    expect(lensWidths[0]!.labels.fr).toBe("48 mm");
  });

  it("refuses a value that has no label", () => {
    expect(() => attributeValueLabels("frameColor", "chartreuse")).toThrow(/No label/);
  });
});

describe("categories", () => {
  it("gives every shop the same keys with names and slugs in the shop's language", () => {
    const german = categoryDrafts("de");
    const french = categoryDrafts("fr");
    expect(german.map((draft) => draft.key)).toEqual(french.map((draft) => draft.key));
    expect(german.find((draft) => draft.key === "glasses/women")?.path).toBe("/brillen/damen/");
    expect(french.find((draft) => draft.key === "sunglasses")?.name).toBe("Lunettes de soleil");
    expect(categoryDrafts("pl").find((draft) => draft.key === "sunglasses")?.slug).toBe(
      "okulary-przeciwsloneczne",
    );
  });

  it("has unique paths per shop, depth 1 for roots and parents before children", () => {
    for (const shop of SHOPS) {
      const drafts = categoryDrafts(shop.language);
      expect(new Set(drafts.map((draft) => draft.path)).size).toBe(drafts.length);
      const seen = new Set<string>();
      for (const draft of drafts) {
        expect(draft.depth).toBe(draft.parentKey ? 2 : 1);
        if (draft.parentKey) expect(seen.has(draft.parentKey)).toBe(true);
        expect(draft.path).toMatch(/^\/[a-z0-9-]+\/([a-z0-9-]+\/)?$/);
        seen.add(draft.key);
      }
    }
    expect(CATEGORY_KEYS.has("sunglasses/ski-goggles")).toBe(true);
  });
});

describe("brands", () => {
  it("has about forty fictional brands with unique names and model codes, some premium", () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BRANDS.map((brand) => brand.name)).size).toBe(BRANDS.length);
    expect(new Set(BRANDS.map((brand) => brand.code)).size).toBe(BRANDS.length);
    expect(BRANDS.some((brand) => brand.isPremium)).toBe(true);
    expect(BRANDS.map((brand) => brand.name.toLowerCase())).not.toContain("ray-ban");
  });
});
