import { testDatabaseKinds } from "@eyewear/database/testing";
import {
  APISortOption,
  APISortOrder,
  getFirstAttributeValue,
  type ProductSearchQuery,
} from "@scayle/storefront-api";
import { describe, expect, it } from "vitest";
import { CZ, DE, DE_CH, FR_CH, IT, PL, PRODUCT, SEARCH_PRODUCT } from "../fixtures.ts";
import { rejection, useEngine } from "../harness.ts";

describe.each(testDatabaseKinds())("search through the SDK (%s)", (kind) => {
  const engine = useEngine(kind);

  /** Ids of the products GET /v1/products answers for the search, in answer order. */
  async function found(shopId: number, where: ProductSearchQuery, perPage = 50): Promise<number[]> {
    const result = await engine.client(shopId).products.query({ where, pagination: { perPage } });
    return result.entities.map((product) => product.id);
  }

  const czechSunglasses = [
    SEARCH_PRODUCT.praha,
    ...Array.from({ length: 8 }, (_, index) => SEARCH_PRODUCT.praha + 11 + index),
  ];

  describe("GET /v1/products with filters[term]", () => {
    it("stems German: 'Sonnenbrillen' finds a product that is only labelled 'Sonnenbrille'", async () => {
      expect(await found(DE_CH, { term: "Sonnenbrillen", disableFuzziness: true })).toEqual([
        SEARCH_PRODUCT.glacier,
      ]);
      // The last word is also a prefix: search as you type.
      expect(await found(DE_CH, { term: "gletsch", disableFuzziness: true })).toEqual([
        SEARCH_PRODUCT.glacier,
      ]);
    });

    it("matches French with and without accents, stemmed", async () => {
      for (const term of ["métalliques", "metallique", "Montures METALLIQUES", "doree", "Dorée"]) {
        expect(await found(FR_CH, { term, disableFuzziness: true }), term).toEqual([SEARCH_PRODUCT.riviera]);
      }
    });

    it("matches Italian category names stemmed", async () => {
      expect(await found(IT, { term: "occhiale sole", disableFuzziness: true })).toEqual([
        SEARCH_PRODUCT.riviera,
      ]);
    });

    it("matches Polish and Czech typed without diacritics", async () => {
      const polish = await found(PL, { term: "okulary przeciwsloneczne", disableFuzziness: true });
      expect(polish.sort()).toEqual([PRODUCT.aviatorBlack, PRODUCT.aviatorHavana, PRODUCT.polishOnly]);
      expect(await found(PL, { term: "okulary przeciwsłoneczne", disableFuzziness: true })).toHaveLength(3);
      expect((await found(CZ, { term: "slunecni bryle", disableFuzziness: true })).sort()).toEqual(
        czechSunglasses,
      );
    });

    it("counts filter values within the term on GET /v1/filters and /v1/filters/{group}/values", async () => {
      const client = engine.client(DE);
      const brand = (filters: Awaited<ReturnType<typeof client.filters.get>>) =>
        filters.find((entry) => entry.slug === "brand")?.values;
      expect(brand(await client.filters.get({ where: { term: "Aviatr" } }))).toEqual([
        expect.objectContaining({ value: "ray-ban", productCount: 2 }),
      ]);
      expect(brand(await client.filters.get({ where: { term: "Aviatr", disableFuzziness: true } }))).toEqual(
        [],
      );
      expect(await client.filters.getValues("prices", { where: { term: "Aviator" } })).toEqual([
        { min: 9999, max: 13999, productCount: 2 },
      ]);
      const tooLong = await engine.request(`/v1/filters?filters[term]=${"a".repeat(5_000)}`);
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ parameter: "filters[term]" });
    });

    it("finds a typo fuzzily, but not with disableFuzziness", async () => {
      expect((await found(DE, { term: "Aviatr" })).sort()).toEqual([
        PRODUCT.aviatorBlack,
        PRODUCT.aviatorHavana,
      ]);
      expect((await found(DE, { term: "Aviatr Clasic" })).sort()).toEqual([
        PRODUCT.aviatorBlack,
        PRODUCT.aviatorHavana,
      ]);
      expect(await found(DE, { term: "Aviatr", disableFuzziness: true })).toEqual([]);
    });

    it("finds a word inside a compound only with containsSearch", async () => {
      expect(await found(DE_CH, { term: "brille", disableFuzziness: true })).toEqual([]);
      expect(await found(DE_CH, { term: "brille", disableFuzziness: true, containsSearch: true })).toEqual([
        SEARCH_PRODUCT.glacier,
      ]);
    });

    it("never answers another shop's products", async () => {
      expect(await found(DE, { term: "Polski Styl" })).toEqual([]);
      expect(await found(DE, { term: "Gletscher" })).toEqual([]);
      expect(await found(DE_CH, { term: "Aviator" })).toEqual([]);
      expect(await found(CZ, { term: "Riviera" })).toEqual([]);
      expect(await found(PL, { term: "Reader Slim" })).toEqual([]);
    });

    it("combines the term with the category filter and paging, ranked by relevance", async () => {
      const { categories } = engine.fixture;
      expect(
        (await found(DE, { term: "Aviator Classic", categoryId: categories[DE]!.sunglasses! })).sort(),
      ).toEqual([PRODUCT.aviatorBlack, PRODUCT.aviatorHavana]);
      expect(await found(DE, { term: "Aviator", categoryId: categories[DE]!.outlet! })).toEqual([
        PRODUCT.aviatorHavana,
      ]);
      expect(await found(DE, { term: "Aviator", categoryId: categories[DE]!.care! })).toEqual([]);
      const second = await engine.client(DE).products.query({
        where: { term: "Aviator" },
        pagination: { page: 2, perPage: 1 },
      });
      expect(second.entities).toHaveLength(1);
      expect(second.pagination).toMatchObject({ total: 2, page: 2, last: 2 });
      // Every word must match: "301" is no typo of "302".
      expect(await found(CZ, { term: "Praha PR 301" })).toEqual([SEARCH_PRODUCT.praha + 11]);
      // A name hit (weight A) outranks category hits (weight B), although its id is the highest.
      const ranked = await found(CZ, { term: "bryle", disableFuzziness: true });
      expect(ranked).toHaveLength(10);
      expect(ranked[0]).toBe(SEARCH_PRODUCT.bohemia);
    });

    it("an explicit sort wins over relevance", async () => {
      const cheapestFirst = await engine.client(DE).products.query({
        where: { term: "Aviator" },
        sort: { by: APISortOption.PRICE, direction: APISortOrder.ASCENDING },
      });
      expect(cheapestFirst.entities.map((product) => product.id)).toEqual([
        PRODUCT.aviatorHavana,
        PRODUCT.aviatorBlack,
      ]);
    });

    it("treats SQL- and tsquery-looking terms as words: 200, never 500", async () => {
      const terms = [
        "'; DROP TABLE products; --",
        "' OR 1=1 --",
        "a:* & !b | (c <-> d)",
        "%_%",
        "\\",
        "''''",
        ":*",
        "ŉ ʼ ¼ ‼ «»",
        "$1 $$ $2",
        "😎 Aviator",
      ];
      for (const term of terms) {
        const response = await engine.request(`/v1/products?filters[term]=${encodeURIComponent(term)}`);
        expect(response.status, term).toBe(200);
      }
      expect(await found(DE, { term: "😎 Aviator", disableFuzziness: true })).toHaveLength(2);
      expect(await found(DE, { term: "' OR 1=1 --" })).toEqual([]);
      // Nothing was dropped.
      expect((await engine.client(DE).products.getById(PRODUCT.aviatorBlack)).id).toBe(PRODUCT.aviatorBlack);
    });

    it("refuses terms over 200 characters with 400, and a 10 kB address with 414", async () => {
      // 200 characters are fine (repeated letters add few trigrams, so the fuzzy match still finds Aviator).
      expect(await found(DE, { term: `Aviator ${"x".repeat(192)}` })).toEqual(expect.any(Array));
      const tooLong = await rejection(engine.client(DE).products.query({ where: { term: "x".repeat(201) } }));
      expect(tooLong).toMatchObject({
        status: 400,
        body: { code: "INVALID_PARAMETER", parameter: "filters[term]" },
      });
      const huge = await engine.request(`/v1/products?filters[term]=${"a%27%3B".repeat(1_000)}`);
      expect(huge.status).toBe(400);
      // Past the longest request target the engine reads, the address itself is refused (rule:platform.bad-input-4xx).
      const tooLongTarget = await engine.request(`/v1/products?filters[term]=${"a".repeat(10_000)}`);
      expect(tooLongTarget.status).toBe(414);
      const bad = await engine.request("/v1/products?filters[term]=avi&disableFuzziness=yes");
      expect(bad.status).toBe(400);
    });
  });

  describe("GET /v1/search/suggestions", () => {
    it("suggests at most 6 products (rule:search.suggestion-limits), with the product attributes asked for", async () => {
      const suggestions = await engine.client(CZ).search.suggestions("slunecni", {
        with: { products: { attributes: { withKey: ["name"] } } },
      });
      expect(suggestions.products).toHaveLength(6);
      expect(suggestions.products.every((product) => czechSunglasses.includes(product.id))).toBe(true);
      expect(getFirstAttributeValue(suggestions.products[0]!.attributes, "name")?.label).toMatch(/^Praha PR/);
      expect(suggestions.categories).toEqual([]);
      expect(suggestions.brands).toEqual([]);
    });

    it("suggests categories (not hidden ones), brands and product names", async () => {
      const client = engine.client(DE);
      const all = { brands: "all", categories: "all", productNames: "all", products: "all" } as const;
      const sunglasses = await client.search.suggestions("sonnenbr", { with: all });
      expect(sunglasses.categories.map((category) => category.name)).toEqual(["Sonnenbrillen"]);
      expect((await client.search.suggestions("outlet", { with: all })).categories).toEqual([]);
      const rayBan = await client.search.suggestions("ray", { with: all });
      expect(rayBan.brands).toEqual([{ id: expect.any(Number), label: "Ray-Ban", value: "ray-ban" }]);
      const aviator = await client.search.suggestions("aviator", { with: all });
      expect(aviator.productNames).toEqual([{ term: "Aviator Classic" }]);
      expect(aviator.products.map((product) => product.id).sort()).toEqual([
        PRODUCT.aviatorBlack,
        PRODUCT.aviatorHavana,
      ]);
    });

    it("answers 400 without a term, for an unknown include and for a term over 200 characters", async () => {
      expect((await engine.request("/v1/search/suggestions")).status).toBe(400);
      expect((await engine.request("/v1/search/suggestions?term=avi&with=reviews")).status).toBe(400);
      const long = await rejection(engine.client(DE).search.suggestions("y".repeat(5_000)));
      expect(long).toMatchObject({ status: 400, body: { parameter: "term" } });
      expect((await engine.client(DE).search.suggestions("'; DROP TABLE brands; --")).products).toEqual([]);
    });
  });

  describe("GET /v1/search/resolve and /v1/search/mappings", () => {
    it("resolves a category name, and a category with a colour", async () => {
      const { categories } = engine.fixture;
      const client = engine.client(DE);
      const plain = await client.search.resolve("Sonnenbrillen");
      // Aviator black and havana and Wayfarer Next (temporarily not sellable, still listed).
      expect(plain.matches[0]).toEqual({
        count: 3,
        match: "sonnenbrillen",
        category: { match: "sonnenbrillen", id: categories[DE]!.sunglasses!, name: "Sonnenbrillen" },
        attributes: [],
      });
      const black = await client.search.resolve("schwarze Sonnenbrille");
      expect(black.matches[0]).toMatchObject({
        count: 1,
        category: { id: categories[DE]!.sunglasses! },
        attributes: [{ match: "schwarze", name: "Schwarz", attributeGroup: expect.any(Number) }],
      });
      expect((await client.search.resolve("Aviator")).matches).toEqual([]);
      const polish = await engine.client(PL).search.resolve("okulary przeciwsloneczne");
      expect(polish.matches[0]?.category.id).toBe(categories[PL]!.sunglasses!);
      // Within a category: the colour alone resolves to that category.
      const within = await client.search.resolve("schwarz", { categoryId: categories[DE]!.glasses! });
      expect(within.matches[0]).toMatchObject({ count: 1, category: { id: categories[DE]!.glasses! } });
    });

    it("maps a term to categories and attribute values", async () => {
      const { categories } = engine.fixture;
      const mappings = await engine.client(DE).search.mappings("schwarze Sonnenbrillen");
      expect(mappings.matches).toContainEqual({
        type: "category",
        name: "Sonnenbrillen",
        id: categories[DE]!.sunglasses!,
      });
      expect(mappings.matches).toContainEqual({
        type: "attribute",
        attributeGroup: { id: expect.any(Number), slug: "frameColor" },
        attributeIds: [expect.any(Number)],
      });
      expect((await engine.client(DE).search.mappings("xyz")).matches).toEqual([]);
    });
  });

  describe("search v2", () => {
    it("suggests categories with their parents, products and navigation pages", async () => {
      const { categories } = engine.fixture;
      const client = engine.client(DE);
      const { suggestions } = await client.searchv2.suggestions("sonnenbr", {
        with: { categories: { parents: "all" }, product: { attributes: { withKey: ["name"] } } },
      });
      const category = suggestions.find((entry) => entry.type === "category");
      expect(category?.type === "category" && category.categorySuggestion.category.parent?.id).toBe(
        categories[DE]!.glasses!,
      );
      const products = suggestions.filter((entry) => entry.type === "product");
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(6);
      const magazine = await client.searchv2.suggestions("magazi");
      expect(magazine.suggestions).toEqual([
        {
          type: "navigationItem",
          navigationItemSuggestion: { navigationItem: expect.objectContaining({ name: "Magazin" }) },
        },
      ]);
      // The branch page becomes visible only in 2999.
      expect((await client.searchv2.suggestions("filialen")).suggestions).toEqual([]);
    });

    it("resolves to a category with filters, a product, a navigation page or nothing", async () => {
      const { categories } = engine.fixture;
      const client = engine.client(DE);
      const category = await client.searchv2.resolve("schwarze Sonnenbrillen");
      expect(category).toMatchObject({
        type: "category",
        categorySuggestion: {
          category: { id: categories[DE]!.sunglasses! },
          filters: [
            {
              type: "attribute",
              attributeFilter: {
                group: { key: "frameColor", label: "Rahmenfarbe" },
                values: [{ value: "black", label: "Schwarz" }],
              },
            },
          ],
        },
      });
      const product = await client.searchv2.resolve(`ref-${PRODUCT.aviatorBlack}`);
      expect(product?.type === "product" && product.productSuggestion.product.id).toBe(PRODUCT.aviatorBlack);
      const page = await client.searchv2.resolve("Magazin");
      expect(page?.type).toBe("navigationItem");
      expect(await client.searchv2.resolve("nichts dergleichen")).toBeUndefined();
    });

    it("resolves a brand's whole name to its main category with the brand as filter, or to the given category", async () => {
      const { categories } = engine.fixture;
      const client = engine.client(DE);
      const brandFilter = {
        type: "attribute",
        attributeFilter: { group: { key: "brand" }, values: [{ value: "ray-ban", label: "Ray-Ban" }] },
      };
      const main = await client.searchv2.resolve("ray-ban");
      expect(main).toMatchObject({ type: "category", categorySuggestion: { filters: [brandFilter] } });
      const within = await client.searchv2.resolve("Ray-Ban", { categoryId: categories[DE]!.glasses! });
      expect(within).toMatchObject({
        type: "category",
        categorySuggestion: { category: { id: categories[DE]!.glasses! }, filters: [brandFilter] },
      });
      // Part of a brand's name is no brand.
      expect((await client.searchv2.resolve("Ray"))?.type).not.toBe("category");
    });
  });

  describe("POST /v1/typeahead", () => {
    it("limits product suggestions, highlights the typed start and names a top match", async () => {
      const { categories } = engine.fixture;
      const client = engine.client(CZ);
      const limited = await client.typeahead.suggestions("praha", { productLimit: 2 });
      const products = limited.suggestions.filter((entry) => entry.type === "product");
      expect(products).toHaveLength(2);
      expect(products[0]?.type === "product" && products[0].productSuggestion.suggestion).toMatch(
        /^<em>Praha<\/em> PR 30\d$/,
      );
      expect(limited.topMatch).toBeDefined();
      const defaultLimit = await client.typeahead.suggestions("praha");
      expect(defaultLimit.suggestions.filter((entry) => entry.type === "product")).toHaveLength(6);

      const sunglasses = await engine.client(DE).typeahead.suggestions("sonnenb", {
        with: { categories: { parents: "all" } },
        categoryId: categories[DE]!.glasses!,
      });
      const category = sunglasses.suggestions.find((entry) => entry.type === "brandOrCategory");
      expect(category).toMatchObject({
        type: "brandOrCategory",
        brandOrCategorySuggestion: {
          suggestion: "<em>Sonnenb</em>rillen",
          primaryMatch: "category",
          category: { id: categories[DE]!.sunglasses!, parent: { id: categories[DE]!.glasses! } },
          productCount: 3,
        },
      });
    });

    it("suggests a brand in its main category", async () => {
      const { categories } = engine.fixture;
      const result = await engine.client(DE).typeahead.suggestions("ray");
      expect(result.suggestions[0]).toMatchObject({
        type: "brandOrCategory",
        brandOrCategorySuggestion: {
          suggestion: "<em>Ray</em>-Ban in Sonnenbrillen",
          primaryMatch: "brand",
          brand: { name: "Ray-Ban" },
          category: { id: categories[DE]!.sunglasses! },
        },
      });
    });

    it("refuses a limit over 50 and an unknown category", async () => {
      expect(
        (await rejection(engine.client(DE).typeahead.suggestions("avi", { productLimit: 51 }))).status,
      ).toBe(400);
      expect(
        (await rejection(engine.client(DE).typeahead.suggestions("avi", { categoryId: 999_999 }))).status,
      ).toBe(400);
    });
  });
});
