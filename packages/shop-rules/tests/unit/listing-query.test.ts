import { describe, expect, it } from "vitest";
import {
  canonicalListingUrl,
  keptListingQuery,
  listingSortValue,
  normalizeSearchTerm,
  parseListingSort,
} from "../../src/index.ts";

describe("listing query (S1 §2)", () => {
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

describe("listing sort (S1 §3)", () => {
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
