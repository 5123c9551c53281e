import { randomBytes, randomInt, randomUUID } from "node:crypto";
import type { Database, schema } from "@eyewear/database";
import {
  orderReview,
  type PaymentKey,
  paymentKeysForCountry,
  type ReviewedOrder,
  reviewChanges,
  type ShippingCost,
  splitVat,
  stockAfterOrder,
} from "@eyewear/shop-rules";
import { EngineError, notFound } from "../model/engine-error.ts";
import { PLAIN_BASKET } from "../model/includes.ts";
import type { PaymentProvider, PaymentRequest } from "../payments/provider.ts";
import { deleteBasketLine, findBasketLines, lockBasket } from "../queries/baskets.ts";
import { type CustomerRow, findCustomerById, upsertGuestCustomer } from "../queries/customers.ts";
import {
  findOrderByIdempotencyKey,
  findVariantDescriptions,
  insertOrder,
  insertOrderItems,
  insertOrderPackage,
  lockOrder,
  lockStock,
  type OrderRow,
  setStockQuantity,
  updateOrder,
} from "../queries/orders.ts";
import { pricedBasket } from "./baskets.ts";
import { normalizeEmail } from "./customers.ts";
import { cbdTokenDigest, findCustomerOrder, type OrderWire, renderOrders } from "./orders.ts";
import { assertPaymentGoesOn, requireOfferedPaymentKey } from "./payment-checks.ts";
import type { ShopContext } from "./shop-context.ts";
import {
  assertSubscribable,
  plansOfOrder,
  shopToday,
  startSubscriptions,
  subscriptionDefinitionOf,
  subscriptionPlans,
} from "./subscriptions.ts";
import { type AppliedVoucher, orderVoucher, redeemVoucher } from "./vouchers.ts";

/** How long the success page's link shows the order. */
export const CBD_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const BASIS_POINTS = 10_000;
const SMALLEST_ORDER_ID = 100_000_000_000;
const ORDER_ID_RANGE_END = 1_000_000_000_000;

export type AddressInput = Omit<schema.OrderAddress, "countryCode">;

/** What the checkout form sends, whoever orders. */
export interface OrderDetails {
  /** One per checkout form: a repeated submit with the same key answers the same order. */
  idempotencyKey: string;
  billingAddress: AddressInput;
  /** Absent: the goods go to the billing address. */
  shippingAddress?: AddressInput | undefined;
  paymentKey: PaymentKey;
  /** Where a redirect payment returns to (the storefront's page); the order id is appended. */
  returnUrl?: string | undefined;
  /** A voucher code the shopper entered; its value is looked up, never taken from the request. */
  voucherCode?: string | undefined;
  /**
   * What the shopper reviewed (rule:checkout.reviewed-order): when given, the order is placed only if it is still
   * exactly what the basket, voucher, carrier and payment methods make now.
   */
  review?: ReviewedOrder | undefined;
}

export interface PlaceOrderInput extends OrderDetails {
  customerId: number;
}

export interface PlaceGuestOrderInput extends OrderDetails {
  email: string;
  /** The anonymous basket of the shopper's session (the storefront keeps it; never a form value). */
  basketKey: string;
}

/** Who orders which basket, found inside the placement's transaction. */
type Buyer = (tx: Database) => Promise<{ customer: CustomerRow; basketKey: string }>;

/** How the payment stands: authorised, to be confirmed on the provider's page, or (for a repeated submit) pending. */
export type PaymentState =
  | { status: "authorized" }
  | { status: "redirect"; url: string }
  | { status: "pending" };

export interface PlacedOrder {
  /** 201 for a new order, 200 for the order a repeated submit already placed. */
  status: 200 | 201;
  order: OrderWire;
  /** Opens the success page's order view for CBD_TOKEN_LIFETIME_MS (rule:checkout.success-page-token). */
  cbdToken: string;
  payment: PaymentState;
}

/** A 12-digit order id that does not start with 0 (rule:checkout.order-id). */
export function newOrderId(): string {
  return String(randomInt(SMALLEST_ORDER_ID, ORDER_ID_RANGE_END));
}

export function newCbdToken(now: Date) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    hash: cbdTokenDigest(token),
    expiresAt: new Date(now.getTime() + CBD_TOKEN_LIFETIME_MS),
  };
}

function paymentRequestFor(order: OrderRow, returnUrl: string | undefined): PaymentRequest {
  return {
    orderId: order.publicId,
    paymentKey: order.paymentKey as PaymentKey,
    amountWithTax: order.totalWithTax,
    currencyCode: order.currencyCode,
    email: order.email,
    billingName: { firstName: order.billingAddress.firstName, lastName: order.billingAddress.lastName },
    returnUrl,
  };
}

