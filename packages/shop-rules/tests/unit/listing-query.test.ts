import { describe, expect, it } from "vitest";
import {
  canonicalListingUrl,
  carriedListingQuery,
  carriedListingUrl,
  chosenListingToggles,
  keptListingQuery,
  listingSortValue,
  normalizeSearchTerm,
  parseListingSort,
} from "../../src/index.ts";

describe("listing query (rule:catalogue.listing-kept-parameters)", () => {
  it("keeps only page, sort, size, brand, color, minPrice, maxPrice, categoryShopFilterSizes", () => {
    const search = new URLSearchParams(
      "utm_source=x&color=black&color=red&page=2&gclid=1&sort=price_asc&size=52",
    );
    expect(keptListingQuery(search).toString()).toBe("page=2&sort=price_asc&size=52&color=black&color=red");
  });
  it("drops page=1 from the canonical URL", () => {
    expect(canonicalListingUrl("/de-de/brillen/", new URLSearchParams("page=1&utm_medium=mail"))).toBe(
      "/de-de/brillen/",
    );
    expect(canonicalListingUrl("/de-de/brillen/", new URLSearchParams("page=3&brand=7"))).toBe(
      "/de-de/brillen/?page=3&brand=7",
    );
  });
});

describe("listing toggles (ADR 0038)", () => {
  it("carries the kept parameters, then the toggles switched on with true", () => {
    const search = new URLSearchParams(
      "sale=true&utm_source=x&categoryShopFilterSizes=M&isNew=maybe&page=2&isPremium=true&sale=true",
    );
    expect(carriedListingQuery(search).toString()).toBe(
      "page=2&categoryShopFilterSizes=M&sale=true&isPremium=true",
    );
    expect(chosenListingToggles(search)).toEqual(["sale", "isPremium"]);
  });
  it("keeps the toggles in carried URLs but never in the canonical URL", () => {
    const search = new URLSearchParams("page=1&sale=true&brand=7&isSustainable=false");
    expect(carriedListingUrl("/de-de/brillen/", search)).toBe("/de-de/brillen/?brand=7&sale=true");
    expect(canonicalListingUrl("/de-de/brillen/", search)).toBe("/de-de/brillen/?brand=7");
  });
});

describe("listing sort (rule:catalogue.listing-sort)", () => {
  it("reads price, new and reduction in both directions", () => {
    expect(parseListingSort("price_asc")).toEqual({ by: "price", direction: "asc" });
    expect(parseListingSort("reduction_desc")).toEqual({ by: "reduction", direction: "desc" });
    expect(parseListingSort("name_asc")).toBeUndefined();
    expect(parseListingSort(null)).toBeUndefined();
    expect(listingSortValue({ by: "new", direction: "desc" })).toBe("new_desc");
  });
});

describe("normalizeSearchTerm", () => {
  it("trims, collapses whitespace and cuts at 200 characters", () => {
    expect(normalizeSearchTerm("  ray   ban \n")).toBe("ray ban");
    expect(normalizeSearchTerm(null)).toBe("");
    expect(normalizeSearchTerm("x".repeat(5000))).toHaveLength(200);
  });
});
