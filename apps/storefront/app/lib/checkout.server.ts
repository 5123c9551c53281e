import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { carrierForCountry, paymentKeysForCountry, type ShopConfig } from "@eyewear/shop-rules";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { CheckoutView } from "~/components/checkout/checkout-form.tsx";
import { BASKET_WITH } from "./basket.server.ts";
import { commerceClient } from "./commerce.server.ts";
import type { EngineAnswer } from "./customers.server.ts";
import type { PlacedOrder } from "./orders.server.ts";
import { productBrand, productName } from "./product-view.ts";
import { shopPath } from "./shop.ts";

/** The form error each engine refusal of an order shows. */
const PLACEMENT_ERRORS: Record<string, string> = {
  OUT_OF_STOCK: "checkout.error.out_of_stock",
  PAYMENT_DECLINED: "checkout.error.payment_declined",
  PAYMENT_TIMEOUT: "checkout.error.payment_timeout",
  BASKET_EMPTY: "checkout.error.basket_empty",
};

/** What a checkout page shows of the basket (none: nothing to order) and its carrier and payment keys. */
export async function checkoutView(
  context: Readonly<RouterContextProvider>,
  shop: ShopConfig,
  basketKey: string | undefined,
): Promise<CheckoutView> {
  const basket = basketKey
    ? (await commerceClient(context, shop).basket.get(basketKey, { with: BASKET_WITH })).basket
    : undefined;
  return {
    items: (basket?.items ?? [])
      .filter((item) => item.status === "available")
      .map((item) => ({
        key: item.key,
        brand: productBrand(item.product),
        name: productName(item.product),
        quantity: item.quantity,
        total: item.price.total.withTax,
      })),
    total: basket?.cost.withTax ?? 0,
    carrier: carrierForCountry(shop.country),
    paymentKeys: paymentKeysForCountry(shop.country),
    // One key per rendered form: a double-clicked or resent submit places the order once.
    idempotencyKey: randomUUID(),
  };
}

/**
 * The checkout action's answer to the engine's: a refusal is the form's error; a placed order goes on to the
 * payment provider's page or the success page (with `headers`, e.g. the session's cookie).
 */
export function placementAnswer(
  shop: ShopConfig,
  reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
  answer: EngineAnswer<PlacedOrder>,
  headers?: HeadersInit,
) {
  if (!answer.ok) {
    const error = PLACEMENT_ERRORS[answer.code] ?? "checkout.error.failed";
    return data(reply({ formErrors: [error] }), { status: answer.status });
  }
  if (answer.payment.status === "redirect") throw redirect(answer.payment.url, { headers });
  throw redirect(`${shopPath(shop, "/success/")}?cbd=${encodeURIComponent(answer.cbdToken)}`, { headers });
}
