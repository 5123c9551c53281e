import { describe, expect, it } from "vitest";
import { sitemapIndexXml, urlSetXml, xmlEscape } from "./sitemap-xml.ts";

describe("sitemap XML (rule:seo.sitemap)", () => {
  it("names every shop's sitemap in the index", () => {
    expect(
      sitemapIndexXml(["https://shop.example/de-de/sitemap.xml", "https://shop.example/pl-pl/sitemap.xml"]),
    ).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://shop.example/de-de/sitemap.xml</loc></sitemap>
<sitemap><loc>https://shop.example/pl-pl/sitemap.xml</loc></sitemap>
</sitemapindex>
`);
  });

  it("lists pages with their alternates, escaped", () => {
    const xml = urlSetXml([
      {
        loc: "https://shop.example/de-de/brillen/?brand=a&sort=b",
        alternates: [{ hreflang: "pl-PL", href: "https://shop.example/pl-pl/okulary/?x=\"'<>" }],
      },
      { loc: "https://shop.example/de-de/" },
    ]);
    expect(xml).toContain(
      '<url><loc>https://shop.example/de-de/brillen/?brand=a&amp;sort=b</loc><xhtml:link rel="alternate" hreflang="pl-PL" href="https://shop.example/pl-pl/okulary/?x=&quot;&apos;&lt;&gt;"/></url>',
    );
    expect(xml).toContain("<url><loc>https://shop.example/de-de/</loc></url>");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("escapes markup and drops characters XML cannot carry", () => {
    expect(xmlEscape("a&b<c>d\"e'f\u0001g\u0008")).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;fg");
    expect(xmlEscape("Łódź – Brno")).toBe("Łódź – Brno");
  });
});
