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
  /** Asks for a reusable mandate too, which later charges of a subscription use without the shopper. */
  reusable?: boolean;
}

/** A charge of a subscription's follow-up order on the mandate the shopper gave with the first order. */
export interface MandateChargeRequest {
  orderId: string;
  mandate: string;
  amountWithTax: number;
  currencyCode: string;
}

/**
 * A new mandate for a running subscription, asked without a charge when the customer changes its payment method;
 * `requestId` names the request towards the provider as an order id names an authorisation.
 */
export interface MandateRequest {
  requestId: string;
  paymentKey: PaymentKey;
  currencyCode: string;
  email: string;
  billingName: { firstName: string; lastName: string };
  /** Where a provider's hosted page sends the customer back to; the provider appends its signed parameters. */
  returnUrl: string | undefined;
}

/**
 * The answer of an authorisation: the money is reserved, the shopper must confirm on the provider's page first,
 * the provider refused, or it did not answer in time.
 */
export type PaymentOutcome =
  | { status: "authorized"; reference: string; mandate?: string }
  | { status: "redirect"; url: string }
  | { status: "declined"; reason: string }
  | { status: "timeout" };

/** The answer to a shopper's return: the provider's outcome, or `unverified` when the return is not its own. */
export type ReturnOutcome = Exclude<PaymentOutcome, { status: "redirect" }> | { status: "unverified" };

/** The answer to a mandate request: the mandate, the customer must confirm on the provider's page first, or no. */
export type MandateOutcome =
  | { status: "mandated"; mandate: string }
  | { status: "redirect"; url: string }
  | { status: "declined"; reason: string }
  | { status: "timeout" };

/** The answer to a customer's return from a mandate request, `unverified` when the return is not the provider's. */
export type MandateReturnOutcome = Exclude<MandateOutcome, { status: "redirect" }> | { status: "unverified" };

/** The answer to a mandate charge: no shopper is there to be redirected. */
export type MandateChargeOutcome = Exclude<PaymentOutcome, { status: "redirect" }>;

/**
 * One payment provider behind the checkout (docs/decisions/0023-order-placement.md). `authorize` runs inside the
 * order transaction; `confirm` completes a redirect payment when the shopper comes back, from the query
 * parameters of the return, which only the provider can vouch for (docs/decisions/0050-reviewed-order-and-signed-payment-returns.md).
 * An authorisation asked to be `reusable` answers a mandate with its outcome, and `chargeMandate` charges a
 * subscription's later orders on it (docs/decisions/0055-subscriptions-and-scheduler.md). `createMandate` and
 * `confirmMandate` give a running subscription a new mandate when its customer changes the payment method.
 */
export interface PaymentProvider {
  authorize(request: PaymentRequest, now: Date): Promise<PaymentOutcome>;
  confirm(
    request: PaymentRequest,
    returned: Readonly<Record<string, string>>,
    now: Date,
  ): Promise<ReturnOutcome>;
  chargeMandate(request: MandateChargeRequest, now: Date): Promise<MandateChargeOutcome>;
  createMandate(request: MandateRequest, now: Date): Promise<MandateOutcome>;
  confirmMandate(
    request: MandateRequest,
    returned: Readonly<Record<string, string>>,
    now: Date,
  ): Promise<MandateReturnOutcome>;
}

/**
 * The provider of a shop that takes no test payments and has no real provider (production mode without
 * TEST_PAYMENTS=enabled): every payment is declined, so no order is placed without money behind it.
 */
export const noPaymentProvider: PaymentProvider = {
  authorize: async () => ({ status: "declined", reason: "no payment provider is configured" }),
  confirm: async () => ({ status: "declined", reason: "no payment provider is configured" }),
  chargeMandate: async () => ({ status: "declined", reason: "no payment provider is configured" }),
  createMandate: async () => ({ status: "declined", reason: "no payment provider is configured" }),
  confirmMandate: async () => ({ status: "declined", reason: "no payment provider is configured" }),
};
