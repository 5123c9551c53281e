import { describe, expect, it } from "vitest";
import { brandAboveName, productTitle, shortProductTitle } from "../../src/index.ts";

describe("shortProductTitle (rule:catalogue.title-length)", () => {
  const longFrameName = "Marlowe & Finch MF 48213 Titanium Panto Limited Anniversary Edition";

  it("keeps eyewear names of up to 50 characters in every room", () => {
    const name = "Marlowe & Finch MF 48213 Titanium Panto Edition 12";
    expect(name).toHaveLength(50);
    expect(shortProductTitle(name, "glasses-pdp", "narrow")).toBe(name);
    expect(shortProductTitle(name, "correctional-glasses", "wide")).toBe(name);
  });

  it("cuts eyewear names above 50 characters at a word boundary, ellipsis included in the 50", () => {
    const short = shortProductTitle(longFrameName, "correctional-glasses", "narrow");
    expect(short).toBe("Marlowe & Finch MF 48213 Titanium Panto Limited…");
    expect(short.length).toBeLessThanOrEqual(50);
    expect(shortProductTitle(longFrameName, "glasses-pdp", "wide")).toBe(short);
  });

  it("cuts non-eyewear names to 22 characters where room is narrow and 29 where it is wide", () => {
    const name = "Blickwerk Microfibre Cloth Signature";
    expect(shortProductTitle(name, "merch-pdp", "narrow")).toBe("Blickwerk Microfibre…");
    expect(shortProductTitle(name, "merch-pdp", "wide")).toBe("Blickwerk Microfibre Cloth…");
    expect(shortProductTitle("Purelux Glasses Cleaning Spray", "cleaning-fluid-pdp", "wide")).toBe(
      "Purelux Glasses Cleaning…",
    );
    expect(shortProductTitle("Hydralens Daily Comfort", "contact-lens-pdp", "narrow")).toBe(
      "Hydralens Daily…",
    );
  });

  it("keeps non-eyewear names that fit, exactly at the limit too", () => {
    expect(shortProductTitle("Blickwerk Cap Classic", "merch-pdp", "narrow")).toBe("Blickwerk Cap Classic");
    expect(shortProductTitle("Lensara Saline Rinse 360 ml", "cleaning-fluid-pdp", "wide")).toBe(
      "Lensara Saline Rinse 360 ml",
    );
    expect(shortProductTitle("Blickwerk Drying Box 1", "hearing-aids-merch-pdp", "narrow")).toHaveLength(22);
  });

  it("keeps a last word that ends exactly at the limit and cuts one long word hard", () => {
    expect(shortProductTitle("Blickwerk Cap Classic Extra", "merch-pdp", "narrow")).toBe(
      "Blickwerk Cap Classic…",
    );
    expect(shortProductTitle("Supercalifragilisticexpialidocious", "merch-pdp", "narrow")).toBe(
      "Supercalifragilistice…",
    );
  });
});

describe("productTitle (rule:catalogue.product-title)", () => {
  it("names the brand once when the name already starts with it", () => {
    expect(productTitle("Purelux", "Purelux Glasses Cleaning Spray")).toBe("Purelux Glasses Cleaning Spray");
    expect(productTitle("Orvella", "orvella OV 3507")).toBe("orvella OV 3507");
    expect(productTitle("Marlowe & Finch", "Marlowe & Finch MF 48213")).toBe("Marlowe & Finch MF 48213");
    expect(productTitle("Purelux", "Purelux")).toBe("Purelux");
  });

  it("leads with the brand when the name does not start with it as a whole word", () => {
    expect(productTitle("Orvella", "OV 3507")).toBe("Orvella OV 3507");
    expect(productTitle("Pure", "Purelux Spray")).toBe("Pure Purelux Spray");
    expect(productTitle(" Orvella ", "OV 3507")).toBe("Orvella OV 3507");
  });

  it("is the name alone without a brand", () => {
    expect(productTitle("", "Einstärkengläser")).toBe("Einstärkengläser");
  });
});

describe("brandAboveName (rule:catalogue.product-title)", () => {
  it("shows the brand above a name that does not start with it", () => {
    expect(brandAboveName("Orvella", "OV 3507")).toBe("Orvella");
    expect(brandAboveName(" Orvella ", "OV 3507")).toBe("Orvella");
  });

  it("shows no brand line where the name already starts with the brand, or without a brand", () => {
    expect(brandAboveName("Orvella", "Orvella OV 3507")).toBeUndefined();
    expect(brandAboveName("", "Einstärkengläser")).toBeUndefined();
  });
});
