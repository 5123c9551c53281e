import type { OrderWire } from "@eyewear/commerce-engine";
import type { PaymentKey, ShopConfig } from "@eyewear/shop-rules";
import type { RouterContextProvider } from "react-router";
import { callEngine } from "./customers.server.ts";

export type Order = OrderWire;
export type OrderAddress = Omit<Order["addresses"]["billing"], "countryCode">;

export interface PlaceOrderInput {
  customerId: number;
  idempotencyKey: string;
  billingAddress: OrderAddress;
  shippingAddress?: OrderAddress | undefined;
  paymentKey: PaymentKey;
  returnUrl: string;
  /** The code of the voucher the shopper applied; the engine looks its value up. */
  voucherCode?: string | undefined;
}

/** What a voucher takes off the basket as it stands, and the total that remains. */
export interface VoucherCheck {
  voucher: { code: string; reduction: number };
  cost: { withTax: number };
}

export type PaymentState =
  | { status: "authorized" }
  | { status: "redirect"; url: string }
  | { status: "pending" };

/** The engine's checkout and order endpoints (docs/decisions/0023-order-placement.md), always for one customer. */
export const ordersApi = {
  place: (context: Readonly<RouterContextProvider>, shop: ShopConfig, input: PlaceOrderInput) =>
    callEngine<{ order: Order; cbdToken: string; payment: PaymentState }>(
      context,
      shop,
      "POST",
      "/checkout/orders",
      input,
    ),

  confirmPayment: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    customerId: number,
    orderId: string,
  ) =>
    callEngine<{ order: Order; cbdToken: string }>(
      context,
      shop,
      "POST",
      `/checkout/orders/${encodeURIComponent(orderId)}/payment-confirmations`,
      { customerId },
    ),

  checkVoucher: (
    context: Readonly<RouterContextProvider>,
    shop: ShopConfig,
    customerId: number,
    voucherCode: string,
  ) =>
    callEngine<VoucherCheck>(context, shop, "POST", "/checkout/voucher-checks", { customerId, voucherCode }),

  list: (context: Readonly<RouterContextProvider>, shop: ShopConfig, customerId: number) =>
    callEngine<{ orders: Order[] }>(context, shop, "GET", `/customers/${customerId}/orders`),

  get: (context: Readonly<RouterContextProvider>, shop: ShopConfig, customerId: number, orderId: string) =>
    callEngine<{ order: Order }>(
      context,
      shop,
      "GET",
      `/customers/${customerId}/orders/${encodeURIComponent(orderId)}`,
    ),
};

/** What the success page and S1 §7 getOrderDataByCbd show of an order: its id, the customer and both addresses. */
export interface OrderDataByCbd {
  orderId: string;
  customer: { firstName: string; lastName: string; email: string };
  billingAddress: Order["addresses"]["billing"];
  shippingAddress: Order["addresses"]["shipping"];
}

/** S1 §7 getOrderDataByCbd: the order of an unguessable, expiring cbd token; undefined when unknown or expired. */
export async function orderDataByCbd(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  cbdToken: string,
): Promise<OrderDataByCbd | undefined> {
  const answer = await callEngine<{ order: Order }>(context, shop, "POST", "/orders/cbd-lookups", {
    cbdToken,
  });
  if (!answer.ok) return undefined;
  const { order } = answer;
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
