/** What decides whether a voucher may be used (S1 §3 order vouchers, type absolute). Money in minor units. */
export interface VoucherTerms {
  /** The absolute reduction, tax included. */
  value: number;
  validFrom: Date;
  validUntil: Date | null;
  minimumOrderValue: number | null;
  redemptionLimit: number | null;
  redemptionCount: number;
}

/** Why a voucher code is refused at checkout; each has a translated message `checkout.voucher.error.{reason}`. */
export type VoucherRefusal = "unknown" | "expired" | "not_yet_valid" | "minimum_not_reached" | "used_up";

/** The voucher reduction of an order and the total the shopper pays. */
export interface VoucherDiscount {
  reduction: number;
  totalWithTax: number;
}

// S1 §3 order vouchers: a voucher applies inside its validity window, from its minimum order value, while redemptions remain
export function voucherRefusal(
  terms: VoucherTerms | undefined,
  orderValueWithTax: number,
  now: Date,
): VoucherRefusal | null {
  if (!terms) return "unknown";
  if (now < terms.validFrom) return "not_yet_valid";
  if (terms.validUntil !== null && now >= terms.validUntil) return "expired";
  if (terms.redemptionLimit !== null && terms.redemptionCount >= terms.redemptionLimit) return "used_up";
  if (terms.minimumOrderValue !== null && orderValueWithTax < terms.minimumOrderValue)
    return "minimum_not_reached";
  return null;
}

// S1 §3 order vouchers type absolute: the value comes off the total, which never goes below 0
export function discountedTotal(totalWithTax: number, voucherValue: number): VoucherDiscount {
  const reduction = Math.min(Math.max(voucherValue, 0), Math.max(totalWithTax, 0));
  return { reduction, totalWithTax: totalWithTax - reduction };
}

/** A voucher code as shoppers type it: trimmed; codes compare case-insensitively. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
