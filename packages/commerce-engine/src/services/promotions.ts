import type { Database, schema } from "@eyewear/database";
import {
  areGiftConditionsMet,
  automaticDiscountAmount,
  highestPriorityPromotion,
  isGiftPromotionApplicable,
  isPromotionActiveAt,
  reachesMinOrderValue,
} from "@eyewear/shop-rules";
import type {
  ApplicablePromotion,
  PromotionCondition,
  PromotionEffect,
  PromotionsEndpointResponseData,
  Promotion as WirePromotion,
} from "@scayle/storefront-api";
import { findShopPromotions, type PromotionRow } from "../queries/promotions.ts";
import { paginationOf, rfc3339 } from "../serializers/wire.ts";
import type { ShopContext } from "./shop-context.ts";

type EffectData = schema.PromotionEffectData;
type GiftEffect = Extract<EffectData, { variantIds: number[] }>;
type DiscountEffect = Extract<EffectData, { type: string }>;

/** Condition keys the engine checks; failedConditions name them. */
const CONDITION = {
  schedule: "schedule",
  minOrderValue: "min_order_value",
  minQuantity: "min_quantity",
  priority: "priority",
} as const;

function giftEffectOf(row: PromotionRow): GiftEffect | null {
  return row.effectType === "buy_x_get_y" ? (row.effectData as GiftEffect) : null;
}

function discountEffectOf(row: PromotionRow): DiscountEffect | null {
  return row.effectType === "automatic_discount" ? (row.effectData as DiscountEffect) : null;
}

function serializeEffect(row: PromotionRow): PromotionEffect {
  const gift = giftEffectOf(row);
  if (gift) {
    return {
      type: "buy_x_get_y",
      additionalData: {
        eligibleItemsQuantity: row.customData.giftConditions?.minQuantity ?? 1,
        discountType: "relative",
        discountValue: 100,
        discountDistribution: "none",
        applicableItemSelectionType: "variant_ids",
        maxCount: gift.maxCount,
        maxCountType: "single_item",
        variantIds: gift.variantIds,
      },
    };
  }
  const discount = discountEffectOf(row)!;
  return { type: "automatic_discount", additionalData: { type: discount.type, value: discount.value } };
}

function conditionsOf(row: PromotionRow): PromotionCondition[] {
  const conditions: PromotionCondition[] = [
    {
      level: "global",
      key: CONDITION.schedule,
      condition: `active from ${rfc3339(row.startsAt)} until ${rfc3339(row.endsAt)}`,
    },
  ];
  const { minOrderValue, giftConditions } = row.customData;
  if (minOrderValue !== undefined) {
    conditions.push({
      level: "global",
      key: CONDITION.minOrderValue,
      condition: `basket total >= ${minOrderValue}`,
    });
  }
  if (row.effectType === "buy_x_get_y") {
    conditions.push(
      {
        level: "item",
        key: CONDITION.minQuantity,
        condition: `quantity >= ${giftConditions?.minQuantity ?? 0}`,
      },
      { level: "global", key: CONDITION.priority, condition: "highest-priority promotion of the basket" },
    );
  }
  return conditions;
}

export function serializePromotion(row: PromotionRow): WirePromotion {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    schedule: { from: rfc3339(row.startsAt), to: rfc3339(row.endsAt) },
    isActive: row.isActive,
    effect: serializeEffect(row),
    conditions: conditionsOf(row),
    customData: row.customData,
    priority: row.priority,
  };
}

/** GET /v1/promotions: the shop's promotions, only the given ids and those running at activeAt when given. */
export async function listPromotions(
  db: Database,
  shop: ShopContext,
  query: { ids: readonly string[] | null; activeAt: Date | null },
  page: number,
  perPage: number,
): Promise<PromotionsEndpointResponseData> {
  const { activeAt } = query;
  const rows = (await findShopPromotions(db, shop.id, query.ids)).filter(
    (row) => activeAt === null || isPromotionActiveAt(row, activeAt),
  );
  const pageRows = rows.slice((page - 1) * perPage, page * perPage);
  return {
    entities: pageRows.map(serializePromotion),
    pagination: paginationOf(page, perPage, rows.length, pageRows.length),
  };
}

/** A basket line as promotions see it: unit price after sale and campaign reductions. */
export interface PromotionLine {
  key: string;
  variantId: number;
  quantity: number;
  unitWithTax: number;
  promotionId: string | null;
  available: boolean;
}

