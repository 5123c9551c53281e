import type { PaymentKey } from "./orders.ts";
import type { ShippingCost } from "./shipping.ts";

/** One basket line as the order review shows it: what, how many, at which prices, in which group and promotion. */
export interface ReviewedItem {
  key: string;
  variantId: number;
  quantity: number;
  /** Gross unit and line prices in minor units, promotion savings taken off. */
  unitPrice: number;
  total: number;
  /** The item group (configured glasses) the line belongs to; null for a line of its own. */
  group: string | null;
  promotion: string | null;
}

/**
 * What the shopper saw on the order review and orders at (rule:checkout.reviewed-order): the lines, the
 * promotions, the applied voucher with its reduction, the carrier and its fee, the payment methods offered and the
 * total.
 */
export interface ReviewedOrder {
  items: ReviewedItem[];
  voucher: { code: string; reduction: number } | null;
  carrier: string;
  /** The shipping fee in minor units (rule:shipping.cost), part of the total. */
  shipping: number;
  paymentKeys: PaymentKey[];
  total: number;
}

/** The parts of a basket (Storefront API wire format) the review is built from. */
export interface ReviewableBasket {
  items: readonly {
    key: string;
    status: string;
    quantity: number;
    variant: { id: number };
    price: {
      unit: { withTax: number };
      total: { withTax: number; appliedReductions?: readonly { category: string; promotionId?: string }[] };
    };
    itemGroup?: { id: string } | null | undefined;
    promotionId?: string | null | undefined;
  }[];
  cost: { withTax: number };
}

/** The promotion whose saving a line's price shows, whether the line named it or the engine applied it by itself. */
function appliedPromotionOf(item: ReviewableBasket["items"][number]): string | undefined {
  return item.price.total.appliedReductions?.find((reduction) => reduction.category === "promotion")
    ?.promotionId;
}

/**
 * The order review of a basket (its available lines, sorted by key), with the applied voucher, the carrier and its
 * fee, and the offered payment methods; the total is the goods' (the voucher's when one applies) plus shipping
 * (rule:checkout.reviewed-order, rule:shipping.cost).
 */
export function orderReview(
  basket: ReviewableBasket,
  voucher: { code: string; reduction: number; totalWithTax: number } | undefined,
  shipping: Pick<ShippingCost, "carrier" | "fee">,
  paymentKeys: readonly PaymentKey[],
): ReviewedOrder {
  const items = basket.items
    .filter((item) => item.status === "available")
    .map((item) => ({
      key: item.key,
      variantId: item.variant.id,
      quantity: item.quantity,
      unitPrice: item.price.unit.withTax,
      total: item.price.total.withTax,
      group: item.itemGroup?.id ?? null,
      promotion: appliedPromotionOf(item) ?? item.promotionId ?? null,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    items,
    voucher: voucher ? { code: voucher.code, reduction: voucher.reduction } : null,
    carrier: shipping.carrier,
    shipping: shipping.fee,
    paymentKeys: [...paymentKeys],
    total: (voucher ? voucher.totalWithTax : basket.cost.withTax) + shipping.fee,
  };
}

/** One difference between the reviewed order and the order as it would be placed now. */
export type ReviewChange =
  | { kind: "item_price"; key: string; reviewed: number; now: number }
  | { kind: "items" }
  | { kind: "promotion"; key: string }
  | { kind: "voucher_gone"; code: string }
  | { kind: "voucher_amount"; code: string; reviewed: number; now: number }
  | { kind: "voucher_added"; code: string }
  | { kind: "carrier" }
  | { kind: "shipping"; reviewed: number; now: number }
  | { kind: "payment_methods" }
  | { kind: "total"; reviewed: number; now: number };

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * What changed between the review the shopper saw and the order as it stands now (rule:checkout.reviewed-order):
 * empty exactly when both are equal, so an order is placed only at what was reviewed. A line added, removed,
 * regrouped or with another quantity is `items`; a kept line's price or promotion is named by its key.
 */
export function reviewChanges(reviewed: ReviewedOrder, now: ReviewedOrder): ReviewChange[] {
  const changes: ReviewChange[] = [];
  const current = new Map(now.items.map((item) => [item.key, item]));
  const sameLines =
    reviewed.items.length === now.items.length &&
    reviewed.items.every((item) => {
      const line = current.get(item.key);
      return (
        line?.variantId === item.variantId && line.quantity === item.quantity && line.group === item.group
      );
    });
  if (!sameLines) changes.push({ kind: "items" });
  for (const item of reviewed.items) {
    const line = current.get(item.key);
    if (!line) continue;
    if (line.unitPrice !== item.unitPrice || line.total !== item.total)
      changes.push({ kind: "item_price", key: item.key, reviewed: item.unitPrice, now: line.unitPrice });
    if (line.promotion !== item.promotion) changes.push({ kind: "promotion", key: item.key });
  }
  const [before, after] = [reviewed.voucher, now.voucher];
  if (before && after?.code !== before.code) changes.push({ kind: "voucher_gone", code: before.code });
  if (after && after.code !== before?.code) changes.push({ kind: "voucher_added", code: after.code });
  if (before && after && after.code === before.code && after.reduction !== before.reduction)
    changes.push({
      kind: "voucher_amount",
      code: before.code,
      reviewed: before.reduction,
      now: after.reduction,
    });
  if (reviewed.carrier !== now.carrier) changes.push({ kind: "carrier" });
  if (reviewed.shipping !== now.shipping)
    changes.push({ kind: "shipping", reviewed: reviewed.shipping, now: now.shipping });
  if (!sameList(reviewed.paymentKeys, now.paymentKeys)) changes.push({ kind: "payment_methods" });
  if (reviewed.total !== now.total) changes.push({ kind: "total", reviewed: reviewed.total, now: now.total });
  return changes;
}
