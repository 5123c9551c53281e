import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  calendarDayIn,
  cancellationEffectiveDate,
  daysBetween,
  isOfferedDeliveryDay,
  isReminderDue,
  isReusablePaymentKey,
  isSubscriptionIntervalAllowed,
  isSubscriptionReference,
  movedDeliveryDate,
  nextDeliveryDate,
  nextPreferredDay,
  normalizeSubscriptionReference,
  offeredSubscriptionIntervals,
  paymentRetryDate,
  priceDecision,
  SUBSCRIPTION_PAYMENT_ATTEMPTS,
  SUBSCRIPTION_PRICE_NOTICE_DAYS,
  subscriptionIntervalsOf,
} from "../../src/subscriptions.ts";

describe("the product page's choice (rule:subscriptions.product-choice)", () => {
  const lenses = { subscriptionIntervals: ["1", "2", "3", "6"] };
  const features = (subscriptions: boolean) => ({ features: { subscriptions } }) as never;

  it("offers the product's intervals only where the shop's switch is on", () => {
    expect(offeredSubscriptionIntervals(features(true), lenses)).toEqual([1, 2, 3, 6]);
    expect(offeredSubscriptionIntervals(features(false), lenses)).toEqual([]);
    expect(offeredSubscriptionIntervals(features(true), {})).toEqual([]);
  });

  it("offers the 1st and the 15th as delivery days", () => {
    expect(isOfferedDeliveryDay(1)).toBe(true);
    expect(isOfferedDeliveryDay(15)).toBe(true);
    expect(isOfferedDeliveryDay(2)).toBe(false);
    expect(isOfferedDeliveryDay(31)).toBe(false);
  });
});

describe("subscription intervals (rule:subscriptions.interval-allowed)", () => {
  const lenses = { subscriptionIntervals: ["6", "1", "3", "2"] };

  it("reads the product's intervals in order and allows only those", () => {
    expect(subscriptionIntervalsOf(lenses)).toEqual([1, 2, 3, 6]);
    expect(isSubscriptionIntervalAllowed(lenses, 3)).toBe(true);
    expect(isSubscriptionIntervalAllowed(lenses, 4)).toBe(false);
  });

  it("allows none for a product without the attribute or with values that are no months", () => {
    expect(isSubscriptionIntervalAllowed({ frameColor: ["black"] }, 1)).toBe(false);
    expect(subscriptionIntervalsOf({ subscriptionIntervals: ["0", "-1", "x", "1.5", "100"] })).toEqual([]);
  });
});

