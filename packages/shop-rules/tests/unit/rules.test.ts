import { describe, expect, it } from "vitest";
import {
  badgeFor,
  defaultImageHeight,
  firstAttributeValue,
  formatPrice,
  grantedQuantity,
  isQuantityChangeLocked,
  isQuantityChangeLockedIn,
  isUnsafeLinkProtocol,
  isValidBasketQuantity,
  lockedQuantity,
  logoVariantFor,
  needsTrailingSlash,
  pageNotFoundMessage,
  preferredShop,
  productIdFromSlug,
  productSlug,
  renderedImageWidth,
  SHOPS,
  STORES,
  safeRedirectPath,
  shopByCode,
  shopLanguages,
  slugify,
  splitShopPath,
  splitVat,
} from "../../src/index.ts";
import { expectVerdicts } from "../verdicts.ts";

const none = { isNew: false, isSoldOut: false, isOnlineOnly: false, isSustainable: false, isPremium: false };

describe("shops configuration (rule:shops.storefronts, rule:shops.store-domains)", () => {
  it("has the nine storefronts with their currencies", () => {
    expect(SHOPS.map((s) => s.locale)).toEqual([
      "de-AT",
      "de-DE",
      "cs-CZ",
      "pl-PL",
      "de-CH",
      "fr-CH",
      "it-CH",
      "it-IT",
      "de-IT",
    ]);
    expect(shopByCode("pl-pl")?.currency).toBe("PLN");
    expect(shopByCode("cs-cz")?.currency).toBe("CZK");
    expect(shopByCode("fr-ch")?.currency).toBe("CHF");
    expect(shopByCode("de-at")?.currency).toBe("EUR");
  });
  it("keys stores by the numbers 10001 to 10011, each with its own domain", () => {
    expect(STORES.map((s) => s.storeNumber)).toEqual([
      10001, 10002, 10003, 10004, 10005, 10006, 10007, 10008, 10009, 10010, 10011,
    ]);
    expect(new Set(STORES.map((s) => s.domain)).size).toBe(11);
  });
});

describe("badgeFor (rule:catalogue.badge-priority)", () => {
  it("orders new, sold out, online exclusive, sustainable, premium", () => {
    expect(badgeFor({ ...none, isNew: true, isSoldOut: true, isPremium: true })).toBe("new");
    expect(badgeFor({ ...none, isSoldOut: true, isOnlineOnly: true })).toBe("sold_out");
    expect(badgeFor({ ...none, isOnlineOnly: true, isSustainable: true })).toBe("online_exclusive");
    expect(badgeFor({ ...none, isSustainable: true, isPremium: true })).toBe("sustainable");
    expect(badgeFor({ ...none, isPremium: true })).toBe("premium");
    expect(badgeFor(none)).toBe("");
  });
});

describe("money (rule:money.format-price, rule:money.default-vat)", () => {
  it("formats minor units in the shop's currency", () => {
    expect(formatPrice(12990, shopByCode("de-de")!)).toBe("129,90\u00a0€");
    expect(formatPrice(49900, shopByCode("pl-pl")!)).toMatch(/^499,00\s?zł$/);
    expect(formatPrice(13900, shopByCode("fr-ch")!)).toMatch(/CHF/);
    expect(formatPrice(249000, shopByCode("cs-cz")!)).toMatch(/^2\s?490\s?Kč$/);
  });
  it("splits a gross price into net and VAT", () => {
    expect(splitVat(11900, 0.19)).toEqual({ withoutTax: 10000, vatAmount: 1900 });
    expect(splitVat(11900)).toEqual({ withoutTax: 10000, vatAmount: 1900 });
  });
});

describe("routing (rule:routing.trailing-slash, rule:routing.preferred-shop)", () => {
  it("adds trailing slashes except to asset files and full URLs", () => {
    expectVerdicts(needsTrailingSlash, {
      accepts: ["/de-de/brillen"],
      rejects: ["/de-de/brillen/", "/assets/app.js", "https://example.com/a"],
    });
  });
  it("splits a shop prefix from the path", () => {
    expect(splitShopPath("/fr-ch/lunettes/")?.shop.code).toBe("fr-ch");
    expect(splitShopPath("/fr-ch/lunettes/")?.rest).toBe("/lunettes/");
    expect(splitShopPath("/xx-yy/")).toBeUndefined();
    expect(splitShopPath("/de-DE/")).toBeUndefined();
  });
  it("chooses the saved shop, then the browser language, then de-DE", () => {
    expect(preferredShop("pl-pl", "de-DE").code).toBe("pl-pl");
    expect(preferredShop(undefined, "fr-CH,fr;q=0.9").code).toBe("fr-ch");
    expect(preferredShop(undefined, "en-US,it;q=0.8").code).toBe("it-it");
    // Each browser language to its home shop, a country of ours to that country's shop.
    const chosen = (acceptLanguage: string) => preferredShop(undefined, acceptLanguage).code;
    expect(
      ["de", "de-AT", "de-CH", "de-LU", "fr", "fr-FR", "it", "it-CH", "pl", "cs", "cs-CZ", "en"].map(chosen),
    ).toEqual([
      "de-de",
      "de-at",
      "de-ch",
      "de-de",
      "fr-ch",
      "fr-ch",
      "it-it",
      "it-ch",
      "pl-pl",
      "cs-cz",
      "cs-cz",
      "de-de",
    ]);
    expect(preferredShop("nonsense", "en-US")).toBe(shopByCode("de-de"));
  });
  it("picks the Czech, Polish or default logo (rule:layout.logo-variant)", () => {
    expect(logoVariantFor("cs-CZ")).toBe("cz");
    expect(logoVariantFor("pl-PL")).toBe("pl");
    expect(logoVariantFor("de-AT")).toBe("default");
  });
  it("names the path in the not-found message", () => {
    expect(pageNotFoundMessage("/de-de/x/")).toBe("Page Not Found: /de-de/x/");
  });
  it("refuses unsafe link protocols and foreign redirect targets", () => {
    for (const href of [
      "javascript:alert(1)",
      " data:text/html,x",
      "blob:x",
      "VBScript:x",
      "java\tscript:alert(1)",
      "\u0001jav\nascript:alert(1)",
    ]) {
      expect(isUnsafeLinkProtocol(href)).toBe(true);
    }
    expect(isUnsafeLinkProtocol("/de-de/")).toBe(false);
    expect(safeRedirectPath("/de-de/basket/", "/")).toBe("/de-de/basket/");
    for (const target of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      42,
    ]) {
      expect(safeRedirectPath(target, "/fallback/")).toBe("/fallback/");
    }
  });
});

