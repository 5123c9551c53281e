import { schema } from "@eyewear/database";
import { testDatabaseKinds } from "@eyewear/database/testing";
import { AddToBasketFailureKind, type BasketResponseData } from "@scayle/storefront-api";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DE, PRODUCT, VARIANT } from "../fixtures.ts";
import { rejection, useEngine } from "../harness.ts";

// The engine holds a line of a locked product at one unit, as the storefront does (rule:basket.quantity-lock).
// The care fluid is locked here; the havana aviator is not.

function lines(basket: BasketResponseData) {
  return basket.items.map((item) => [item.variant.id, item.quantity]);
}

describe.each(testDatabaseKinds())("quantity lock (%s)", (kind) => {
  const engine = useEngine(kind);
  beforeAll(async () => {
    await engine.database.db
      .update(schema.products)
      .set({ attributes: sql`${schema.products.attributes} || '{"quantityChangeLock": ["true"]}'::jsonb` })
      .where(eq(schema.products.id, PRODUCT.careFluid));
  });

  it("adds one unit of a locked product with 206 when more were asked for", async () => {
    const added = await engine.client(DE).basket.addItem("lock-add", VARIANT.careFluid, 3);
    expect(added).toMatchObject({
      statusCode: 206,
      kind: AddToBasketFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY,
    });
    expect(lines(added.basket)).toEqual([[VARIANT.careFluid, 1]]);
  });

  it("refuses to change a locked line's quantity with 409, and changes other lines", async () => {
    const client = engine.client(DE);
    await client.basket.addItem("lock-update", VARIANT.careFluid, 1);
    const added = await client.basket.addItem("lock-update", VARIANT.aviatorHavanaOnOrder, 1);
    const [locked, free] = added.basket.items;
    expect(await rejection(client.basket.updateItem("lock-update", locked!.key, 2))).toMatchObject({
      status: 409,
      body: { code: "QUANTITY_CHANGE_LOCKED", parameter: "quantity" },
    });
    expect((await client.basket.updateItem("lock-update", free!.key, 2)).statusCode).toBe(200);
    expect(lines((await client.basket.get("lock-update")).basket)).toEqual([
      [VARIANT.careFluid, 1],
      [VARIANT.aviatorHavanaOnOrder, 2],
    ]);
  });

  it("keeps one unit when merging adds a locked line to the same line, and answers 206", async () => {
    const client = engine.client(DE);
    await client.basket.addItem("lock-merge", VARIANT.careFluid, 1);
    await client.basket.addItem("lock-merge-source", VARIANT.careFluid, 1);
    const response = await engine.request("/v1/baskets/lock-merge/merge", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sourceBasketKey: "lock-merge-source" }),
    });
    expect(response.status).toBe(206);
    expect(lines((await response.json()) as BasketResponseData)).toEqual([[VARIANT.careFluid, 1]]);
  });
});
