import type { PaymentKey } from "@eyewear/shop-rules";

/** What a payment provider needs to know about an order it is asked to authorise. */
export interface PaymentRequest {
  orderId: string;
  paymentKey: PaymentKey;
  amountWithTax: number;
  currencyCode: string;
  email: string;
  billingName: { firstName: string; lastName: string };
  /** Where a provider's hosted page sends the shopper back to; the provider appends its signed parameters. */
  returnUrl: string | undefined;
}

/**
 * The answer of an authorisation: the money is reserved, the shopper must confirm on the provider's page first,
 * the provider refused, or it did not answer in time.
 */
export type PaymentOutcome =
  | { status: "authorized"; reference: string }
  | { status: "redirect"; url: string }
  | { status: "declined"; reason: string }
  | { status: "timeout" };

/** The answer to a shopper's return: the provider's outcome, or `unverified` when the return is not its own. */
export type ReturnOutcome = Exclude<PaymentOutcome, { status: "redirect" }> | { status: "unverified" };

/**
 * One payment provider behind the checkout (docs/decisions/0023-order-placement.md). `authorize` runs inside the
 * order transaction; `confirm` completes a redirect payment when the shopper comes back, from the query
 * parameters of the return, which only the provider can vouch for (docs/decisions/0050-reviewed-order-and-signed-payment-returns.md).
 */
export interface PaymentProvider {
  authorize(request: PaymentRequest, now: Date): Promise<PaymentOutcome>;
  confirm(
    request: PaymentRequest,
    returned: Readonly<Record<string, string>>,
    now: Date,
  ): Promise<ReturnOutcome>;
}

/**
 * The provider of a shop that takes no test payments and has no real provider (production mode without
 * TEST_PAYMENTS=enabled): every payment is declined, so no order is placed without money behind it.
 */
export const noPaymentProvider: PaymentProvider = {
  authorize: async () => ({ status: "declined", reason: "no payment provider is configured" }),
  confirm: async () => ({ status: "declined", reason: "no payment provider is configured" }),
};
