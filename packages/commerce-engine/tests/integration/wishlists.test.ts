import { testDatabaseKinds } from "@eyewear/database/testing";
import { AddToWishlistFailureKind } from "@scayle/storefront-api";
import { describe, expect, it } from "vitest";
import { DE, PL, PRODUCT, VARIANT } from "../fixtures.ts";
import { rejection, useEngine } from "../harness.ts";

describe.each(testDatabaseKinds())("wishlists through the SDK (%s)", (kind) => {
  const engine = useEngine(kind);

  it("answers an unknown wishlist as empty", async () => {
    expect(await engine.client(DE).wishlist.get("wl-empty")).toEqual({ key: "wl-empty", items: [] });
  });

  it("adds products and variants (201), refuses duplicates (409) and a full wishlist (413)", async () => {
    const wishlist = engine.client(DE).wishlist;
    const withName = { items: { product: { attributes: { withKey: ["name"] } }, variant: {} } };
    const added = await wishlist.addItem("wl-1", { productId: PRODUCT.aviatorBlack }, { with: withName });
    expect(added).toMatchObject({ type: "success", statusCode: 201 });
    expect(added.wishlist.items).toHaveLength(1);
    expect(added.wishlist.items[0]).toMatchObject({
      productId: PRODUCT.aviatorBlack,
      variantId: null,
      product: { id: PRODUCT.aviatorBlack, attributes: { name: { values: { label: "Aviator Classic" } } } },
    });

    const again = await wishlist.addItem("wl-1", { productId: PRODUCT.aviatorBlack });
    expect(again).toMatchObject({
      type: "failure",
      statusCode: 409,
      kind: AddToWishlistFailureKind.ITEM_ALREADY_PRESENT,
    });
    expect(again.wishlist.items).toHaveLength(1);

    const variant = await wishlist.addItem("wl-1", { variantId: VARIANT.aviatorBlack62LowStock });
    expect(variant.statusCode).toBe(201);
    expect(variant.wishlist.items[1]).toMatchObject({
      productId: PRODUCT.aviatorBlack,
      variantId: VARIANT.aviatorBlack62LowStock,
      variant: { id: VARIANT.aviatorBlack62LowStock, price: { withTax: 13999 } },
    });
    expect((await wishlist.addItem("wl-1", { productId: PRODUCT.careFluid })).statusCode).toBe(201);
    const full = await wishlist.addItem("wl-1", { productId: PRODUCT.aviatorHavana });
    expect(full).toMatchObject({
      statusCode: 413,
      kind: AddToWishlistFailureKind.MAXIMUM_ITEM_COUNT_REACHED,
    });
    expect(full.wishlist.items.map((item) => item.productId)).toEqual([
      PRODUCT.aviatorBlack,
      PRODUCT.aviatorBlack,
      PRODUCT.careFluid,
    ]);
  });

  it("refuses products that are inactive, offline, unpriced in the shop or unknown (412)", async () => {
    const wishlist = engine.client(DE).wishlist;
    for (const item of [
      { productId: PRODUCT.inactive },
      { productId: PRODUCT.offline },
      { productId: PRODUCT.polishOnly },
      { productId: 999_999 },
      { variantId: VARIANT.polishOnly },
      { variantId: 999_999 },
    ]) {
      const answer = await wishlist.addItem("wl-412", item);
      expect(answer).toMatchObject({ statusCode: 412, kind: AddToWishlistFailureKind.ITEM_UNAVAILABLE });
      expect(answer.wishlist.items).toEqual([]);
    }
  });

  it("keeps wishlists apart per shop", async () => {
    await engine.client(DE).wishlist.addItem("wl-shared", { productId: PRODUCT.careFluid });
    expect((await engine.client(PL).wishlist.get("wl-shared")).items).toEqual([]);
    const pl = await engine.client(PL).wishlist.addItem("wl-shared", { productId: PRODUCT.polishOnly });
    expect(pl.statusCode).toBe(201);
    expect((await engine.client(DE).wishlist.get("wl-shared")).items.map((item) => item.productId)).toEqual([
      PRODUCT.careFluid,
    ]);
  });

  it("deletes an item and answers 404 for a missing one", async () => {
    const wishlist = engine.client(DE).wishlist;
    const added = await wishlist.addItem("wl-del", { productId: PRODUCT.aviatorHavana });
    const key = added.wishlist.items[0]!.key;
    expect((await rejection(wishlist.deleteItem("wl-del", "no-such-item"))).status).toBe(404);
    expect(await wishlist.deleteItem("wl-del", key)).toEqual({ key: "wl-del", items: [] });
    const again = await rejection(wishlist.deleteItem("wl-del", key));
    expect(again).toMatchObject({
      status: 404,
      body: { code: "WISHLIST_ITEM_NOT_FOUND", parameter: "itemKey" },
    });
  });

  it("answers 400 when both or neither of productId and variantId are set, or the input is bad", async () => {
    const post = (body: unknown, path = "/v1/wishlists/wl-400/items") =>
      engine.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    for (const body of [{ productId: PRODUCT.careFluid, variantId: VARIANT.careFluid }, {}]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: expect.stringContaining("only one parameter must be set"),
      });
    }
    const extra = await post({ productId: PRODUCT.careFluid, customData: { a: 1 } });
    expect(extra.status).toBe(400);
    expect((await post({ productId: "x" })).status).toBe(400);
    expect((await post({ productId: 1 }, "/v1/wishlists/bad%20key/items")).status).toBe(400);
    const badWith = await engine.request("/v1/wishlists/wl-400?with=items.foo");
    expect(badWith.status).toBe(400);
    expect(await badWith.json()).toMatchObject({ code: "INVALID_PARAMETER", parameter: "with" });
  });
});
