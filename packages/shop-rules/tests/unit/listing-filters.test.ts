import { describe, expect, it } from "vitest";
import { listingQueryOfAttributeFilters, parseListingFilters } from "../../src/listing-filters.ts";

describe("parseListingFilters", () => {
  it("maps brand, color and size onto the engine's filter groups", () => {
    const filters = parseListingFilters(
      new URLSearchParams("brand=lumen&brand=orvella&color=blue&size=52-18-140"),
      2,
    );
    expect(filters.attributes).toEqual([
      { parameter: "brand", group: "brand", values: ["lumen", "orvella"] },
      { parameter: "color", group: "colors", values: ["blue"] },
      { parameter: "size", group: "shopSize", values: ["52-18-140"] },
    ]);
  });

  it("reads prices in currency units as minor units", () => {
    expect(parseListingFilters(new URLSearchParams("minPrice=49.9&maxPrice=120"), 2)).toMatchObject({
      minPrice: 4990,
      maxPrice: 12000,
    });
    expect(parseListingFilters(new URLSearchParams("minPrice=1000"), 0).minPrice).toBe(1000);
  });

  it("maps the frame-size class onto the engine group categoryShopFilterSizes, dropping unknown classes", () => {
    const filters = parseListingFilters(
      new URLSearchParams("categoryShopFilterSizes=M&categoryShopFilterSizes=XXL&categoryShopFilterSizes=XL"),
      2,
    );
    expect(filters.attributes).toEqual([
      { parameter: "categoryShopFilterSizes", group: "categoryShopFilterSizes", values: ["M", "XL"] },
    ]);
  });

  it("reads the toggles switched on with true (ADR 0038)", () => {
    expect(parseListingFilters(new URLSearchParams("sale=true&isNew=true&isPremium=1"), 2).toggles).toEqual([
      "isNew",
      "sale",
    ]);
  });

  it("ignores parameters that are not kept and malformed values", () => {
    const filters = parseListingFilters(
      new URLSearchParams(
        "sale=maybe&utm_source=x&brand=<script>&brand=&color=a%22b&minPrice=-1&maxPrice=abc&categoryShopFilterSizes=<b>",
      ),
      2,
    );
    expect(filters).toEqual({ attributes: [], minPrice: undefined, maxPrice: undefined, toggles: [] });
  });

  it("drops repeated values and caps the number of values", () => {
    const many = new URLSearchParams(Array.from({ length: 40 }, (_, index) => ["brand", `b${index}`]));
    many.append("brand", "b1");
    expect(parseListingFilters(many, 2).attributes[0]?.values).toHaveLength(30);
  });
});

describe("listingQueryOfAttributeFilters (rule:search.resolved-term-filters)", () => {
  it("writes the filters of a resolved term as kept listing parameters, leaving out groups without one", () => {
    const query = listingQueryOfAttributeFilters([
      { group: "brand", values: ["ray-ban"] },
      { group: "frameColor", values: ["black"] },
      { group: "colors", values: ["black", "grey"] },
    ]);
    expect(query.toString()).toBe("brand=ray-ban&color=black&color=grey");
  });

  it("is empty without filters", () => {
    expect(listingQueryOfAttributeFilters([]).toString()).toBe("");
  });
});