const outOfStock = (variantId: number) =>
  new EngineError("conflict", `Variant ${variantId} cannot be sold in the ordered quantity`, {
    code: "OUT_OF_STOCK",
    parameter: "items",
  });

/**
 * Refuses the order when it is no longer what the shopper reviewed (rule:checkout.reviewed-order); checked inside
 * the placement's transaction, after the locks, so nothing can change between the check and the charge.
 */
function assertAsReviewed(
  shop: ShopContext,
  reviewed: ReviewedOrder | undefined,
  priced: Parameters<typeof orderReview>[0],
  voucher: AppliedVoucher | undefined,
  shipping: ShippingCost,
) {
  if (!reviewed) return;
  const now = orderReview(
    priced,
    voucher && { code: voucher.code, ...voucher.discount },
    shipping,
    paymentKeysForCountry(shop.country),
  );
  const changes = reviewChanges(reviewed, now);
  if (changes.length > 0)
    throw new EngineError(
      "conflict",
      `The order changed since the shopper reviewed it: ${changes.map((change) => change.kind).join(", ")}`,
      { code: "REVIEW_CHANGED", parameter: "review" },
    );
}

/**
 * The order's totals: the basket's cost, less the voucher's reduction, plus the shipping fee (rule:shipping.cost),
 * with the VAT split again; shipping carries the goods' VAT rate.
 */
function orderTotals(
  shop: ShopContext,
  cost: { withTax: number },
  voucher: AppliedVoucher | undefined,
  shipping: ShippingCost,
) {
  const totalWithTax = (voucher ? voucher.discount.totalWithTax : cost.withTax) + shipping.fee;
  const { withoutTax, vatAmount } = splitVat(totalWithTax, shop.vatRate);
  return {
    shippingFeeWithTax: shipping.fee,
    totalWithTax,
    totalWithoutTax: withoutTax,
    totalVat: vatAmount,
  };
}

async function renderOne(db: Database, shop: ShopContext, row: OrderRow): Promise<OrderWire> {
  const [order] = await renderOrders(db, shop, [row]);
  return order!;
}

/**
 * The customer's order for an idempotency key that was used before, with a fresh cbd token; another customer's
 * key is refused rather than answered.
 */
async function repeatedSubmit(
  db: Database,
  shop: ShopContext,
  existing: OrderRow,
  customerId: number,
  now: Date,
): Promise<PlacedOrder> {
  if (existing.customerId !== customerId) {
    throw new EngineError("conflict", "The idempotency key belongs to another order", {
      code: "IDEMPOTENCY_KEY_REUSED",
      parameter: "idempotencyKey",
    });
  }
  const cbd = newCbdToken(now);
  const row = await updateOrder(db, existing.id, {
    cbdTokenHash: cbd.hash,
    cbdTokenExpiresAt: cbd.expiresAt,
  });
  return {
    status: 200,
    order: await renderOne(db, shop, row),
    cbdToken: cbd.token,
    payment: { status: row.status === "confirmed" ? "authorized" : "pending" },
  };
}

