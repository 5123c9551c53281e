import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@eyewear/database";
import { orderLookupFactor } from "@eyewear/shop-rules";
import { EngineError, notFound } from "../model/engine-error.ts";
import { findOrderByPublicId } from "../queries/orders.ts";
import { type AttemptLimit, countAttemptOverLimit, settleSuccessfulAttempt } from "./attempt-limits.ts";
import { type OrderWire, renderOrders } from "./orders.ts";
import type { ShopContext } from "./shop-context.ts";

/**
 * Failed order status lookups within a 15-minute window: 5 per order id (guessing its zip code) and 20 per client
 * address (trying many order ids), as for sign-in (docs/decisions/0030-order-status-lookup.md).
 */
export const ORDER_LOOKUP_WINDOW_MS = 15 * 60 * 1000;
export const ORDER_LOOKUP_MAX_FAILURES_PER_ORDER = 5;
export const ORDER_LOOKUP_MAX_FAILURES_PER_CLIENT = 20;

/** What the order status lookup shows of an order: no customer and no addresses, only its progress and items. */
export type OrderStatusWire = Omit<OrderWire, "customer" | "addresses">;

export interface OrderStatusLookup {
  orderId: string;
  /** The order's email address or the zip code of its billing or shipping address. */
  secondFactor: string;
  clientAddress: string;
}

/** Compared values of an unknown order, so a wrong id costs the same comparisons as a wrong factor. */
const UNKNOWN_ORDER_FACTORS = ["unknown-order@invalid", "00000", "00000"];

const factorDigest = (value: string) => createHash("sha256").update(orderLookupFactor(value)).digest();

/**
 * Whether the typed factor equals any of the order's: every candidate is compared in constant time, none skipped,
 * so the answer's timing tells neither which factor matched nor whether the id exists.
 */
function matchesAnyFactor(typed: string, candidates: readonly string[]): boolean {
  const typedDigest = factorDigest(typed);
  let matched = false;
  for (const candidate of candidates)
    matched = timingSafeEqual(factorDigest(candidate), typedDigest) || matched;
  return matched;
}

/**
 * POST /v1/orders/status-lookups (rule:orders.status-lookup): the order of this shop with the id whose email
 * or zip code the shopper knows. A wrong id, a wrong factor and another shop's order get the same 404; too many
 * failures for the order id or the client address get 429 until the window passes.
 */
export async function lookUpOrderStatus(
  db: Database,
  shop: ShopContext,
  lookup: OrderStatusLookup,
  now: Date,
): Promise<OrderStatusWire> {
  const orderLimit = {
    key: `order-status:order:${shop.id}:${lookup.orderId}`,
    maxFailures: ORDER_LOOKUP_MAX_FAILURES_PER_ORDER,
  };
  const clientLimit = {
    key: `order-status:ip:${lookup.clientAddress}`,
    maxFailures: ORDER_LOOKUP_MAX_FAILURES_PER_CLIENT,
  };
  const limits: AttemptLimit[] = [orderLimit, clientLimit];
  if (await countAttemptOverLimit(db, limits, ORDER_LOOKUP_WINDOW_MS, now))
    throw new EngineError("too_many_attempts", "Too many failed order lookups; try again later");
  const row = await findOrderByPublicId(db, shop.id, lookup.orderId);
  const candidates = row
    ? [row.email, row.billingAddress.zipCode, row.shippingAddress.zipCode]
    : UNKNOWN_ORDER_FACTORS;
  if (!matchesAnyFactor(lookup.secondFactor, candidates) || !row)
    throw notFound("No order matches this id and email address or zip code");
  await settleSuccessfulAttempt(db, orderLimit.key, [clientLimit.key]);
  const [order] = await renderOrders(db, shop, [row]);
  const { customer: _customer, addresses: _addresses, ...status } = order!;
  return status;
}
