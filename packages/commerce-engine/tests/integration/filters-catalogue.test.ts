import { testDatabaseKinds } from "@eyewear/database/testing";
import type { FilterItemWithValues, ProductSearchQuery } from "@scayle/storefront-api";
import { describe, expect, it } from "vitest";
import { AT, DE, PL, PRODUCT } from "../fixtures.ts";
import { rejection, useEngine } from "../harness.ts";

// Served in DE: aviatorBlack 1001 (black; lensWidth 58 12999, 62 13999), aviatorHavana 1002 (havana; 58; 9999
// reduced from 12999 = 23 %), readerSoldOut 1003 (2999, Eyewear House), temporarilyNotSellable 1005 (15999,
// sold out), careFluid 1006 (899, Eyewear House, stock 8). Ray-Ban: 1001, 1002, 1005.

describe.each(testDatabaseKinds())("filters, attributes and brands through the SDK (%s)", (kind) => {
  const engine = useEngine(kind);

  const ids = async (where: ProductSearchQuery, extra: Record<string, unknown> = {}, shopId = DE) =>
    (await engine.client(shopId).products.query({ where, ...extra })).entities.map((product) => product.id);

  const group = (filters: FilterItemWithValues[], slug: string) =>
    filters.find((entry) => entry.slug === slug);

  it("filters the listing by price, reduction and campaign reduction", async () => {
    expect(await ids({ minPrice: 9000, maxPrice: 13000 })).toEqual([
      PRODUCT.aviatorBlack,
      PRODUCT.aviatorHavana,
    ]);
    expect(await ids({ minPrice: 13500 })).toEqual([PRODUCT.aviatorBlack, PRODUCT.temporarilyNotSellable]);
    expect(await ids({ maxPrice: 899 })).toEqual([PRODUCT.careFluid]);
    expect(await ids({ minReduction: 20, maxReduction: 30 })).toEqual([PRODUCT.aviatorHavana]);
    expect(await ids({ minReduction: 30 })).toEqual([]);
    expect(await ids({ hasCampaignReduction: true })).toEqual([]);
    expect((await ids({ hasCampaignReduction: false })).length).toBe(5);
  });

  it("filters by product and variant attributes, brand, booleans, negation and OR", async () => {
    const attribute = (key: string, values: string[]) => ({ type: "attributes" as const, key, values });
    expect(await ids({ attributes: [attribute("frameColor", ["black"])] })).toEqual([PRODUCT.aviatorBlack]);
    expect(await ids({ attributes: [attribute("frameColor", ["black", "havana"])] })).toEqual([
      PRODUCT.aviatorBlack,
      PRODUCT.aviatorHavana,
    ]);
    expect(await ids({ attributes: [attribute("lensWidth", ["62"])] })).toEqual([PRODUCT.aviatorBlack]);
    expect(await ids({ attributes: [attribute("brand", ["ray-ban"])] })).toEqual([
      PRODUCT.aviatorBlack,
      PRODUCT.aviatorHavana,
      PRODUCT.temporarilyNotSellable,
    ]);
    expect(await ids({ attributes: [{ type: "boolean", key: "sale", value: true }] })).toEqual([
      PRODUCT.aviatorHavana,
    ]);
    expect(
      await ids(
        { attributes: [attribute("frameColor", ["black"]), attribute("productType", ["careproducts"])] },
        { orFiltersOperator: ["frameColor", "productType"] },
      ),
    ).toEqual([PRODUCT.aviatorBlack, PRODUCT.careFluid]);
    expect(
      await ids({
        attributes: [attribute("frameColor", ["black"]), attribute("productType", ["careproducts"])],
      }),
    ).toEqual([]);
    const frameColor = await engine.client(DE).attributes.getByKey("frameColor");
    const havanaId = frameColor.values.find((value) => value.value === "havana")!.id!;
    expect(await ids({ attributes: [attribute("frameColor", [String(havanaId)])] })).toEqual([
      PRODUCT.aviatorHavana,
    ]);
    const negated = await engine.request("/v1/products?filters:not[productType]=sunglasses");
    // rule:catalogue.sold-out-last: the sold-out reader after the care fluid that can be bought.
    expect(((await negated.json()) as { entities: { id: number }[] }).entities.map((p) => p.id)).toEqual([
      PRODUCT.careFluid,
      PRODUCT.readerSoldOut,
    ]);
  });

  it("keeps sold-out products unless includeSoldOut=false, and honours minProductId", async () => {
    expect(await ids({})).toHaveLength(5);
    const response = await engine.request("/v1/products?includeSoldOut=false");
    expect(((await response.json()) as { entities: { id: number }[] }).entities.map((p) => p.id)).toEqual([
      PRODUCT.aviatorBlack,
      PRODUCT.aviatorHavana,
      PRODUCT.careFluid,
    ]);
    expect(await ids({}, { minProductId: PRODUCT.readerSoldOut })).toEqual([
      PRODUCT.careFluid,
      PRODUCT.readerSoldOut,
      PRODUCT.temporarilyNotSellable,
    ]);
  });

  it("answers 400 naming the parameter for unsupported or malformed filters", async () => {
    for (const [query, parameter] of [
      ["filters[foo]=x", "filters[foo]"],
      ["filters[sellableAt]=2025-01-01T00:00:00Z", "filters[sellableAt]"],
      ["filters[minPrice]=abc", "filters[minPrice]"],
      ["filters[minPrice]=500&filters[maxPrice]=100", "filters[maxPrice]"],
      ["filters[maxReduction]=101", "filters[maxReduction]"],
      ["filters[sale]=maybe", "filters[sale]"],
      ["filters[frameColor]=", "filters[frameColor]"],
      ["filters:not[category]=1", "filters:not[category]"],
      ["orFiltersOperator=frameColor", "orFiltersOperator"],
      ["includeSoldOut=yes", "includeSoldOut"],
      ["minProductId=0", "minProductId"],
    ] as const) {
      for (const path of ["/v1/products", "/v1/filters"]) {
        if (path === "/v1/filters" && parameter === "minProductId") continue;
        const response = await engine.request(`${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(400);
        expect(await response.json()).toMatchObject({ code: "INVALID_PARAMETER", parameter });
      }
    }
    expect((await engine.request("/v1/filters?with=everything")).status).toBe(400);
  });

  it("counts filter values over the products matching the other filters", async () => {
    const filters = await engine.client(DE).filters.get({});
    expect(group(filters, "productType")).toMatchObject({
      type: "attributes",
      name: "Produktart",
      attributeGroupType: "classification",
      values: expect.arrayContaining([
        expect.objectContaining({ value: "sunglasses", name: "Sonnenbrille", productCount: 3 }),
        expect.objectContaining({ value: "readingAidGlasses", productCount: 1 }),
        expect.objectContaining({ value: "careproducts", productCount: 1 }),
      ]),
    });
    expect(group(filters, "frameColor")?.values).toEqual([
      expect.objectContaining({ value: "havana", name: "Havanna", productCount: 1 }),
      expect.objectContaining({ value: "black", name: "Schwarz", productCount: 1 }),
    ]);
    expect(group(filters, "lensWidth")?.values).toEqual([
      { id: 0, name: "58", value: "58", productCount: 2 },
      { id: 0, name: "62", value: "62", productCount: 1 },
    ]);
    expect(group(filters, "brand")?.values).toEqual([
      expect.objectContaining({ name: "Eyewear House", value: "eyewear-house", productCount: 2 }),
      expect.objectContaining({ name: "Ray-Ban", value: "ray-ban", productCount: 3 }),
    ]);
    expect(group(filters, "sale")).toEqual({
      id: null,
      slug: "sale",
      name: "sale",
      type: "boolean",
      values: [
        { name: true, productCount: 1 },
        { name: false, productCount: 4 },
      ],
    });
    expect(group(filters, "prices")?.values).toEqual([{ min: 899, max: 15999, productCount: 5 }]);
    const categories = engine.fixture.categories[DE]!;
    expect(group(filters, "category")).toMatchObject({ type: "identifier" });
    expect(group(filters, "category")?.values).toEqual(
      [
        { id: categories.glasses!, productCount: 4 },
        { id: categories.sunglasses!, productCount: 3 },
        { id: categories["reading-glasses"]!, productCount: 1 },
        { id: categories.care!, productCount: 1 },
      ].sort((a, b) => a.id - b.id),
    );
    expect(group(filters, "imageType")).toBeUndefined();
  });

  it("leaves a group's own filter out of its counts and applies the others", async () => {
    const filters = await engine.client(DE).filters.get({
      where: { attributes: [{ type: "attributes", key: "frameColor", values: ["black"] }] },
    });
    expect(
      group(filters, "frameColor")?.values.map((value) => "productCount" in value && value.productCount),
    ).toEqual([1, 1]);
    expect(group(filters, "productType")?.values).toEqual([
      expect.objectContaining({ value: "sunglasses", productCount: 1 }),
    ]);
    expect(group(filters, "prices")?.values).toEqual([{ min: 12999, max: 13999, productCount: 1 }]);
    const priced = await engine.client(DE).filters.get({ where: { maxPrice: 3000 } });
    expect(group(priced, "prices")?.values).toEqual([{ min: 899, max: 15999, productCount: 5 }]);
    expect(group(priced, "brand")?.values).toEqual([
      expect.objectContaining({ value: "eyewear-house", productCount: 2 }),
    ]);
    const inSunglasses = await engine.client(DE).filters.get({
      where: { categoryId: engine.fixture.categories[DE]!.sunglasses! },
    });
    expect(group(inSunglasses, "sale")?.values).toEqual([
      { name: true, productCount: 1 },
      { name: false, productCount: 2 },
    ]);
  });

  it("answers the values of one filter group, 404 for an unknown one", async () => {
    const client = engine.client(DE);
    const values = await client.filters.getValues("frameColor", {
      where: { attributes: [{ type: "attributes", key: "productType", values: ["sunglasses"] }] },
    });
    expect(values).toEqual([
      expect.objectContaining({ value: "havana", productCount: 1 }),
      expect.objectContaining({ value: "black", productCount: 1 }),
    ]);
    expect(await client.filters.getValues("prices", { where: { minPrice: 10000 } })).toEqual([
      { min: 899, max: 15999, productCount: 5 },
    ]);
    expect(await client.filters.getValues("isNew", {})).toEqual([
      { name: true, productCount: 0 },
      { name: false, productCount: 5 },
    ]);
    expect((await rejection(client.filters.getValues("noSuchGroup", {}))).status).toBe(404);
    expect((await rejection(client.filters.getValues("imageType", {}))).status).toBe(404);
  });

  it("serves an attribute group with labelled values in the shop language, 404 when unknown", async () => {
    const de = await engine.client(DE).attributes.getByKey("frameColor");
    expect(de).toMatchObject({ key: "frameColor", label: "Rahmenfarbe", type: "color", multiSelect: true });
    expect(de.values.map((value) => [value.value, value.label])).toEqual([
      ["black", "Schwarz"],
      ["havana", "Havanna"],
    ]);
    const pl = await engine.client(PL).attributes.getByKey("frameColor");
    expect(pl.label).toBe("Kolor oprawki");
    expect((await rejection(engine.client(DE).attributes.getByKey("noSuchKey"))).status).toBe(404);
  });

  it("lists the brands a shop sells with pagination, and one brand by id", async () => {
    const de = await engine.client(DE).brands.get({ pagination: { page: 1, perPage: 1 } });
    expect(de.entities.map((brand) => brand.name)).toEqual(["Eyewear House"]);
    expect(de.pagination).toMatchObject({ total: 2, page: 1, perPage: 1, last: 2 });
    const all = await engine.client(DE).brands.get({});
    const house = all.entities.find((brand) => brand.slug === "eyewear-house")!;
    expect(await engine.client(DE).brands.getById(house.id)).toMatchObject({
      id: house.id,
      slug: "eyewear-house",
      name: "Eyewear House",
      isActive: true,
    });
    // AT prices only the black aviator (Ray-Ban), so Eyewear House is not a brand of that shop.
    expect((await engine.client(AT).brands.get({})).entities.map((brand) => brand.slug)).toEqual(["ray-ban"]);
    expect((await rejection(engine.client(AT).brands.getById(house.id))).status).toBe(404);
    expect((await rejection(engine.client(DE).brands.getById(999_999))).status).toBe(404);
    expect((await engine.request("/v1/brands?perPage=0")).status).toBe(400);
    expect((await engine.request("/v1/brands/abc")).status).toBe(400);
  });
});
