import { describe, expect, it } from "vitest";
import { listingMeta, listingPageHref } from "./listing-links.ts";

const current = new URLSearchParams(
  "sale=true&term=rund&utm_source=x&categoryShopFilterSizes=M&page=3&sort=price_asc&isNew=maybe&minPrice=",
);

describe("listing links carry the filters and toggles (rule:catalogue.listing-toggles, ADR 0038)", () => {
  it("writes the leading term, the page, the sort, then the kept filters and the toggles", () => {
    expect(
      listingPageHref("/de-de/search/", current, 2, "price_desc", "new_desc", { leading: ["term"] }),
    ).toBe("/de-de/search/?term=rund&page=2&sort=price_desc&categoryShopFilterSizes=M&sale=true");
    expect(listingPageHref("/de-de/brillen/", current, 1, "new_desc", "new_desc")).toBe(
      "/de-de/brillen/?categoryShopFilterSizes=M&sale=true",
    );
  });

  it("leaves every filter out of the reset link", () => {
    expect(listingPageHref("/de-de/brillen/", current, 1, "price_asc", "new_desc", { filtered: false })).toBe(
      "/de-de/brillen/?sort=price_asc",
    );
  });

  it("asks crawlers not to index a listing narrowed by a toggle", () => {
    const listing = {
      category: { name: "Brillen" },
      description: "Brillen: 12 Modelle",
      canonicalUrl: "https://shop.example/de-de/brillen/",
    };
    const robots = (indexable: boolean) =>
      listingMeta({ ...listing, indexable }).find((entry) => "name" in entry && entry.name === "robots");
    expect(robots(false)).toEqual({ name: "robots", content: "noindex, follow" });
    expect(robots(true)).toEqual({ name: "robots", content: "index, follow" });
  });
});
