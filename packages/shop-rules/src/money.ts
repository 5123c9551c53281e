import type { ShopConfig } from "./shops.ts";

/** Minor units to a display amount (rule:money.minor-units). */
export function minorToMajor(minorUnits: number): number {
  return minorUnits / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats minor units in the shop's currency and locale (rule:money.format-price). */
export function formatPrice(
  minorUnits: number,
  shop: Pick<ShopConfig, "locale" | "currency" | "currencyFractionDigits">,
): string {
  const key = `${shop.locale}|${shop.currency}|${shop.currencyFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(shop.locale, {
      style: "currency",
      currency: shop.currency,
      minimumFractionDigits: shop.currencyFractionDigits,
      maximumFractionDigits: shop.currencyFractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minorToMajor(minorUnits));
}

// rule:money.default-vat
export const DEFAULT_VAT_RATE = 0.19;

/** Splits a gross price into net and VAT, rounding VAT to whole minor units (rule:money.default-vat). */
export function splitVat(
  withTax: number,
  vatRate: number = DEFAULT_VAT_RATE,
): { withoutTax: number; vatAmount: number } {
  const withoutTax = Math.round(withTax / (1 + vatRate));
  return { withoutTax, vatAmount: withTax - withoutTax };
}
