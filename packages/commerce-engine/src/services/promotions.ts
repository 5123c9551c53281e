import type { Database, schema } from "@eyewear/database";
import {
  areGiftConditionsMet,
  automaticDiscountAmount,
  highestPriorityPromotion,
  isPromotionActiveAt,
  linePromotion,
  promotionTargetsLine,
  reachesMinOrderValue,
  type SubscriptionPromotion,
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
  target: "target",
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
  const { minOrderValue, giftConditions, productTypes, subscriptionsOnly } = row.customData;
  if (productTypes?.length || subscriptionsOnly) {
    const kinds = [
      ...(productTypes?.length ? [`product type in ${productTypes.join(", ")}`] : []),
      ...(subscriptionsOnly ? ["subscription items"] : []),
    ];
    conditions.push({ level: "item", key: CONDITION.target, condition: kinds.join(" and ") });
  }
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

/** A promotion on the wire; `isActive` says whether it runs at `now` (switched on and inside its window). */
export function serializePromotion(row: PromotionRow, now: Date): WirePromotion {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    schedule: { from: rfc3339(row.startsAt), to: rfc3339(row.endsAt) },
    isActive: isPromotionActiveAt(row, now),
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
  now: Date,
): Promise<PromotionsEndpointResponseData> {
  const { activeAt } = query;
  const rows = (await findShopPromotions(db, shop.id, query.ids)).filter(
    (row) => activeAt === null || isPromotionActiveAt(row, activeAt),
  );
  const pageRows = rows.slice((page - 1) * perPage, page * perPage);
  return {
    entities: pageRows.map((row) => serializePromotion(row, now)),
    pagination: paginationOf(page, perPage, rows.length, pageRows.length),
  };
}

/** A basket line as promotions see it: unit price after sale and campaign reductions, product type, subscription. */
export interface PromotionLine {
  key: string;
  variantId: number;
  quantity: number;
  unitWithTax: number;
  promotionId: string | null;
  available: boolean;
  productType: string;
  isSubscription: boolean;
}

/**
 * How a line's promotion turned out: the promotion the line shows (the one applied, else the gift or named one that
 * did not hold), whether it holds, which conditions failed, and what the applied one takes off.
 */
export interface LinePromotion {
  promotion: PromotionRow;
  isValid: boolean;
  failedConditions: { key: string; level: "item" | "global" }[];
  /** The promotion whose saving comes off the line; null when none does. */
  appliedId: string | null;
  savedWithTax: number;
  /** The moment the promotions were evaluated at. */
  evaluatedAt: Date;
}

export interface BasketPromotions {
  byLine: Map<string, LinePromotion>;
  applicable: ApplicablePromotion[];
}

/** A promotion evaluated for one line. */
interface Candidate {
  row: PromotionRow;
  id: string;
  priority: number;
  isValid: boolean;
  failedConditions: LinePromotion["failedConditions"];
  savedWithTax: number;
}

/** The line targets of a promotion's customData (rule:basket.promotion-target). */
function targetOf(row: PromotionRow) {
  const { productTypes, subscriptionsOnly } = row.customData;
  return { productTypes, subscriptionsOnly };
}

/** A promotion as the subscription price reads it (rule:subscriptions.promotion-price); null for a gift. */
export function subscriptionPromotionOf(row: PromotionRow): SubscriptionPromotion | null {
  const discount = discountEffectOf(row);
  return discount ? { ...row, discount, target: targetOf(row) } : null;
}

/** The gift promotion a line is a gift of: the one it names, else the running one of the highest priority. */
function giftPromotionOf(
  line: PromotionLine,
  named: PromotionRow | undefined,
  running: readonly PromotionRow[],
): PromotionRow | undefined {
  if (named && giftEffectOf(named)?.variantIds.includes(line.variantId)) return named;
  return highestPriorityPromotion(
    running.filter((row) => giftEffectOf(row)?.variantIds.includes(line.variantId)),
  );
}

/**
 * The promotions of a basket at `now` (rule:basket.promotions-evaluated). Every line is looked at against the
 * running automatic discounts that target it (rule:basket.promotion-target) and the promotion it names; a line whose
 * variant is a running gift promotion's gift is looked at against that gift, however it came into the basket. A
 * discount holds when its minimum order value is reached; a gift when its gift conditions hold for the basket's
 * non-gift units and total (rule:basket.gift-conditions), and it is free up to maxCount units. The line gets the
 * valid one of the highest priority (rule:basket.line-promotion); a gift outranked by a discount says so
 * (`priority`). The basket total for the conditions is the available lines before promotions, without gift lines.
 */
export async function evaluateBasketPromotions(
  db: Database,
  shop: ShopContext,
  lines: readonly PromotionLine[],
  now: Date,
  withApplicable: boolean,
): Promise<BasketPromotions> {
  const rows = await findShopPromotions(db, shop.id, null);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const running = rows.filter((row) => isPromotionActiveAt(row, now));
  const named = (line: PromotionLine) => (line.promotionId ? byId.get(line.promotionId) : undefined);
  const giftOf = new Map(lines.map((line) => [line.key, giftPromotionOf(line, named(line), running)]));
  const nonGift = lines.filter((line) => line.available && !giftOf.get(line.key));
  const basketTotal = nonGift.reduce((sum, line) => sum + line.unitWithTax * line.quantity, 0);
  const nonGiftQuantity = nonGift.reduce((sum, line) => sum + line.quantity, 0);

  const candidateOf = (
    row: PromotionRow,
    failed: Candidate["failedConditions"],
    savedWithTax: number,
  ): Candidate => ({
    row,
    id: row.id,
    priority: row.priority,
    isValid: failed.length === 0,
    failedConditions: failed,
    savedWithTax,
  });
  const discountCandidate = (row: PromotionRow, line: PromotionLine): Candidate => {
    const failed: Candidate["failedConditions"] = [];
    if (!isPromotionActiveAt(row, now)) failed.push({ key: CONDITION.schedule, level: "global" });
    if (!promotionTargetsLine(targetOf(row), line)) failed.push({ key: CONDITION.target, level: "item" });
    if (!reachesMinOrderValue(row.customData.minOrderValue, basketTotal))
      failed.push({ key: CONDITION.minOrderValue, level: "global" });
    return candidateOf(
      row,
      failed,
      automaticDiscountAmount(discountEffectOf(row)!, line.unitWithTax, line.quantity),
    );
  };
  const giftCandidate = (row: PromotionRow, line: PromotionLine): Candidate => {
    const failed: Candidate["failedConditions"] = [];
    if (!isPromotionActiveAt(row, now)) failed.push({ key: CONDITION.schedule, level: "global" });
    const { minOrderValue, giftConditions } = row.customData;
    if (!areGiftConditionsMet({ minQuantity: giftConditions?.minQuantity }, nonGiftQuantity, basketTotal))
      failed.push({ key: CONDITION.minQuantity, level: "item" });
    if (!reachesMinOrderValue(minOrderValue, basketTotal))
      failed.push({ key: CONDITION.minOrderValue, level: "global" });
    return candidateOf(row, failed, line.unitWithTax * Math.min(line.quantity, giftEffectOf(row)!.maxCount));
  };

  const byLine = new Map<string, LinePromotion>();
  for (const line of lines) {
    const gift = giftOf.get(line.key);
    const discounts = running.filter(
      (row) => discountEffectOf(row) && promotionTargetsLine(targetOf(row), line),
    );
    const namedRow = named(line);
    if (namedRow && discountEffectOf(namedRow) && !discounts.includes(namedRow)) discounts.push(namedRow);
    const candidates = [
      ...discounts.map((row) => discountCandidate(row, line)),
      ...(gift ? [giftCandidate(gift, line)] : []),
    ];
    const applied = linePromotion(candidates);
    const giftCandidateOfLine = candidates.find((candidate) => candidate.row === gift);
    if (giftCandidateOfLine?.isValid && applied !== giftCandidateOfLine)
      giftCandidateOfLine.failedConditions.push({ key: CONDITION.priority, level: "global" });
    // A gift that is not given, and a named promotion that does not hold, are shown with what failed.
    const missedGift =
      giftCandidateOfLine && applied !== giftCandidateOfLine ? giftCandidateOfLine : undefined;
    const shown = missedGift ?? applied ?? candidates.find((candidate) => candidate.row === namedRow);
    if (!shown) continue;
    byLine.set(line.key, {
      promotion: shown.row,
      isValid: shown.failedConditions.length === 0,
      failedConditions: shown.failedConditions,
      appliedId: applied?.id ?? null,
      savedWithTax: applied?.savedWithTax ?? 0,
      evaluatedAt: now,
    });
  }

  const applicable = withApplicable
    ? running
        .filter((row) => reachesMinOrderValue(row.customData.minOrderValue, basketTotal))
        .flatMap((row): ApplicablePromotion[] => {
          const promotion = serializePromotion(row, now);
          const carriers = lines.filter((line) => byLine.get(line.key)?.promotion.id === row.id);
          return carriers.length > 0
            ? carriers.map((line) => ({ itemId: line.key, promotion }))
            : [{ promotion }];
        })
    : [];
  return { byLine, applicable };
}
