import { type Database, schema } from "@eyewear/database";
import { and, eq, sql } from "drizzle-orm";
import { findRow, lockRow } from "./rows.ts";

const { vouchers } = schema;

export type VoucherRow = typeof vouchers.$inferSelect;

const sameCode = (code: string) => sql`lower(${vouchers.code}) = lower(${code})`;

/** The shop's voucher with this code, compared case-insensitively. */
export async function findVoucherByCode(db: Database, shopId: number, code: string) {
  return findRow(db, vouchers, and(eq(vouchers.shopId, shopId), sameCode(code)));
}

/**
 * The voucher row locked until the transaction ends, so concurrent orders redeem it one after the other and its
 * redemption limit holds.
 */
export async function lockVoucherByCode(db: Database, shopId: number, code: string) {
  return lockRow(db, vouchers, and(eq(vouchers.shopId, shopId), sameCode(code)));
}

/** Counts one more (or, for a released order, one fewer) use of the voucher. */
export async function changeVoucherRedemptions(db: Database, voucherId: number, change: 1 | -1) {
  await db
    .update(vouchers)
    .set({ redemptionCount: sql`greatest(${vouchers.redemptionCount} + ${change}, 0)` })
    .where(eq(vouchers.id, voucherId));
}
