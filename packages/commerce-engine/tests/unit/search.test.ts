import { describe, expect, it } from "vitest";
import {
  parseProductSearch,
  parseSearchTerm,
  parseSearchV2Include,
  parseSuggestionsInclude,
  parseTypeaheadInclude,
} from "../../src/http/search.ts";
import { EngineError } from "../../src/model/engine-error.ts";
import { foldText, highlight } from "../../src/serializers/search.ts";
import { redirectSourcesOf } from "../../src/services/redirects.ts";

describe("parseSearchTerm", () => {
  it("keeps runs of letters and digits, lower-cased, and drops everything else", () => {
    expect(parseSearchTerm("  Sonnenbrille  Ray-Ban 3025! ", "term").words).toEqual([
      "sonnenbrille",
      "ray",
      "ban",
      "3025",
    ]);
    expect(parseSearchTerm("'; DROP TABLE products; --", "term").words).toEqual([
      "drop",
      "table",
      "products",
    ]);
    expect(parseSearchTerm("a:* & !b | (c <-> d)", "term").words).toEqual(["a", "b", "c", "d"]);
    expect(parseSearchTerm("%_% ''' \\", "term").words).toEqual([]);
    expect(parseSearchTerm("Przeciwsłoneczne Sluneční", "term").words).toEqual([
      "przeciwsłoneczne",
      "sluneční",
    ]);
  });

  it("keeps at most 10 words and refuses more than 200 characters", () => {
    expect(
      parseSearchTerm(Array.from({ length: 15 }, (_, i) => `w${i}`).join(" "), "term").words,
    ).toHaveLength(10);
    expect(parseSearchTerm("x".repeat(200), "term").words).toEqual(["x".repeat(200)]);
    expect(() => parseSearchTerm("x".repeat(201), "filters[term]")).toThrow(EngineError);
  });

  it("reads filters[term], containsSearch and disableFuzziness; a blank term is no search", () => {
    expect(parseProductSearch({ "filters[term]": "avi", disableFuzziness: "true" })).toMatchObject({
      fuzzy: false,
      contains: false,
    });
    expect(parseProductSearch({ "filters[term]": "avi", containsSearch: "true" })).toMatchObject({
      fuzzy: true,
      contains: true,
    });
    expect(parseProductSearch({ "filters[term]": "  " })).toBeUndefined();
    expect(() => parseProductSearch({ "filters[term]": "avi", containsSearch: "1" })).toThrow(EngineError);
  });
});

describe("search includes", () => {
  it("reads the suggestions `with` as the SDK writes it; none named means all groups", () => {
    const include = parseSuggestionsInclude("brands,products,products.attributes:key(name|brand)");
    expect(include).toMatchObject({ brands: true, categories: false, productNames: false, products: true });
    expect(include.product.attributes?.keys).toEqual(new Set(["name", "brand"]));
    expect(parseSuggestionsInclude("")).toMatchObject({ brands: true, categories: true, products: true });
    expect(() => parseSuggestionsInclude("reviews")).toThrow(EngineError);
  });

  it("reads the v2 and typeahead `with`", () => {
    const v2 = parseSearchV2Include(
      "category.parents,category.children,category.properties:name(a),category.properties:name(b),product.priceRange,navigationItem.category",
    );
    expect(v2.category).toEqual({ parents: true, children: true, properties: new Set(["a", "b"]) });
    expect(v2.product.priceRange).toBe(true);
    expect(parseTypeaheadInclude("category.parents,product.attributes").category.parents).toBe(true);
    expect(() => parseTypeaheadInclude("category.properties:name(a)")).toThrow(EngineError);
  });
});

describe("highlight", () => {
  it("wraps the typed start of each word in <em>, ignoring case and diacritics", () => {
    expect(highlight("Sonnenbrillen", ["sonnenb"])).toBe("<em>Sonnenb</em>rillen");
    expect(highlight("Okulary przeciwsłoneczne", ["przeciwsl"])).toBe("Okulary <em>przeciwsł</em>oneczne");
    expect(highlight("Ray-Ban", ["ray"])).toBe("<em>Ray</em>-Ban");
    expect(highlight("<b>Größe</b> & Co", ["grosse"])).toBe("&lt;b&gt;<em>Größe</em>&lt;/b&gt; &amp; Co");
    expect(highlight("Brillen", [])).toBe("Brillen");
    expect(foldText("Łódź Sluneční ß")).toBe("lodz slunecni ss");
  });
});

describe("redirectSourcesOf", () => {
  it("compares path (with query first), ignoring host and fragment, trailing slash optional", () => {
    expect(redirectSourcesOf("https://brillen-shop.de/sale/?utm=x#top")).toEqual([
      "/sale/?utm=x",
      "/sale/",
      "/sale",
    ]);
    expect(redirectSourcesOf("/c/sunglasses")).toEqual(["/c/sunglasses", "/c/sunglasses/"]);
    expect(redirectSourcesOf("/")).toEqual(["/"]);
  });
});