describe("next delivery (rule:subscriptions.next-delivery)", () => {
  it("goes the interval ahead on the preferred day", () => {
    expect(nextDeliveryDate("2026-01-15", 1, 15)).toBe("2026-02-15");
    expect(nextDeliveryDate("2026-11-20", 3, 1)).toBe("2027-02-01");
    expect(nextDeliveryDate("2026-07-01", 6, 1)).toBe("2027-01-01");
  });

  it("falls on the last day of shorter months", () => {
    expect(nextDeliveryDate("2026-01-31", 1, 31)).toBe("2026-02-28");
    expect(nextDeliveryDate("2028-01-31", 1, 31)).toBe("2028-02-29");
    expect(nextDeliveryDate("2026-02-28", 1, 31)).toBe("2026-03-31");
    expect(nextDeliveryDate("2026-03-31", 1, 30)).toBe("2026-04-30");
  });

  it("always lands in the month `interval` months on, never before the day it follows", () => {
    const day = fc
      .date({
        min: new Date("2000-01-01T00:00:00Z"),
        max: new Date("2090-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(1, 2, 3, 6, 12),
        fc.integer({ min: 1, max: 31 }),
        (from, interval, preferred) => {
          const next = nextDeliveryDate(from, interval, preferred);
          const months =
            (Number(next.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
            Number(next.slice(5, 7)) -
            Number(from.slice(5, 7));
          expect(months).toBe(interval);
          expect(next > from).toBe(true);
          expect(Number(next.slice(8))).toBeLessThanOrEqual(preferred);
        },
      ),
    );
  });

  it("moves the planned delivery to the new day of its month, or later when that is too close", () => {
    expect(movedDeliveryDate("2026-04-01", 15, "2026-03-10")).toBe("2026-04-15");
    expect(movedDeliveryDate("2026-04-15", 1, "2026-03-10")).toBe("2026-04-01");
    expect(movedDeliveryDate("2026-03-15", 1, "2026-03-10")).toBe("2026-04-01");
  });

  it("resumes on the first preferred day after the reminder's lead", () => {
    expect(nextPreferredDay("2026-03-10", 15)).toBe("2026-03-15");
    expect(nextPreferredDay("2026-03-12", 15)).toBe("2026-04-15");
    expect(nextPreferredDay("2026-01-25", 31)).toBe("2026-01-31");
    expect(nextPreferredDay("2026-02-26", 31)).toBe("2026-03-31");
  });
});

describe("cancellation (rule:subscriptions.cancellation-effective)", () => {
  it("ends on the day received while the next delivery is further than the reminder's lead", () => {
    expect(cancellationEffectiveDate("2026-03-01", "2026-03-15")).toBe("2026-03-01");
  });

  it("lets a delivery already announced go out and ends on its day", () => {
    expect(cancellationEffectiveDate("2026-03-12", "2026-03-15")).toBe("2026-03-15");
    expect(cancellationEffectiveDate("2026-03-15", "2026-03-15")).toBe("2026-03-15");
  });

  it("ends at once when the next delivery is overdue (a paused subscription)", () => {
    expect(cancellationEffectiveDate("2026-03-20", "2026-03-15")).toBe("2026-03-20");
  });
});

describe("reminder (rule:subscriptions.reminder)", () => {
  it("is due within the lead before the delivery, not earlier and not after", () => {
    expect(isReminderDue("2026-03-12", "2026-03-15")).toBe(true);
    expect(isReminderDue("2026-03-11", "2026-03-15")).toBe(false);
    expect(isReminderDue("2026-03-16", "2026-03-15")).toBe(false);
  });
});

describe("price notice (rule:subscriptions.price-notice)", () => {
  const base = { agreedTotal: 3000, noticedTotal: undefined, noticeOn: undefined, today: "2026-03-15" };

  it("charges an unchanged or lower price at once", () => {
    expect(priceDecision({ ...base, currentTotal: 3000 })).toEqual({ action: "charge" });
    expect(priceDecision({ ...base, currentTotal: 2500 })).toEqual({ action: "charge" });
  });

  it("tells the customer of a higher price first and charges it only after the notice period", () => {
    expect(priceDecision({ ...base, currentTotal: 3300 })).toEqual({ action: "notify" });
    const noticeOn = "2026-03-10";
    expect(priceDecision({ ...base, currentTotal: 3300, noticedTotal: 3300, noticeOn })).toEqual({
      action: "wait",
      until: addDays(noticeOn, SUBSCRIPTION_PRICE_NOTICE_DAYS),
    });
    expect(
      priceDecision({ ...base, currentTotal: 3300, noticedTotal: 3300, noticeOn, today: "2026-03-24" }),
    ).toEqual({ action: "charge" });
  });

  it("tells again when the price rose above the one the customer was told", () => {
    expect(
      priceDecision({ ...base, currentTotal: 3600, noticedTotal: 3300, noticeOn: "2026-01-01" }),
    ).toEqual({ action: "notify" });
  });
});

describe("payment retry (rule:subscriptions.payment-retry)", () => {
  it("tries again after a few days, up to the limit", () => {
    expect(paymentRetryDate(1, "2026-03-15")).toBe("2026-03-18");
    expect(paymentRetryDate(SUBSCRIPTION_PAYMENT_ATTEMPTS - 1, "2026-03-15")).toBe("2026-03-18");
    expect(paymentRetryDate(SUBSCRIPTION_PAYMENT_ATTEMPTS, "2026-03-15")).toBeUndefined();
  });
});

describe("reference (rule:subscriptions.reference)", () => {
  it("accepts what a customer types and refuses what cannot be one", () => {
    expect(normalizeSubscriptionReference(" abo-k7m2xq9p ")).toBe("ABO-K7M2XQ9P");
    expect(normalizeSubscriptionReference("K7M2 XQ9P")).toBe("ABO-K7M2XQ9P");
    expect(normalizeSubscriptionReference("ABO-K7M2XQ9O")).toBeUndefined();
    expect(normalizeSubscriptionReference("123456789012")).toBeUndefined();
    expect(isSubscriptionReference("ABO-K7M2XQ9P")).toBe(true);
    expect(isSubscriptionReference("abo-K7M2XQ9P")).toBe(false);
  });
});

describe("calendar days", () => {
  it("counts the shop's day in its time zone", () => {
    expect(calendarDayIn(new Date("2026-03-14T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-15");
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
  });
});

describe("reusable payment (rule:subscriptions.reusable-payment)", () => {
  it("takes methods that give a mandate and refuses those that need the shopper each time", () => {
    expect(isReusablePaymentKey("paypal_instant")).toBe(true);
    expect(isReusablePaymentKey("ratepay_directdebit")).toBe(true);
    expect(isReusablePaymentKey("ratepay_invoice")).toBe(false);
    expect(isReusablePaymentKey("cash_on_delivery")).toBe(false);
  });
});
