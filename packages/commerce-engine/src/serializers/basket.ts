import {
  reductionsByCategory,
  relativeDifference,
  splitVat,
  ZERO_COST_FRAME_REDUCTION_ID,
} from "@eyewear/shop-rules";
import type {
  ApplicablePromotion,
  AppliedReduction,
  BasketItem,
  BasketItemDisplayData,
  BasketItemPrice,
  BasketItemPromotion,
  BasketKey,
  BasketTotalPrice,
} from "@scayle/storefront-api";
import type { BasketWithInclude } from "../model/includes.ts";
import type { ProductData, SerializeContext, VariantData } from "../model/product-data.ts";
import type { BasketLineRow } from "../queries/baskets.ts";
import { type LinePromotion, serializePromotion } from "../services/promotions.ts";
import { serializeLowestPriorPrice, serializePrice } from "./price.ts";
import { serializeProduct, serializeVariant } from "./product.ts";
import { cents, type EngineBasket, isoDate } from "./wire.ts";

/** A basket line with its catalogue data and whether it can be bought now. */
export interface BasketLineView {
  line: BasketLineRow;
  product: ProductData;
  variant: VariantData;
  available: boolean;
  availableQuantity: number;
  /** The line's promotion as evaluated for the basket; absent without a known promotion. */
  promotion?: LinePromotion;
  /** The product is no longer served in the shop (shown only with includeItemsWithoutProductData). */
  deleted?: boolean;
  /** The frame of glasses with prescription lenses in a zero-cost-frames shop (rule:prescription.zero-cost-frames). */
  zeroCostFrame?: boolean;
}

/** The one package every basket ships in. */
export interface BasketDelivery {
  carrierKey: string;
  earliest: Date;
  latest: Date;
}

const PACKAGE_ID = 1;

/** A price with a promotion's saving taken off: gross, net and VAT again, the saving as a promotion reduction. */
function withPromotionSaving(
  price: BasketItemPrice,
  promotionId: string,
  saved: number,
  ctx: SerializeContext,
): BasketItemPrice {
  if (saved <= 0) return price;
  const withTax = price.withTax - saved;
  const { withoutTax, vatAmount } = splitVat(withTax, ctx.shop.vatRate);
  const amount = { relative: relativeDifference(withTax, price.withTax), absoluteWithTax: cents(saved) };
  return {
    ...price,
    withTax: cents(withTax),
    withoutTax: cents(withoutTax),
    ...("tax" in price ? { tax: { vat: { amount: cents(vatAmount), rate: ctx.shop.vatRate } } } : {}),
    appliedReductions: [
      ...price.appliedReductions,
      { category: "promotion", type: "absolute", amount, promotionId },
    ],
  };
}

/**
 * The line's price after its promotion and, on a free frame, the zero-cost-frame reduction of all that is left
 * (rule:prescription.zero-cost-frames): the price before stays readable from the reductions.
 */
function linePrice(
  price: BasketItemPrice,
  view: BasketLineView,
  promotionSaved: number,
  ctx: SerializeContext,
): BasketItemPrice {
  const promoted = withPromotionSaving(price, view.promotion?.appliedId ?? "", promotionSaved, ctx);
  return view.zeroCostFrame
    ? withPromotionSaving(promoted, ZERO_COST_FRAME_REDUCTION_ID, promoted.withTax, ctx)
    : promoted;
}

function serializeItemPromotion(promotion: LinePromotion): BasketItemPromotion {
  return {
    ...serializePromotion(promotion.promotion, promotion.evaluatedAt),
    isValid: promotion.isValid,
    failedConditions: promotion.failedConditions,
  };
}

function serializeItem(view: BasketLineView, include: BasketWithInclude, ctx: SerializeContext): BasketItem {
  const { line, variant, promotion } = view;
  const saved = promotion?.savedWithTax ?? 0;
  const unitSaved = line.quantity > 0 ? Math.round(saved / line.quantity) : 0;
  const itemPromotion = include.promotion && promotion ? serializeItemPromotion(promotion) : null;
  return {
    key: line.key,
    customData: line.customData,
    displayData: line.displayData as BasketItemDisplayData,
    packageId: PACKAGE_ID,
    price: {
      total: linePrice(serializePrice(variant.price, ctx.shop, line.quantity), view, saved, ctx),
      unit: linePrice(serializePrice(variant.price, ctx.shop), view, unitSaved, ctx),
    },
    lowestPriorPrice: serializeLowestPriorPrice(variant.price.withTax, variant.lowestPriorWithTax),
    quantity: line.quantity,
    availableQuantity: view.availableQuantity,
    status: view.deleted ? "deleted" : view.available ? "available" : "unavailable",
    product: serializeProduct(view.product, include.product, ctx),
    variant: serializeVariant(variant, include.variant, ctx),
    ...(line.itemGroup ? { itemGroup: line.itemGroup } : {}),
    ...(line.promotionId ? { promotionId: line.promotionId } : {}),
    ...(itemPromotion ? { promotion: itemPromotion, promotions: [itemPromotion] } : {}),
  };
}

/**
 * The basket total over the items that can be bought, with the reductions summed per category; free frames' reductions
 * are summed on their own, with their promotion id, so the shopper can be told what they are
 * (rule:prescription.zero-cost-frames).
 */
function serializeCost(items: readonly BasketItem[], ctx: SerializeContext): BasketTotalPrice {
  const withTax = items.reduce((sum, item) => sum + item.price.total.withTax, 0);
  const { withoutTax, vatAmount } = splitVat(withTax, ctx.shop.vatRate);
  const sums = reductionsByCategory(items.flatMap((item) => item.price.total.appliedReductions));
  const undiscounted = withTax + sums.reduce((total, sum) => total + sum.amount, 0);
  return {
    withTax: cents(withTax),
    withoutTax: cents(withoutTax),
    tax: { vat: { amount: cents(vatAmount), rate: ctx.shop.vatRate } },
    recommendedRetailPrice: null,
    appliedReductions: sums.map(({ category, frameFree, amount }) => ({
      category: category as AppliedReduction["category"],
      ...(frameFree ? { promotionId: ZERO_COST_FRAME_REDUCTION_ID } : {}),
      type: "relative",
      amount: {
        relative: relativeDifference(undiscounted - amount, undiscounted),
        absoluteWithTax: cents(amount),
      },
    })),
    currencyCode: ctx.shop.currency,
  };
}

export function serializeBasket(
  key: string,
  lines: readonly BasketLineView[],
  delivery: BasketDelivery | null,
  applicablePromotions: ApplicablePromotion[],
  include: BasketWithInclude,
  ctx: SerializeContext,
): EngineBasket {
  const items = lines.map((line) => serializeItem(line, include, ctx));
  return {
    key: key as BasketKey,
    items,
    cost: serializeCost(
      items.filter((item) => item.status === "available"),
      ctx,
    ),
    packages: delivery
      ? [
          {
            id: PACKAGE_ID,
            carrierKey: delivery.carrierKey,
            deliveryDate: { min: isoDate(delivery.earliest), max: isoDate(delivery.latest) },
          },
        ]
      : [],
    currencyCode: ctx.shop.currency,
    ...(include.applicablePromotions ? { applicablePromotions } : {}),
  };
}
