import { testDatabaseKinds } from "@eyewear/database/testing";
import {
  APISortOption,
  APISortOrder,
  getAttributeValues,
  getFirstAttributeValue,
  type Product,
  type ProductWith,
} from "@scayle/storefront-api";
import { describe, expect, it } from "vitest";
import { DE, PL, PRODUCT, VARIANT } from "../fixtures.ts";
import { rejection, useEngine } from "../harness.ts";

describe.each(testDatabaseKinds())("products and variants through the SDK (%s)", (kind) => {
  const engine = useEngine(kind);

  const everything: ProductWith = {
    attributes: "all",
    variants: { attributes: "all", lowestPriorPrice: true, stock: "all" },
    images: "all",
    categories: "all",
    siblings: { attributes: { withKey: ["frameColor"] } },
    priceRange: true,
    lowestPriorPrice: true,
  };

  it("serves a reduced product in the shop's currency with VAT split and the 30-day lowest prior price", async () => {
    const product = await engine.client(DE).products.getById(PRODUCT.aviatorHavana, { with: everything });
    const [variant] = product.variants ?? [];
    expect(variant?.price).toMatchObject({
      withTax: 9999,
      withoutTax: 8403,
      tax: { vat: { amount: 1596, rate: 0.19 } },
      appliedReductions: [
        { category: "sale", type: "relative", amount: { relative: 0.23, absoluteWithTax: 3000 } },
      ],
      beforeSaleWithTax: 12999,
      currencyCode: "EUR",
    });
    // 8999 ended more than 30 days before the reduction; 11999 is the lowest price inside the window.
    expect(variant?.lowestPriorPrice).toEqual({ withTax: 11999, relativeDifferenceToPrice: 0.17 });
    expect(product.lowestPriorPrice).toEqual({ withTax: 11999, relativeDifferenceToPrice: 0.17 });
    expect(product.priceRange?.min.withTax).toBe(9999);
    expect(variant?.stock).toEqual({
      supplierId: 1,
      warehouseId: 1,
      quantity: 0,
      isSellableWithoutStock: true,
      expectedAvailabilityAt: null,
    });
    expect(product.isSoldOut).toBe(false);
  });

  it("prices the same product in PLN in the Polish shop, with Polish labels and category paths", async () => {
    const product = await engine.client(PL).products.getById(PRODUCT.aviatorBlack, { with: everything });
    expect(product.priceRange?.min).toMatchObject({
      withTax: 54900,
      withoutTax: 44634,
      tax: { vat: { amount: 10266, rate: 0.23 } },
      appliedReductions: [],
      currencyCode: "PLN",
    });
    expect(product.priceRange?.max.withTax).toBe(58900);
    expect(product.lowestPriorPrice).toEqual({ withTax: null, relativeDifferenceToPrice: null });
    expect(product.attributes?.frameColor).toMatchObject({
      label: "Kolor oprawki",
      values: { label: "Czarny", value: "black" },
    });
    expect(product.categories?.map((path) => path.map((category) => category.categoryUrl))).toEqual([
      ["/okulary", "/okulary/okulary-przeciwsloneczne"],
    ]);
  });

  it("renders attributes in the SDK's shape, labelled in the shop's language", async () => {
    const product = await engine.client(DE).products.getById(PRODUCT.aviatorBlack, { with: everything });
    expect(getFirstAttributeValue(product.attributes, "name")?.label).toBe("Aviator Classic");
    expect(getFirstAttributeValue(product.attributes, "brand")).toEqual({
      id: expect.any(Number),
      label: "Ray-Ban",
      value: "ray-ban",
    });
    expect(getFirstAttributeValue(product.attributes, "productType")?.label).toBe("Sonnenbrille");
    expect(product.attributes?.frameColor).toEqual({
      id: expect.any(Number),
      key: "frameColor",
      label: "Rahmenfarbe",
      type: "color",
      multiSelect: false,
      values: { id: expect.any(Number), label: "Schwarz", value: "black" },
    });
    expect(product.attributes?.colors?.multiSelect).toBe(true);
    expect(getAttributeValues(product.attributes, "colors").map((value) => value.label)).toEqual([
      "Schwarz",
      "Gold",
    ]);
    expect(
      product.variants?.map((variant) => getFirstAttributeValue(variant.attributes, "lensWidth")?.value),
    ).toEqual(["58", "62"]);
  });

  it("narrows attributes to the keys asked for and leaves out what was not asked for", async () => {
    const product = await engine
      .client(DE)
      .products.getById(PRODUCT.aviatorBlack, { with: { attributes: { withKey: ["name", "frameColor"] } } });
    expect(Object.keys(product.attributes ?? {}).sort()).toEqual(["frameColor", "name"]);
    expect(product.variants).toBeUndefined();
    expect(product.categories).toBeUndefined();
  });

  it("orders images by position and renders their attributes, narrowed by key", async () => {
    const client = engine.client(DE);
    const product = await client.products.getById(PRODUCT.aviatorBlack, { with: { images: "all" } });
    expect(product.images.map((image) => image.hash)).toEqual(["aviator-black-front", "aviator-black-side"]);
    expect(getFirstAttributeValue(product.images[0]?.attributes, "imageType")?.label).toBe("Vorderansicht");
    const narrowed = await client.products.getById(PRODUCT.aviatorBlack, {
      with: { images: { attributes: { withKey: ["imageBackground"] } } },
    });
    expect(Object.keys(narrowed.images[0]?.attributes ?? {})).toEqual(["imageBackground"]);
  });

  it("gives category paths in the shop's tree, hidden categories only when asked for", async () => {
    const client = engine.client(DE);
    const visible = await client.products.getById(PRODUCT.aviatorHavana, { with: { categories: "all" } });
    expect(visible.categories?.map((path) => path.at(-1)?.categoryUrl)).toEqual(["/brillen/sonnenbrillen"]);
    const withHidden = await client.products.getById(PRODUCT.aviatorHavana, {
      with: { categories: { includeHidden: true, properties: "all" } },
    });
    expect(withHidden.categories?.map((path) => path.at(-1)?.categoryUrl)).toEqual([
      "/brillen/sonnenbrillen",
      "/outlet",
    ]);
    expect(withHidden.categories?.[0]?.[1]).toMatchObject({
      categoryName: "Sonnenbrillen",
      categorySlug: "sonnenbrillen",
      categoryHidden: false,
      categoryProperties: [
        { name: "sapCategory", value: "SG" },
        { name: "teaser", value: "summer" },
      ],
    });
  });

  it("lists active siblings with the same master key only", async () => {
    const product = await engine.client(DE).products.getById(PRODUCT.aviatorBlack, { with: everything });
    expect(product.siblings?.map((sibling) => sibling.id)).toEqual([PRODUCT.aviatorHavana]);
    expect(Object.keys(product.siblings?.[0]?.attributes ?? {})).toEqual(["frameColor"]);
  });

  it("marks sold-out products and keeps stock levels per variant", async () => {
    const client = engine.client(DE);
    const soldOut = await client.products.getById(PRODUCT.readerSoldOut, { with: { variants: "all" } });
    expect(soldOut.isSoldOut).toBe(true);
    const notSellable = await client.products.getById(PRODUCT.temporarilyNotSellable);
    expect(notSellable.isSoldOut).toBe(true);
    const aviator = await client.products.getById(PRODUCT.aviatorBlack, { with: { variants: "all" } });
    expect(aviator.variants?.map((variant) => variant.stock.quantity)).toEqual([20, 3]);
  });

  it("answers 404 for missing, inactive, offline and other-shop-only products, 400 for a non-numeric id", async () => {
    const client = engine.client(DE);
    for (const id of [999_999, PRODUCT.inactive, PRODUCT.offline, PRODUCT.polishOnly]) {
      const { status, body } = await rejection(client.products.getById(id));
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "NOT_FOUND", parameter: "productId" });
    }
    expect((await engine.client(PL).products.getById(PRODUCT.polishOnly)).id).toBe(PRODUCT.polishOnly);
    const response = await engine.request("/v1/products/abc");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_PARAMETER", parameter: "productId" });
  });

  it("lists a category with its descendants, sorted and paginated", async () => {
    const client = engine.client(DE);
    const glasses = engine.fixture.categories[DE]!.glasses!;
    const byPrice = await client.products.query({
      where: { categoryId: glasses },
      sort: { by: APISortOption.PRICE, direction: APISortOrder.ASCENDING },
    });
    // rule:catalogue.sold-out-last: the cheapest is sold out and comes after what can be bought.
    expect(byPrice.entities.map((product: Product) => product.id)).toEqual([
      PRODUCT.aviatorHavana,
      PRODUCT.aviatorBlack,
      PRODUCT.readerSoldOut,
      PRODUCT.temporarilyNotSellable,
    ]);
    expect(byPrice.pagination).toEqual({
      current: 4,
      total: 4,
      perPage: 100,
      page: 1,
      first: 1,
      prev: 1,
      next: 1,
      last: 1,
    });
    const newest = await client.products.query({
      where: { categoryId: glasses },
      sort: { by: APISortOption.DATE_ADDED },
    });
    expect(newest.entities.map((product) => product.id)).toEqual([
      PRODUCT.aviatorHavana,
      PRODUCT.aviatorBlack,
      PRODUCT.temporarilyNotSellable,
      PRODUCT.readerSoldOut,
    ]);
    const reduced = await client.products.query({
      where: { categoryId: glasses },
      sort: { by: APISortOption.REDUCTION },
    });
    expect(reduced.entities[0]?.id).toBe(PRODUCT.aviatorHavana);
    const secondPage = await client.products.query({
      where: { categoryId: glasses },
      sort: { by: APISortOption.PRICE, direction: APISortOrder.DESCENDING },
      pagination: { page: 2, perPage: 3 },
    });
    expect(secondPage.entities.map((product) => product.id)).toEqual([PRODUCT.readerSoldOut]);
    const firstPage = await client.products.query({
      where: { categoryId: glasses },
      sort: { by: APISortOption.PRICE, direction: APISortOrder.DESCENDING },
      pagination: { page: 1, perPage: 3 },
    });
    expect(firstPage.entities.map((product) => product.id)).toEqual([
      PRODUCT.aviatorBlack,
      PRODUCT.aviatorHavana,
      PRODUCT.temporarilyNotSellable,
    ]);
    expect(secondPage.pagination).toEqual({
      current: 1,
      total: 4,
      perPage: 3,
      page: 2,
      first: 1,
      prev: 1,
      next: 2,
      last: 2,
    });
  });

  it("filters by the shop's own category tree", async () => {
    const sunglassesPl = engine.fixture.categories[PL]!.sunglasses!;
    const listing = await engine.client(PL).products.query({ where: { categoryId: sunglassesPl } });
    expect(listing.entities.map((product) => product.id)).toEqual([
      PRODUCT.aviatorBlack,
      PRODUCT.aviatorHavana,
      PRODUCT.polishOnly,
    ]);
    const foreign = await rejection(
      engine.client(DE).products.query({ where: { categoryId: sunglassesPl } }),
    );
    expect(foreign).toMatchObject({ status: 400, body: { parameter: "filters[category]" } });
  });

  it("gets products by ids in the order asked for, and by reference key", async () => {
    const client = engine.client(DE);
    const products = await client.products.getByIds([
      PRODUCT.careFluid,
      PRODUCT.inactive,
      PRODUCT.aviatorBlack,
    ]);
    expect(products.map((product) => product.id)).toEqual([PRODUCT.careFluid, PRODUCT.aviatorBlack]);
    expect((await client.products.getByReferenceKey(`ref-${PRODUCT.careFluid}`))?.id).toBe(PRODUCT.careFluid);
    expect(await client.products.getByReferenceKey("ref-unknown")).toBeNull();
  });

  it("gets variants by ids with their product id, price and lowest prior price", async () => {
    const variants = await engine
      .client(DE)
      .variants.getByIds([VARIANT.aviatorHavanaOnOrder, VARIANT.aviatorBlack62LowStock, VARIANT.polishOnly], {
        with: { lowestPriorPrice: true, attributes: "all" },
      });
    expect(variants.map((variant) => [variant.id, variant.productId, variant.price.withTax])).toEqual([
      [VARIANT.aviatorHavanaOnOrder, PRODUCT.aviatorHavana, 9999],
      [VARIANT.aviatorBlack62LowStock, PRODUCT.aviatorBlack, 13999],
    ]);
    expect(variants[0]?.lowestPriorPrice?.withTax).toBe(11999);
    expect(getFirstAttributeValue(variants[1]?.attributes, "lensWidth")?.label).toBe("62");
  });

  it("refuses empty id lists with their messages (rule:catalogue.product-id-lists-not-empty)", async () => {
    for (const [path, message] of [
      ["/v1/variants?ids=", "variantIds parameter must not be an empty array"],
      ["/v1/variants", "variantIds parameter must not be an empty array"],
      ["/v1/products?ids=", "productIds parameter must not be an empty array"],
    ] as const) {
      const response = await engine.request(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: "INVALID_PARAMETER", message, parameter: "ids" });
    }
  });

  it("refuses unknown includes, filters, sorts and oversized pages with 400 naming the parameter", async () => {
    for (const [query, parameter] of [
      ["with=attributes,wizardry", "with"],
      ["with=variants.fairyDust", "with"],
      ["with=videos", "with"],
      [`filters[term]=${"x".repeat(201)}`, "filters[term]"],
      ["filters[term]=aviator&disableFuzziness=maybe", "disableFuzziness"],
      ["sort=popularity", "sort"],
      ["sortDir=up", "sortDir"],
      ["perPage=500", "perPage"],
      ["page=0", "page"],
      ["ids=1,x", "ids"],
    ] as const) {
      const response = await engine.request(`/v1/products?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_PARAMETER", parameter });
    }
  });

  it("filters by product type, a column of the product, as filters[productType]", async () => {
    const found = async (values: string[]) =>
      (
        await engine.client(DE).products.query({
          where: { attributes: [{ type: "attributes", key: "productType", values }] },
        })
      ).entities.map((product) => product.id);
    expect(await found(["careproducts"])).toEqual([PRODUCT.careFluid]);
    expect(await found(["careproducts", "sunglasses"])).toContain(PRODUCT.aviatorBlack);
    expect(await found(["contactLenses"])).toEqual([]);
  });
});
