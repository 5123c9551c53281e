import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@eyewear/database";
import { orderLookupFactor } from "@eyewear/shop-rules";
import { notFound } from "../model/engine-error.ts";
import { findOrderByPublicId } from "../queries/orders.ts";
import type { AttemptGuard } from "./limits.ts";
import { type OrderWire, renderOrders } from "./orders.ts";
import type { ShopContext } from "./shop-context.ts";

/**
 * Failed order status lookups in a row without a wait, as for sign-in (rule:account.attempt-delay, ADR 0052): 5
 * for an order id from one client (guessing its zip code), 20 for a client across order ids.
 */
export const ORDER_LOOKUP_FREE_FAILURES_PER_ORDER_AND_CLIENT = 5;
export const ORDER_LOOKUP_FREE_FAILURES_PER_CLIENT = 20;

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
 * or zip code the shopper knows. A wrong id, a wrong factor and another shop's order get the same 404; failures
 * make the order id from that client and the client wait, growing with each one (429 with the wait).
 */
export async function lookUpOrderStatus(
  db: Database,
  guard: AttemptGuard,
  shop: ShopContext,
  lookup: OrderStatusLookup,
): Promise<OrderStatusWire> {
  const orderKey = `order:${shop.id}:${lookup.orderId}:${lookup.clientAddress}`;
  const attempt = await guard.enter(
    [
      { key: orderKey, freeFailures: ORDER_LOOKUP_FREE_FAILURES_PER_ORDER_AND_CLIENT },
      { key: `client:${lookup.clientAddress}`, freeFailures: ORDER_LOOKUP_FREE_FAILURES_PER_CLIENT },
    ],
    "Too many failed order lookups; try again later",
  );
  const row = await findOrderByPublicId(db, shop.id, lookup.orderId);
  const candidates = row
    ? [row.email, row.billingAddress.zipCode, row.shippingAddress.zipCode]
    : UNKNOWN_ORDER_FACTORS;
  if (!matchesAnyFactor(lookup.secondFactor, candidates) || !row) {
    await attempt.failed();
    throw notFound("No order matches this id and email address or zip code");
  }
  await attempt.succeeded(orderKey);
  const [order] = await renderOrders(db, shop, [row]);
  const { customer: _customer, addresses: _addresses, ...status } = order!;
  return status;
}
