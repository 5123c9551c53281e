import { randomUUID } from "node:crypto";
import type { Database, schema } from "@eyewear/database";
import {
  availabilityOf,
  availableBasketQuantity,
  canAddBasketLine,
  carrierForCountry,
  deliveryDaysFor,
  grantedQuantity,
  isVariantPurchasable,
  overallDeliveryDays,
  sellableForLine,
  sellableQuantity,
} from "@eyewear/shop-rules";
import { ApiError } from "../http/errors.ts";
import type { BasketInclude } from "../http/includes.ts";
import type { ProductData, VariantData } from "../model/product-data.ts";
import {
  type BasketLineRow,
  deleteBasketLine,
  findBasket,
  findBasketLines,
  insertBasketLine,
  lockBasket,
  updateBasketLine,
  upsertBasket,
} from "../queries/baskets.ts";
import { findVariantProducts } from "../queries/products.ts";
import { type BasketDelivery, type BasketLineView, serializeBasket } from "../serializers/basket.ts";
import type { EngineBasket } from "../serializers/wire.ts";
import { loadPlanFor, loadProductData, serializeContextFor } from "./product-data.ts";
import type { ShopContext } from "./shop-context.ts";

type ItemGroup = schema.ItemGroup;

export interface AddBasketItemInput {
  variantId: number;
  quantity: number;
  customData?: Record<string, unknown>;
  displayData?: Record<string, unknown>;
  itemGroup?: ItemGroup;
  promotionId?: string;
}

export interface UpdateBasketItemInput {
  quantity: number;
  customData?: Record<string, unknown>;
  displayData?: Record<string, unknown>;
  itemGroup?: ItemGroup;
  promotionId?: string | null;
}

/** S2 §8 status codes: 201 added, 200 updated, 206 reduced quantity, 404 no such item, 409 already present, 412 unavailable, 413 full. */
export type BasketStatus = 200 | 201 | 206 | 404 | 409 | 412 | 413;

export interface BasketOutcome {
  status: BasketStatus;
  basket: EngineBasket;
}

/** The item group id of an ungrouped line (S2 §4: variant plus item group make a line unique). */
const UNGROUPED = "";

const DAY_MS = 24 * 60 * 60 * 1000;

interface LineTarget {
  product: ProductData;
  variant: VariantData;
}

/** S1 §4: a line can be bought when its variant is purchasable. */
function isSellable(target: LineTarget): boolean {
  return isVariantPurchasable(target.product.product, target.variant.stock);
}

