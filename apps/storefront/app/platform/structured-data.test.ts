import { describe, expect, it } from "vitest";
import { schemaOrgProblems } from "../../tests/schema-org.ts";
import {
  breadcrumbStructuredData,
  jsonLdText,
  opticianStructuredData,
  organizationStructuredData,
  productStructuredData,
} from "./structured-data.ts";

const PRODUCT = {
  url: "https://shop.example/de-de/p/aurora-schwarz-17/",
  name: "Aurora",
  brand: "Purelux",
  description: "Leichte Brille",
  imageUrls: ["https://shop.example/images/abc123ef.webp?social=1"],
  sku: "17",
  currency: "EUR",
};

describe("structured data of the shop's pages (rule:seo.structured-data)", () => {
  it("describes a product at the price the page shows, in the shop's currency, in stock", () => {
    const product = productStructuredData({
      ...PRODUCT,
      offer: { price: 12990, availability: { kind: "immediate" } },
    });
    expect(schemaOrgProblems(product)).toEqual([]);
    expect(product.offers).toEqual({
      "@type": "Offer",
      url: PRODUCT.url,
      price: "129.90",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    });
    expect(product.brand).toEqual({ "@type": "Brand", name: "Purelux" });
  });

  it("says out of stock for what cannot be bought, and in stock for what is sold without stock", () => {
    const availability = (kind: "unavailable" | "asap") =>
      (
        productStructuredData({ ...PRODUCT, offer: { price: 100, availability: { kind } } }).offers as {
          availability: string;
        }
      ).availability;
    expect(availability("unavailable")).toBe("https://schema.org/OutOfStock");
    expect(availability("asap")).toBe("https://schema.org/InStock");
  });

  it("gives a reduced price the lowest prior price as its struck-through reference, else the price before", () => {
    const reduced = (lowestPriorPrice?: number) =>
      productStructuredData({
        ...PRODUCT,
        currency: "PLN",
        offer: {
          price: 8000,
          originalPrice: 10000,
          lowestPriorPrice,
          availability: { kind: "soon", quantity: 2 },
        },
      });
    expect(schemaOrgProblems(reduced(9000))).toEqual([]);
    expect((reduced(9000).offers as { priceSpecification: unknown }).priceSpecification).toEqual([
      { "@type": "UnitPriceSpecification", price: "80.00", priceCurrency: "PLN" },
      {
        "@type": "UnitPriceSpecification",
        priceType: "https://schema.org/StrikethroughPrice",
        price: "90.00",
        priceCurrency: "PLN",
      },
    ]);
    expect(
      (reduced(undefined).offers as { priceSpecification: { price: string }[] }).priceSpecification[1]?.price,
    ).toBe("100.00");
    const unreduced = productStructuredData({
      ...PRODUCT,
      offer: { price: 100, availability: { kind: "asap" } },
    });
    expect(unreduced.offers).not.toHaveProperty("priceSpecification");
  });

  it("numbers the breadcrumb from the home page to the page", () => {
    const trail = breadcrumbStructuredData([
      { name: "Startseite", url: "https://shop.example/de-de/" },
      { name: "Brillen", url: "https://shop.example/de-de/brillen/" },
    ]);
    expect(schemaOrgProblems(trail)).toEqual([]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Startseite", item: "https://shop.example/de-de/" },
      { "@type": "ListItem", position: 2, name: "Brillen", item: "https://shop.example/de-de/brillen/" },
    ]);
  });

  it("names the organisation with its home page and logo", () => {
    const organization = organizationStructuredData({
      name: "Lumio Optik",
      url: "https://shop.example/de-de/",
      logoUrl: "https://shop.example/favicon.svg",
    });
    expect(schemaOrgProblems(organization)).toEqual([]);
  });

  it("describes a branch as an optician with its address, phone and opening hours by weekday", () => {
    const optician = opticianStructuredData(
      {
        name: "Lumio Optik Berlin Mitte",
        address: {
          street: "Lindenweg",
          houseNumber: "12",
          zipCode: "10115",
          city: "Berlin",
          countryCode: "DE",
        },
        phone: "+49 30 1234567",
        email: "filiale@example.invalid",
        openingHours: {
          "1": [{ opens: "09:00", closes: "18:00" }],
          "6": [{ opens: "10:00", closes: "14:00" }],
        },
        coordinates: { latitude: 52.52, longitude: 13.4 },
      },
      "https://shop.example/de-de/niederlassungen/berlin/3/",
    );
    expect(schemaOrgProblems(optician)).toEqual([]);
    expect(optician["@type"]).toBe("Optician");
    expect(optician.address).toMatchObject({ streetAddress: "Lindenweg 12", addressCountry: "DE" });
    expect(optician.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "10:00",
        closes: "14:00",
      },
    ]);
  });

  it("finds what Google would refuse", () => {
    expect(schemaOrgProblems({ "@context": "http://schema.org", "@type": "Product" })).toEqual([
      "@context is http://schema.org",
    ]);
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "A",
        offers: {
          "@type": "Offer",
          price: "1,00",
          priceCurrency: "€",
          availability: "InStock",
          url: "/p/a/",
        },
      }),
    ).toEqual([
      "Product.offers[0].price is not a non-negative number: 1,00",
      "Product.offers[0].priceCurrency is not ISO 4217: €",
      "Product.offers[0].availability is not a schema.org ItemAvailability",
      "Product.offers[0].url is not absolute",
    ]);
  });

  it("writes JSON that no value can break out of its script with", () => {
    const product = productStructuredData({
      ...PRODUCT,
      name: "</script><script>alert(1)</script> & <!--",
      offer: { price: 100, availability: { kind: "immediate" } },
    });
    const text = jsonLdText(product);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(product);
    expect(jsonLdText({ "@context": "https://schema.org", "@type": "Thing", name: "a\u2028b" })).toContain(
      "a\\u2028b",
    );
  });
});
