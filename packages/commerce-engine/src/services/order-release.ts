import type { Database } from "@eyewear/database";
import {
  addStock,
  findOrderItems,
  findPendingOrdersPlacedBefore,
  lockOrder,
  lockStock,
  updateOrder,
  updateOrderItemStatus,
} from "../queries/orders.ts";
import { returnVoucherRedemption } from "./vouchers.ts";

const MINUTE_MS = 60 * 1000;

/** How long a redirect payment may stay unconfirmed before its order is released, unless configured. */
export const DEFAULT_PENDING_PAYMENT_TIMEOUT_MS = 30 * MINUTE_MS;

/**
 * The release age of PENDING_PAYMENT_TIMEOUT_MINUTES (or a --older-than option): whole minutes from 1, the default
 * when unset; anything else is a configuration error.
 */
export function pendingPaymentTimeoutMs(minutes: string | undefined): number {
  if (minutes === undefined || minutes === "") return DEFAULT_PENDING_PAYMENT_TIMEOUT_MS;
  const value = Number(minutes);
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`The pending payment timeout is a whole number of minutes from 1, got "${minutes}"`);
  return value * MINUTE_MS;
}

/**
 * Releases one order whose redirect payment was never completed, in one transaction: the order row is locked and
 * checked again (a confirmation that got there first wins), then the stock rows in variant id order (as placement
 * locks them, so the two never deadlock); its ordered items go back into stock and are cancelled, its voucher
 * redemption is given back and the order becomes payment_abandoned. False when there was nothing to release.
 */
async function releaseOrder(db: Database, orderId: number, cutoff: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== "payment_pending" || order.createdAt >= cutoff) return false;
    const items = (await findOrderItems(tx, [order.id])).filter((item) => item.status === "ordered");
    await lockStock(
      tx,
      [...new Set(items.map((item) => item.variantId))].sort((a, b) => a - b),
    );
    for (const item of items) {
      await addStock(tx, item.variantId, item.quantity, now);
      await updateOrderItemStatus(tx, item.id, "cancelled");
    }
    for (const voucher of order.vouchers) await returnVoucherRedemption(tx, order.shopId, voucher.code);
    await updateOrder(tx, order.id, { status: "payment_abandoned" });
    return true;
  });
}

/**
 * Cancels the orders left payment_pending for longer than `maxAgeMs` (a redirect payment the shopper never
 * completed) and returns their stock, each in its own transaction. Answers how many were released.
 */
export async function releaseAbandonedOrders(db: Database, maxAgeMs: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  let released = 0;
  for (const orderId of await findPendingOrdersPlacedBefore(db, cutoff)) {
    if (await releaseOrder(db, orderId, cutoff, now)) released += 1;
  }
  return released;
}

export interface AbandonedOrderReleaseOptions {
  maxAgeMs: number;
  /** How often to look; a tenth of maxAgeMs, at least a minute, unless given. */
  intervalMs?: number;
  onReleased?: (count: number) => void;
  onError: (error: unknown) => void;
}

const MINIMUM_INTERVAL_MS = MINUTE_MS;
const CHECKS_PER_MAX_AGE = 10;

/**
 * Runs releaseAbandonedOrders periodically in the engine's process on an unref'd timer (it never keeps the
 * process alive); answers the function that stops it.
 */
export function startAbandonedOrderRelease(db: Database, options: AbandonedOrderReleaseOptions): () => void {
  const intervalMs =
    options.intervalMs ?? Math.max(MINIMUM_INTERVAL_MS, Math.round(options.maxAgeMs / CHECKS_PER_MAX_AGE));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseAbandonedOrders(db, options.maxAgeMs, new Date())
      .then((count) => {
        if (count > 0) options.onReleased?.(count);
      }, options.onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
