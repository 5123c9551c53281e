import { shopByCode } from "@eyewear/shop-rules";
import { describe, expect, it } from "vitest";
import {
  chosenSubscription,
  subscriptionAttributes,
  subscriptionIntervalOfLine,
} from "./subscription-choice.ts";

const DE = shopByCode("de-de")!;
const CZ = shopByCode("cs-cz")!;
const care = subscriptionAttributes({
  subscriptionIntervals: {
    multiSelect: true,
    values: ["1", "2", "3", "6"].map((value) => ({ value, label: value })),
  },
});

describe("the product page's purchase choice (rule:subscriptions.product-choice)", () => {
  it("reads the product's intervals attribute", () => {
    expect(care).toEqual({ subscriptionIntervals: ["1", "2", "3", "6"] });
    expect(subscriptionAttributes({})).toEqual({});
  });

  it("takes a one-time purchase whatever else the form sent", () => {
    expect(chosenSubscription(CZ, {}, { purchase: "once", subscriptionInterval: "9" })).toEqual({
      ok: true,
      definition: undefined,
    });
  });

  it("takes an offered interval and day as the line's subscription definition", () => {
    expect(
      chosenSubscription(DE, care, {
        purchase: "subscription",
        subscriptionInterval: "6",
        preferredDeliveryDay: "1",
      }),
    ).toEqual({
      ok: true,
      definition: { subscriptionInterval: 6, preferredDeliveryDay: 1, origin: "pdp" },
    });
  });

  it("refuses an interval or day not offered at its field, and any subscription where the switch is off", () => {
    expect(
      chosenSubscription(DE, care, {
        purchase: "subscription",
        subscriptionInterval: "4",
        preferredDeliveryDay: "31",
      }),
    ).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: {
        subscriptionInterval: ["subscription.error.interval"],
        preferredDeliveryDay: ["subscription.error.deliveryDay"],
      },
    });
    expect(
      chosenSubscription(CZ, care, {
        purchase: "subscription",
        subscriptionInterval: "1",
        preferredDeliveryDay: "1",
      }),
    ).toMatchObject({ ok: false, status: 403, errorKey: "subscription.error.notOffered" });
  });

  it("reads a line's interval from its custom data", () => {
    expect(subscriptionIntervalOfLine({ subscriptionDefinition: { subscriptionInterval: 2 } })).toBe(2);
    expect(subscriptionIntervalOfLine({ eye: "right" })).toBeUndefined();
    expect(subscriptionIntervalOfLine(undefined)).toBeUndefined();
  });
});
