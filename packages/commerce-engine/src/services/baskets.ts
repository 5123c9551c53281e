import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { Database, schema } from "@eyewear/database";
import {
  availabilityOf,
  availableBasketQuantity,
  type BasketMergeStrategy,
  basketShipping,
  canAddBasketLine,
  carrierForCountry,
  deliveryDaysFor,
  grantedQuantity,
  isQuantityChangeLockedIn,
  isVariantPurchasable,
  lockedQuantity,
  mergeBasketLine,
  overallDeliveryDays,
  RX_MASTER_KEYS,
  type ShippingCost,
  sellableForLine,
  sellableQuantity,
  zeroCostFrameKeys,
} from "@eyewear/shop-rules";
import { EngineError } from "../model/engine-error.ts";
import type { BasketWithInclude } from "../model/includes.ts";
import type { ProductData, VariantData } from "../model/product-data.ts";
import {
  type BasketLineRow,
  deleteBasketLine,
  findBasket,
  findBasketLines,
  insertBasketLine,
  lockBasket,
  lockBasketLines,
  updateBasketLine,
  upsertBasket,
} from "../queries/baskets.ts";
import { findProductsWithBrands, findVariantProducts, findVariantRows } from "../queries/products.ts";
import { type BasketDelivery, type BasketLineView, serializeBasket } from "../serializers/basket.ts";
import type { EngineBasket } from "../serializers/wire.ts";
import { distinctProductIds, loadPlanFor, loadProductData, serializeContextFor } from "./product-data.ts";
import { evaluateBasketPromotions } from "./promotions.ts";
import { isFeatureOn, type ShopContext } from "./shop-context.ts";
import { isSubscriptionLine } from "./subscriptions.ts";

type ItemGroup = schema.ItemGroup;

/** Basket request options besides `with` (GetBasketParameters of the SDK). */
export interface BasketRequestOptions {
  /** Lines are added and changed as asked, without the stock checks (412, 206), on purpose. */
  skipAvailabilityCheck: boolean;
}

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

/**
 * Status codes of a basket change (rule:basket.status-codes): 201 added, 200 updated, 206 reduced quantity,
 * 404 no such item, 409 already present, 412 unavailable, 413 full.
 */
export type BasketStatus = 200 | 201 | 206 | 404 | 409 | 412 | 413;

export interface BasketOutcome {
  status: BasketStatus;
  basket: EngineBasket;
}

/** An ungrouped line's item group id (rule:basket.line-unique). */
const UNGROUPED = "";

/** What makes a line the same as another. */
interface LineIdentity {
  variantId: number;
  itemGroupId: string;
  customData: Record<string, unknown>;
}

/**
 * rule:basket.line-unique — the same variant and item group; inside a group the custom data too, so both eyes of a
 * contact-lens pair may be one variant. Ungrouped lines of a variant are one line whatever their data (a merge picks
 * whose data stays).
 */
