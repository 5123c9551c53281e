import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import {
  AddToBasketFailureKind,
  type BasketResponseData,
  ExistingItemHandling,
  getFirstAttributeValue,
  UpdateBasketItemFailureKind,
} from "@scayle/storefront-api";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DE, PL, VARIANT } from "../fixtures.ts";
import { MAX_BASKET_ITEMS, rejection, useEngine } from "../harness.ts";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function lines(basket: BasketResponseData) {
  return basket.items.map((item) => [item.variant.id, item.itemGroup?.id ?? null, item.quantity]);
}

describe.each(testDatabaseKinds())("baskets through the SDK (%s)", (kind) => {
  const engine = useEngine(kind);

  async function storedBaskets(key: string) {
    return engine.database.db.select().from(schema.baskets).where(eq(schema.baskets.key, key));
  }

  it("answers an unknown basket key with an empty basket without storing it", async () => {
    const { basket, statusCode } = await engine.client(DE).basket.get("fresh-basket");
    expect(statusCode).toBe(200);
    expect(basket).toMatchObject({
      key: "fresh-basket",
      items: [],
      packages: [],
      currencyCode: "EUR",
      cost: { withTax: 0, withoutTax: 0, tax: { vat: { amount: 0, rate: 0.19 } }, appliedReductions: [] },
    });
    expect(await storedBaskets("fresh-basket")).toEqual([]);
  });

  it("adds an item with 201 and prices it per unit and in total", async () => {
    const result = await engine.client(DE).basket.addItem("add-basket", VARIANT.aviatorBlack58InStock, 2, {
      customData: { sessionId: "s-1" },
      displayData: { name: { key: "name", label: "Name", value: "Aviator" } },
    });
    expect(result).toMatchObject({ type: "success", statusCode: 201 });
    const [item] = result.basket.items;
    expect(item).toMatchObject({
      quantity: 2,
      availableQuantity: 20,
      status: "available",
      packageId: 1,
      customData: { sessionId: "s-1" },
      displayData: { name: { value: "Aviator" } },
      product: { id: 1001 },
      variant: { id: VARIANT.aviatorBlack58InStock, stock: { quantity: 20 } },
      price: {
        unit: { withTax: 12999, withoutTax: 10924, currencyCode: "EUR" },
        total: {
          withTax: 25998,
          withoutTax: 21847,
          tax: { vat: { amount: 4151, rate: 0.19 } },
          currencyCode: "EUR",
        },
      },
      lowestPriorPrice: { withTax: null, relativeDifferenceToPrice: null },
    });
    expect(item?.key).toEqual(expect.any(String));
    expect(result.basket.cost).toMatchObject({ withTax: 25998, withoutTax: 21847, currencyCode: "EUR" });
    const [delivery] = result.basket.packages;
    expect(delivery).toMatchObject({ id: 1, carrierKey: "DHL" });
    expect(delivery?.deliveryDate.min).toMatch(isoDate);
    expect(delivery!.deliveryDate.min <= delivery!.deliveryDate.max).toBe(true);
  });

  it("answers 409 for a variant already in the same item group, and adds it to another group", async () => {
    const client = engine.client(DE);
    await client.basket.addItem("group-basket", VARIANT.careFluid, 1);
    const again = await client.basket.addItem("group-basket", VARIANT.careFluid, 1);
    expect(again).toMatchObject({
      type: "failure",
      statusCode: 409,
      kind: AddToBasketFailureKind.VARIANT_ALREADY_PRESENT,
    });
    expect(again.basket.items).toHaveLength(1);
    const itemGroup = { id: "rx-1", isMainItem: true, isRequired: true };
    const grouped = await client.basket.addItem("group-basket", VARIANT.careFluid, 2, { itemGroup });
    expect(grouped.statusCode).toBe(201);
    expect(lines(grouped.basket)).toEqual([
      [VARIANT.careFluid, null, 1],
      [VARIANT.careFluid, "rx-1", 2],
    ]);
    expect(grouped.basket.items[1]?.itemGroup).toEqual(itemGroup);
  });

  it("takes one variant twice in one item group when the lines carry different custom data: both eyes of a lens pair (rule:basket.line-unique)", async () => {
    const client = engine.client(DE);
    const itemGroup = { id: "lenses-1", isMainItem: true, isRequired: false };
    const right = { eye: "right", productType: "contactLenses" };
    const left = { eye: "left", productType: "contactLenses" };
    await client.basket.addItem("pair-basket", VARIANT.careFluid, 2, { itemGroup, customData: right });
    const pair = await client.basket.addItem("pair-basket", VARIANT.careFluid, 1, {
      itemGroup,
      customData: left,
    });
    expect(pair.statusCode).toBe(201);
    expect(lines(pair.basket)).toEqual([
      [VARIANT.careFluid, "lenses-1", 2],
      [VARIANT.careFluid, "lenses-1", 1],
    ]);
    expect(pair.basket.items.map((item) => item.customData)).toEqual([right, left]);
    // The same data again is the same line, in whichever order its keys come.
    const again = await client.basket.addItem("pair-basket", VARIANT.careFluid, 1, {
      itemGroup,
      customData: { productType: "contactLenses", eye: "left" },
    });
    expect(again).toMatchObject({ statusCode: 409, kind: AddToBasketFailureKind.VARIANT_ALREADY_PRESENT });
    const [rightLine, leftLine] = pair.basket.items;
    const clash = await client.basket
      .updateItem("pair-basket", leftLine!.key, 1, { customData: right })
      .catch((error: unknown) => error);
    expect(clash).toBeInstanceOf(Error);
    const changed = await client.basket.updateItem("pair-basket", rightLine!.key, 3);
    expect(lines(changed.basket)).toEqual([
      [VARIANT.careFluid, "lenses-1", 3],
      [VARIANT.careFluid, "lenses-1", 1],
    ]);
  });

  it("adds with 206 and the quantity in stock when stock is short, counting other lines of the variant", async () => {
    const client = engine.client(DE);
    const reduced = await client.basket.addItem("short-basket", VARIANT.aviatorBlack62LowStock, 5);
    expect(reduced).toMatchObject({
      type: "failure",
      statusCode: 206,
      kind: AddToBasketFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY,
    });
    expect(lines(reduced.basket)).toEqual([[VARIANT.aviatorBlack62LowStock, null, 3]]);
    const nothingLeft = await client.basket.addItem("short-basket", VARIANT.aviatorBlack62LowStock, 1, {
      itemGroup: { id: "rx-2", isMainItem: true, isRequired: false },
    });
    expect(nothingLeft).toMatchObject({ statusCode: 412, kind: AddToBasketFailureKind.ITEM_UNAVAILABLE });
  });

  it("answers 412 for unsellable items and writes nothing", async () => {
    const client = engine.client(DE);
    for (const variantId of [
      VARIANT.readerSoldOut,
      VARIANT.temporarilyNotSellable,
      VARIANT.inactive,
      VARIANT.offline,
    ]) {
      const result = await client.basket.addItem("unsellable-basket", variantId, 1);
      expect(result, String(variantId)).toMatchObject({
        type: "failure",
        statusCode: 412,
        kind: AddToBasketFailureKind.ITEM_UNAVAILABLE,
        basket: { key: "unsellable-basket", items: [] },
      });
    }
    expect(await storedBaskets("unsellable-basket")).toEqual([]);
  });

  it("answers 424 for variants unknown in the shop", async () => {
    const client = engine.client(DE);
    for (const variantId of [999_999, VARIANT.polishOnly]) {
      const { status, body } = await rejection(client.basket.addItem("unknown-basket", variantId, 1));
      expect(status).toBe(424);
      expect(body).toMatchObject({ code: "ITEM_DATA_NOT_FOUND", parameter: "variantId" });
    }
    expect(await storedBaskets("unknown-basket")).toEqual([]);
  });

  it("answers 413 once the basket holds its maximum number of lines", async () => {
    const client = engine.client(DE);
    for (const variantId of [
      VARIANT.aviatorBlack58InStock,
      VARIANT.aviatorBlack62LowStock,
      VARIANT.careFluid,
    ]) {
      expect((await client.basket.addItem("full-basket", variantId, 1)).statusCode).toBe(201);
    }
    const full = await client.basket.addItem("full-basket", VARIANT.aviatorHavanaOnOrder, 1);
    expect(full).toMatchObject({ statusCode: 413, kind: AddToBasketFailureKind.MAXIMUM_ITEM_COUNT_REACHED });
    expect(full.basket.items).toHaveLength(MAX_BASKET_ITEMS);
  });

  it("updates quantity with 200, with 206 when stock is short, 404 for a missing item, and deletes", async () => {
    const client = engine.client(DE);
    const added = await client.basket.addItem("update-basket", VARIANT.aviatorBlack58InStock, 1);
    const itemKey = added.basket.items[0]!.key;
    const updated = await client.basket.updateItem("update-basket", itemKey, 4, {
      customData: { branchId: "b-7" },
    });
    expect(updated).toMatchObject({ type: "success", statusCode: 200 });
    expect(updated.basket.items[0]).toMatchObject({
      key: itemKey,
      quantity: 4,
      customData: { branchId: "b-7" },
    });
    const short = await client.basket.updateItem("update-basket", itemKey, 50);
    expect(short).toMatchObject({
      statusCode: 206,
      kind: UpdateBasketItemFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY,
    });
    expect(short.basket.items[0]?.quantity).toBe(20);
    const missing = await client.basket.updateItem("update-basket", "no-such-item", 1);
    expect(missing).toMatchObject({
      type: "failure",
      statusCode: 404,
      kind: UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND,
      basket: { key: "update-basket" },
    });
    expect(missing.basket.items).toHaveLength(1);
    const afterDelete = await client.basket.deleteItem("update-basket", itemKey);
    expect(afterDelete).toMatchObject({ key: "update-basket", items: [], packages: [] });
    expect(await rejection(client.basket.deleteItem("update-basket", itemKey))).toMatchObject({
      status: 404,
      body: { code: "BASKET_ITEM_NOT_FOUND", parameter: "itemKey" },
    });
  });

  it("merges with addOrUpdateItems by adding quantity to the existing line (rule:basket.merge-add-quantity)", async () => {
    const client = engine.client(DE);
    await client.basket.addItem("merge-basket", VARIANT.careFluid, 2);
    const merged = await client.basket.addOrUpdateItems(
      "merge-basket",
      [
        { variantId: VARIANT.careFluid, quantity: 3 },
        { variantId: VARIANT.aviatorHavanaOnOrder, quantity: 1 },
      ],
      {},
      { existingItemHandling: ExistingItemHandling.ADD_QUANTITY_TO_EXISTING },
    );
    expect(merged.type).toBe("success");
    expect(lines(merged.basket)).toEqual([
      [VARIANT.careFluid, null, 5],
      [VARIANT.aviatorHavanaOnOrder, null, 1],
    ]);
  });

  it("sums reductions into the basket cost and marks lines sold without stock", async () => {
    const { basket } = await engine.client(DE).basket.addItem("sale-basket", VARIANT.aviatorHavanaOnOrder, 2);
    expect(basket.items[0]).toMatchObject({
      availableQuantity: 999,
      lowestPriorPrice: { withTax: 11999, relativeDifferenceToPrice: 0.17 },
      price: {
        total: {
          withTax: 19998,
          appliedReductions: [{ category: "sale", amount: { absoluteWithTax: 6000 } }],
        },
      },
    });
    expect(basket.cost).toMatchObject({
      withTax: 19998,
      appliedReductions: [
        { category: "sale", type: "relative", amount: { relative: 0.23, absoluteWithTax: 6000 } },
      ],
    });
  });

  it("renders item products and variants with the basket's `with`", async () => {
    const client = engine.client(DE);
    await client.basket.addItem("with-basket", VARIANT.aviatorBlack62LowStock, 1);
    const { basket } = await client.basket.get("with-basket", {
      with: {
        items: {
          product: { attributes: { withKey: ["name", "brand"] }, categories: "all" },
          variant: { attributes: "all", lowestPriorPrice: true },
        },
        applicablePromotions: true,
      },
    });
    const [item] = basket.items;
    expect(getFirstAttributeValue(item?.product.attributes, "name")?.label).toBe("Aviator Classic");
    expect(getFirstAttributeValue(item?.product.attributes, "brand")?.label).toBe("Ray-Ban");
    expect(item?.product.categories?.[0]?.map((category) => category.categorySlug)).toEqual([
      "brillen",
      "sonnenbrillen",
    ]);
    expect(getFirstAttributeValue(item?.variant.attributes, "lensWidth")?.value).toBe("62");
    expect(item?.variant.lowestPriorPrice).toEqual({ withTax: null, relativeDifferenceToPrice: null });
    expect(basket.applicablePromotions).toEqual([]);
  });

  it("shows lines whose product lost its price in the shop only with includeItemsWithoutProductData", async () => {
    const { db } = engine.database;
    const client = engine.client(DE);
    await client.basket.addItem("without-data", VARIANT.careFluid, 2);
    await client.basket.addItem("without-data", VARIANT.aviatorBlack58InStock, 1);
    const priceOfFluid = and(eq(schema.prices.variantId, VARIANT.careFluid), eq(schema.prices.shopId, DE));
    const [price] = await db.select().from(schema.prices).where(priceOfFluid);
    await db.delete(schema.prices).where(priceOfFluid);
    try {
      const hidden = await client.basket.get("without-data");
      expect(hidden.basket.items.map((item) => item.variant.id)).toEqual([VARIANT.aviatorBlack58InStock]);
      const shown = await client.basket.get("without-data", { includeItemsWithoutProductData: true });
      expect(shown.basket.items.map((item) => [item.variant.id, item.status, item.quantity])).toEqual([
        [VARIANT.careFluid, "deleted", 2],
        [VARIANT.aviatorBlack58InStock, "available", 1],
      ]);
      const gone = shown.basket.items[0]!;
      expect(gone).toMatchObject({ availableQuantity: 0, price: { total: { withTax: 0 } } });
      expect(shown.basket.cost.withTax).toBe(hidden.basket.cost.withTax);
      const invalid = await engine.request("/v1/baskets/without-data?includeItemsWithoutProductData=maybe");
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ parameter: "includeItemsWithoutProductData" });
    } finally {
      await db.insert(schema.prices).values(price!);
    }
  });

  it("keeps baskets to their shop and prices them in its currency", async () => {
    await engine.client(DE).basket.addItem("shared-key", VARIANT.careFluid, 1);
    const polish = await engine.client(PL).basket.get("shared-key");
    expect(polish.basket.items).toEqual([]);
    const added = await engine.client(PL).basket.addItem("shared-key", VARIANT.careFluid, 1);
    expect(added.basket).toMatchObject({
      currencyCode: "PLN",
      cost: { withTax: 3900, currencyCode: "PLN" },
      packages: [{ carrierKey: "INPOST_PL" }],
    });
    expect((await engine.client(DE).basket.get("shared-key")).basket.cost.withTax).toBe(899);
  });

  it("refuses quantities that are not whole numbers from 1 to 999 with 400 naming quantity", async () => {
    const client = engine.client(DE);
    const added = await client.basket.addItem("quantity-basket", VARIANT.careFluid, 1);
    const itemKey = added.basket.items[0]!.key;
    for (const quantity of [0, -1, "abc", 1e9, 1.5] as unknown as number[]) {
      for (const call of [
        () => client.basket.addItem("quantity-basket", VARIANT.aviatorBlack58InStock, quantity),
        () => client.basket.updateItem("quantity-basket", itemKey, quantity),
      ]) {
        const { status, body } = await rejection(call());
        expect(status, String(quantity)).toBe(400);
        expect(body).toMatchObject({ code: "INVALID_PARAMETER", parameter: "quantity" });
      }
    }
    expect(lines((await client.basket.get("quantity-basket")).basket)).toEqual([
      [VARIANT.careFluid, null, 1],
    ]);
  });

  it("refuses malformed JSON, unknown fields, a foreign shopId and bad keys with 400", async () => {
    const post = (path: string, body: string) =>
      engine.request(path, { method: "POST", body, headers: { "Content-Type": "application/json" } });
    const cases: [() => Promise<Response>, Record<string, unknown>][] = [
      [
        () => post("/v1/baskets/bad-body/items", "{ variantId: 1"),
        { code: "MALFORMED_JSON", parameter: "body" },
      ],
      [() => post("/v1/baskets/bad-body/items", "[]"), { code: "INVALID_PARAMETER", parameter: "body" }],
      [
        () =>
          post(
            "/v1/baskets/bad-body/items",
            JSON.stringify({ variantId: VARIANT.careFluid, quantity: 1, colour: "red" }),
          ),
        { code: "INVALID_PARAMETER", parameter: "colour" },
      ],
      [
        () =>
          post(
            "/v1/baskets/bad-body/items",
            JSON.stringify({
              variantId: VARIANT.careFluid,
              quantity: 1,
              itemGroup: { id: "g", isMainItem: true },
            }),
          ),
        { code: "INVALID_PARAMETER", parameter: "itemGroup.isRequired" },
      ],
      [
        () =>
          post(
            "/v1/baskets/bad-body/items",
            JSON.stringify({ variantId: VARIANT.careFluid, quantity: 1, shopId: PL }),
          ),
        { code: "INVALID_PARAMETER", parameter: "shopId" },
      ],
      [
        () => post("/v1/baskets/bad-body/items", JSON.stringify({ variantId: "one", quantity: 1 })),
        { code: "INVALID_PARAMETER", parameter: "variantId" },
      ],
      [
        () =>
          post(
            `/v1/baskets/${"k".repeat(129)}/items`,
            JSON.stringify({ variantId: VARIANT.careFluid, quantity: 1 }),
          ),
        { code: "INVALID_PARAMETER", parameter: "basketKey" },
      ],
      [
        () => engine.request("/v1/baskets/bad-body?with=items.product.wizardry"),
        { code: "INVALID_PARAMETER", parameter: "with" },
      ],
    ];
    for (const [request, expected] of cases) {
      const response = await request();
      expect(response.status, JSON.stringify(expected)).toBe(400);
      expect(await response.json()).toMatchObject(expected);
    }
    expect(await storedBaskets("bad-body")).toEqual([]);
  });
});
