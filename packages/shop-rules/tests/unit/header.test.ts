import { describe, expect, it } from "vitest";
import {
  basketFlyoutScrollHeight,
  closesSideNavigation,
  flyoutColumnCount,
  hidesHeaderShopping,
  showsShopIcons,
} from "../../src/header.ts";
import { SHOPS } from "../../src/shops.ts";

describe("showsShopIcons (rule:layout.shop-icons)", () => {
  const shop = SHOPS[0]!;

  it("shows the basket and account icons when the online shop is on", () => {
    expect(showsShopIcons({ features: { ...shop.features, onlineShop: true } })).toBe(true);
  });

  it("hides them when the online shop is off", () => {
    expect(showsShopIcons({ features: { ...shop.features, onlineShop: false } })).toBe(false);
  });
});

describe("hidesHeaderShopping", () => {
  it("hides menu, search and basket flyout on the checkout page", () => {
    expect(hidesHeaderShopping("/de-de/checkout/", new URLSearchParams())).toBe(true);
    expect(hidesHeaderShopping("/fr-ch/checkout", new URLSearchParams())).toBe(true);
  });

  it("hides them when showBasket is true, on any page", () => {
    expect(hidesHeaderShopping("/de-de/signin/", new URLSearchParams("showBasket=true"))).toBe(true);
  });

  it("keeps them elsewhere and for other showBasket values", () => {
    expect(hidesHeaderShopping("/de-de/", new URLSearchParams())).toBe(false);
    expect(hidesHeaderShopping("/de-de/signin/", new URLSearchParams("showBasket=false"))).toBe(false);
    expect(hidesHeaderShopping("/de-de/checkout-info/", new URLSearchParams())).toBe(false);
    expect(hidesHeaderShopping("/de-de/brillen/checkout/", new URLSearchParams())).toBe(false);
  });
});

describe("flyoutColumnCount", () => {
  it("uses one column up to 10 entries and two above", () => {
    expect(flyoutColumnCount(1)).toBe(1);
    expect(flyoutColumnCount(10)).toBe(1);
    expect(flyoutColumnCount(11)).toBe(2);
  });
});

describe("closesSideNavigation", () => {
  it("drills into items with children up to depth 3", () => {
    expect(closesSideNavigation({ depth: 1, hasChildren: true })).toBe(false);
    expect(closesSideNavigation({ depth: 3, hasChildren: true })).toBe(false);
  });

  it("closes on a leaf or deeper than 3 levels", () => {
    expect(closesSideNavigation({ depth: 1, hasChildren: false })).toBe(true);
    expect(closesSideNavigation({ depth: 4, hasChildren: true })).toBe(true);
  });
});

describe("basketFlyoutScrollHeight", () => {
  it("is four item heights of 96 px, at most 100vh minus 12rem", () => {
    expect(basketFlyoutScrollHeight()).toBe("min(384px, calc(100vh - 12rem))");
    expect(basketFlyoutScrollHeight(80)).toBe("min(320px, calc(100vh - 12rem))");
  });
});