function isSameLine(line: LineIdentity, other: LineIdentity): boolean {
  return (
    line.variantId === other.variantId &&
    line.itemGroupId === other.itemGroupId &&
    (line.itemGroupId === UNGROUPED || isDeepStrictEqual(line.customData, other.customData))
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface LineTarget {
  product: ProductData;
  variant: VariantData;
}

/** A line can be bought when its variant is purchasable (rule:catalogue.purchasable). */
function isSellable(target: LineTarget): boolean {
  return isVariantPurchasable(target.product.product, target.variant.stock);
}

/** rule:basket.quantity-lock */
function isLocked(target: LineTarget): boolean {
  return isQuantityChangeLockedIn(target.product.product.attributes);
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

/**
 * What can still be sold of a variant besides what the basket's other lines of it hold (null = unlimited;
 * rule:basket.available-quantity).
 */
function sellableBesides(
  target: LineTarget,
  lines: readonly BasketLineRow[],
  variantId: number,
  exceptKey?: string,
): number | null {
  return sellableForLine(
    sellableQuantity(target.variant.stock),
    quantityInOtherLines(lines, variantId, exceptKey),
  );
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

/**
 * Delivery: one package from the shop country's carrier, over the lines that can be bought
 * (rule:catalogue.delivery-estimate, rule:checkout.carrier).
 */
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

/**
 * Lines whose product is no longer served in the shop (inactive, offline or unpriced there), as deleted items with
 * no price and no stock, keyed by line key: what includeItemsWithoutProductData asks to see.
 */
async function viewsWithoutProductData(
  db: Database,
  shop: ShopContext,
  lines: readonly BasketLineRow[],
): Promise<Map<string, BasketLineView>> {
  const [products, variantRows] = await Promise.all([
    findProductsWithBrands(db, distinctProductIds(lines)),
    findVariantRows(
      db,
      lines.map((line) => line.variantId),
    ),
  ]);
  const productById = new Map(products.map((row) => [row.product.id, row]));
  const variantById = new Map(variantRows.map((row) => [row.id, row]));
  const views = new Map<string, BasketLineView>();
  for (const line of lines) {
    const owner = productById.get(line.productId);
    const variantRow = variantById.get(line.variantId);
    if (!owner || !variantRow) continue;
    const variant: VariantData = {
      variant: variantRow,
      price: {
        variantId: variantRow.id,
        shopId: shop.id,
        withTax: 0,
        originalWithTax: null,
        reductionCategory: null,
        campaignId: null,
        validFrom: variantRow.updatedAt,
      },
      stock: { quantity: 0, isSellableWithoutStock: false },
      lowestPriorWithTax: null,
    };
    const product: ProductData = {
      ...owner,
      variants: [variant],
      images: [],
      categoryKeys: [],
      siblings: [],
    };
    views.set(line.key, { line, product, variant, available: false, availableQuantity: 0, deleted: true });
  }
  return views;
}

/** The lens type code of a lens type part of configured glasses; undefined for any other product. */
function lensTypeOf(product: ProductData): string | undefined {
  return product.product.masterKey === RX_MASTER_KEYS.lensTypes
    ? product.product.attributes.rxLensType?.[0]
    : undefined;
}

async function renderBasket(
  db: Database,
  shop: ShopContext,
  key: string,
  include: BasketWithInclude,
): Promise<EngineBasket> {
  return (await pricedBasket(db, shop, key, include, new Date())).basket;
}

/**
 * The basket as the Storefront API answers it, with what shipping it costs (rule:shipping.cost): the fee is the
 * order's, not the basket's, in the SCAYLE model, so the wire basket does not carry it. Promotions are the ones
 * running at `now` (rule:basket.promotions-evaluated).
 */
export async function pricedBasket(
  db: Database,
  shop: ShopContext,
  key: string,
  include: BasketWithInclude,
  now: Date,
): Promise<{ basket: EngineBasket; shipping: ShippingCost }> {
  const basket = await findBasket(db, shop.id, key);
  const lines = basket ? await findBasketLines(db, basket.id) : [];
  const data = await loadProductData(db, shop, distinctProductIds(lines), {
    ...loadPlanFor(include.product),
    lowestPriorPrice: true,
  });
  const servedVariant = (line: BasketLineRow) =>
    data.get(line.productId)?.variants.find((entry) => entry.variant.id === line.variantId);
  const deleted = include.itemsWithoutProductData
    ? await viewsWithoutProductData(
        db,
        shop,
        lines.filter((line) => !servedVariant(line)),
      )
    : new Map<string, BasketLineView>();
  const views = lines.flatMap((line): BasketLineView[] => {
    const product = data.get(line.productId);
    const variant = servedVariant(line);
    if (!product || !variant) return deleted.has(line.key) ? [deleted.get(line.key)!] : [];
    const available = isSellable({ product, variant });
    const availableQuantity = available ? availableBasketQuantity(sellableQuantity(variant.stock)) : 0;
    return [{ line, product, variant, available, availableQuantity }];
  });
  const served = views.filter((view) => !view.deleted);
  const pricingLines = served.map((view) => ({
    key: view.line.key,
    itemGroup: view.line.itemGroup ?? undefined,
    lensType: lensTypeOf(view.product),
    isLens: view.product.product.masterKey === RX_MASTER_KEYS.qualityIndex,
  }));
  const freeFrames = zeroCostFrameKeys(isFeatureOn(shop, "zeroCostFrames"), pricingLines);
  const promotions = await evaluateBasketPromotions(
    db,
    shop,
    // A frame given away costs nothing: no promotion takes anything off it, and it counts for no minimum.
    served
      .filter((view) => !freeFrames.has(view.line.key))
      .map((view) => ({
        key: view.line.key,
        variantId: view.line.variantId,
        quantity: view.line.quantity,
        unitWithTax: view.variant.price.withTax,
        promotionId: view.line.promotionId,
        available: view.available,
        productType: view.product.product.productType,
        isSubscription: isSubscriptionLine(view.line.customData),
      })),
    now,
    include.applicablePromotions,
  );
  for (const view of views) {
    view.promotion = promotions.byLine.get(view.line.key);
    view.zeroCostFrame = freeFrames.has(view.line.key);
  }
  const ctx = await serializeContextFor(db, shop, {
    products: views.map((view) => view.product),
    product: include.product,
    variant: include.variant,
  });
  const serialized = serializeBasket(
    key,
    views,
    deliveryOf(shop, views, now),
    promotions.applicable,
    include,
    ctx,
  );
  const shipping = basketShipping(
    { country: shop.country, freeShippingOnPrescription: isFeatureOn(shop, "freeShippingOnPrescription") },
    serialized.cost.withTax,
    pricingLines,
  );
  return { basket: serialized, shipping };
}

/**
 * Runs a basket change in one transaction, on the basket's lines locked until it ends; `answer` gives the
 * change's status with the basket as it is after the change.
 */
function changeBasket(
  db: Database,
  shop: ShopContext,
  key: string,
  include: BasketWithInclude,
  change: (
    tx: Database,
    lines: BasketLineRow[],
    answer: (status: BasketStatus) => Promise<BasketOutcome>,
  ) => Promise<BasketOutcome>,
): Promise<BasketOutcome> {
  return db.transaction(async (tx) => {
    const answer = async (status: BasketStatus) => ({
      status,
      basket: await renderBasket(tx, shop, key, include),
    });
    return change(tx, await lockBasketLines(tx, shop.id, key), answer);
  });
}

/** GET /v1/baskets/{key}: an unknown key is an empty basket; it is stored on its first change. */
export function getBasket(
  db: Database,
  shop: ShopContext,
  key: string,
  include: BasketWithInclude,
): Promise<EngineBasket> {
  return renderBasket(db, shop, key, include);
}

/** POST /v1/baskets/{key}/items, in one transaction: nothing is written unless the line is added. */
export function addBasketItem(
  db: Database,
  shop: ShopContext,
  key: string,
  input: AddBasketItemInput,
  include: BasketWithInclude,
  options: BasketRequestOptions,
  maxLines: number,
): Promise<BasketOutcome> {
  return changeBasket(db, shop, key, include, async (tx, lines, answer) => {
    const target = await lineTarget(tx, shop, input.variantId);
    if (!target) {
      throw new EngineError("failed_dependency", `Variant ${input.variantId} was not found in this shop`, {
        code: "ITEM_DATA_NOT_FOUND",
        parameter: "variantId",
      });
    }
    if (!options.skipAvailabilityCheck && !isSellable(target)) return answer(412);
    const identity = {
      variantId: input.variantId,
      itemGroupId: input.itemGroup?.id ?? UNGROUPED,
      customData: input.customData ?? {},
    };
    if (lines.some((line) => isSameLine(line, identity))) return answer(409);
    if (!canAddBasketLine(lines.length, maxLines)) return answer(413);
    const requested = lockedQuantity(isLocked(target), input.quantity);
    const quantity = options.skipAvailabilityCheck
      ? requested
      : grantedQuantity(requested, sellableBesides(target, lines, input.variantId));
    if (quantity < 1) return answer(412);
    const inserted = await insertBasketLine(tx, {
      key: randomUUID(),
      basketId: await upsertBasket(tx, shop.id, key),
      variantId: input.variantId,
      quantity,
      itemGroupId: identity.itemGroupId,
      itemGroup: input.itemGroup ?? null,
      customData: identity.customData,
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
  include: BasketWithInclude,
  options: BasketRequestOptions,
): Promise<BasketOutcome> {
  return changeBasket(db, shop, key, include, async (tx, lines, answer) => {
    const line = lines.find((entry) => entry.key === itemKey);
    if (!line) return answer(404);
    const target = await lineTarget(tx, shop, line.variantId);
    if (!target || (!options.skipAvailabilityCheck && !isSellable(target))) return answer(412);
    const itemGroupId = input.itemGroup ? input.itemGroup.id : line.itemGroupId;
    const changed = { ...line, itemGroupId, customData: input.customData ?? line.customData };
    const clashes = lines.some((other) => other.key !== line.key && isSameLine(other, changed));
    if (clashes) {
      throw new EngineError("conflict", "The basket already holds this variant in that item group", {
        code: "VARIANT_ALREADY_PRESENT",
        parameter: "itemGroup",
      });
    }
    if (isLocked(target) && input.quantity !== line.quantity) {
      throw new EngineError("conflict", "The quantity of this product cannot be changed", {
        code: "QUANTITY_CHANGE_LOCKED",
        parameter: "quantity",
      });
    }
    const quantity = options.skipAvailabilityCheck
      ? input.quantity
      : grantedQuantity(input.quantity, sellableBesides(target, lines, line.variantId, line.key));
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

/** DELETE /v1/baskets/{key}/items/{itemKey}: a missing item is not found (rule:basket.status-codes). */
export function deleteBasketItem(
  db: Database,
  shop: ShopContext,
  key: string,
  itemKey: string,
  include: BasketWithInclude,
): Promise<EngineBasket> {
  return db.transaction(async (tx) => {
    const lines = await lockBasketLines(tx, shop.id, key);
    if (!lines.some((line) => line.key === itemKey)) {
      throw new EngineError("not_found", `Basket item ${itemKey} was not found`, {
        code: "BASKET_ITEM_NOT_FOUND",
        parameter: "itemKey",
      });
    }
    await deleteBasketLine(tx, itemKey);
    await upsertBasket(tx, shop.id, key);
    return renderBasket(tx, shop, key, include);
  });
}

/** POST /v1/baskets/{key}/merge: how each source line joins the target (rule:basket.merge-strategies). */
export interface MergeBasketsInput {
  sourceBasketKey: string;
  strategy: BasketMergeStrategy;
}

/**
 * Merges the source basket into the target in one transaction and empties the source: a source line meets the
 * target line that is the same (rule:basket.line-unique) by the strategy
 * (rule:basket.merge-strategies), other lines are added. Stock and the maximum line count still hold;
 * anything reduced or left out makes the answer 206.
 */
export function mergeBaskets(
  db: Database,
  shop: ShopContext,
  key: string,
  input: MergeBasketsInput,
  include: BasketWithInclude,
  maxLines: number,
): Promise<BasketOutcome> {
  return db.transaction(async (tx) => {
    const [first, second] = [key, input.sourceBasketKey].sort();
    const locked = new Map([
      [first!, await lockBasket(tx, shop.id, first!)],
      [second!, await lockBasket(tx, shop.id, second!)],
    ]);
    const source = locked.get(input.sourceBasketKey);
    const sourceLines = source ? await findBasketLines(tx, source.id) : [];
    const target = locked.get(key);
    const lines = target ? await findBasketLines(tx, target.id) : [];
    const basketId = await upsertBasket(tx, shop.id, key);
    let complete = true;
    // Merged lines keep the source's order; now() is one instant for the whole transaction in PostgreSQL.
    const mergedAt = Date.now();
    for (const [index, incoming] of sourceLines.entries()) {
      const existing = lines.find((line) => isSameLine(line, incoming));
      const wanted = existing
        ? mergeBasketLine(input.strategy, existing.quantity, incoming.quantity)
        : { quantity: incoming.quantity, dataFrom: "incoming" as const };
      const lineTargetData = await lineTarget(tx, shop, incoming.variantId);
      const sellable = lineTargetData && isSellable(lineTargetData);
      const quantity = sellable
        ? grantedQuantity(
            lockedQuantity(isLocked(lineTargetData), wanted.quantity),
            sellableBesides(lineTargetData, lines, incoming.variantId, existing?.key),
          )
        : 0;
      if (quantity < wanted.quantity) complete = false;
      if (existing && wanted.dataFrom === "existing") {
        if (quantity >= 1 && quantity !== existing.quantity) {
          await updateBasketLine(tx, existing.key, { quantity });
          existing.quantity = quantity;
        }
        continue;
      }
      if (quantity < 1) continue;
      if (existing) {
        await deleteBasketLine(tx, existing.key);
        lines.splice(lines.indexOf(existing), 1);
      } else if (!canAddBasketLine(lines.length, maxLines)) {
        complete = false;
        continue;
      }
      const line = {
        key: randomUUID(),
        basketId,
        variantId: incoming.variantId,
        quantity,
        itemGroupId: incoming.itemGroupId,
        itemGroup: incoming.itemGroup,
        customData: incoming.customData,
        displayData: incoming.displayData,
        promotionId: incoming.promotionId,
        createdAt: new Date(mergedAt + index),
      };
      await insertBasketLine(tx, line);
      lines.push({ ...line, productId: incoming.productId });
    }
    for (const line of sourceLines) await deleteBasketLine(tx, line.key);
    return { status: complete ? 200 : 206, basket: await renderBasket(tx, shop, key, include) };
  });
}