/** POST /v1/checkout/orders: places the registered customer's own basket with placeBasketOrder. */
export async function placeOrder(
  db: Database,
  shop: ShopContext,
  provider: PaymentProvider,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlacedOrder> {
  requireOfferedPaymentKey(shop, input.paymentKey);
  const customer = await findCustomerById(db, shop.id, input.customerId);
  if (!customer) throw notFound(`Customer ${input.customerId} does not exist`, "customerId");
  // Guests have a checkout of their own, docs/decisions/0026 (rule:checkout.no-guest-checkout).
  if (customer.guest)
    throw new EngineError("not_allowed", "Guest customers cannot check out", {
      code: "GUEST_CHECKOUT",
      parameter: "customerId",
    });
  return placeBasketOrder(db, shop, provider, input, now, async () => ({
    customer,
    basketKey: customer.basketKey,
  }));
}

/**
 * POST /v1/checkout/guest-orders (docs/decisions/0026): places an anonymous basket for the shop's guest row of the
 * address, created or reused inside the placement's transaction, so a refused order leaves no new row behind.
 */
export async function placeGuestOrder(
  db: Database,
  shop: ShopContext,
  provider: PaymentProvider,
  input: PlaceGuestOrderInput,
  now: Date,
): Promise<PlacedOrder> {
  requireOfferedPaymentKey(shop, input.paymentKey);
  return placeBasketOrder(db, shop, provider, input, now, async (tx) => ({
    customer: await upsertGuestCustomer(tx, {
      shopId: shop.id,
      email: normalizeEmail(input.email),
      firstName: input.billingAddress.firstName,
      lastName: input.billingAddress.lastName,
      basketKey: input.basketKey,
      wishlistKey: `guest-${randomUUID()}`,
      now,
    }),
    basketKey: input.basketKey,
  }));
}

/**
 * Places the buyer's basket as an order in one transaction
 * (docs/decisions/0023-order-placement.md). The basket row and then the stock rows of its variants (in variant id
 * order) are locked, so concurrent checkouts queue up; prices come from the basket as it stands, promotions
 * included; stock is taken by stockAfterOrder; a voucher code is redeemed by redeemVoucher (its row locked after the
 * stock rows) and comes off the total; an order that is no longer what the shopper reviewed is refused
 * (assertAsReviewed); the payment is authorised before the commit, so a declined or timed
 * out payment leaves no order and no stock change behind. The basket is emptied. A repeated submit with the same
 * idempotency key answers the order of the first one.
 */
async function placeBasketOrder(
  db: Database,
  shop: ShopContext,
  provider: PaymentProvider,
  input: OrderDetails,
  now: Date,
  buyer: Buyer,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const { customer, basketKey } = await buyer(tx);
    const basket = await lockBasket(tx, shop.id, basketKey);
    const existing = await findOrderByIdempotencyKey(tx, shop.id, input.idempotencyKey);
    if (existing) return repeatedSubmit(tx, shop, existing, customer.id, now);
    const lines = basket ? await findBasketLines(tx, basket.id) : [];
    if (lines.length === 0)
      throw new EngineError("conflict", "The basket is empty", { code: "BASKET_EMPTY", parameter: "basket" });
    const ordered = new Map<number, number>();
    for (const line of lines) ordered.set(line.variantId, (ordered.get(line.variantId) ?? 0) + line.quantity);
    const stockRows = await lockStock(
      tx,
      [...ordered.keys()].sort((a, b) => a - b),
    );
    const stockAfter = new Map<number, number>();
    for (const [variantId, quantity] of ordered) {
      const row = stockRows.find((entry) => entry.variantId === variantId);
      const remaining = row ? stockAfterOrder(row, quantity) : null;
      if (remaining === null) throw outOfStock(variantId);
      stockAfter.set(variantId, remaining);
    }
    const { basket: priced, shipping } = await pricedBasket(tx, shop, basketKey, PLAIN_BASKET, now);
    const unavailable = lines.find(
      (line) => !priced.items.some((item) => item.key === line.key && item.status === "available"),
    );
    if (unavailable) throw outOfStock(unavailable.variantId);
    const delivery = priced.packages[0];
    if (!delivery) throw outOfStock(priced.items[0]!.variant.id);
    const descriptions = new Map(
      (await findVariantDescriptions(tx, [...ordered.keys()])).map((row) => [row.variantId, row]),
    );
    const plans = subscriptionPlans(
      priced.items.map((item) => ({
        variantId: item.variant.id,
        productId: descriptions.get(item.variant.id)!.productId,
        quantity: item.quantity,
        unitPriceWithTax: item.price.unit.withTax,
        customData: item.customData ?? {},
        definition: subscriptionDefinitionOf(item.customData, shopToday(shop, now)),
      })),
    );
    await assertSubscribable(tx, shop, customer, input.paymentKey, plans);
    const voucher = input.voucherCode
      ? await redeemVoucher(tx, shop, input.voucherCode, priced.cost.withTax, now)
      : undefined;
    assertAsReviewed(shop, input.review, priced, voucher, shipping);
    const country = shop.country;
    const billing = { ...input.billingAddress, countryCode: country };
    const cbd = newCbdToken(now);
    const order = await insertOrder(tx, {
      publicId: newOrderId(),
      shopId: shop.id,
      customerId: customer.id,
      email: customer.email,
      status: "payment_pending",
      billingAddress: billing,
      shippingAddress: input.shippingAddress ? { ...input.shippingAddress, countryCode: country } : billing,
      carrier: shipping.carrier,
      paymentKey: input.paymentKey,
      currencyCode: shop.currency,
      ...orderTotals(shop, priced.cost, voucher, shipping),
      vatRate: Math.round(shop.vatRate * BASIS_POINTS),
      idempotencyKey: input.idempotencyKey,
      cbdTokenHash: cbd.hash,
      cbdTokenExpiresAt: cbd.expiresAt,
      createdAt: now,
    });
    if (!order)
      throw new EngineError("conflict", "The order could not be written; submit again", {
        code: "ORDER_CONFLICT",
      });
    const pkg = await insertOrderPackage(tx, {
      orderId: order.id,
      carrier: order.carrier,
      deliveryDateMin: delivery.deliveryDate.min,
      deliveryDateMax: delivery.deliveryDate.max,
    });
    const itemIds = await insertOrderItems(
      tx,
      priced.items.map((item, position) => {
        const description = descriptions.get(item.variant.id)!;
        return {
          orderId: order.id,
          packageId: pkg.id,
          position,
          variantId: item.variant.id,
          productId: description.productId,
          productName: description.productName,
          brandName: description.brandName,
          variantAttributes: description.attributes,
          quantity: item.quantity,
          unitPriceWithTax: item.price.unit.withTax,
          totalPriceWithTax: item.price.total.withTax,
          appliedReductions: item.price.total.appliedReductions,
          itemGroup: item.itemGroup ?? null,
          customData: item.customData ?? {},
          lineKey: item.key,
        };
      }),
    );
    for (const [variantId, quantity] of stockAfter) await setStockQuantity(tx, variantId, quantity, now);
    for (const line of lines) await deleteBasketLine(tx, line.key);
    const written = voucher
      ? await updateOrder(tx, order.id, { vouchers: [orderVoucher(voucher, itemIds)] })
      : order;
    const outcome = await provider.authorize(
      { ...paymentRequestFor(written, input.returnUrl), reusable: plans.length > 0 },
      now,
    );
    assertPaymentGoesOn(outcome);
    // A redirect payment starts its subscriptions when it is confirmed (confirmOrderPayment).
    if (outcome.status === "authorized")
      await startSubscriptions(tx, shop, written, plans, outcome.mandate, now);
    const placed =
      outcome.status === "authorized"
        ? await updateOrder(tx, order.id, { status: "confirmed", confirmedAt: now })
        : written;
    return {
      status: 201,
      order: await renderOne(tx, shop, placed),
      cbdToken: cbd.token,
      payment:
        outcome.status === "authorized" ? { status: "authorized" } : { status: "redirect", url: outcome.url },
    };
  });
}

