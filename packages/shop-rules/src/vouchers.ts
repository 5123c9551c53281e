/** What decides whether a voucher may be used (rule:checkout.voucher-terms). Money in minor units. */
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

// rule:checkout.voucher-terms
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

// rule:checkout.voucher-amount
export function discountedTotal(totalWithTax: number, voucherValue: number): VoucherDiscount {
  const reduction = Math.min(Math.max(voucherValue, 0), Math.max(totalWithTax, 0));
  return { reduction, totalWithTax: totalWithTax - reduction };
}

/** A voucher code as shoppers type it: trimmed; codes compare case-insensitively. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
