import type { Database } from "@eyewear/database";
import { isValidBasketQuantity, MAX_BASKET_ITEM_QUANTITY } from "@eyewear/shop-rules";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { invalidParameter } from "../http/errors.ts";
import { parseBasketInclude } from "../http/includes.ts";
import { parseJsonBody, parseParameter } from "../http/params.ts";
import { addBasketItem, deleteBasketItem, getBasket, updateBasketItem } from "../services/baskets.ts";

const keySchema = z.string().regex(/^[\w.:-]{1,128}$/, "must be 1 to 128 letters, digits or . _ : -");

const quantitySchema = z.custom<number>(isValidBasketQuantity, {
  message: `must be a whole number from 1 to ${MAX_BASKET_ITEM_QUANTITY}`,
});

const itemGroupSchema = z.strictObject({
  id: z.string().min(1).max(128),
  isMainItem: z.boolean(),
  isRequired: z.boolean(),
});

const dataRecord = z.record(z.string(), z.unknown());

const addItemBody = z.strictObject({
  variantId: z.number().int().positive(),
  quantity: quantitySchema,
  customData: dataRecord.optional(),
  displayData: dataRecord.optional(),
  itemGroup: itemGroupSchema.optional(),
  promotionId: z.string().min(1).optional(),
  shopId: z.number().int().positive().optional(),
});

const updateItemBody = z.strictObject({
  quantity: quantitySchema,
  customData: dataRecord.optional(),
  displayData: dataRecord.optional(),
  itemGroup: itemGroupSchema.optional(),
  promotionId: z.string().min(1).nullable().optional(),
});

export function basketRoutes(db: Database, maxBasketItems: number): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const basketKeyOf = (value: string) => parseParameter(keySchema, value, "basketKey");
  const itemKeyOf = (value: string) => parseParameter(keySchema, value, "itemKey");

  app.get("/baskets/:basketKey", async (c) => {
    const include = parseBasketInclude(c.req.query("with"));
    return c.json(await getBasket(db, c.var.shop, basketKeyOf(c.req.param("basketKey")), include));
  });

  app.post("/baskets/:basketKey/items", async (c) => {
    const key = basketKeyOf(c.req.param("basketKey"));
    const include = parseBasketInclude(c.req.query("with"));
    const { shopId, ...item } = await parseJsonBody(c.req, addItemBody);
    if (shopId !== undefined && shopId !== c.var.shop.id) {
      throw invalidParameter("shopId", "shopId in the body must be the shop of the request");
    }
    const outcome = await addBasketItem(db, c.var.shop, key, item, include, maxBasketItems);
    return c.json(outcome.basket, outcome.status);
  });

  app.patch("/baskets/:basketKey/items/:itemKey", async (c) => {
    const key = basketKeyOf(c.req.param("basketKey"));
    const itemKey = itemKeyOf(c.req.param("itemKey"));
    const include = parseBasketInclude(c.req.query("with"));
    const changes = await parseJsonBody(c.req, updateItemBody);
    const outcome = await updateBasketItem(db, c.var.shop, key, itemKey, changes, include);
    return c.json(outcome.basket, outcome.status);
  });

  app.delete("/baskets/:basketKey/items/:itemKey", async (c) => {
    const key = basketKeyOf(c.req.param("basketKey"));
    const itemKey = itemKeyOf(c.req.param("itemKey"));
    const include = parseBasketInclude(c.req.query("with"));
    return c.json(await deleteBasketItem(db, c.var.shop, key, itemKey, include));
  });

  return app;
}
