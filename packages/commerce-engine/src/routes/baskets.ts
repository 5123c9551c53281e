import type { Database } from "@eyewear/database";
import {
  BASKET_MERGE_STRATEGIES,
  isValidBasketQuantity,
  MAX_BASKET_ITEM_QUANTITY,
} from "@eyewear/shop-rules";
import { Hono } from "hono";
import { z } from "zod";
import type { EngineEnv } from "../http/env.ts";
import { parseBasketInclude } from "../http/includes.ts";
import { booleanString, collectionKeySchema, parseJsonBody, parseParameter } from "../http/params.ts";
import { invalidParameter } from "../model/engine-error.ts";
import type { BasketWithInclude } from "../model/includes.ts";
import {
  addBasketItem,
  type BasketRequestOptions,
  deleteBasketItem,
  getBasket,
  mergeBaskets,
  updateBasketItem,
} from "../services/baskets.ts";

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

const mergeBody = z.strictObject({
  sourceBasketKey: collectionKeySchema,
  strategy: z
    .union(Object.values(BASKET_MERGE_STRATEGIES).map((strategy) => z.literal(strategy)))
    .default(BASKET_MERGE_STRATEGIES.addQuantityToExisting),
});

function basketOptionsOf(skipAvailabilityCheck: string | undefined): BasketRequestOptions {
  return {
    skipAvailabilityCheck:
      skipAvailabilityCheck !== undefined &&
      parseParameter(booleanString, skipAvailabilityCheck, "skipAvailabilityCheck"),
  };
}

/** `with` and includeItemsWithoutProductData, which every basket endpoint accepts. */
function basketIncludeOf(query: Record<string, string>): BasketWithInclude {
  const withoutData = query.includeItemsWithoutProductData;
  return {
    ...parseBasketInclude(query.with),
    itemsWithoutProductData:
      withoutData !== undefined &&
      parseParameter(booleanString, withoutData, "includeItemsWithoutProductData"),
  };
}

export function basketRoutes(db: Database, maxBasketItems: number): Hono<EngineEnv> {
  const app = new Hono<EngineEnv>();
  const basketKeyOf = (value: string) => parseParameter(collectionKeySchema, value, "basketKey");
  const itemKeyOf = (value: string) => parseParameter(collectionKeySchema, value, "itemKey");

  app.get("/baskets/:basketKey", async (c) => {
    const include = basketIncludeOf(c.req.query());
    return c.json(await getBasket(db, c.var.shop, basketKeyOf(c.req.param("basketKey")), include));
  });

  app.post("/baskets/:basketKey/items", async (c) => {
    const key = basketKeyOf(c.req.param("basketKey"));
    const include = basketIncludeOf(c.req.query());
    const { shopId, ...item } = await parseJsonBody(c.req, addItemBody);
    if (shopId !== undefined && shopId !== c.var.shop.id) {
      throw invalidParameter("shopId", "shopId in the body must be the shop of the request");
    }
    const options = basketOptionsOf(c.req.query("skipAvailabilityCheck"));
    const outcome = await addBasketItem(db, c.var.shop, key, item, include, options, maxBasketItems);
    return c.json(outcome.basket, outcome.status);
  });

  app.patch("/baskets/:basketKey/items/:itemKey", async (c) => {
    const key = basketKeyOf(c.req.param("basketKey"));
    const itemKey = itemKeyOf(c.req.param("itemKey"));
    const include = basketIncludeOf(c.req.query());
    const changes = await parseJsonBody(c.req, updateItemBody);
    const options = basketOptionsOf(c.req.query("skipAvailabilityCheck"));
    const outcome = await updateBasketItem(db, c.var.shop, key, itemKey, changes, include, options);
    return c.json(outcome.basket, outcome.status);
  });

  // Engine extension (ADR 0019): SCAYLE merges through the checkout; the storefront merges on sign-in here.
  app.post("/baskets/:basketKey/merge", async (c) => {
    const key = basketKeyOf(c.req.param("basketKey"));
    const include = basketIncludeOf(c.req.query());
    const input = await parseJsonBody(c.req, mergeBody);
    if (input.sourceBasketKey === key) {
      throw invalidParameter("sourceBasketKey", "sourceBasketKey must name another basket");
    }
    const outcome = await mergeBaskets(db, c.var.shop, key, input, include, maxBasketItems);
    return c.json(outcome.basket, outcome.status);
  });

  app.delete("/baskets/:basketKey/items/:itemKey", async (c) => {
    const key = basketKeyOf(c.req.param("basketKey"));
    const itemKey = itemKeyOf(c.req.param("itemKey"));
    const include = basketIncludeOf(c.req.query());
    return c.json(await deleteBasketItem(db, c.var.shop, key, itemKey, include));
  });

  return app;
}
