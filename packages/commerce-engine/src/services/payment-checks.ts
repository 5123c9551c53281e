import { type PaymentKey, paymentKeysForCountry } from "@eyewear/shop-rules";
import { EngineError, invalidParameter } from "../model/engine-error.ts";
import type { ShopContext } from "./shop-context.ts";

/** A payment method the shop's country does not offer is a bad parameter, for an order and a subscription alike. */
export function requireOfferedPaymentKey(shop: ShopContext, paymentKey: PaymentKey) {
  if (!paymentKeysForCountry(shop.country).includes(paymentKey))
    throw invalidParameter("paymentKey", `paymentKey: ${paymentKey} is not offered in this shop`);
}

/** A declined or unanswered payment or mandate fails the request, and with it the transaction it runs in. */
export function assertPaymentGoesOn<T extends { status: string }>(
  outcome: T,
): asserts outcome is Exclude<T, { status: "declined" | "timeout" }> {
  if (outcome.status === "declined")
    throw new EngineError("payment_declined", "The payment was declined", { parameter: "paymentKey" });
  if (outcome.status === "timeout")
    throw new EngineError("upstream_timeout", "The payment provider did not answer in time", {
      code: "PAYMENT_TIMEOUT",
      parameter: "paymentKey",
    });
}
