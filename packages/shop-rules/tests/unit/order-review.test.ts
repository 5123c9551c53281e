import { describe, expect, it } from "vitest";
import { orderReview, type ReviewableBasket, reviewChanges } from "../../src/index.ts";

const line = (
  key: string,
  unit: number,
  quantity = 1,
  extra: Partial<ReviewableBasket["items"][number]> = {},
) => ({
  key,
  status: "available",
  quantity,
  variant: { id: Number(key.replace(/\D/g, "")) || 1 },
  price: { unit: { withTax: unit }, total: { withTax: unit * quantity } },
  ...extra,
});

const basket = (items: ReviewableBasket["items"]): ReviewableBasket => ({
  items,
  cost: {
    withTax: items
      .filter((item) => item.status === "available")
      .reduce((sum, item) => sum + item.price.total.withTax, 0),
  },
});

const PAYMENT = ["paypal_instant", "klarna_paylater"] as const;
const FREE = { carrier: "DHL", fee: 0 } as const;
const frame = line("k2", 8900, 1, { itemGroup: { id: "glasses-1" } });
const lens = line("k3", 4000, 1, { itemGroup: { id: "glasses-1" }, promotionId: "7" });
const REVIEWED = orderReview(
  basket([frame, lens, line("k1", 1000, 2)]),
  { code: "WILLKOMMEN10", reduction: 1000, totalWithTax: 13900 },
  FREE,
  PAYMENT,
);

describe("the reviewed order (rule:checkout.reviewed-order)", () => {
  it("holds the available lines by key, their groups and promotions, the voucher, carrier, payment methods and total", () => {
    const review = orderReview(
      basket([line("k9", 500, 1, { status: "unavailable" }), frame, lens]),
      undefined,
      FREE,
      PAYMENT,
    );
    expect(review).toEqual({
      items: [
        {
          key: "k2",
          variantId: 2,
          quantity: 1,
          unitPrice: 8900,
          total: 8900,
          group: "glasses-1",
          promotion: null,
        },
        {
          key: "k3",
          variantId: 3,
          quantity: 1,
          unitPrice: 4000,
          total: 4000,
          group: "glasses-1",
          promotion: "7",
        },
      ],
      voucher: null,
      carrier: "DHL",
      shipping: 0,
      paymentKeys: ["paypal_instant", "klarna_paylater"],
      total: 12900,
    });
    expect(REVIEWED.items.map((item) => item.key)).toEqual(["k1", "k2", "k3"]);
    expect([REVIEWED.voucher, REVIEWED.total]).toEqual([{ code: "WILLKOMMEN10", reduction: 1000 }, 13900]);
  });

  it("finds no change in the same order, whatever the line order", () => {
    const again = orderReview(
      basket([line("k1", 1000, 2), lens, frame]),
      { code: "WILLKOMMEN10", reduction: 1000, totalWithTax: 13900 },
      FREE,
      PAYMENT,
    );
    expect(reviewChanges(REVIEWED, again)).toEqual([]);
  });

  it("names a line's new price and the new total", () => {
    const now = orderReview(
      basket([frame, lens, line("k1", 1500, 2)]),
      { code: "WILLKOMMEN10", reduction: 1000, totalWithTax: 14900 },
      FREE,
      PAYMENT,
    );
    expect(reviewChanges(REVIEWED, now)).toEqual([
      { kind: "item_price", key: "k1", reviewed: 1000, now: 1500 },
      { kind: "total", reviewed: 13900, now: 14900 },
    ]);
  });

  it("names a voucher that fell off, one that was added and one worth another amount", () => {
    const withoutVoucher = orderReview(basket([frame, lens, line("k1", 1000, 2)]), undefined, FREE, PAYMENT);
    expect(reviewChanges(REVIEWED, withoutVoucher)).toEqual([
      { kind: "voucher_gone", code: "WILLKOMMEN10" },
      { kind: "total", reviewed: 13900, now: 14900 },
    ]);
    expect(reviewChanges(withoutVoucher, REVIEWED)).toEqual([
      { kind: "voucher_added", code: "WILLKOMMEN10" },
      { kind: "total", reviewed: 14900, now: 13900 },
    ]);
    const smaller = { ...REVIEWED, voucher: { code: "WILLKOMMEN10", reduction: 500 }, total: 14400 };
    expect(reviewChanges(REVIEWED, smaller)).toEqual([
      { kind: "voucher_amount", code: "WILLKOMMEN10", reviewed: 1000, now: 500 },
      { kind: "total", reviewed: 13900, now: 14400 },
    ]);
  });

  it("names changed lines, quantities, groups, promotions, carrier and payment methods", () => {
    const moreOfOne = { ...REVIEWED, items: REVIEWED.items.map((item) => ({ ...item, quantity: 3 })) };
    expect(reviewChanges(REVIEWED, moreOfOne).map((change) => change.kind)).toEqual(["items"]);
    const lineGone = { ...REVIEWED, items: REVIEWED.items.slice(1) };
    expect(reviewChanges(REVIEWED, lineGone)).toEqual([{ kind: "items" }]);
    const regrouped = { ...REVIEWED, items: REVIEWED.items.map((item) => ({ ...item, group: null })) };
    expect(reviewChanges(REVIEWED, regrouped)).toEqual([{ kind: "items" }]);
    const promotionGone = {
      ...REVIEWED,
      items: REVIEWED.items.map((item) => ({ ...item, promotion: null })),
    };
    expect(reviewChanges(REVIEWED, promotionGone)).toEqual([{ kind: "promotion", key: "k3" }]);
    expect(reviewChanges(REVIEWED, { ...REVIEWED, carrier: "POST_AT" })).toEqual([{ kind: "carrier" }]);
    expect(reviewChanges(REVIEWED, { ...REVIEWED, paymentKeys: ["paypal_instant"] })).toEqual([
      { kind: "payment_methods" },
    ]);
  });

  it("adds the shipping fee to the total and names a fee that changed (rule:shipping.cost)", () => {
    const lines = basket([line("k1", 1000, 2)]);
    const shipped = orderReview(lines, undefined, { carrier: "DHL", fee: 495 }, PAYMENT);
    expect([shipped.shipping, shipped.total]).toEqual([495, 2495]);
    const free = orderReview(lines, undefined, FREE, PAYMENT);
    expect(reviewChanges(shipped, free)).toEqual([
      { kind: "shipping", reviewed: 495, now: 0 },
      { kind: "total", reviewed: 2495, now: 2000 },
    ]);
  });
});
