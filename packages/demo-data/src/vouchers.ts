import type { schema } from "@eyewear/database";
import type { Currency, ShopConfig } from "@eyewear/shop-rules";
import { daysBefore } from "./pricing.ts";

/** The demo's voucher amounts per currency in major units: a welcome voucher, a larger one and its minimum order. */
const AMOUNTS: Record<Currency, { welcome: number; larger: number; minimumOrder: number }> = {
  EUR: { welcome: 10, larger: 20, minimumOrder: 100 },
  CHF: { welcome: 10, larger: 20, minimumOrder: 100 },
  PLN: { welcome: 40, larger: 80, minimumOrder: 400 },
  CZK: { welcome: 250, larger: 500, minimumOrder: 2500 },
};

const MINOR_UNITS = 100;

/**
 * The demo vouchers of a shop (README "Demo vouchers"): WILLKOMMEN10 for any order, BRILLE20 from a minimum
 * order value, and ABGELAUFEN, which has expired, to see the refusal.
 */
export function voucherRows(shop: ShopConfig, now: Date): (typeof schema.vouchers.$inferInsert)[] {
  const amounts = AMOUNTS[shop.currency];
  const validFrom = daysBefore(now, 365);
  return [
    { shopId: shop.shopId, code: "WILLKOMMEN10", value: amounts.welcome * MINOR_UNITS, validFrom },
    {
      shopId: shop.shopId,
      code: "BRILLE20",
      value: amounts.larger * MINOR_UNITS,
      validFrom,
      minimumOrderValue: amounts.minimumOrder * MINOR_UNITS,
    },
    {
      shopId: shop.shopId,
      code: "ABGELAUFEN",
      value: amounts.welcome * MINOR_UNITS,
      validFrom,
      validUntil: daysBefore(now, 1),
    },
  ];
}
