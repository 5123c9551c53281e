import { describe, expect, it } from "vitest";
import {
  discountedTotal,
  normalizeVoucherCode,
  type VoucherTerms,
  voucherRefusal,
} from "../../src/vouchers.ts";

const now = new Date("2026-11-22T12:00:00Z");
const terms = (change: Partial<VoucherTerms> = {}): VoucherTerms => ({
  value: 1000,
  validFrom: new Date("2026-01-01T00:00:00Z"),
  validUntil: null,
  minimumOrderValue: null,
  redemptionLimit: null,
  redemptionCount: 0,
  ...change,
});

describe("voucherRefusal", () => {
  it("accepts a valid voucher without limits", () => {
    expect(voucherRefusal(terms(), 500, now)).toBeNull();
  });

  it("refuses an unknown code", () => {
    expect(voucherRefusal(undefined, 500, now)).toBe("unknown");
  });

  it("applies inside the validity window only, the end being exclusive", () => {
    expect(voucherRefusal(terms({ validFrom: new Date("2026-12-01T00:00:00Z") }), 500, now)).toBe(
      "not_yet_valid",
    );
    expect(voucherRefusal(terms({ validUntil: now }), 500, now)).toBe("expired");
    expect(voucherRefusal(terms({ validUntil: new Date(now.getTime() + 1) }), 500, now)).toBeNull();
  });

  it("needs the minimum order value, the minimum itself included", () => {
    expect(voucherRefusal(terms({ minimumOrderValue: 5000 }), 4999, now)).toBe("minimum_not_reached");
    expect(voucherRefusal(terms({ minimumOrderValue: 5000 }), 5000, now)).toBeNull();
  });

  it("refuses a voucher whose redemptions are used up", () => {
    expect(voucherRefusal(terms({ redemptionLimit: 2, redemptionCount: 1 }), 500, now)).toBeNull();
    expect(voucherRefusal(terms({ redemptionLimit: 2, redemptionCount: 2 }), 500, now)).toBe("used_up");
  });
});

describe("discountedTotal", () => {
  it("takes the voucher value off the total", () => {
    expect(discountedTotal(5000, 1000)).toEqual({ reduction: 1000, totalWithTax: 4000 });
  });

  it("never takes the total below 0", () => {
    expect(discountedTotal(800, 1000)).toEqual({ reduction: 800, totalWithTax: 0 });
    expect(discountedTotal(0, 1000)).toEqual({ reduction: 0, totalWithTax: 0 });
  });
});

describe("normalizeVoucherCode", () => {
  it("trims and upper-cases what the shopper typed", () => {
    expect(normalizeVoucherCode("  willkommen10 ")).toBe("WILLKOMMEN10");
  });
});