describe("slugs (rule:catalogue.slugify, rule:catalogue.product-slug)", () => {
  it("lowercases and removes the listed characters", () => {
    expect(slugify("Lumen (LM*4021) Schwarz!")).toBe("lumen-lm4021-schwarz");
    expect(slugify("Sluneční brýle")).toBe("slunecni-bryle");
    expect(slugify("Okulary przeciwsłoneczne")).toBe("okulary-przeciwsloneczne");
    expect(slugify("Straßenbrille")).toBe("strassenbrille");
  });
  it("builds name-id slugs and reads the id back", () => {
    const slug = productSlug({ name: "Lumen LM 4021", details: ["Schwarz", undefined, "30 Stück"], id: 812 });
    expect(slug).toBe("lumen-lm-4021-schwarz-30-stuck-812");
    expect(productIdFromSlug(slug)).toBe(812);
    expect(productIdFromSlug("no-id-here")).toBeUndefined();
  });
});

describe("basket quantities", () => {
  it("accepts whole numbers from 1 to 999", () => {
    expect(isValidBasketQuantity(1)).toBe(true);
    expect(isValidBasketQuantity(999)).toBe(true);
    for (const bad of [0, -1, 1.5, 1e9, Number.NaN, "2"]) expect(isValidBasketQuantity(bad)).toBe(false);
  });
  it("grants what can be sold (rule:basket.reduced-quantity)", () => {
    expect(grantedQuantity(5, 3)).toBe(3);
    expect(grantedQuantity(5, null)).toBe(5);
  });
  it("locks the quantity of a product whose quantityChangeLock attribute is true (rule:basket.quantity-lock)", () => {
    const lock = (value: string) => ({
      quantityChangeLock: { multiSelect: false, values: { value, label: "" } },
    });
    expect(isQuantityChangeLocked(lock("true"))).toBe(true);
    expect(isQuantityChangeLocked(lock("false"))).toBe(false);
    expect(isQuantityChangeLocked({})).toBe(false);
    expect(isQuantityChangeLocked(undefined)).toBe(false);
    expect(isQuantityChangeLockedIn({ quantityChangeLock: ["true"] })).toBe(true);
    expect(isQuantityChangeLockedIn({ quantityChangeLock: ["false"] })).toBe(false);
    expect(isQuantityChangeLockedIn({})).toBe(false);
  });
  it("holds a locked line at one unit and leaves other lines as asked (rule:basket.quantity-lock)", () => {
    expect(lockedQuantity(true, 3)).toBe(1);
    expect(lockedQuantity(true, 1)).toBe(1);
    expect(lockedQuantity(false, 3)).toBe(3);
  });
});

describe("images (rule:images.sizes, rule:images.default-height)", () => {
  it("uses the listed widths and densities, height = width × 4/3", () => {
    expect(renderedImageWidth(640, 2)).toBe(1280);
    expect(renderedImageWidth(500, 1)).toBeUndefined();
    expect(renderedImageWidth(640, 3)).toBeUndefined();
    expect(defaultImageHeight(768)).toBe(1024);
  });
});

describe("attributes (rule:catalogue.attribute-first-value)", () => {
  it("takes the first value of a multi-select attribute", () => {
    const attributes = {
      colors: {
        multiSelect: true,
        values: [
          { value: "black", label: "Schwarz" },
          { value: "red", label: "Rot" },
        ],
      },
      name: { multiSelect: false, values: { value: "x", label: "Lumen" } },
    };
    expect(firstAttributeValue(attributes, "colors")?.label).toBe("Schwarz");
    expect(firstAttributeValue(attributes, "name")?.label).toBe("Lumen");
    expect(firstAttributeValue(attributes, "missing")).toBeUndefined();
  });
});

describe("shopLanguages (rule:layout.language-switcher)", () => {
  it("lists the languages of the shop's country", () => {
    expect(shopLanguages(shopByCode("fr-ch")!).map((l) => `${l.code} ${l.label}`)).toEqual([
      "de-ch Deutsch",
      "fr-ch Français",
      "it-ch Italiano",
    ]);
    expect(shopLanguages(shopByCode("it-it")!).map((l) => l.code)).toEqual(["it-it", "de-it"]);
    expect(shopLanguages(shopByCode("pl-pl")!).map((l) => l.code)).toEqual(["pl-pl"]);
  });
});
