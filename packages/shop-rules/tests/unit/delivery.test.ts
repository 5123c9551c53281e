import { describe, expect, it } from "vitest";
import {
  carrierForCountry,
  DELIVERY_DAYS_IN_STOCK,
  DELIVERY_DAYS_ON_ORDER,
  deliveryDaysFor,
  overallDeliveryDays,
  productDeliveryDays,
} from "../../src/delivery.ts";
import type { CountryCode } from "../../src/shops.ts";

/** The national carrier, and DHL where there is none. */
const CARRIER_BY_COUNTRY = {
  AT: "POST_AT",
  PL: "INPOST_PL",
  CZ: "POST_CZ",
  CH: "POST_CH",
  DE: "DHL",
  IT: "DHL",
} as const;

describe("carrierForCountry (rule:checkout.carrier)", () => {
  it.each(Object.entries(CARRIER_BY_COUNTRY) as [CountryCode, string][])(
    "ships to %s with %s",
    (country, carrier) => {
      expect(carrierForCountry(country)).toBe(carrier);
    },
  );
});

describe("deliveryDaysFor", () => {
  it("ships stocked items from stock and orders the others first", () => {
    expect(deliveryDaysFor({ kind: "immediate" })).toBe(DELIVERY_DAYS_IN_STOCK);
    expect(deliveryDaysFor({ kind: "soon", quantity: 2 })).toBe(DELIVERY_DAYS_IN_STOCK);
    expect(deliveryDaysFor({ kind: "asap" })).toBe(DELIVERY_DAYS_ON_ORDER);
    expect(deliveryDaysFor({ kind: "unavailable" })).toBeNull();
  });
});

describe("overallDeliveryDays", () => {
  it("runs from the earliest min to the latest max", () => {
    expect(
      overallDeliveryDays([
        { min: 2, max: 4 },
        { min: 1, max: 3 },
        { min: 5, max: 10 },
      ]),
    ).toEqual({ min: 1, max: 10 });
    expect(overallDeliveryDays([])).toBeNull();
  });
});

describe("productDeliveryDays (rule:catalogue.delivery-estimate)", () => {
  const stocked = { kind: "immediate" } as const;
  const onOrder = { kind: "asap" } as const;
  const unavailable = { kind: "unavailable" } as const;

  it("gives the chosen variant's range", () => {
    expect(productDeliveryDays(onOrder, [stocked, onOrder])).toEqual(DELIVERY_DAYS_ON_ORDER);
    expect(productDeliveryDays({ kind: "soon", quantity: 2 }, [onOrder])).toEqual(DELIVERY_DAYS_IN_STOCK);
    expect(productDeliveryDays(unavailable, [stocked])).toBeNull();
  });

  it("without a chosen variant, spans the earliest min to the latest max of the sellable variants", () => {
    expect(productDeliveryDays(undefined, [stocked, unavailable, onOrder])).toEqual({
      min: DELIVERY_DAYS_IN_STOCK.min,
      max: DELIVERY_DAYS_ON_ORDER.max,
    });
    expect(productDeliveryDays(undefined, [stocked, unavailable])).toEqual(DELIVERY_DAYS_IN_STOCK);
    expect(productDeliveryDays(undefined, [unavailable])).toBeNull();
  });
});
