import { describe, expect, it } from "vitest";
import { branchPath, matchesBranchSearch } from "../../src/branches.ts";
import { headerStoreLink } from "../../src/header.ts";
import { SHOPS, shopByCode } from "../../src/shops.ts";

describe("branchPath (rule:branches.path)", () => {
  it("puts the city's slug and the id under /niederlassungen/", () => {
    expect(branchPath({ id: 7, city: "München" })).toBe("/niederlassungen/munchen/7/");
    expect(branchPath({ id: 12, city: "Praha 1" })).toBe("/niederlassungen/praha-1/12/");
    expect(branchPath({ id: 3, city: "Łódź" })).toBe("/niederlassungen/lodz/3/");
  });
});

describe("matchesBranchSearch", () => {
  const munich = { city: "München", zipCode: "80331" };
  const prague = { city: "Praha", zipCode: "110 00" };

  it("matches everything when the search is empty or blank", () => {
    expect(matchesBranchSearch(munich, "")).toBe(true);
    expect(matchesBranchSearch(munich, "   ")).toBe(true);
  });

  it("matches a zip code prefix, ignoring spaces", () => {
    expect(matchesBranchSearch(munich, "803")).toBe(true);
    expect(matchesBranchSearch(prague, "11000")).toBe(true);
    expect(matchesBranchSearch(prague, "110 0")).toBe(true);
    expect(matchesBranchSearch(munich, "10115")).toBe(false);
  });

  it("matches a city prefix regardless of case and accents", () => {
    expect(matchesBranchSearch(munich, "münchen")).toBe(true);
    expect(matchesBranchSearch(munich, "MUNCH")).toBe(true);
    expect(matchesBranchSearch(munich, "Berlin")).toBe(false);
    expect(matchesBranchSearch(munich, "<script>")).toBe(false);
  });
});

describe("headerStoreLink (rule:layout.store-link)", () => {
  it("links the store finder unless the reservation-online-pickup mode is on", () => {
    const dach = shopByCode("de-de")!;
    expect(headerStoreLink(dach)).toEqual({ kind: "storeFinder", path: "/niederlassungen/" });
    const ropoMode = { features: { ...dach.features, reservationOnlinePickup: true } };
    expect(headerStoreLink(ropoMode)).toEqual({ kind: "ropoBasket", path: "/ropo-basket/" });
  });

  it("swaps the link in exactly the shops with the ropo mode on", () => {
    const swapped = SHOPS.filter((shop) => headerStoreLink(shop).kind === "ropoBasket").map(
      (shop) => shop.code,
    );
    expect(swapped).toEqual(["it-it"]);
  });
});
