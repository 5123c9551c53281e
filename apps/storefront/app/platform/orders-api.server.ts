import type { OrderStatusWire, OrderWire } from "@eyewear/commerce-engine";
import type { PaymentKey, ReviewedOrder, ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine } from "~/platform/engine-client.server.ts";

export type Order = OrderWire;
/** An order as the status lookup shows it: without the customer and the addresses. */
export type OrderStatusView = OrderStatusWire;
export type OrderAddress = Omit<Order["addresses"]["billing"], "countryCode">;

/** What the checkout form sends, whoever orders. */
export interface OrderDetails {
  idempotencyKey: string;
  billingAddress: OrderAddress;
  shippingAddress?: OrderAddress | undefined;
  paymentKey: PaymentKey;
  returnUrl: string;
  /** The code of the voucher the shopper applied; the engine looks its value up. */
  voucherCode?: string | undefined;
  /** What the shopper reviewed; the engine places the order only if it still holds (rule:checkout.reviewed-order). */
  review?: ReviewedOrder | undefined;
}

/** Whose basket a voucher check prices: a customer's, or the anonymous basket of a guest checkout's session. */
export type VoucherBasket = { customerId: number } | { basketKey: string };

/** What a voucher takes off the basket as it stands, and the total that remains. */
export interface VoucherCheck {
  voucher: { code: string; reduction: number };
  cost: { withTax: number };
}

export interface PlaceOrderInput extends OrderDetails {
  customerId: number;
}

/** A guest order (docs/decisions/0026): the session's anonymous basket for the guest row of the address. */
export interface PlaceGuestOrderInput extends OrderDetails {
  email: string;
  basketKey: string;
}

export type PaymentState =
  | { status: "authorized" }
  | { status: "redirect"; url: string }
  | { status: "pending" };

export interface PlacedOrder {
  order: Order;
  cbdToken: string;
  payment: PaymentState;
}

/** The engine's checkout and order endpoints (docs/decisions/0023-order-placement.md), always for one customer. */
export const ordersApi = {
  place: (context: Readonly<RouterContextProvider>, shop: ShopConfig, input: PlaceOrderInput) =>
    callEngine<PlacedOrder>(context, shop, "POST", "/checkout/orders", input),

  placeAsGuest: (context: Readonly<RouterContextProvider>, shop: ShopConfig, input: PlaceGuestOrderInput) =>
    callEngine<PlacedOrder>(context, shop, "POST", "/checkout/guest-orders", input),

  confirmPayment: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    customerId: number,
    orderId: string,
    /** The query parameters the provider sent the shopper back with; the engine has the provider verify them. */
    returned: Record<string, string>,
  ) =>
    callEngine<{ order: Order; cbdToken: string }>(
      context,
      shop,
      "POST",
      `/checkout/orders/${encodeURIComponent(orderId)}/payment-confirmations`,
      { customerId, returned },
    ),

  checkVoucher: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    basket: VoucherBasket,
    voucherCode: string,
  ) =>
    callEngine<VoucherCheck>(context, shop, "POST", "/checkout/voucher-checks", { ...basket, voucherCode }),

  list: (context: Readonly<RouterContextProvider>, shop: ShopConfig, customerId: number) =>
    callEngine<{ orders: Order[] }>(context, shop, "GET", `/customers/${customerId}/orders`),

  get: (context: Readonly<RouterContextProvider>, shop: ShopConfig, customerId: number, orderId: string) =>
    callEngine<{ order: Order }>(
      context,
      shop,
      "GET",
      `/customers/${customerId}/orders/${encodeURIComponent(orderId)}`,
    ),

  /**
   * The order status lookup (rule:orders.status-lookup): 404 for any mismatch, 429 after too many failures (a POST:
   * no email in URLs).
   */
  lookUpStatus: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    lookup: { orderId: string; secondFactor: string; clientAddress: string },
  ) => callEngine<{ order: OrderStatusView }>(context, shop, "POST", "/orders/status-lookups", lookup),
};

/**
 * What the success page and the getOrderDataByCbd procedure show of an order: its id, the customer and both
 * addresses.
 */
export interface OrderDataByCbd {
  orderId: string;
  customer: { firstName: string; lastName: string; email: string };
  billingAddress: Order["addresses"]["billing"];
  shippingAddress: Order["addresses"]["shipping"];
}

/** The order of an unguessable, expiring cbd token (rule:checkout.success-page-token); undefined when unknown or expired. */
export async function orderByCbd(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  cbdToken: string,
): Promise<Order | undefined> {
  const answer = await callEngine<{ order: Order }>(context, shop, "POST", "/orders/cbd-lookups", {
    cbdToken,
  });
  return answer.ok ? answer.order : undefined;
}

/** getOrderDataByCbd: the order of a cbd token as the success page shows it; undefined when unknown or expired. */
export async function orderDataByCbd(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  cbdToken: string,
): Promise<OrderDataByCbd | undefined> {
  const order = await orderByCbd(context, shop, cbdToken);
  return order && orderDataOf(order);
}

/** What the success page and getOrderDataByCbd show of an order. */
export function orderDataOf(order: Order): OrderDataByCbd {
  return {
    orderId: order.id,
    customer: {
      firstName: order.customer.firstName,
      lastName: order.customer.lastName,
      email: order.customer.email,
    },
    billingAddress: order.addresses.billing,
    shippingAddress: order.addresses.shipping,
  };
}
