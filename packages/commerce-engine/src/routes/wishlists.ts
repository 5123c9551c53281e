import type { Database } from "@eyewear/database";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseWishlistInclude } from "../http/includes.ts";
import { collectionKeySchema, parseJsonBody, parseParameter } from "../http/params.ts";
import { invalidParameter } from "../model/engine-error.ts";
import { addWishlistItem, deleteWishlistItem, getWishlist } from "../services/wishlists.ts";

/** The wishlist_items table stores product and variant only, so itemGroup and customData are refused. */
const addItemBody = z.strictObject({
  productId: z.number().int().positive().max(2_147_483_647).optional(),
  variantId: z.number().int().positive().max(2_147_483_647).optional(),
});

export function wishlistRoutes(db: Database, maxWishlistItems: number): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const wishlistKeyOf = (value: string) => parseParameter(collectionKeySchema, value, "wishlistKey");

  app.get("/wishlists/:wishlistKey", async (c) => {
    const include = parseWishlistInclude(c.req.query("with"));
    return c.json(await getWishlist(db, c.var.shop, wishlistKeyOf(c.req.param("wishlistKey")), include));
  });

  app.post("/wishlists/:wishlistKey/items", async (c) => {
    const key = wishlistKeyOf(c.req.param("wishlistKey"));
    const include = parseWishlistInclude(c.req.query("with"));
    const { productId, variantId } = await parseJsonBody(c.req, addItemBody);
    // A wishlist add names exactly one of productId and variantId, else 400 (rule:wishlist.add-one-target).
    if ((productId === undefined) === (variantId === undefined)) {
      throw invalidParameter(
        productId === undefined ? "productId" : "variantId",
        "only one parameter must be set: productId or variantId",
      );
    }
    const target = productId === undefined ? { variantId: variantId! } : { productId };
    const outcome = await addWishlistItem(db, c.var.shop, key, target, include, maxWishlistItems);
    return c.json(outcome.wishlist, outcome.status);
  });

  app.delete("/wishlists/:wishlistKey/items/:itemKey", async (c) => {
    const key = wishlistKeyOf(c.req.param("wishlistKey"));
    const itemKey = parseParameter(collectionKeySchema, c.req.param("itemKey"), "itemKey");
    const include = parseWishlistInclude(c.req.query("with"));
    return c.json(await deleteWishlistItem(db, c.var.shop, key, itemKey, include));
  });

  return app;
}