function quantityInOtherLines(
  lines: readonly BasketLineRow[],
  variantId: number,
  exceptKey?: string,
): number {
  return lines
    .filter((line) => line.variantId === variantId && line.key !== exceptKey)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** The variant with its product, priced in the shop; undefined when either is unknown there. */
async function lineTarget(
  db: Database,
  shop: ShopContext,
  variantId: number,
): Promise<LineTarget | undefined> {
  const [owner] = await findVariantProducts(db, [variantId]);
  if (!owner) return undefined;
  const plan = { categories: false, lowestPriorPrice: false, siblings: null };
  const product = (await loadProductData(db, shop, [owner.productId], plan)).get(owner.productId);
  const variant = product?.variants.find((entry) => entry.variant.id === variantId);
  return product && variant ? { product, variant } : undefined;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** S1 §3 delivery info: one package from the shop country's carrier, over the lines that can be bought. */
function deliveryOf(shop: ShopContext, views: readonly BasketLineView[], now: Date): BasketDelivery | null {
  const days = overallDeliveryDays(
    views
      .filter((view) => view.available)
      .flatMap((view) => deliveryDaysFor(availabilityOf(view.variant.stock)) ?? []),
  );
  if (!days) return null;
  return {
    carrierKey: carrierForCountry(shop.country),
    earliest: addDays(now, days.min),
    latest: addDays(now, days.max),
  };
}

async function renderBasket(
  db: Database,
  shop: ShopContext,
  key: string,
  include: BasketInclude,
): Promise<EngineBasket> {
  const basket = await findBasket(db, shop.id, key);
  const lines = basket ? await findBasketLines(db, basket.id) : [];
  const data = await loadProductData(db, shop, [...new Set(lines.map((line) => line.productId))], {
    ...loadPlanFor(include.product),
    lowestPriorPrice: true,
  });
  const views = lines.flatMap((line): BasketLineView[] => {
    const product = data.get(line.productId);
    const variant = product?.variants.find((entry) => entry.variant.id === line.variantId);
    if (!product || !variant) return [];
    const available = isSellable({ product, variant });
    const availableQuantity = available ? availableBasketQuantity(sellableQuantity(variant.stock)) : 0;
    return [{ line, product, variant, available, availableQuantity }];
  });
  const ctx = await serializeContextFor(db, shop, {
    products: views.map((view) => view.product),
    product: include.product,
    variant: include.variant,
  });
  return serializeBasket(key, views, deliveryOf(shop, views, new Date()), include, ctx);
}

/** GET /v1/baskets/{key}: an unknown key is an empty basket; it is stored on its first change. */
export function getBasket(
  db: Database,
  shop: ShopContext,
  key: string,
  include: BasketInclude,
): Promise<EngineBasket> {
  return renderBasket(db, shop, key, include);
}

/** POST /v1/baskets/{key}/items, in one transaction: nothing is written unless the line is added. */
export function addBasketItem(
  db: Database,
  shop: ShopContext,
  key: string,
  input: AddBasketItemInput,
  include: BasketInclude,
  maxLines: number,
): Promise<BasketOutcome> {
  return db.transaction(async (tx) => {
    const answer = async (status: BasketStatus) => ({
      status,
      basket: await renderBasket(tx, shop, key, include),
    });
    const basket = await lockBasket(tx, shop.id, key);
    const lines = basket ? await findBasketLines(tx, basket.id) : [];
    const target = await lineTarget(tx, shop, input.variantId);
    if (!target) {
      throw new ApiError(
        424,
        "ITEM_DATA_NOT_FOUND",
        `Variant ${input.variantId} was not found in this shop`,
        "variantId",
      );
    }
    if (!isSellable(target)) return answer(412);
    const itemGroupId = input.itemGroup?.id ?? UNGROUPED;
    if (lines.some((line) => line.variantId === input.variantId && line.itemGroupId === itemGroupId))
      return answer(409);
    if (!canAddBasketLine(lines.length, maxLines)) return answer(413);
    const sellable = sellableForLine(
      sellableQuantity(target.variant.stock),
      quantityInOtherLines(lines, input.variantId),
    );
    const quantity = grantedQuantity(input.quantity, sellable);
    if (quantity < 1) return answer(412);
    const inserted = await insertBasketLine(tx, {
      key: randomUUID(),
      basketId: await upsertBasket(tx, shop.id, key),
      variantId: input.variantId,
      quantity,
      itemGroupId,
      itemGroup: input.itemGroup ?? null,
      customData: input.customData ?? {},
      displayData: input.displayData ?? {},
      promotionId: input.promotionId ?? null,
    });
    if (!inserted) return answer(409);
    return answer(quantity < input.quantity ? 206 : 201);
  });
}

/** PATCH /v1/baskets/{key}/items/{itemKey}: quantity and the given item data, in one transaction. */
export function updateBasketItem(
  db: Database,
  shop: ShopContext,
  key: string,
  itemKey: string,
  input: UpdateBasketItemInput,
  include: BasketInclude,
): Promise<BasketOutcome> {
  return db.transaction(async (tx) => {
    const answer = async (status: BasketStatus) => ({
      status,
      basket: await renderBasket(tx, shop, key, include),
    });
    const basket = await lockBasket(tx, shop.id, key);
    const lines = basket ? await findBasketLines(tx, basket.id) : [];
    const line = lines.find((entry) => entry.key === itemKey);
    if (!line) return answer(404);
    const target = await lineTarget(tx, shop, line.variantId);
    if (!target || !isSellable(target)) return answer(412);
    const itemGroupId = input.itemGroup ? input.itemGroup.id : line.itemGroupId;
    const clashes = lines.some(
      (other) =>
        other.key !== line.key && other.variantId === line.variantId && other.itemGroupId === itemGroupId,
    );
    if (clashes) {
      throw new ApiError(
        409,
        "VARIANT_ALREADY_PRESENT",
        "The basket already holds this variant in that item group",
        "itemGroup",
      );
    }
    const sellable = sellableForLine(
      sellableQuantity(target.variant.stock),
      quantityInOtherLines(lines, line.variantId, line.key),
    );
    const quantity = grantedQuantity(input.quantity, sellable);
    if (quantity < 1) return answer(412);
    await updateBasketLine(tx, line.key, {
      quantity,
      ...(input.customData ? { customData: input.customData } : {}),
      ...(input.displayData ? { displayData: input.displayData } : {}),
      ...(input.itemGroup ? { itemGroup: input.itemGroup, itemGroupId } : {}),
      ...(input.promotionId === undefined ? {} : { promotionId: input.promotionId }),
    });
    await upsertBasket(tx, shop.id, key);
    return answer(quantity < input.quantity ? 206 : 200);
  });
}

/** DELETE /v1/baskets/{key}/items/{itemKey}: S2 §8 removing a missing item is a not-found error. */
export function deleteBasketItem(
  db: Database,
  shop: ShopContext,
  key: string,
  itemKey: string,
  include: BasketInclude,
): Promise<EngineBasket> {
  return db.transaction(async (tx) => {
    const basket = await lockBasket(tx, shop.id, key);
    const lines = basket ? await findBasketLines(tx, basket.id) : [];
    if (!lines.some((line) => line.key === itemKey)) {
      throw new ApiError(404, "BASKET_ITEM_NOT_FOUND", `Basket item ${itemKey} was not found`, "itemKey");
    }
    await deleteBasketLine(tx, itemKey);
    await upsertBasket(tx, shop.id, key);
    return renderBasket(tx, shop, key, include);
  });
}