/**
 * POST /v1/checkout/orders/{orderId}/payment-confirmations: the shopper is back from the provider's page with the
 * provider's query parameters (`returned`); the order is confirmed only when the provider vouches for them (a
 * signed return, rule:checkout.payment-return-signature), so the shopper's own GET cannot confirm a payment. A
 * confirmed order is answered as it is. Answers a new cbd token for the success page. The order row is locked
 * first, so a repeated confirmation waits and then finds it confirmed, and a confirmation racing the release of
 * abandoned payments (order-release.ts) either confirms before it or finds the order released (409 ORDER_RELEASED).
 */
export async function confirmOrderPayment(
  db: Database,
  shop: ShopContext,
  provider: PaymentProvider,
  input: { customerId: number; orderId: string; returned: Readonly<Record<string, string>> },
  now: Date,
): Promise<{ order: OrderWire; cbdToken: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(
      tx,
      (await findCustomerOrder(tx, shop, input.customerId, input.orderId)).id,
    );
    if (order.status === "payment_abandoned")
      throw new EngineError("conflict", "The payment was not completed in time; the order is cancelled", {
        code: "ORDER_RELEASED",
      });
    const cbd = newCbdToken(now);
    const tokenChange = { cbdTokenHash: cbd.hash, cbdTokenExpiresAt: cbd.expiresAt };
    if (order.status === "confirmed") {
      const row = await updateOrder(tx, order.id, tokenChange);
      return { order: await renderOne(tx, shop, row), cbdToken: cbd.token };
    }
    const plans = await plansOfOrder(tx, order, shopToday(shop, now));
    const outcome = await provider.confirm(
      { ...paymentRequestFor(order, undefined), reusable: plans.length > 0 },
      input.returned,
      now,
    );
    if (outcome.status === "unverified")
      throw new EngineError(
        "invalid_data",
        "The payment return does not carry the provider's valid signature",
        {
          code: "PAYMENT_RETURN_UNVERIFIED",
          parameter: "returned",
        },
      );
    assertPaymentGoesOn(outcome);
    await startSubscriptions(tx, shop, order, plans, outcome.mandate, now);
    const row = await updateOrder(tx, order.id, { ...tokenChange, status: "confirmed", confirmedAt: now });
    return { order: await renderOne(tx, shop, row), cbdToken: cbd.token };
  });
}
