import { describe, expect, it } from "vitest";
import {
  basketShipping,
  type FramePricingLine,
  orderShippingFee,
  SHIPPING_TERMS,
  shippingCost,
} from "../../src/index.ts";

const TERMS = { fee: 495, freeFrom: 4900 };
const order = (goodsTotal: number, hasPrescriptionGlasses = false, freeShippingOnPrescription = true) => ({
  goodsTotal,
  hasPrescriptionGlasses,
  freeShippingOnPrescription,
});

const glasses = (lensType: string): FramePricingLine[] => [
  { key: "frame", itemGroup: { id: "g", isMainItem: true }, lensType: undefined, isLens: false },
  { key: "type", itemGroup: { id: "g", isMainItem: false }, lensType, isLens: false },
  { key: "lens", itemGroup: { id: "g", isMainItem: false }, lensType: undefined, isLens: true },
];

describe("shipping cost (rule:shipping.cost)", () => {
  it("charges the fee below the threshold and says what is missing, ships free from it", () => {
    expect(shippingCost(TERMS, "DHL", order(4899))).toEqual({
      carrier: "DHL",
      fee: 495,
      freeBecause: null,
      missingForFree: 1,
    });
    expect(shippingCost(TERMS, "DHL", order(4900))).toEqual({
      carrier: "DHL",
      fee: 0,
      freeBecause: "threshold",
      missingForFree: 0,
    });
    expect(shippingCost(TERMS, "DHL", order(0)).fee).toBe(0);
  });

  it("ships prescription glasses free where the switch is on, whatever the total", () => {
    expect(shippingCost(TERMS, "DHL", order(1000, true)).freeBecause).toBe("prescription");
    expect(shippingCost(TERMS, "DHL", order(1000, true, false)).fee).toBe(495);
  });

  it("tells prescription glasses by their item group: lenses and a prescription lens type", () => {
    const germany = { country: "DE" as const, freeShippingOnPrescription: true };
    expect(basketShipping(germany, 2000, glasses("type_ei")).freeBecause).toBe("prescription");
    expect(basketShipping(germany, 2000, glasses("type_none")).fee).toBe(SHIPPING_TERMS.DE.fee);
    expect(basketShipping(germany, 2000, glasses("type_ei").slice(0, 2)).fee).toBe(SHIPPING_TERMS.DE.fee);
    const poland = basketShipping({ country: "PL", freeShippingOnPrescription: true }, 2000, []);
    expect(poland).toMatchObject({ carrier: "INPOST_PL", fee: SHIPPING_TERMS.PL.fee });
  });

  it("reads the delivery fee an order was charged from its cost", () => {
    const fee = (withTax: number, category = "delivery") => ({ category, amount: { withTax } });
    expect(orderShippingFee({ appliedFees: [fee(495), fee(200, "payment")] })).toBe(495);
    expect(orderShippingFee({ appliedFees: [] })).toBe(0);
  });
});