/** How a line's promotion turned out: whether it holds, which conditions failed, and what it takes off. */
export interface LinePromotion {
  promotion: PromotionRow;
  isValid: boolean;
  failedConditions: { key: string; level: "item" | "global" }[];
  savedWithTax: number;
}

export interface BasketPromotions {
  byLine: Map<string, LinePromotion>;
  applicable: ApplicablePromotion[];
}

function isGiftLine(row: PromotionRow, line: PromotionLine): boolean {
  return giftEffectOf(row)?.variantIds.includes(line.variantId) ?? false;
}

/**
 * The promotions of a basket at `now`: automatic discounts take their amount off the line when running
 * and the basket reaches their minimum order value; a buy-X-get-Y gift line is free (up to maxCount units) when
 * its promotion runs, outranks the basket's other running promotions and its gift conditions hold. Quantity for
 * the gift conditions counts the promotion's non-gift lines; the basket total is the available lines before
 * promotions, without gift lines (rule:basket.promotions-evaluated).
 */
export async function evaluateBasketPromotions(
  db: Database,
  shop: ShopContext,
  lines: readonly PromotionLine[],
  now: Date,
  withApplicable: boolean,
): Promise<BasketPromotions> {
  const referenced = [...new Set(lines.flatMap((line) => line.promotionId ?? []))];
  const rows = await findShopPromotions(db, shop.id, withApplicable ? null : referenced);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const promotionOf = (line: PromotionLine) => (line.promotionId ? byId.get(line.promotionId) : undefined);
  const basketTotal = lines
    .filter((line) => {
      const row = promotionOf(line);
      return line.available && !(row && isGiftLine(row, line));
    })
    .reduce((sum, line) => sum + line.unitWithTax * line.quantity, 0);
  const running = referenced.flatMap((id) => {
    const row = byId.get(id);
    return row && isPromotionActiveAt(row, now) ? [row] : [];
  });
  const basketVariantIds = lines.map((line) => line.variantId);

  const byLine = new Map<string, LinePromotion>();
  for (const line of lines) {
    const row = promotionOf(line);
    if (!row) continue;
    const failed: LinePromotion["failedConditions"] = [];
    if (!isPromotionActiveAt(row, now)) failed.push({ key: CONDITION.schedule, level: "global" });
    const { minOrderValue, giftConditions } = row.customData;
    let savedWithTax = 0;
    const discount = discountEffectOf(row);
    if (discount) {
      if (!reachesMinOrderValue(minOrderValue, basketTotal))
        failed.push({ key: CONDITION.minOrderValue, level: "global" });
      if (failed.length === 0)
        savedWithTax = automaticDiscountAmount(discount, line.unitWithTax, line.quantity);
    } else {
      const gift = giftEffectOf(row)!;
      const quantity = lines
        .filter((other) => other.promotionId === row.id && !isGiftLine(row, other))
        .reduce((sum, other) => sum + other.quantity, 0);
      const conditions = { minQuantity: giftConditions?.minQuantity, minOrderValue };
      if (!areGiftConditionsMet(conditions, quantity, basketTotal)) {
        if (quantity < (giftConditions?.minQuantity ?? 0))
          failed.push({ key: CONDITION.minQuantity, level: "item" });
        if (!reachesMinOrderValue(minOrderValue, basketTotal))
          failed.push({ key: CONDITION.minOrderValue, level: "global" });
      }
      if (highestPriorityPromotion(running)?.id !== row.id && isPromotionActiveAt(row, now))
        failed.push({ key: CONDITION.priority, level: "global" });
      const applies = isGiftPromotionApplicable(
        { id: row.id, priority: row.priority, isValid: failed.length === 0, giftVariantIds: gift.variantIds },
        running,
        basketVariantIds,
      );
      if (applies && isGiftLine(row, line))
        savedWithTax = line.unitWithTax * Math.min(line.quantity, gift.maxCount);
    }
    byLine.set(line.key, {
      promotion: row,
      isValid: failed.length === 0,
      failedConditions: failed,
      savedWithTax,
    });
  }

  const applicable = withApplicable
    ? rows
        .filter(
          (row) =>
            isPromotionActiveAt(row, now) && reachesMinOrderValue(row.customData.minOrderValue, basketTotal),
        )
        .flatMap((row): ApplicablePromotion[] => {
          const promotion = serializePromotion(row);
          const carriers = lines.filter((line) => line.promotionId === row.id);
          return carriers.length > 0
            ? carriers.map((line) => ({ itemId: line.key, promotion }))
            : [{ promotion }];
        })
    : [];
  return { byLine, applicable };
}
