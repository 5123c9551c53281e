import type { Database, schema } from "@eyewear/database";
import {
  discountedTotal,
  normalizeVoucherCode,
  relativeDifference,
  type VoucherDiscount,
  type VoucherRefusal,
  voucherRefusal,
} from "@eyewear/shop-rules";
import { EngineError, notFound } from "../model/engine-error.ts";
import { PLAIN_BASKET } from "../model/includes.ts";
import { findCustomerById } from "../queries/customers.ts";
import {
  changeVoucherRedemptions,
  findVoucherByCode,
  lockVoucherByCode,
  type VoucherRow,
} from "../queries/vouchers.ts";
import { getBasket } from "./baskets.ts";
import type { ShopContext } from "./shop-context.ts";

/** A voucher the order may use: its code as the shop wrote it and what it takes off the total. */
export interface AppliedVoucher {
  voucherId: number;
  code: string;
  discount: VoucherDiscount;
}

/** An order's record of a voucher: the reduction it gave, on all its items (rule:checkout.voucher-amount). */
export function orderVoucher(voucher: AppliedVoucher, orderItemIds: readonly number[]): schema.OrderVoucher {
  return {
    type: "absolute",
    code: voucher.code,
    value: voucher.discount.reduction,
    applicableItems: orderItemIds.map(String),
  };
}

/** The `price.appliedReductions` entry of a voucher on an order's cost. */
export interface VoucherReductionWire {
  category: "voucher";
  type: "absolute";
  code: string;
  amount: { absoluteWithTax: number; relative: number };
}

/** The refusal of a code as an engine error; its code (e.g. VOUCHER_EXPIRED) names the storefront's message. */
export function voucherRefused(reason: VoucherRefusal, code: string): EngineError {
  return new EngineError(
    "unprocessable",
    `The voucher ${normalizeVoucherCode(code)} cannot be used: ${reason.replaceAll("_", " ")}`,
    { code: `VOUCHER_${reason.toUpperCase()}`, parameter: "voucherCode" },
  );
}

function applicable(row: VoucherRow | undefined, code: string, orderValueWithTax: number, now: Date) {
  const refusal = voucherRefusal(row, orderValueWithTax, now);
  if (refusal || !row) throw voucherRefused(refusal ?? "unknown", code);
  return {
    voucherId: row.id,
    code: row.code,
    discount: discountedTotal(orderValueWithTax, row.value),
  } satisfies AppliedVoucher;
}

/**
 * The voucher step of order placement: inside the order's transaction, after the stock locks, the voucher row is
 * locked, checked against the order value and redeemed once. The value comes from the database only.
 */
export async function redeemVoucher(
  tx: Database,
  shop: ShopContext,
  code: string,
  orderValueWithTax: number,
  now: Date,
): Promise<AppliedVoucher> {
  const voucher = applicable(await lockVoucherByCode(tx, shop.id, code), code, orderValueWithTax, now);
  await changeVoucherRedemptions(tx, voucher.voucherId, 1);
  return voucher;
}

/** Whose basket a voucher check prices: a customer's, or the anonymous basket of a guest checkout's session. */
export type VoucherBasketOwner = { customerId: number } | { basketKey: string };

async function ownersBasketKey(db: Database, shop: ShopContext, owner: VoucherBasketOwner): Promise<string> {
  if ("basketKey" in owner) return owner.basketKey;
  const customer = await findCustomerById(db, shop.id, owner.customerId);
  if (!customer) throw notFound(`Customer ${owner.customerId} does not exist`, "customerId");
  return customer.basketKey;
}

/**
 * POST /v1/checkout/voucher-checks: what the voucher would take off the basket as it stands, for the order review.
 * Placement checks it again, so this answer promises nothing.
 */
export async function checkVoucher(
  db: Database,
  shop: ShopContext,
  owner: VoucherBasketOwner,
  code: string,
  now: Date,
): Promise<{ voucher: { code: string; reduction: number }; cost: { withTax: number } }> {
  const basketKey = await ownersBasketKey(db, shop, owner);
  const basket = await getBasket(db, shop, basketKey, PLAIN_BASKET);
  const voucher = applicable(await findVoucherByCode(db, shop.id, code), code, basket.cost.withTax, now);
  return {
    voucher: { code: voucher.code, reduction: voucher.discount.reduction },
    cost: { withTax: voucher.discount.totalWithTax },
  };
}

/** An order's vouchers as appliedReductions of its cost, relative to the total before them. */
export function voucherReductions(
  vouchers: readonly schema.OrderVoucher[],
  totalWithTax: number,
): VoucherReductionWire[] {
  const totalBefore = totalWithTax + vouchers.reduce((sum, voucher) => sum + voucher.value, 0);
  return vouchers.map((voucher) => ({
    category: "voucher",
    type: "absolute",
    code: voucher.code,
    amount: {
      absoluteWithTax: voucher.value,
      relative: relativeDifference(totalBefore - voucher.value, totalBefore),
    },
  }));
}

/** Gives the redemption of a released order's voucher back. */
export async function returnVoucherRedemption(tx: Database, shopId: number, code: string) {
  const voucher = await lockVoucherByCode(tx, shopId, code);
  if (voucher) await changeVoucherRedemptions(tx, voucher.id, -1);
}
